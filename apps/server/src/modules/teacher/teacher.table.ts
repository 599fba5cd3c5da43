import type { Generated } from 'kysely';

export interface TeacherTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sex: number;
  phone: string;
  /** The person's sign-in (their phone and password), shared by their staff rows in every school. */
  accountId: number;
  roleId: number | null;
  departmentId: number | null;
  postId: number | null;
  /** TeacherStatus: 0 正常, 1 离职, 2 离班. */
  status: Generated<number>;
  /** May switch to the school's branches. */
  isGroupAdmin: Generated<number>;
  birthday: string | null;
  entryDate: string | null;
  photoUrl: string | null;
  createdAt: string;
  leftAt: string | null;
  /** Education code (educationLabel); null when not given. */
  education: number | null;
  /** When the last invitation SMS went out. */
  invitedAt: string | null;
}

/** One teacher import: how it went, and the rows that failed, kept for the error report. */
export interface TeacherImportTable {
  id: Generated<number>;
  schoolId: number;
  /** Who imported. */
  teacherId: number;
  fileName: string;
  /** 1: the good rows were imported though others failed; 0: all rows or none. */
  onlyValidRows: number;
  totalRows: number;
  importedRows: number;
  /** JSON: the rows that failed, `{ rowNumber, cells, messages }[]`, for the error report. */
  failedRows: string;
  createdAt: string;
}

export interface DepartmentTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sortOrder: Generated<number>;
}

/** A post (school duty, 职务) such as 园长 or 主班教师. */
export type PostTable = DepartmentTable;

declare module '../../db/schema.js' {
  interface Database {
    department: DepartmentTable;
    post: PostTable;
    teacher: TeacherTable;
    teacherImport: TeacherImportTable;
  }
}
