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

declare module '../../db/schema.js' {
  interface Database {
    homework: HomeworkTable;
    homeworkAttachment: HomeworkAttachmentTable;
  }
}
