import type { Generated } from 'kysely';

/** A teacher's reflection on their teaching in a class (教学笔记). */
export interface TeachNoteTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  teacherId: number;
  title: string;
  content: string;
  /** The day the note is about. */
  noteDate: string;
  createdAt: string;
}

/** A file attached to a teaching note, in the order shown. */
export interface TeachNoteAttachmentTable {
  schoolId: number;
  teachNoteId: number;
  fileId: number;
  sortOrder: number;
}

declare module '../../db/schema.js' {
  interface Database {
    teachNote: TeachNoteTable;
    teachNoteAttachment: TeachNoteAttachmentTable;
  }
}
