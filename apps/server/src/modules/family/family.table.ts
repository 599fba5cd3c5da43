import type { Generated } from 'kysely';

/**
 * A family page's session: a guardian's phone signed in by SMS code, acting for one of the phone's
 * children (its school and the guardian row there). Tokens are stored as SHA-256 only.
 */
export interface FamilySessionTable {
  id: Generated<number>;
  tokenHash: string;
  phone: string;
  schoolId: number;
  childId: number;
  guardianId: number;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  absoluteExpiresAt: string;
  revokedAt: string | null;
}

/** A family page's session of a teacher: a staff phone signed in by SMS code, as one of its working staff rows. */
export interface FamilyTeacherSessionTable {
  id: Generated<number>;
  tokenHash: string;
  phone: string;
  schoolId: number;
  teacherId: number;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  absoluteExpiresAt: string;
  revokedAt: string | null;
}

/** When a school tells families of children marked absent without a leave: `HH:mm`, China time. */
export interface AbsenceNoticeSettingTable {
  schoolId: number;
  notifyTime: string;
}

/** A notice to a child's main guardian that the child was marked absent without a leave: one per child and day. */
export interface AbsenceNoticeTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  date: string;
  /** The main guardian it went to; null when the child has none (nobody was texted). */
  guardianId: number | null;
  text: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    familySession: FamilySessionTable;
    familyTeacherSession: FamilyTeacherSessionTable;
    absenceNoticeSetting: AbsenceNoticeSettingTable;
    absenceNotice: AbsenceNoticeTable;
  }
}
