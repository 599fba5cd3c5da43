import type { Generated } from 'kysely';

export interface SchoolYearTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  createdAt: string;
}

export interface SemesterTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  name: string;
  startDate: string;
  endDate: string;
  sortOrder: Generated<number>;
}

declare module '../../db/schema.js' {
  interface Database {
    schoolYear: SchoolYearTable;
    semester: SemesterTable;
  }
}
