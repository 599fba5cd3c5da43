import { ActivityKind, SafetyActivityKind, SafetyCheckStatus } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { listClasses, teachersOfClasses } from '../class-group/index.js';
import { listSchoolActivities } from '../school-activity/index.js';
import { currentYear } from '../school-year/index.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './activity-safety.repository.js';

const EVENT_ITEMS = [
  { content: '活动场地提前检查，清除尖锐、易滑物品', measure: '后勤主任活动前一天检查并拍照记录' },
  { content: '幼儿集中、疏散时防止拥挤踩踏', measure: '各班教师按指定路线带队，楼梯口安排专人值守' },
  { content: '家长入园人员管理', measure: '凭家长证入园，门卫登记' },
  { content: '突发伤病处置', measure: '保健医生携带急救箱在场，联系好就近医院' },
];
const OUTING_ITEMS = [
  { content: '乘车安全', measure: '选用有资质的车辆，每车配2名教师，上下车清点人数' },
  { content: '防止幼儿走失', measure: '幼儿佩戴写有班级和教师电话的胸牌，每10名幼儿1名成人看护' },
  { content: '饮水与防晒', measure: '自带水杯，每半小时提醒饮水，戴遮阳帽' },
];

/** Plans of the school's activities around today (those past checked), and a class's outing. */
export async function seedActivitySafety(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const staff = await activeTeachers(db);
  const principal = staff.find((teacher) => teacher.phone === plan.school.adminPhone) ?? staff[0];
  if (!principal) return;
  const events = await listSchoolActivities(db, { kind: ActivityKind.SCHOOL, from: addDays(plan.today, -30) });
  const helpers = staff.filter((teacher) => teacher.teacherId !== principal.teacherId).slice(0, 2);
  const people = [{ teacherId: principal.teacherId, duty: '总负责' }, ...helpers.map((teacher, index) => ({ teacherId: teacher.teacherId, duty: index === 0 ? '场地与器材检查' : '幼儿疏散引导' }))];
  for (const event of events.slice(0, 3)) {
    const past = event.endDate < plan.today;
    const safetyId = await repository.insertPlan(db, {
      activityKind: SafetyActivityKind.SCHOOL,
      schoolActivityId: event.activityId,
      classId: null,
      activityName: null,
      activityDate: null,
      location: event.areaName,
      planContent: `${event.name}参与人数多、场地集中，需提前做好场地检查、人员分工和应急准备，确保活动安全有序。`,
      checkStatus: past ? SafetyCheckStatus.PASSED : SafetyCheckStatus.UNCHECKED,
      checkResult: past ? '活动过程有序，无幼儿受伤，场地器材已复位。' : null,
      checkerId: past ? principal.teacherId : null,
      checkedAt: past ? plan.daysAgo(1) : null,
      adderId: principal.teacherId,
      createdAt: plan.daysAgo(20),
      updatedAt: plan.daysAgo(20),
    });
    await repository.replaceParts(db, safetyId, { items: EVENT_ITEMS, people, fileIds: [] });
  }
  const year = await currentYear(db, plan.today);
  const [firstClass] = year ? await listClasses(db, { yearId: year.id }) : [];
  if (!firstClass) return;
  const [headTeacher] = await teachersOfClasses(db, [firstClass.classId]);
  const outing = await repository.insertPlan(db, {
    activityKind: SafetyActivityKind.CLASS,
    schoolActivityId: null,
    classId: firstClass.classId,
    activityName: `${firstClass.className}秋游：植物园认识植物`,
    activityDate: addDays(plan.today, 5),
    location: '市植物园',
    planContent: '外出活动路途远、环境开放，重点做好乘车、看护和饮水防晒，出发前向家长发放告知书。',
    checkStatus: SafetyCheckStatus.UNCHECKED,
    checkResult: null,
    checkerId: null,
    checkedAt: null,
    adderId: headTeacher?.teacherId ?? principal.teacherId,
    createdAt: plan.daysAgo(2),
    updatedAt: plan.daysAgo(2),
  });
  await repository.replaceParts(db, outing, {
    items: OUTING_ITEMS,
    people: [{ teacherId: headTeacher?.teacherId ?? principal.teacherId, duty: '带队教师' }],
    fileIds: [],
  });
}
