import type { Generated } from 'kysely';

/** A child's school day: one row per child and date, written by the teacher's sheet or a card swipe. */
export interface ChildAttendanceTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  /** The class the child was in that day. */
  classId: number;
  date: string;
  /** AttendStatus: 0 缺勤, 1 出勤, 2 离园. */
  status: number;
  /** AttendSource: 1 the teacher's sheet, 2 a card swipe; the last to set the status. */
  source: number;
  /** First and last card swipes of the day (ISO times), kept when a teacher corrects the status. */
  arriveAt: string | null;
  leaveAt: string | null;
  remark: string | null;
  /** The teacher who last marked the day on the sheet. */
  markedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A school's card machine key, stored as its SHA-256: a new key revokes the old one. */
export interface CardMachineKeyTable {
  id: Generated<number>;
  schoolId: number;
  keyHash: string;
  issuedBy: number | null;
  issuedAt: string;
  revokedAt: string | null;
}

/** A leave a family reported for its child (病假, 事假) from one day to another: the roll call shows it. */
export interface ChildLeaveTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  /** LeaveType: 1 病假, 2 事假. */
  leaveType: number;
  startDate: string;
  endDate: string;
  note: string | null;
  /** The guardian who reported it (the family page). */
  guardianId: number | null;
  createdAt: string;
  /** Set when the family withdrew it; the row stays. */
  cancelledAt: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    childAttendance: ChildAttendanceTable;
    childLeave: ChildLeaveTable;
    cardMachineKey: CardMachineKeyTable;
  }
}
