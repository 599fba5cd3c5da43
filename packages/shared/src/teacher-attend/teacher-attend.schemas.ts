import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { flag, id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';

/** Validity of a shift: 0 无效, 1 正常. Leave types share it as 停用/启用. */
export const Validity = { INVALID: 0, NORMAL: 1 } as const;
export const shiftStatusLabel: Record<number, string> = { 0: '无效', 1: '有效' };
export const leaveTypeStatusLabel: Record<number, string> = { 0: '停用', 1: '启用' };

/**
 * A day's attendance status, computed from the schedule, clock-ins and records. 0 to 7 are the
 * catalogue's; 8 休息 is a scheduled rest day, which the catalogue has no code for and which is
 * neither due nor missed.
 */
export const DayStatus = { UNSCHEDULED: 0, NORMAL: 1, EARLY: 2, LATE: 3, ABSENT: 4, TRIP: 5, LEAVE: 6, ABNORMAL: 7, REST: 8 } as const;
export const dayStatusLabel: Record<number, string> = { 0: '未排班', 1: '正常', 2: '早退', 3: '迟到', 4: '缺勤', 5: '出差', 6: '请假', 7: '异常', 8: '休息' };

/** How an attendance group's work loop turns: by weekday (7 days, 周一 first) or a rotation of N days. */
export const WorkLoopType = { WEEK: 1, DAY: 2 } as const;
export const workLoopTypeLabel: Record<number, string> = { 1: '按周', 2: '按天轮班' };
export const MAX_ROTATION_DAYS = 31;
export const MAX_SHIFT_PERIODS = 3;
/** The most days one scheduling call writes or clears. */
export const MAX_SCHEDULE_DAYS = 62;
export const MAX_GROUP_MEMBERS = 500;

/** How a scheduled day came to be: from the group's loop (智能排班) or set by hand. */
export const ScheduleSource = { SMART: 1, MANUAL: 2 } as const;

/** Query strings and forms send '' for a field left empty. */
const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const clockTime = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`);
const searchKey = () => z.string().trim().max(50, '搜索内容最多50字').optional();
const ids = (what: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
    z.array(id()).min(1, `请选择${what}`).max(max, `${what}一次最多${max}个`),
  );
const validity = () => intAmong([0, 1], '状态为0（无效）或1（有效）');
export const monthText = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');

// ---- shifts (班次) ----

export const ShiftPeriodInput = z.object({
  startTime: clockTime('上班时间'),
  /** At or before startTime: the period ends on the next day (a night shift). */
  endTime: clockTime('下班时间'),
  /** How many minutes before startTime the clock-in window opens. */
  signInBefore: int(0, 240, '上班打卡可提前0至240分钟').default(60),
  /** How many minutes after endTime the clock-out window closes. */
  signOutAfter: int(0, 480, '下班打卡可延后0至480分钟').default(120),
});
export const ShiftInput = z.object({
  shiftName: nameText('班次名称', 20),
  periods: z.array(ShiftPeriodInput).min(1, '请至少设置一个上下班时段').max(MAX_SHIFT_PERIODS, `一个班次最多${MAX_SHIFT_PERIODS}个时段`),
  /** A clock-in this many minutes after start still counts as on time. */
  lateMinutes: int(0, 120, '允许迟到为0至120分钟').default(0),
  /** A clock-out this many minutes before end still counts as on time. */
  earlyMinutes: int(0, 120, '允许早退为0至120分钟').default(0),
});
export const UpdateShiftInput = ShiftInput.extend({ shiftId: id() });
export const ShiftIdInput = z.object({ shiftId: id() });
export const ShiftStatusInput = z.object({ shiftIds: ids('班次', 200), status: validity() });
export const ShiftListInput = z.object({ status: blankAsUndefined(validity()), searchKey: searchKey(), ...pageInput });

export const ShiftPeriod = z.object({
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes from the scheduled day's 00:00; past 1440 is the next day. */
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  /** The period ends (or starts) on the next day. */
  nextDay: z.boolean(),
  signInBefore: z.number().int(),
  signOutAfter: z.number().int(),
});
export const Shift = z.object({
  shiftId: z.number().int(),
  shiftName: z.string(),
  periods: z.array(ShiftPeriod),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  /** Minutes of work over all periods. */
  workMinutes: z.number().int(),
  /** 08:00-12:00 14:00-17:30, 次日 marking a next day's time. */
  timeText: z.string(),
  status: z.number().int(),
  statusName: z.string(),
});
export const SavedShift = z.object({ shiftId: z.number().int() });

// ---- attendance groups (考勤组) ----

/** One day of a work loop: a shift, or null for 休息 (0 and '' say the same). */
const loopShift = z.preprocess((value) => (value === 0 || value === '' ? null : value), id().nullable());
export const AttendGroupInput = z.object({
  groupName: nameText('考勤组名称', 20),
  loopType: intAmong([WorkLoopType.WEEK, WorkLoopType.DAY], '排班规则为1（按周）或2（按天轮班）'),
  /** By week: 7 days, 周一 first. By day: the rotation, 1 to 31 days. */
  loopShiftIds: z.array(loopShift).min(1, '请设置排班规则').max(MAX_ROTATION_DAYS, `轮班周期最多${MAX_ROTATION_DAYS}天`),
  /** The rotation's first day: which day of the loop a date falls on. By week: unused. */
  loopStartDate: blankAsUndefined(calendarDate()),
  /** 智能排班 rests on the school's holidays and China's official ones, and works China's 调休 days. */
  followHolidays: flag().default(true),
  /** Clock-in means: the teacher card machines, the app's sign call. */
  signByCard: flag().default(true),
  signByApp: flag().default(true),
  /** Every member; teachers of another group move here, those left out leave the group. */
  teacherIds: z.array(id()).max(MAX_GROUP_MEMBERS, `一个考勤组最多${MAX_GROUP_MEMBERS}人`).default([]),
});
export const UpdateAttendGroupInput = AttendGroupInput.extend({ groupId: id() });
export const AttendGroupIdInput = z.object({ groupId: id() });
export const AttendGroupListInput = z.object({ searchKey: searchKey(), ...pageInput });
export const AttendGroupMembersInput = z.object({ groupId: id(), searchKey: searchKey(), ...pageInput });

const LoopDay = z.object({ dayIndex: z.number().int(), dayName: z.string(), shiftId: z.number().int().nullable(), shiftName: z.string() });
export const AttendGroupSummary = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  loopType: z.number().int(),
  loopTypeName: z.string(),
  loop: z.array(LoopDay),
  loopStartDate: z.string().nullable(),
  followHolidays: z.boolean(),
  signByCard: z.boolean(),
  signByApp: z.boolean(),
  memberCount: z.number().int(),
});
export const AttendGroup = AttendGroupSummary.extend({ teacherIds: z.array(z.number().int()) });
export const SavedAttendGroup = z.object({ groupId: z.number().int() });

export const GroupMember = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  phone: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  joinedAt: z.string(),
});

/** Which teachers the member picker lists: 0 all, 1 in a group, 2 in none. */
export const GroupState = { ALL: 0, GROUPED: 1, UNGROUPED: 2 } as const;
export const TeacherGroupFilterInput = z.object({
  groupState: intAmong([0, 1, 2], '分组状态为0（全部）、1（已分组）或2（未分组）').default(0),
  groupId: blankAsUndefined(id()),
  departmentId: blankAsUndefined(id()),
  searchKey: searchKey(),
  ...pageInput,
});
export const TeacherWithGroup = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
});
export const ChangeTeacherGroupInput = z.object({ teacherIds: ids('教职工', MAX_GROUP_MEMBERS), groupId: id() });
export const RemoveTeacherGroupInput = z.object({ teacherIds: ids('教职工', MAX_GROUP_MEMBERS) });

// ---- leave types (请假类型) ----

export const LeaveTypeInput = z.object({
  leaveTypeName: nameText('请假类型名称', 10),
  /** Whether a leave of this type may be taken by half days. */
  halfDay: flag().default(true),
});
export const LeaveTypeListInput = z.object({ status: blankAsUndefined(validity()) });
export const LeaveTypeIdInput = z.object({ leaveTypeId: id() });
export const LeaveTypeStatusInput = z.object({ leaveTypeIds: ids('请假类型', 100), status: validity() });
export const LeaveType = z.object({
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  halfDay: z.boolean(),
  status: z.number().int(),
  statusName: z.string(),
});
export const SavedLeaveType = z.object({ leaveTypeId: z.number().int() });

// ---- scheduling (排班) ----

export const ArrangeMonthInput = z.object({ groupId: id(), month: monthText(), departmentId: blankAsUndefined(id()), searchKey: searchKey() });
export const SmartArrangeInput = z.object({ groupId: id(), month: monthText() });
export const AddArrangeInput = z.object({
  teacherIds: ids('教职工', MAX_GROUP_MEMBERS),
  startDate: calendarDate(),
  endDate: calendarDate(),
  /** The shift of those days, or null (0) for 休息. */
  shiftId: loopShift,
});
export const DeleteArrangeInput = z.object({
  groupId: id(),
  startDate: calendarDate(),
  endDate: calendarDate(),
  /** Only these members; all of the group's when absent. */
  teacherIds: z.preprocess((value) => (value === '' ? undefined : value), ids('教职工', MAX_GROUP_MEMBERS).optional()),
});

/** What a date is for staff: 0 a working day, 1 a weekend, 2 a holiday (the school's or China's), 3 a 调休 working weekend. */
export const StaffDayKind = { WORKDAY: 0, WEEKEND: 1, HOLIDAY: 2, MAKEUP: 3 } as const;
export const ArrangeDay = z.object({ date: z.string(), weekday: z.string(), kind: z.number().int(), note: z.string().nullable() });
export const ArrangeCell = z.object({ date: z.string(), shiftId: z.number().int().nullable(), shiftName: z.string(), manual: z.boolean() });
export const ArrangeMonth = z.object({
  month: z.string(),
  days: z.array(ArrangeDay),
  shifts: z.array(z.object({ shiftId: z.number().int(), shiftName: z.string(), timeText: z.string() })),
  teachers: z.array(
    z.object({ teacherId: z.number().int(), teacherName: z.string(), departmentName: z.string().nullable(), cells: z.array(ArrangeCell) }),
  ),
});
export const ScheduledDays = z.object({ days: z.number().int() });

// ---- the filters: attendance groups, work times, leave types ----

export const AttendGroupOption = z.object({ groupId: z.number().int(), groupName: z.string() });
export const WorkTimeOption = z.object({ shiftId: z.number().int(), shiftName: z.string(), timeText: z.string() });
export const LeaveTypeOption = z.object({ leaveTypeId: z.number().int(), leaveTypeName: z.string(), halfDay: z.boolean() });

// ---- clock-ins, records and days (考勤记录) ----

/** How a clock-in came: a teacher card machine, the app's sign call, or a 补卡 record. */
export const ClockSource = { CARD: 1, APP: 2, MAKEUP: 3 } as const;
export const clockSourceLabel: Record<number, string> = { 1: '刷卡', 2: '手机打卡', 3: '补卡' };

/** What a record says happened: 补卡 fixes a missing clock-in; the others excuse or add time. */
export const RecordKind = { MANUAL: 1, LEAVE: 2, TRIP: 3, OVERTIME: 4 } as const;
export const recordKindLabel: Record<number, string> = { 1: '补卡', 2: '请假', 3: '出差', 4: '加班' };

/** Leaves and trips start and end by half days: 上午 ends, 下午 starts, at 12:00. */
export const HalfDay = { AM: 1, PM: 2 } as const;
export const halfDayLabel: Record<number, string> = { 1: '上午', 2: '下午' };
/** The longest leave or trip one record holds (a maternity leave fits). */
export const MAX_RECORD_DAYS = 366;
/** The most teachers one record call writes for (a trip of the whole team). */
export const MAX_RECORD_TEACHERS = 100;

const minuteText = z.string().regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 YYYY-MM-DD HH:mm');
const halfDay = (what: string) => intAmong([HalfDay.AM, HalfDay.PM], `${what}为1（上午）或2（下午）`);
const recordTeachers = () => ids('教职工', MAX_RECORD_TEACHERS);

/** From a date's half to a later (or the same) date's half. */
const halfDayRange = z.object({
  teacherIds: recordTeachers(),
  startDate: calendarDate(),
  startHalf: halfDay('开始时段').default(HalfDay.AM),
  endDate: calendarDate(),
  endHalf: halfDay('结束时段').default(HalfDay.PM),
});
type HalfDayRange = z.infer<typeof halfDayRange>;
const inOrder = (range: HalfDayRange) => range.startDate < range.endDate || (range.startDate === range.endDate && range.startHalf <= range.endHalf);
const notTooLong = (range: HalfDayRange) => Date.parse(range.endDate) - Date.parse(range.startDate) < MAX_RECORD_DAYS * 86_400_000;
const checkedRange = <T extends z.ZodType<HalfDayRange>>(schema: T) =>
  schema
    .refine(inOrder, { message: '结束时间不能早于开始时间', path: ['endDate'] })
    .refine(notTooLong, { message: `一条记录最长${MAX_RECORD_DAYS}天`, path: ['endDate'] });

export const LeaveRecordInput = checkedRange(halfDayRange.extend({ leaveTypeId: id(), reason: optionalText('请假事由', 200) }));
export const TripRecordInput = checkedRange(halfDayRange.extend({ place: nameText('出差地点', 50), reason: optionalText('出差事由', 200) }));
export const OvertimeRecordInput = z.object({
  teacherIds: recordTeachers(),
  workDate: calendarDate(),
  startTime: clockTime('开始时间'),
  /** At or before startTime: the overtime ends on the next day. */
  endTime: clockTime('结束时间'),
  reason: optionalText('加班事由', 200),
});
/** 补卡: the clock-in a teacher missed, at the time they were there. */
export const ManualRecordInput = z.object({ teacherIds: recordTeachers(), signTime: minuteText, reason: optionalText('补卡原因', 200) });
export const SavedRecords = z.object({ recordIds: z.array(z.number().int()) });

export const RecordListInput = z.object({
  startDate: blankAsUndefined(calendarDate()),
  endDate: blankAsUndefined(calendarDate()),
  departmentId: blankAsUndefined(id()),
  attendGroupId: blankAsUndefined(id()),
  /** Leave records only. */
  leaveTypeId: blankAsUndefined(id()),
  searchKey: searchKey(),
  ...pageInput,
});
export const RecordIdInput = z.object({ recordId: id() });

export const AttendRecord = z.object({
  recordId: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  departmentName: z.string().nullable(),
  leaveTypeId: z.number().int().nullable(),
  leaveTypeName: z.string().nullable(),
  startDate: z.string(),
  startHalf: z.number().int().nullable(),
  endDate: z.string(),
  endHalf: z.number().int().nullable(),
  /** 2026-11-20 上午 至 2026-11-21 下午; 2026-11-20 18:00-20:30; 2026-11-20 08:03. */
  timeText: z.string(),
  /** Leave and trip: the working days it covers, by halves. */
  days: z.number().nullable(),
  /** Overtime: its hours. */
  hours: z.number().nullable(),
  place: z.string().nullable(),
  reason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

export const TeacherSignInput = z.object({ address: optionalText('打卡地点', 100) });
export const ClockResult = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** YYYY-MM-DD HH:mm, China time. */
  clockAt: z.string(),
  /** The day's status so far (DayStatus) and what the machine or app shows: 王老师 打卡成功 08:02. */
  status: z.number().int(),
  statusName: z.string(),
  message: z.string(),
});

/** time: HH:mm, or 次日HH:mm for a night shift's clock-out after midnight. */
const ClockIn = z.object({ time: z.string(), source: z.number().int(), sourceName: z.string() });
/** One teacher's day: the plan, the clock-ins and what they came to. */
export const StaffDayAttend = z.object({
  date: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  shiftId: z.number().int().nullable(),
  shiftName: z.string().nullable(),
  timeText: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** False while a clock-in window of the day is still open (or the day is ahead): the status may change. */
  settled: z.boolean(),
  clockIns: z.array(ClockIn),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  /** Clock-ins the shift asked for and did not get. */
  missingCount: z.number().int(),
  /** 病假 上午; 出差（上海） 下午. */
  notes: z.array(z.string()),
});

export const DayAttendInput = z.object({
  dateTime: calendarDate(),
  departmentId: blankAsUndefined(id()),
  attendGroupId: blankAsUndefined(id()),
  status: blankAsUndefined(intAmong(Object.values(DayStatus), '考勤状态为0至8')),
  searchKey: searchKey(),
  ...pageInput,
});
export const DayAttendRow = StaffDayAttend.extend({ teacherId: z.number().int(), teacherName: z.string(), departmentName: z.string().nullable() });
export const DayAttend = pageOf(DayAttendRow).extend({
  date: z.string(),
  /** How many of the filtered teachers are in each status, every status listed. */
  summary: z.array(z.object({ status: z.number().int(), statusName: z.string(), count: z.number().int() })),
});

/** Statistics by teacher (1) or by department (2). */
export const StatisticsBy = { TEACHER: 1, DEPARTMENT: 2 } as const;
export const StaffStatisticsInput = z
  .object({
    startDate: calendarDate(),
    endDate: calendarDate(),
    by: intAmong([StatisticsBy.TEACHER, StatisticsBy.DEPARTMENT], '统计方式为1（按人员）或2（按部门）').default(StatisticsBy.TEACHER),
    departmentId: blankAsUndefined(id()),
    attendGroupId: blankAsUndefined(id()),
    searchKey: searchKey(),
    ...pageInput,
  })
  .refine((input) => input.startDate <= input.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] })
  .refine((input) => Date.parse(input.endDate) - Date.parse(input.startDate) < MAX_RECORD_DAYS * 86_400_000, {
    message: `统计范围最长${MAX_RECORD_DAYS}天`,
    path: ['endDate'],
  });
const LeaveDays = z.object({ leaveTypeId: z.number().int(), leaveTypeName: z.string(), days: z.number() });
/** A teacher's or a department's totals over the range, up to today. */
export const StaffAttendTotals = z.object({
  dueDays: z.number(),
  presentDays: z.number(),
  lateCount: z.number().int(),
  lateMinutes: z.number().int(),
  earlyCount: z.number().int(),
  earlyMinutes: z.number().int(),
  absentDays: z.number(),
  abnormalDays: z.number().int(),
  missingCount: z.number().int(),
  leaveDays: z.number(),
  leaveByType: z.array(LeaveDays),
  tripDays: z.number(),
  overtimeHours: z.number(),
});
export const StaffStatisticsRow = StaffAttendTotals.extend({
  /** By teacher: the teacher; by department: null. */
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  /** By department: how many teachers the row adds up. */
  teacherCount: z.number().int(),
});
export const StaffStatistics = pageOf(StaffStatisticsRow).extend({ leaveTypes: z.array(LeaveTypeOption) });

export const TeacherMonthInput = z.object({ teacherId: id(), month: monthText() });
export const TeacherMonth = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  departmentName: z.string().nullable(),
  groupName: z.string().nullable(),
  month: z.string(),
  days: z.array(StaffDayAttend),
  totals: StaffAttendTotals,
  records: z.array(AttendRecord),
});

export const AttendExportInput = z
  .object({
    startDate: calendarDate(),
    endDate: calendarDate(),
    departmentId: blankAsUndefined(id()),
    attendGroupId: blankAsUndefined(id()),
    searchKey: searchKey(),
  })
  .refine((input) => input.startDate <= input.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] })
  .refine((input) => Date.parse(input.endDate) - Date.parse(input.startDate) < 62 * 86_400_000, { message: '导出范围最长62天', path: ['endDate'] });

export type ShiftInput = z.infer<typeof ShiftInput>;
export type AttendGroupInput = z.infer<typeof AttendGroupInput>;
