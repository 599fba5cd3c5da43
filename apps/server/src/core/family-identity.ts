/**
 * Who calls from the family page, as the family session's token says: a phone of guardians on
 * record, acting for one of their children. Never taken from a parameter; no console call accepts it.
 */
export interface FamilyIdentity {
  sessionId: number;
  /** The phone the family signed in with: every guardian row with it is the caller. */
  phone: string;
  /** The child the page acts for, and the caller's guardian row in the child's school. */
  childId: number;
  guardianId: number;
  /** The child's school: every query of the call is confined to it. */
  schoolId: number;
  /** The child's class now, and its grade. */
  classId: number;
  gradeId: number;
  gradeLevel: number;
  /** Whether the caller is the child's main guardian (主监护人). */
  isMain: boolean;
}

/**
 * A teacher on the family page, as the teacher's family-page token says: one working staff row of
 * the phone, in its school, with the classes it teaches in the school's current year. No console
 * call accepts it, nor any family call.
 */
export interface FamilyTeacherIdentity {
  sessionId: number;
  phone: string;
  teacherId: number;
  schoolId: number;
  /** The classes the teacher teaches this school year, and their grades. */
  classIds: number[];
  gradeIds: number[];
}
