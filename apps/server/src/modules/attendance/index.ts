import { byChild, byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedAttendance } from './attendance.demo.js';
import { attendanceHandlers } from './attendance.handlers.js';
import { attendanceService } from './attendance.service.js';
import { attendanceExports } from './attendance.xlsx.js';

/** 幼儿考勤: the daily sheet, card machines' swipes, and attendance statistics. */
export const attendanceModule = defineModule({
  tables: { childAttendance: byClass, cardMachineKey: 'school', childLeave: byChild },
  create: ({ db, schoolDb, clock }: CoreDeps) => {
    const attendance = attendanceService({ db, schoolDb, clock });
    return { attendance, attendanceFiles: attendanceExports({ clock, attendance }) };
  },
  handlers: ({ attendance, attendanceFiles }) => [attendanceHandlers(attendance, attendanceFiles)],
  demo: async (db, plan) => seedAttendance(db, { days: await plan.schoolDays(), random: plan.random, machineKey: plan.machineKey, issuedAt: plan.now }),
});

export { classRoster, daysOfChild, leavesOn, recordsOn, yearHasAttendance } from './attendance.repository.js';
export type { AttendanceService, ClassFilter } from './attendance.service.js';
export type * from './attendance.table.js';
