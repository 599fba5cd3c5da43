import { z } from 'zod';
import { CardSwipeInput } from '../attendance/attendance.schemas.js';
import { defineEndpoint, fileOutput, pageOf } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AttendExportInput,
  AttendRecord,
  ClockResult,
  DayAttend,
  DayAttendInput,
  LeaveRecordInput,
  ManualRecordInput,
  OvertimeRecordInput,
  RecordIdInput,
  RecordListInput,
  SavedRecords,
  StaffStatistics,
  StaffStatisticsInput,
  TeacherMonth,
  TeacherMonthInput,
  TeacherSignInput,
  TripRecordInput,
  AddArrangeInput,
  ArrangeMonth,
  ArrangeMonthInput,
  AttendGroup,
  AttendGroupInput,
  AttendGroupListInput,
  AttendGroupMembersInput,
  AttendGroupOption,
  AttendGroupSummary,
  ChangeTeacherGroupInput,
  DeleteArrangeInput,
  AttendGroupIdInput,
  GroupMember,
  LeaveType,
  LeaveTypeIdInput,
  LeaveTypeInput,
  LeaveTypeListInput,
  LeaveTypeOption,
  LeaveTypeStatusInput,
  RemoveTeacherGroupInput,
  SavedAttendGroup,
  SavedLeaveType,
  SavedShift,
  ScheduledDays,
  Shift,
  ShiftIdInput,
  ShiftInput,
  ShiftListInput,
  ShiftStatusInput,
  SmartArrangeInput,
  TeacherGroupFilterInput,
  TeacherWithGroup,
  UpdateAttendGroupInput,
  UpdateShiftInput,
  WorkTimeOption,
} from './teacher-attend.schemas.js';

const SETTING = 'TeacherAttend.AttendSetting';
const path = (action: string) => `/javaApi/teacherAttend/${action}` as const;
const get = (action: string) => ({ method: 'GET', path: path(action) }) as const;
const post = (action: string) => ({ method: 'POST', path: path(action) }) as const;

/** 考勤设置: shifts, attendance groups with their members and work loop, leave types. */
export const attendSettingEndpoints = {
  getShiftList: defineEndpoint({ id: 'teacherAttend.getShiftList', summary: '班次列表', access: SETTING, java: get('getShiftList'), input: ShiftListInput, output: pageOf(Shift) }),
  addShift: defineEndpoint({ id: 'teacherAttend.addShift', summary: '添加班次', access: SETTING, java: post('addShift'), input: ShiftInput, output: SavedShift, creates: 'shiftId' }),
  updateShift: defineEndpoint({ id: 'teacherAttend.updateShift', summary: '修改班次', access: SETTING, java: post('updateShift'), input: UpdateShiftInput, output: Done }),
  updateShiftStatus: defineEndpoint({
    id: 'teacherAttend.updateShiftStatus',
    summary: '班次设为有效或无效（可批量）',
    access: SETTING,
    java: post('updateShiftStatus'),
    input: ShiftStatusInput,
    output: Done,
  }),
  deleteShift: defineEndpoint({
    id: 'teacherAttend.deleteShift',
    summary: '删除班次（考勤组排班规则或今后排班在用时拒绝）',
    access: SETTING,
    java: post('deleteShift'),
    input: ShiftIdInput,
    output: Done,
  }),
  getAttendGroupList: defineEndpoint({
    id: 'teacherAttend.getAttendGroupList',
    summary: '考勤组列表',
    access: SETTING,
    java: get('getAttendGroupList'),
    input: AttendGroupListInput,
    output: pageOf(AttendGroupSummary),
  }),
  addAttendGroup: defineEndpoint({
    id: 'teacherAttend.addAttendGroup',
    summary: '添加考勤组（成员、排班规则、打卡方式）',
    access: SETTING,
    java: post('addAttendGroup'),
    input: AttendGroupInput,
    output: SavedAttendGroup,
    creates: 'groupId',
  }),
  getAttendGroup: defineEndpoint({ id: 'teacherAttend.getAttendGroup', summary: '考勤组详情', access: SETTING, java: get('getAttendGroup'), input: AttendGroupIdInput, output: AttendGroup }),
  updateAttendGroup: defineEndpoint({
    id: 'teacherAttend.updateAttendGroup',
    summary: '修改考勤组',
    access: SETTING,
    java: post('updateAttendGroup'),
    input: UpdateAttendGroupInput,
    output: Done,
  }),
  deleteAttendGroup: defineEndpoint({
    id: 'teacherAttend.deleteAttendGroup',
    summary: '删除考勤组（成员变为未分组，明天起的排班清除）',
    access: SETTING,
    java: post('deleteAttendGroup'),
    input: AttendGroupIdInput,
    output: Done,
  }),
  getAttendGroupMembers: defineEndpoint({
    id: 'teacherAttend.getAttendGroupMembers',
    summary: '考勤组成员',
    access: SETTING,
    java: get('getAttendGroupMembers'),
    input: AttendGroupMembersInput,
    output: pageOf(GroupMember),
  }),
  getTeacherGroupFilterList: defineEndpoint({
    id: 'teacherAttend.getTeacherGroupFilterList',
    summary: '选择成员：在职教职工及其考勤组（已分组、未分组、按部门）',
    access: SETTING,
    java: get('getTeacherFilterList'),
    input: TeacherGroupFilterInput,
    output: pageOf(TeacherWithGroup),
  }),
  changeTeacherGroup: defineEndpoint({
    id: 'teacherAttend.changeTeacherGroup',
    summary: '调整教职工的考勤组（已过去的排班保持不变）',
    access: SETTING,
    java: post('changeTeacherGroup'),
    input: ChangeTeacherGroupInput,
    output: Done,
  }),
  removeTeacherFromGroup: defineEndpoint({
    id: 'teacherAttend.removeTeacherFromGroup',
    summary: '将教职工移出考勤组',
    access: SETTING,
    java: post('removeTeacherFromGroup'),
    input: RemoveTeacherGroupInput,
    output: Done,
  }),
  getLeaveTypeList: defineEndpoint({
    id: 'teacherAttend.getLeaveTypeList',
    summary: '请假类型列表',
    access: SETTING,
    java: get('getLeaveTypeList'),
    input: LeaveTypeListInput,
    output: z.array(LeaveType),
  }),
  addLeaveType: defineEndpoint({
    id: 'teacherAttend.addLeaveType',
    summary: '添加请假类型',
    access: SETTING,
    java: post('addLeaveType'),
    input: LeaveTypeInput,
    output: SavedLeaveType,
    creates: 'leaveTypeId',
  }),
  updateLeaveTypeStatus: defineEndpoint({
    id: 'teacherAttend.updateLeaveTypeStatus',
    summary: '启用或停用请假类型',
    access: SETTING,
    java: post('updateLeaveTypeStatus'),
    input: LeaveTypeStatusInput,
    output: Done,
  }),
  deleteLeaveType: defineEndpoint({
    id: 'teacherAttend.deleteLeaveType',
    summary: '删除请假类型',
    access: SETTING,
    java: post('deleteLeaveType'),
    input: LeaveTypeIdInput,
    output: Done,
  }),
};

const WORKFORCE = 'TeacherAttend.Workforce';

/** 排班: a group's month, smart scheduling from its loop, manual days and bulk clearing. */
export const workforceEndpoints = {
  getArrangeShiftList: defineEndpoint({
    id: 'teacherAttend.getArrangeShiftList',
    summary: '考勤组一个月的排班表',
    access: WORKFORCE,
    java: get('getArrangeShiftList'),
    input: ArrangeMonthInput,
    output: ArrangeMonth,
  }),
  smartArrangeShift: defineEndpoint({
    id: 'teacherAttend.smartArrangeShift',
    summary: '智能排班：按考勤组的排班规则排满一个月（节假日休息、调休上班）',
    access: WORKFORCE,
    java: post('smartArrangeShift'),
    input: SmartArrangeInput,
    output: ScheduledDays,
  }),
  addArrangeShift: defineEndpoint({
    id: 'teacherAttend.addArrangeShift',
    summary: '手动排班：为教职工的一天或一段日期排班次或休息',
    access: WORKFORCE,
    java: post('addArrangeShift'),
    input: AddArrangeInput,
    output: ScheduledDays,
  }),
  deleteArrangeShift: defineEndpoint({
    id: 'teacherAttend.deleteArrangeShift',
    summary: '批量清除一段日期的排班',
    access: WORKFORCE,
    java: post('deleteArrangeShift'),
    input: DeleteArrangeInput,
    output: ScheduledDays,
  }),
};

/** The filters' pickers (attendance groups, work times, leave types): any signed-in user may read them. */
export const teacherAttendFilterEndpoints = {
  getAttendGroupListForFilter: defineEndpoint({
    id: 'teacherAttend.getAttendGroupListForFilter',
    summary: '考勤组筛选项',
    access: 'session',
    java: get('getAttendGroupListForFilter'),
    input: z.object({}),
    output: z.array(AttendGroupOption),
  }),
  getWorkTimeListForFilter: defineEndpoint({
    id: 'teacherAttend.getWorkTimeListForFilter',
    summary: '班次（上班时间）筛选项：有效的班次',
    access: 'session',
    java: get('getWorkTimeListForFilter'),
    input: z.object({}),
    output: z.array(WorkTimeOption),
  }),
  getLeaveTypeListForFilter: defineEndpoint({
    id: 'teacherAttend.getLeaveTypeListForFilter',
    summary: '请假类型筛选项：启用的类型',
    access: 'session',
    java: get('getLeaveTypeListForFilter'),
    input: z.object({}),
    output: z.array(LeaveTypeOption),
  }),
};

const DAILY = 'TeacherAttend.DailyAttend';

/** 每日考勤: a day's attendance of the staff, and the records added from it. */
export const dailyAttendEndpoints = {
  getDayAttendList: defineEndpoint({
    id: 'teacherAttend.getDayAttendList',
    summary: '每日考勤：某天教职工的班次、打卡与考勤状态（含各状态人数）',
    access: DAILY,
    java: get('getDayAttendList'),
    input: DayAttendInput,
    output: DayAttend,
  }),
  addLeaveRecord: defineEndpoint({
    id: 'teacherAttend.addLeaveRecord',
    summary: '添加请假记录（可按半天）',
    access: DAILY,
    java: post('addLeaveRecord'),
    input: LeaveRecordInput,
    output: SavedRecords,
  }),
  addTripRecord: defineEndpoint({ id: 'teacherAttend.addTripRecord', summary: '添加出差记录（可按半天）', access: DAILY, java: post('addTripRecord'), input: TripRecordInput, output: SavedRecords }),
  addOvertimeRecord: defineEndpoint({
    id: 'teacherAttend.addOvertimeRecord',
    summary: '添加加班记录',
    access: DAILY,
    java: post('addOvertimeRecord'),
    input: OvertimeRecordInput,
    output: SavedRecords,
  }),
  addManualRecord: defineEndpoint({
    id: 'teacherAttend.addManualRecord',
    summary: '补卡：补上漏打的一次卡',
    access: DAILY,
    java: post('addManualRecord'),
    input: ManualRecordInput,
    output: SavedRecords,
  }),
};

const STATISTICS = 'TeacherAttend.AttendStatistics';
const recordList = (action: string, summary: string) =>
  defineEndpoint({ id: `teacherAttend.${action}`, summary, access: STATISTICS, java: get(action), input: RecordListInput, output: pageOf(AttendRecord) });
const recordDelete = (action: string, summary: string) =>
  defineEndpoint({ id: `teacherAttend.${action}`, summary, access: STATISTICS, java: post(action), input: RecordIdInput, output: Done });

/** 考勤统计: totals by teacher or department, a person's month, the record lists and the exports. */
export const attendStatisticsEndpoints = {
  getAttendStatistics: defineEndpoint({
    id: 'teacherAttend.getAttendStatistics',
    summary: '考勤统计：按人员或部门汇总一段日期（截至今天）',
    access: STATISTICS,
    java: get('getAttendStatistics'),
    input: StaffStatisticsInput,
    output: StaffStatistics,
  }),
  getTeacherAttendDetail: defineEndpoint({
    id: 'teacherAttend.getTeacherAttendDetail',
    summary: '个人考勤：一位教职工一个月的每一天、汇总与记录',
    access: STATISTICS,
    java: get('getTeacherAttendDetail'),
    input: TeacherMonthInput,
    output: TeacherMonth,
  }),
  getManualRecordList: recordList('getManualRecordList', '补卡记录'),
  getLeaveRecordList: recordList('getLeaveRecordList', '请假记录'),
  getTripRecordList: recordList('getTripRecordList', '出差记录'),
  getOvertimeRecordList: recordList('getOvertimeRecordList', '加班记录'),
  deleteManualRecord: recordDelete('deleteManualRecord', '删除补卡记录（那次打卡随之撤销）'),
  deleteLeaveRecord: recordDelete('deleteLeaveRecord', '删除请假记录'),
  deleteTripRecord: recordDelete('deleteTripRecord', '删除出差记录'),
  deleteOvertimeRecord: recordDelete('deleteOvertimeRecord', '删除加班记录'),
  exportAttendStatistics: defineEndpoint({
    id: 'teacherAttend.exportAttendStatistics',
    summary: '导出考勤统计（按人员与按部门两张表）',
    access: STATISTICS,
    readOnly: true,
    java: post('exportAttendStatistics'),
    input: AttendExportInput,
    output: fileOutput,
  }),
  exportAttendDetail: defineEndpoint({
    id: 'teacherAttend.exportAttendDetail',
    summary: '导出考勤明细（每人每天一行）',
    access: STATISTICS,
    readOnly: true,
    java: post('exportAttendDetail'),
    input: AttendExportInput,
    output: fileOutput,
  }),
};

/** Clocking in: a teacher through the app, or a teacher card at the school's card machine. */
export const teacherClockEndpoints = {
  teacherSign: defineEndpoint({
    id: 'teacherAttend.teacherSign',
    summary: '教师打卡（手机）：考勤组开启手机打卡时记一次打卡',
    access: 'session',
    java: post('teacherSign'),
    input: TeacherSignInput,
    output: ClockResult,
  }),
  teacherCardSwipe: defineEndpoint({
    id: 'teacherAttend.teacherCardSwipe',
    summary: '刷卡机上报教师卡刷卡：记一次教师打卡（以园所设备密钥认证，与接送卡刷卡机同一密钥）',
    access: 'public',
    java: post('teacherCardSwipe'),
    input: CardSwipeInput,
    output: ClockResult,
  }),
};
