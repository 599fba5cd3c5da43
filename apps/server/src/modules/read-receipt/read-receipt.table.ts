import type { Generated } from 'kysely';

/** Who read something: a teacher (reader id is teacher.id) or a parent (guardian.id). */
export const ReaderType = { TEACHER: 1, PARENT: 2 } as const;
export type ReaderType = (typeof ReaderType)[keyof typeof ReaderType];

/** The first time a reader opened a notice or an article of the school. */
export interface ReadReceiptTable {
  id: Generated<number>;
  schoolId: number;
  /** What was read: `notice`, `news`... */
  targetType: string;
  targetId: number;
  readerType: ReaderType;
  readerId: number;
  readAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    readReceipt: ReadReceiptTable;
  }
}
