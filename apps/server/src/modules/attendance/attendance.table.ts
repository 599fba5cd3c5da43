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

declare module '../../db/schema.js' {
  interface Database {
    childAttendance: ChildAttendanceTable;
    cardMachineKey: CardMachineKeyTable;
  }
}
