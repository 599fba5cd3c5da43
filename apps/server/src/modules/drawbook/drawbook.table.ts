import type { Generated } from 'kysely';

/** A picture book (绘本) of the school's library, for a grade level. */
export interface DrawbookTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** GradeLevel: 1 托班 to 5 其他. */
  gradeLevel: number;
  author: string | null;
  introduction: string | null;
  /** A picture of kind DrawBook. */
  coverFileId: number;
  /** DrawbookPageType: 1 pictures, 2 one PDF. */
  pageType: number;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** A page of a book in its order: a picture, or the book's one PDF. */
export interface DrawbookPageTable {
  id: Generated<number>;
  schoolId: number;
  drawbookId: number;
  fileId: number;
  orderNum: number;
}

declare module '../../db/schema.js' {
  interface Database {
    drawbook: DrawbookTable;
    drawbookPage: DrawbookPageTable;
  }
}
