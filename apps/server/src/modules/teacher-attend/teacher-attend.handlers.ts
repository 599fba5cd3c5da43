import { attendSettingEndpoints, teacherAttendFilterEndpoints, workforceEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeacherAttendService } from './teacher-attend.service.js';

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
