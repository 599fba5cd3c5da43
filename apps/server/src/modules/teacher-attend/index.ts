import { defineModule, type CoreDeps } from '../../core/module.js';
import type { AttendanceService } from '../attendance/index.js';
import { seedTeacherAttend } from './teacher-attend.demo.js';
import {
  attendSettingHandlers,
  attendStatisticsHandlers,
  dailyAttendHandlers,
  teacherAttendFilterHandlers,
  teacherClockHandlers,
  workforceHandlers,
} from './teacher-attend.handlers.js';
import { teacherAttendService } from './teacher-attend.service.js';
import { teacherClockService } from './teacher-clock.service.js';
import { teacherClockExports } from './teacher-clock.xlsx.js';

/**
 * 教师考勤: shifts (班次), attendance groups (考勤组) with their members and work loop, leave types, and
 * the schedule (排班), a row per teacher and day.
 *
 * For the attendance itself (clock-ins, the day's status, records and statistics), read:
 * - who works which shift on which day: `scheduleBetween(db, { startDate, endDate, teacherIds? })`,
 *   rows `{ teacherId, workDate, groupId, shiftId }` (shiftId null: 休息; no row: 未排班);
 * - a shift's periods and thresholds: `shiftsWithPeriods(db, shiftIds)` (deleted shifts too, for
 *   past days): `periods[].startMinute/endMinute` count from the scheduled day's 00:00, past 1440
 *   on the next day, with the clock-in windows `signInBefore/signOutAfter`; `lateMinutes`, `earlyMinutes`;
 * - a teacher's group and its clock-in means: `groupsOfTeachers(db, teacherIds)`;
 * - what a date is for staff (holiday, 调休 working day): `staffDays(db, range)`.
 * Every schedule write goes through `teacherAttendService` (smart, manual, clear, moves between
 * groups): a day's status recomputation belongs after those writes.
 */
export const teacherAttendModule = defineModule({
  tables: {
    teacherShift: 'school',
    teacherShiftPeriod: 'school',
    attendGroup: 'school',
    attendGroupLoop: 'school',
    attendGroupMember: 'school',
    leaveType: 'school',
    teacherSchedule: 'school',
    teacherAttendRecord: 'school',
    teacherClockIn: 'school',
  },
  create: ({ clock, attendance }: CoreDeps & { attendance: AttendanceService }) => {
    const teacherClock = teacherClockService({ clock, machineSwipe: attendance.machineSwipe });
    return { teacherAttend: teacherAttendService({ clock }), teacherClock, teacherClockFiles: teacherClockExports({ clock, teacherClock }) };
  },
  handlers: ({ teacherAttend, teacherClock, teacherClockFiles }) => [
    attendSettingHandlers(teacherAttend),
    workforceHandlers(teacherAttend),
    teacherAttendFilterHandlers(teacherAttend),
    dailyAttendHandlers(teacherClock),
    attendStatisticsHandlers(teacherClock, teacherClockFiles),
    teacherClockHandlers(teacherClock),
  ],
  demo: seedTeacherAttend,
});

export { scheduleBetween, membershipsOf as groupsOfTeachers } from './teacher-attend.repository.js';
export { staffDays, type StaffDay } from './work-plan.js';
export { shiftsWithPeriods } from './teacher-attend.service.js';
export type * from './teacher-attend.table.js';
