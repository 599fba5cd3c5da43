import type { Generated } from 'kysely';

/** A notice of the school to families and staff (通知). */
export interface NoticeTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  /** Sanitised HTML of the console's rich-text editor. */
  content: string;
  /** NoticeAudience: 1 全园, 2 年级, 3 班级, 4 全体教职工. */
  audienceType: number;
  /** NoticeReceivers: 1 家长, 2 教职工, 3 家长和教职工. */
  receiverType: number;
  /** A file of kind NoticeVideo. */
  videoFileId: number | null;
  /** ISO-8601; ahead of now, the notice waits (待发布). */
  publishAt: string;
  /** The teacher who published it. */
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** A grade of a notice addressed to grades. */
export interface NoticeGradeTable {
  schoolId: number;
  noticeId: number;
  gradeId: number;
}

/** A class of a notice addressed to classes. */
export interface NoticeClassTable {
  schoolId: number;
  noticeId: number;
  classId: number;
}

/** An attachment of a notice (kind NoticeAttachment), in order. */
export interface NoticeFileTable {
  schoolId: number;
  noticeId: number;
  fileId: number;
  sortOrder: number;
}

/** An edit of a published notice: who, when, and the title and content it replaced. */
export interface NoticeEditTable {
  id: Generated<number>;
  schoolId: number;
  noticeId: number;
  editedBy: number;
  editedAt: string;
  previousTitle: string;
  previousContent: string;
}

declare module '../../db/schema.js' {
  interface Database {
    notice: NoticeTable;
    noticeGrade: NoticeGradeTable;
    noticeClass: NoticeClassTable;
    noticeFile: NoticeFileTable;
    noticeEdit: NoticeEditTable;
  }
}
