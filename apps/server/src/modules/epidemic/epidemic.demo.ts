import { EpidemicMeasure, GradeLevel } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import { seededRandom } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { childrenInClass, listClasses, teachersOfClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './epidemic.repository.js';

const CALM_FINDINGS = ['全班幼儿精神状态良好，体温正常', '晨检未发现异常，手部、口腔检查正常', '幼儿情绪稳定，无发热、咳嗽等症状'];
const DISINFECTION_FINDINGS = ['桌椅、门把手、玩具用含氯消毒液擦拭，30分钟后清水擦净', '紫外线灯照射寝室40分钟，已登记'];

/**
 * The school's epidemic measures of the term: daily 晨午检 of every class with the last two school
 * weeks recorded (now and then a child with a fever or a cough), disinfection of the small classes
 * in flu season, an ended hand-foot-mouth drive and a ventilation check still to come.
 */
export async function seedEpidemicControl(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const random = seededRandom(plan.seed + 61);
  const year = await currentYear(db, plan.today);
  const classes = year ? await listClasses(db, { yearId: year.id }) : [];
  const staff = await activeTeachers(db);
  const principal = staff.find((teacher) => teacher.phone === plan.school.adminPhone) ?? staff[0];
  if (!principal || classes.length === 0) return;
  const days = (await plan.schoolDays()).slice(-10);
  const teachers = await teachersOfClasses(db, classes.map((row) => row.classId));
  const add = (name: string, measureType: number, startDate: string, endDate: string, content: string, classIds: number[]) =>
    repository.insertActivity(db, { name, measureType, startDate, endDate, content, adderId: principal.teacherId, createdAt: plan.daysAgo(30), updatedAt: plan.daysAgo(30) }).then(async (id) => {
      await repository.replaceClasses(db, id, classIds);
      return id;
    });
  const allClassIds = classes.map((row) => row.classId);
  const checkId = await add('秋冬季晨午检', EpidemicMeasure.HEALTH_CHECK, addDays(plan.today, -30), addDays(plan.today, 45), '入园晨检一摸二看三问四查，午睡起床后午检；体温≥37.3℃的幼儿隔离观察并通知家长。', allClassIds);
  const smallClassIds = classes.filter((row) => row.gradeLevel === GradeLevel.SMALL).map((row) => row.classId);
  const disinfectId = await add('流感季教室消毒', EpidemicMeasure.DISINFECTION, addDays(plan.today, -14), addDays(plan.today, 7), '每日离园后用含氯消毒液擦拭桌椅、玩具、门把手，寝室紫外线消毒。', smallClassIds.length ? smallClassIds : allClassIds.slice(0, 2));
  await add('手足口病防控', EpidemicMeasure.OTHER, addDays(plan.today, -75), addDays(plan.today, -45), '加强手部、口腔检查，发现疑似病例立即隔离并报告。', allClassIds);
  await add('寒假前通风检查', EpidemicMeasure.VENTILATION, addDays(plan.today, 20), addDays(plan.today, 40), '每日开窗通风不少于2次，每次30分钟以上。', allClassIds);

  for (const schoolClass of classes) {
    const children = await childrenInClass(db, schoolClass.classId);
    const recorder = teachers.find((teacher) => teacher.classId === schoolClass.classId) ?? principal;
    for (const date of days) {
      const sick = children.length > 0 && random.next() < 0.12 ? random.pick(children) : undefined;
      const findings = sick ? `${sick.studentName}体温偏高，已隔离观察并通知家长接回` : random.pick(CALM_FINDINGS);
      const recordId = await repository.insertRecord(db, { activityId: checkId, classId: schoolClass.classId, recordDate: date, recorderId: recorder.teacherId, doneTime: '08:1' + random.between(0, 9), findings, createdAt: plan.now, updatedAt: plan.now });
      if (sick) {
        const fever = random.next() < 0.7;
        await repository.replaceRecordChildren(db, recordId, [
          { classId: schoolClass.classId, childId: sick.studentId, symptom: fever ? 1 : 2, temperature: fever ? 37.5 + random.between(0, 10) / 10 : null, remark: fever ? '已通知家长接回就医' : '轻微咳嗽，多喝温水，继续观察' },
        ]);
      }
    }
  }
  for (const classId of smallClassIds) {
    const recorder = teachers.find((teacher) => teacher.classId === classId) ?? principal;
    for (const date of days.filter((date) => date >= addDays(plan.today, -14))) {
      await repository.insertRecord(db, { activityId: disinfectId, classId, recordDate: date, recorderId: recorder.teacherId, doneTime: '16:4' + random.between(0, 9), findings: random.pick(DISINFECTION_FINDINGS), createdAt: plan.now, updatedAt: plan.now });
    }
  }
}
