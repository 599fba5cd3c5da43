import type { Generated } from 'kysely';

/** What a child drank and ate on a school day, as a teacher of the class recorded it; one per child and day. */
export interface DailyCareTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  /** The class the child was in that day. */
  classId: number;
  date: string;
  waterCups: number;
  /** EatLevel of each meal: 1 全部吃完, 2 吃了大部分, 3 吃了一半, 4 吃得很少, 5 未进餐. */
  breakfast: number;
  lunch: number;
  snack: number;
  /** 挑食 and the like. */
  pickyNote: string | null;
  /** Who saved it last. */
  recordedBy: number;
  createdAt: string;
  updatedAt: string;
}

/** The school's cup size, once somebody set it; DEFAULT_CUP_ML until then. */
export interface DailyCareSettingTable {
  schoolId: number;
  cupMl: number;
  updatedBy: number;
  updatedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    dailyCare: DailyCareTable;
    dailyCareSetting: DailyCareSettingTable;
  }
}
