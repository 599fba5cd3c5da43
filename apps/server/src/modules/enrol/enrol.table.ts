import type { Generated } from 'kysely';

/**
 * A new student waiting for admission (新生入园): not a child record until confirmed into a class,
 * when the child, the guardian and the class record are made from it.
 */
export interface EnrolmentTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sex: number;
  birthday: string;
  ethnicId: number | null;
  /** The grade level the family applied for, 1-5. */
  gradeLevel: number | null;
  /** The day the child is to start; the day of confirmation when absent. */
  joinDate: string | null;
  guardianName: string;
  guardianPhone: string;
  relationType: number;
  /** EnrolStatus: 0 待分班, 1 已分班待确认, 2 已入园, 3 已删除. */
  status: Generated<number>;
  classId: number | null;
  childId: number | null;
  createdAt: string;
  placedAt: string | null;
  admittedAt: string | null;
  removedAt: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    enrolment: EnrolmentTable;
  }
}
