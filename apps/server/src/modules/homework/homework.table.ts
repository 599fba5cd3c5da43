import type { Generated } from 'kysely';

/** Homework a teacher sets the families of a class (亲子作业). */
export interface HomeworkTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  teacherId: number;
  title: string;
  content: string;
  /** The last day families may hand it in. */
  endDate: string;
  createdAt: string;
}

/** A file attached to a homework, in the order shown. */
export interface HomeworkAttachmentTable {
  schoolId: number;
  homeworkId: number;
  fileId: number;
  sortOrder: number;
}

/** A family's sign-off (签收) of a homework for one child: what the completion rate counts. */
export interface HomeworkSignTable {
  id: Generated<number>;
  schoolId: number;
  homeworkId: number;
  childId: number;
  /** The guardian who signed, when known. */
  guardianId: number | null;
  /** What the family wrote back, if anything. */
  content: string | null;
  signedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    homework: HomeworkTable;
    homeworkAttachment: HomeworkAttachmentTable;
    homeworkSign: HomeworkSignTable;
  }
}
