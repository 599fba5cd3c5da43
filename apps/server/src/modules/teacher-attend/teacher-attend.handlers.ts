import {
  attendSettingEndpoints,
  attendStatisticsEndpoints,
  dailyAttendEndpoints,
  RecordKind,
  teacherAttendFilterEndpoints,
  teacherClockEndpoints,
  workforceEndpoints,
} from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeacherAttendService } from './teacher-attend.service.js';
import type { TeacherClockService } from './teacher-clock.service.js';
import type { TeacherClockExports } from './teacher-clock.xlsx.js';

export const attendSettingHandlers = (attend: TeacherAttendService) =>
  handlersFor(attendSettingEndpoints, {
    getShiftList: (input, { db }) => attend.listShifts(db, input),
    addShift: (input, { db }) => attend.addShift(db, input),
    updateShift: (input, { db }) => attend.updateShift(db, input),
    updateShiftStatus: (input, { db }) => attend.setShiftStatus(db, input),
    deleteShift: (input, { db }) => attend.deleteShift(db, input.shiftId),
    getAttendGroupList: (input, { db }) => attend.listGroups(db, input),
    addAttendGroup: (input, { db }) => attend.addGroup(db, input),
    getAttendGroup: (input, { db }) => attend.getGroup(db, input.groupId),
    updateAttendGroup: (input, { db }) => attend.updateGroup(db, input),
    deleteAttendGroup: (input, { db }) => attend.deleteGroup(db, input.groupId),
    getAttendGroupMembers: (input, { db }) => attend.listMembers(db, input),
    getTeacherGroupFilterList: (input, { db }) => attend.teachersWithGroup(db, input),
    changeTeacherGroup: (input, { db }) => attend.changeTeacherGroup(db, input),
    removeTeacherFromGroup: (input, { db }) => attend.removeTeacherFromGroup(db, input.teacherIds),
    getLeaveTypeList: (input, { db }) => attend.listLeaveTypes(db, input.status),
    addLeaveType: (input, { db }) => attend.addLeaveType(db, input),
    updateLeaveTypeStatus: (input, { db }) => attend.setLeaveTypeStatus(db, input),
    deleteLeaveType: (input, { db }) => attend.deleteLeaveType(db, input.leaveTypeId),
  });

export const workforceHandlers = (attend: TeacherAttendService) =>
  handlersFor(workforceEndpoints, {
    getArrangeShiftList: (input, { db }) => attend.month(db, input),
    smartArrangeShift: (input, { db }) => attend.smartSchedule(db, input),
    addArrangeShift: (input, { db }) => attend.arrange(db, input),
    deleteArrangeShift: (input, { db }) => attend.clear(db, input),
  });

export const teacherAttendFilterHandlers = (attend: TeacherAttendService) =>
  handlersFor(teacherAttendFilterEndpoints, {
    getAttendGroupListForFilter: (_input, { db }) => attend.groupOptions(db),
    getWorkTimeListForFilter: (_input, { db }) => attend.workTimeOptions(db),
    getLeaveTypeListForFilter: (_input, { db }) => attend.leaveTypeOptions(db),
  });

export const dailyAttendHandlers = (clock: TeacherClockService) =>
  handlersFor(dailyAttendEndpoints, {
    getDayAttendList: (input, { db }) => clock.dayList(db, input),
    addLeaveRecord: (input, { db, session }) => clock.addLeave(db, session, input),
    addTripRecord: (input, { db, session }) => clock.addTrip(db, session, input),
    addOvertimeRecord: (input, { db, session }) => clock.addOvertime(db, session, input),
    addManualRecord: (input, { db, session }) => clock.addManual(db, session, input),
  });

export const attendStatisticsHandlers = (clock: TeacherClockService, exports: TeacherClockExports) =>
  handlersFor(attendStatisticsEndpoints, {
    getAttendStatistics: (input, { db }) => clock.statisticsPage(db, input),
    getTeacherAttendDetail: (input, { db }) => clock.teacherMonth(db, input),
    getManualRecordList: (input, { db }) => clock.listRecords(db, RecordKind.MANUAL, input),
    getLeaveRecordList: (input, { db }) => clock.listRecords(db, RecordKind.LEAVE, input),
    getTripRecordList: (input, { db }) => clock.listRecords(db, RecordKind.TRIP, input),
    getOvertimeRecordList: (input, { db }) => clock.listRecords(db, RecordKind.OVERTIME, input),
    deleteManualRecord: (input, { db }) => clock.deleteRecord(db, RecordKind.MANUAL, input.recordId),
    deleteLeaveRecord: (input, { db }) => clock.deleteRecord(db, RecordKind.LEAVE, input.recordId),
    deleteTripRecord: (input, { db }) => clock.deleteRecord(db, RecordKind.TRIP, input.recordId),
    deleteOvertimeRecord: (input, { db }) => clock.deleteRecord(db, RecordKind.OVERTIME, input.recordId),
    exportAttendStatistics: (input, { db, session }) => exports.statistics(db, session, input),
    exportAttendDetail: (input, { db, session }) => exports.detail(db, session, input),
  });

export const teacherClockHandlers = (clock: TeacherClockService) =>
  handlersFor(teacherClockEndpoints, {
    teacherSign: (input, { db, session }) => clock.teacherSign(db, session, input),
    teacherCardSwipe: (input) => clock.cardSwipe(input),
  });
