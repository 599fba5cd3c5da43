import { StatisticsBy, type InputOf, type attendStatisticsEndpoints } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { addDays, rangeText, weekdayName } from '../../core/calendar.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { dayCountOf } from './work-plan.js';
import type { TeacherClockService } from './teacher-clock.service.js';

type ExportInput = InputOf<(typeof attendStatisticsEndpoints)['exportAttendStatistics']>;

/** 导出考勤统计 (a row per teacher) and 导出考勤明细 (a row per teacher and day). */
export function teacherClockExports(deps: { clock: Clock; teacherClock: TeacherClockService }) {
  const fileName = async (db: SchoolDb, session: SessionIdentity, title: string, input: ExportInput) =>
    exportFileName([await schoolNameOf(db, session.schoolId), title, rangeText(input).replace(' 至 ', '至')], schoolDate(deps.clock.now()));

  return {
    async statistics(db: SchoolDb, session: SessionIdentity, input: ExportInput) {
      const { list, leaveTypes } = await deps.teacherClock.statistics(db, { ...input, by: StatisticsBy.TEACHER });
      type Row = (typeof list)[number];
      const leaveDays = (row: Row, leaveTypeId: number) => row.leaveByType.find((type) => type.leaveTypeId === leaveTypeId)?.days ?? 0;
      return xlsxFile<Row>(await fileName(db, session, '教师考勤统计', input), '考勤统计', [
        { header: '姓名', value: (row) => row.teacherName },
        { header: '部门', value: (row) => row.departmentName },
        { header: '应出勤（天）', width: 12, value: (row) => row.dueDays },
        { header: '出勤（天）', width: 10, value: (row) => row.presentDays },
        { header: '迟到（次）', width: 10, value: (row) => row.lateCount },
        { header: '迟到（分钟）', width: 12, value: (row) => row.lateMinutes },
        { header: '早退（次）', width: 10, value: (row) => row.earlyCount },
        { header: '早退（分钟）', width: 12, value: (row) => row.earlyMinutes },
        { header: '缺勤（天）', width: 10, value: (row) => row.absentDays },
        { header: '异常（天）', width: 10, value: (row) => row.abnormalDays },
        { header: '缺卡（次）', width: 10, value: (row) => row.missingCount },
        ...leaveTypes.map((type) => ({ header: `${type.leaveTypeName}（天）`, width: 10, value: (row: Row) => leaveDays(row, type.leaveTypeId) })),
        { header: '出差（天）', width: 10, value: (row) => row.tripDays },
        { header: '加班（小时）', width: 12, value: (row) => row.overtimeHours },
      ], list);
    },

    async detail(db: SchoolDb, session: SessionIdentity, input: ExportInput) {
      const staff = await deps.teacherClock.staffOf(db, input, input);
      const dayOf = await deps.teacherClock.daysOf(db, staff.map((teacher) => teacher.teacherId), input);
      const dates = Array.from({ length: dayCountOf(input) }, (_, index) => addDays(input.startDate, index));
      const rows = staff.flatMap((teacher) => dates.map((date) => ({ teacher, day: dayOf(teacher.teacherId, date) })));
      type Row = (typeof rows)[number];
      return xlsxFile<Row>(await fileName(db, session, '教师考勤明细', input), '考勤明细', [
        { header: '日期', width: 12, value: (row) => row.day.date },
        { header: '星期', width: 8, value: (row) => weekdayName(row.day.date) },
        { header: '姓名', value: (row) => row.teacher.teacherName },
        { header: '部门', value: (row) => row.teacher.departmentName },
        { header: '考勤组', value: (row) => row.day.groupName },
        { header: '班次', width: 24, value: (row) => (row.day.shiftName ? `${row.day.shiftName} ${row.day.timeText}` : null) },
        { header: '打卡', width: 28, value: (row) => row.day.clockIns.map((clockIn) => `${clockIn.time}（${clockIn.sourceName}）`).join(' ') },
        { header: '状态', width: 8, value: (row) => (row.day.settled ? row.day.statusName : `${row.day.statusName}（未结束）`) },
        { header: '迟到（分钟）', width: 12, value: (row) => row.day.lateMinutes },
        { header: '早退（分钟）', width: 12, value: (row) => row.day.earlyMinutes },
        { header: '缺卡（次）', width: 10, value: (row) => row.day.missingCount },
        { header: '备注', width: 24, value: (row) => row.day.notes.join('；') },
      ], rows);
    },
  };
}

export type TeacherClockExports = ReturnType<typeof teacherClockExports>;
