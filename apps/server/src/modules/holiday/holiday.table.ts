import type { Generated } from 'kysely';

export interface HolidayTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** 0 全部, 1 教师, 2 学生. */
  userType: number;
  startDate: string;
  endDate: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    holiday: HolidayTable;
  }
}
