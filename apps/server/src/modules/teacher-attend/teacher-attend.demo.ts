import { WorkLoopType } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './teacher-attend.repository.js';
import { teacherAttendService } from './teacher-attend.service.js';

/** The leave types a school starts with, and whether each may be taken by half days. */
const DEFAULT_LEAVE_TYPES = [
  { name: '病假', halfDay: 1 },
  { name: '事假', halfDay: 1 },
  { name: '年假', halfDay: 1 },
  { name: '婚假', halfDay: 0 },
  { name: '产假', halfDay: 0 },
  { name: '丧假', halfDay: 0 },
  { name: '调休', halfDay: 1 },
];

/** The logistics staff work a rotation; the teaching and office staff a week. */
const LOGISTICS_DEPARTMENT = '后勤部';

const period = (startTime: string, endTime: string, signInBefore = 60, signOutAfter = 120) => ({ startTime, endTime, signInBefore, signOutAfter });

/**
 * 考勤设置 and 排班 of the demo school: three shifts (the guards' night shift crosses midnight), 教学组
 * by week and 后勤组 on a four-day rotation through holidays, the leave types, and this month and the
 * next planned from the loops.
 */
export async function seedTeacherAttend(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const attend = teacherAttendService({ clock: { now: () => new Date(plan.now) } });
  await repository.insertLeaveTypes(
    db,
    DEFAULT_LEAVE_TYPES.map((type) => ({ ...type, status: 1, createdAt: plan.now, deletedAt: null })),
  );
  const early = (await attend.addShift(db, { shiftName: '早班', periods: [period('07:00', '16:00')], lateMinutes: 5, earlyMinutes: 5 })).shiftId;
  const regular = (
    await attend.addShift(db, { shiftName: '常规班', periods: [period('07:50', '12:00', 60, 30), period('13:30', '17:30', 60, 180)], lateMinutes: 10, earlyMinutes: 5 })
  ).shiftId;
  const night = (await attend.addShift(db, { shiftName: '晚班', periods: [period('19:00', '07:00', 60, 180)], lateMinutes: 5, earlyMinutes: 0 })).shiftId;

  const staff = await activeTeachers(db);
  const logistics = staff.filter((teacher) => teacher.departmentName === LOGISTICS_DEPARTMENT).map((teacher) => teacher.teacherId);
  const teaching = staff.filter((teacher) => teacher.departmentName !== LOGISTICS_DEPARTMENT).map((teacher) => teacher.teacherId);
  const thisMonth = plan.today.slice(0, 7);
  const nextMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1)).toISOString().slice(0, 7);
  const groups = [
    {
      groupName: '教学组',
      loopType: WorkLoopType.WEEK,
      loopShiftIds: [regular, regular, regular, regular, regular, null, null],
      loopStartDate: undefined,
      followHolidays: true,
      teacherIds: teaching,
    },
    {
      groupName: '后勤组',
      loopType: WorkLoopType.DAY,
      loopShiftIds: [early, early, night, null],
      loopStartDate: `${thisMonth}-01`,
      followHolidays: false,
      teacherIds: logistics,
    },
  ];
  for (const group of groups) {
    if (group.teacherIds.length === 0) continue;
    const { groupId } = await attend.addGroup(db, { ...group, signByCard: true, signByApp: true });
    for (const month of [thisMonth, nextMonth]) await attend.smartSchedule(db, { groupId, month });
  }
}
