import type { Generated } from 'kysely';

/** 班次: its work periods are rows of teacherShiftPeriod. */
export interface TeacherShiftTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** Minutes after a period's start a clock-in still counts as on time. */
  lateMinutes: number;
  /** Minutes before a period's end a clock-out still counts as on time. */
  earlyMinutes: number;
  /** Validity: 1 有效, 0 无效 (no longer offered for new schedules). */
  status: number;
  createdAt: string;
  /** Deleted shifts stay for the past days scheduled on them. */
  deletedAt: string | null;
}

/** One work period of a shift, in minutes from the scheduled day's 00:00 (past 1440: the next day). */
export interface TeacherShiftPeriodTable {
  schoolId: number;
  shiftId: number;
  /** 1, 2, 3 in the order of the day. */
  seq: number;
  startMinute: number;
  endMinute: number;
  /** The clock-in window opens this many minutes before startMinute. */
  signInBefore: number;
  /** The clock-out window closes this many minutes after endMinute. */
  signOutAfter: number;
}

/** 考勤组. */
export interface AttendGroupTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** WorkLoopType: 1 按周, 2 按天轮班. */
  loopType: number;
  /** The rotation's day 1 (按天轮班); null by week. */
  loopStartDate: string | null;
  /** 1: smart scheduling rests on holidays and works China's 调休 days. */
  followHolidays: number;
  signByCard: number;
  signByApp: number;
  createdAt: string;
}

/** One day of a group's loop: dayIndex 1 (周一) to 7 by week, 1 to N in a rotation; a null shift is rest. */
export interface AttendGroupLoopTable {
  schoolId: number;
  groupId: number;
  dayIndex: number;
  shiftId: number | null;
}

/** Who is in which group now: a teacher is in at most one. */
export interface AttendGroupMemberTable {
  schoolId: number;
  teacherId: number;
  groupId: number;
  joinedAt: string;
}

/** 请假类型. */
export interface LeaveTypeTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** 1: may be taken by half days. */
  halfDay: number;
  /** 1 启用, 0 停用. */
  status: number;
  createdAt: string;
  deletedAt: string | null;
}

/** 排班: a teacher's shift on a day (null: 休息); no row is 未排班. */
export interface TeacherScheduleTable {
  schoolId: number;
  teacherId: number;
  workDate: string;
  /** The group the day was planned for: after a move, past days keep the old group. */
  groupId: number;
  shiftId: number | null;
  /** ScheduleSource: 1 智能排班, 2 手动排班. */
  source: number;
  // The day's outcome (day-outcome.ts), kept here so that statistics are one aggregate of the schedule.
  /** DayStatus; meaningful once computed. */
  dayStatus: Generated<number>;
  /** When time alone may change the outcome (a window closes, the day begins); null once final. */
  recheckAt: string | null;
  lateCount: Generated<number>;
  lateMinutes: Generated<number>;
  earlyCount: Generated<number>;
  earlyMinutes: Generated<number>;
  missingCount: Generated<number>;
  presentHalves: Generated<number>;
  absentHalves: Generated<number>;
  amLeaveTypeId: number | null;
  pmLeaveTypeId: number | null;
  amTrip: Generated<number>;
  pmTrip: Generated<number>;
}

/** 补卡, 请假, 出差 or 加班 (RecordKind). */
export interface TeacherAttendRecordTable {
  id: Generated<number>;
  schoolId: number;
  teacherId: number;
  kind: number;
  leaveTypeId: number | null;
  startDate: string;
  /** HalfDay of a leave or trip; null for the others. */
  startHalf: number | null;
  endDate: string;
  endHalf: number | null;
  /** Overtime's start and end, 补卡's instant (ISO). */
  startAt: string | null;
  endAt: string | null;
  /** Overtime's length. */
  minutes: number | null;
  /** The working halves a leave or trip covers, as counted when it was added. */
  halves: number | null;
  place: string | null;
  reason: string | null;
  createdBy: number | null;
  createdAt: string;
}

/** A clock-in: a card machine's swipe, the app's sign, or the one a 补卡 record adds. */
export interface TeacherClockInTable {
  id: Generated<number>;
  schoolId: number;
  teacherId: number;
  clockAt: string;
  /** ClockSource. */
  source: number;
  recordId: number | null;
  address: string | null;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    teacherShift: TeacherShiftTable;
    teacherShiftPeriod: TeacherShiftPeriodTable;
    attendGroup: AttendGroupTable;
    attendGroupLoop: AttendGroupLoopTable;
    attendGroupMember: AttendGroupMemberTable;
    leaveType: LeaveTypeTable;
    teacherSchedule: TeacherScheduleTable;
    teacherAttendRecord: TeacherAttendRecordTable;
    teacherClockIn: TeacherClockInTable;
  }
}
