import { attendStatusLabel, sexLabel, type AttendTotals, type ClassAttendRow, type DateRangeQuery, type StudentAttendRow } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { weekdayHeader } from '../../core/calendar.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile, type SheetColumn } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './attendance.repository.js';
import type { AttendanceService, ClassFilter } from './attendance.service.js';

/** The mark of a status in the class detail sheet: √ 出勤, × 缺勤, 离 离园, 假 请假; blank when nobody recorded the day. */
const STATUS_MARK: Record<number, string> = { 0: '×', 1: '√', 2: '离' };
const LEAVE_MARK = '假';

const rate = (totals: AttendTotals) => (totals.attendRate === null ? null : `${totals.attendRate}%`);

/** The count columns every attendance sheet ends with. */
function countColumns<Row extends AttendTotals>(): SheetColumn<Row>[] {
  return [
    { header: attendStatusLabel[1]!, width: 8, value: (row) => row.presentCount },
    { header: attendStatusLabel[2]!, width: 8, value: (row) => row.leftCount },
    { header: attendStatusLabel[0]!, width: 8, value: (row) => row.absentCount },
    { header: '请假', width: 8, value: (row) => row.leaveCount },
    { header: '出勤率', width: 10, value: rate },
  ];
}

/** The three attendance exports: attendance statistics, class statistics, class detail. */
export function attendanceExports(deps: { clock: Clock; attendance: AttendanceService }) {
  const fileName = async (db: SchoolDb, session: SessionIdentity, title: string, range: { startDate: string; endDate: string }) =>
    exportFileName([await schoolNameOf(db, session.schoolId), title, `${range.startDate}至${range.endDate}`], schoolDate(deps.clock.now()));

  return {
    async studentStatistics(db: SchoolDb, session: SessionIdentity, query: DateRangeQuery & ClassFilter & { studentId?: number | undefined; keyword?: string | undefined }) {
      const { calendar, rows } = await deps.attendance.allStudentRows(db, query);
      return xlsxFile<StudentAttendRow>(await fileName(db, session, '幼儿考勤统计', calendar), '幼儿考勤统计', [
        { header: '姓名', value: (row) => row.studentName },
        { header: '性别', width: 8, value: (row) => sexLabel[row.sex] ?? '' },
        { header: '年级', width: 10, value: (row) => row.gradeName },
        { header: '班级', width: 10, value: (row) => row.className },
        { header: '上学日', width: 8, value: (row) => row.schoolDays },
        ...countColumns(),
        { header: '未记录', width: 8, value: (row) => row.unrecordedCount },
      ], rows);
    },

    async classStatistics(db: SchoolDb, session: SessionIdentity, query: DateRangeQuery & ClassFilter) {
      const statistics = await deps.attendance.classStatistics(db, query);
      return xlsxFile<ClassAttendRow>(await fileName(db, session, '班级考勤统计', statistics), '班级考勤统计', [
        { header: '年级', width: 10, value: (row) => row.gradeName },
        { header: '班级', width: 10, value: (row) => row.className },
        { header: '在读幼儿', width: 10, value: (row) => row.childCount },
        { header: '上学日', width: 8, value: () => statistics.schoolDays },
        { header: '已点名天数', width: 12, value: (row) => row.takenDays },
        { header: '记录人次', width: 10, value: (row) => row.recordedCount },
        ...countColumns(),
      ], statistics.list);
    },

    /** One row per child, one column per school day, and the child's totals. */
    async classDetail(db: SchoolDb, session: SessionIdentity, query: DateRangeQuery & { classId: number }) {
      const detail = await deps.attendance.classDetail(db, query);
      const dates = detail.days.map((day) => day.date);
      const statuses = await repository.statusesOfClass(db, detail.classId, dates);
      const marks = new Map(statuses.map((row) => [`${row.childId}:${row.date}`, Number(row.onLeave) ? LEAVE_MARK : (STATUS_MARK[row.status] ?? null)]));
      type Row = (typeof detail.students)[number];
      const dayColumns = dates.map<SheetColumn<Row>>((date) => ({
        header: weekdayHeader(date),
        width: 10,
        value: (row) => marks.get(`${row.studentId}:${date}`) ?? null,
      }));
      return xlsxFile<Row>(await fileName(db, session, `${detail.className}考勤明细`, detail), detail.className, [
        { header: '姓名', value: (row) => row.studentName },
        ...dayColumns,
        ...countColumns(),
      ], detail.students);
    },
  };
}

export type AttendanceExports = ReturnType<typeof attendanceExports>;
