import type { ColumnType, Generated } from 'kysely';

/** A column added after its table: null unless set, and optional when inserting. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** An activity type of the school's list (集体教学, 区域活动 ...). */
export interface TeachActivityTypeTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sortOrder: number;
}

/** A grade's teaching theme of a semester (教学主题). */
export interface TeachThemeTable {
  id: Generated<number>;
  schoolId: number;
  gradeId: number;
  semesterId: number;
  name: string;
  weekCount: number;
  goals: string | null;
  adderId: number;
  createdAt: string;
}

export interface TeachThemeFileTable {
  id: Generated<number>;
  schoolId: number;
  themeId: number;
  fileId: number;
  sortOrder: number;
}

/** A class's plan of one week of a semester (周计划). */
export interface TeachWeekPlanTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  semesterId: number;
  weekIndex: number;
  /** The week's Monday and Sunday. */
  startDate: string;
  endDate: string;
  themeId: number | null;
  /** PlanStatus: 0 草稿, 1 待审批, 2 已通过, 3 已退回. */
  approveStatus: number;
  /** The approver's remark when sending the plan back. */
  remark: string | null;
  writerId: number;
  submittedAt: string | null;
  approverId: number | null;
  approvedAt: string | null;
  createdAt: string;
  /** 环境创设 and 家园共育. */
  environment: Later<string>;
  familyWork: Later<string>;
}

export interface TeachWeekGoalTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  weekPlanId: number;
  content: string;
}

export interface TeachActivityTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  weekPlanId: number;
  /** 1 Monday to 5 Friday. */
  dayOfWeek: number;
  /** 1 晨间, 2 上午, 3 下午, 4 离园前. */
  period: number;
  activityTypeId: number | null;
  name: string;
  content: string | null;
  /** The week's own type, instead of one of the school's list. */
  weekActivityTypeId: Later<number>;
  /** The 活动库 activity it was taken from. */
  libraryActivityId: Later<number>;
}

/** An activity type of one week plan only (周活动类型). */
export interface TeachWeekActivityTypeTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  weekPlanId: number;
  name: string;
}

/** A guide target (指南, by its id) of a plan's activity. */
export interface TeachActivityTargetTable {
  schoolId: number;
  classId: number;
  activityId: number;
  targetId: number;
}

/** An activity of the school's library (活动库). */
export interface TeachLibraryActivityTable {
  id: Generated<number>;
  schoolId: number;
  /** LibrarySource: 1 本园, 2 周计划. */
  source: number;
  activityTypeId: number | null;
  name: string;
  content: string | null;
  adderId: number;
  createdAt: string;
  updatedAt: string;
  /** Deleted from the library; the plans that took it keep their copies and its name. */
  deletedAt: Later<string>;
}

export interface TeachLibraryActivityTargetTable {
  schoolId: number;
  libraryActivityId: number;
  targetId: number;
}

/** Who approves a grade's plans: 1 its manager (the default, without a row), 2 the staff of teachApprover. */
export interface TeachApproveSettingTable {
  schoolId: number;
  gradeId: number;
  approverKind: number;
}

export interface TeachApproverTable {
  schoolId: number;
  gradeId: number;
  teacherId: number;
}

declare module '../../db/schema.js' {
  interface Database {
    teachActivityType: TeachActivityTypeTable;
    teachTheme: TeachThemeTable;
    teachThemeFile: TeachThemeFileTable;
    teachWeekPlan: TeachWeekPlanTable;
    teachWeekGoal: TeachWeekGoalTable;
    teachActivity: TeachActivityTable;
    teachApproveSetting: TeachApproveSettingTable;
    teachApprover: TeachApproverTable;
    teachWeekActivityType: TeachWeekActivityTypeTable;
    teachActivityTarget: TeachActivityTargetTable;
    teachLibraryActivity: TeachLibraryActivityTable;
    teachLibraryActivityTarget: TeachLibraryActivityTargetTable;
  }
}
