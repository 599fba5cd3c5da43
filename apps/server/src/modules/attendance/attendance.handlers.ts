import { attendanceEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { AttendanceService } from './attendance.service.js';
import type { AttendanceExports } from './attendance.xlsx.js';

export const attendanceHandlers = (attendance: AttendanceService, exports: AttendanceExports) =>
  handlersFor(attendanceEndpoints, {
    getClassAttendStatisticsByDateRange: (input, { db }) => attendance.classStatistics(db, input),
    getClassAttendDetail: (input, { db }) => attendance.classDetail(db, input),
    getStudentAttendStatistics: (input, { db }) => attendance.studentStatistics(db, input),
    getStudentAttendDetail: (input, { db }) => attendance.studentDetail(db, input),
    getClassAttendSheet: (input, { db }) => attendance.sheet(db, input.classId, input.date),
    saveClassAttendSheet: (input, { db, session }) => attendance.saveSheet(db, session, input),
    cardSwipe: (input) => attendance.swipe(input),
    issueDeviceKey: (_input, { db, session }) => attendance.issueMachineKey(db, session),
    exportStudentAttendStatistics: (input, { db, session }) => exports.studentStatistics(db, session, input),
    exportClassAttendStatistics: (input, { db, session }) => exports.classStatistics(db, session, input),
    exportClassAttendDetail: (input, { db, session }) => exports.classDetail(db, session, input),
  });
