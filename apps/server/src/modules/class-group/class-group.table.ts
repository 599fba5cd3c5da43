import type { Generated } from 'kysely';

export interface GradeTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  name: string;
  /** GradeLevel: 1 托班, 2 小班, 3 中班, 4 大班, 5 其他. */
  level: number;
  managerTeacherId: number | null;
  /** The promotion (升班) that made this grade, while it can be undone. */
  promotionId: Generated<number | null>;
}

export interface SchoolClassTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  gradeId: number;
  name: string;
  createdAt: string;
  /** The promotion (升班) that made this class, while it can be undone. */
  promotionId: Generated<number | null>;
}

export interface ClassTeacherTable {
  schoolId: number;
  classId: number;
  teacherId: number;
  /** 1 主班教师, 2 配班教师, 3 保育员. */
  position: number;
}

declare module '../../db/schema.js' {
  interface Database {
    grade: GradeTable;
    schoolClass: SchoolClassTable;
    classTeacher: ClassTeacherTable;
  }
}
