import type { Generated } from 'kysely';

/** The safety plan of an activity (活动安全): a school activity of 活动管理, or a class's own. */
export interface ActivitySafetyTable {
  id: Generated<number>;
  schoolId: number;
  /** SafetyActivityKind: 1 园所活动, 2 班级活动. */
  activityKind: number;
  /** A school activity's id (kind 1). */
  schoolActivityId: number | null;
  /** A class activity's class, name and day (kind 2); null for a school activity. */
  classId: number | null;
  activityName: string | null;
  activityDate: string | null;
  location: string | null;
  planContent: string;
  /** SafetyCheckStatus: 1 未检查, 2 检查合格, 3 发现问题. */
  checkStatus: number;
  checkResult: string | null;
  checkerId: number | null;
  checkedAt: string | null;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** A point of the plan (安全事项) and how it is guarded against. */
export interface ActivitySafetyItemTable {
  id: Generated<number>;
  schoolId: number;
  safetyId: number;
  content: string;
  measure: string | null;
  sortOrder: number;
}

/** A person responsible, and for what. */
export interface ActivitySafetyPersonTable {
  schoolId: number;
  safetyId: number;
  teacherId: number;
  duty: string | null;
  sortOrder: number;
}

/** Safety-education material (kind SafetyEducation). */
export interface ActivitySafetyFileTable {
  schoolId: number;
  safetyId: number;
  fileId: number;
  sortOrder: number;
}

declare module '../../db/schema.js' {
  interface Database {
    activitySafety: ActivitySafetyTable;
    activitySafetyItem: ActivitySafetyItemTable;
    activitySafetyPerson: ActivitySafetyPersonTable;
    activitySafetyFile: ActivitySafetyFileTable;
  }
}
