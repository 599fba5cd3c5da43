import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { flag, id, int, intAmong, pageInput } from '../endpoint.js';
import { nameText } from '../fields.js';

/** Validity of a shift (seed 001 section 3): 0 无效, 1 正常. Leave types share it as 停用/启用. */
export const Validity = { INVALID: 0, NORMAL: 1 } as const;
export const shiftStatusLabel: Record<number, string> = { 0: '无效', 1: '有效' };
export const leaveTypeStatusLabel: Record<number, string> = { 0: '停用', 1: '启用' };

/** A day's attendance status (seed 001 section 3), computed from the schedule, clock-ins and records. */
export const DayStatus = { UNSCHEDULED: 0, NORMAL: 1, EARLY: 2, LATE: 3, ABSENT: 4, TRIP: 5, LEAVE: 6, ABNORMAL: 7 } as const;
export const dayStatusLabel: Record<number, string> = { 0: '未排班', 1: '正常', 2: '早退', 3: '迟到', 4: '缺勤', 5: '出差', 6: '请假', 7: '异常' };

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

// ---- the filters of seed 002 ----

export const AttendGroupOption = z.object({ groupId: z.number().int(), groupName: z.string() });
export const WorkTimeOption = z.object({ shiftId: z.number().int(), shiftName: z.string(), timeText: z.string() });
export const LeaveTypeOption = z.object({ leaveTypeId: z.number().int(), leaveTypeName: z.string(), halfDay: z.boolean() });

export type ShiftInput = z.infer<typeof ShiftInput>;
export type AttendGroupInput = z.infer<typeof AttendGroupInput>;
