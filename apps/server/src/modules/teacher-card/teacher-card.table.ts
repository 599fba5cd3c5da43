import type { Generated } from 'kysely';

/** A card held by a teacher from binding until it is cancelled; cancelled cards stay as history. */
export interface TeacherCardTable {
  id: Generated<number>;
  schoolId: number;
  teacherId: number;
  cardNo: string;
  /** 1 正常 while held, 0 已注销 once cancelled (TeacherCardStatus). */
  status: number;
  boundAt: string;
  cancelledAt: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    teacherCard: TeacherCardTable;
  }
}
