import type { Generated } from 'kysely';

/** A theme a class collects its children's works under (作品集: 秋天的树叶, 我的家人 ...). */
export interface WorkbookTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  name: string;
  teacherId: number | null;
  createdAt: string;
}

/** One child's work in a workbook: what the dashboard counts as 作品. */
export interface WorkbookFileTable {
  id: Generated<number>;
  schoolId: number;
  workbookId: number;
  childId: number;
  /** The teacher who added it. */
  teacherId: number | null;
  /** The stored photo or scan; null for rows whose bytes are not in this server's store (the demo's). */
  fileId: number | null;
  title: string | null;
  /** 1: chosen as an excellent work (优秀作品). */
  isExcellent: Generated<number>;
  teacherComment: string | null;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    workbook: WorkbookTable;
    workbookFile: WorkbookFileTable;
  }
}
