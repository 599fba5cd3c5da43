/**
 * 周计划: the rules the console and the server share: the days and periods of the week grid, the
 * approval statuses and THE state table of what each status allows.
 */

/** The days of the grid's columns: 1 Monday to 5 Friday (a week plan is for the school days). */
export const PLAN_DAYS = [1, 2, 3, 4, 5] as const;
export const planDayLabel: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五' };

/** The periods of the grid's rows, in the order of the day. */
export const PLAN_PERIODS = [1, 2, 3, 4] as const;
export const planPeriodLabel: Record<number, string> = { 1: '晨间', 2: '上午', 3: '下午', 4: '离园前' };

/** The activity types a school starts with (AddActivityType adds more). */
export const DEFAULT_ACTIVITY_TYPES = ['集体教学', '区域活动', '户外活动', '生活活动', '游戏活动'] as const;

export const TEACH_TEXT_MAX = 500;
export const MAX_WEEK_GOALS = 10;
export const MAX_DAY_ACTIVITIES = 20;

/** ApproveStatus: 0 草稿, 1 待审批 (submitted by VerifyWeekPlan), 2 已通过, 3 已退回 (with the approver's remark). */
export const PlanStatus = { DRAFT: 0, SUBMITTED: 1, PASSED: 2, RETURNED: 3 } as const;
export type PlanStatus = (typeof PlanStatus)[keyof typeof PlanStatus];
export const planStatusLabel: Record<PlanStatus, string> = { 0: '草稿', 1: '待审批', 2: '已通过', 3: '已退回' };
export const planStatuses = Object.values(PlanStatus);

/**
 * What may be done to a week plan: its class's teachers edit it (theme, goals, activities),
 * submit it, delete it; the approver passes it or sends it back; a passed plan is applied to its
 * grade; and a plan may be replaced by one applied to its grade.
 */
export const planActions = ['edit', 'submit', 'delete', 'pass', 'sendBack', 'applyToGrade', 'replace'] as const;
export type PlanAction = (typeof planActions)[number];
export const planActionLabel: Record<PlanAction, string> = {
  edit: '编辑',
  submit: '提交审批',
  delete: '删除',
  pass: '通过',
  sendBack: '退回',
  applyToGrade: '应用到年级',
  replace: '被年级计划覆盖',
};

const allowing = (...allowed: PlanAction[]) => Object.fromEntries(planActions.map((action) => [action, allowed.includes(action)])) as Record<PlanAction, boolean>;

/**
 * THE state table: the console shows the allowed actions from it, the server refuses the rest with
 * 2000014. A plan under approval is frozen until the approver decides; a passed plan is frozen for
 * good (what was approved stays what is printed) and is never overwritten by a grade's plan.
 */
export const planStatusActions: Record<PlanStatus, Record<PlanAction, boolean>> = {
  [PlanStatus.DRAFT]: allowing('edit', 'submit', 'delete', 'replace'),
  [PlanStatus.SUBMITTED]: allowing('pass', 'sendBack', 'replace'),
  [PlanStatus.PASSED]: allowing('applyToGrade'),
  [PlanStatus.RETURNED]: allowing('edit', 'submit', 'delete', 'replace'),
};

export const isPlanActionAllowed = (status: PlanStatus, action: PlanAction) => planStatusActions[status][action];

/** The Chinese reason an action is refused in a status: 周计划待审批，不能编辑. */
export const refusedPlanActionReason = (status: PlanStatus, action: PlanAction) => `周计划${planStatusLabel[status]}，不能${planActionLabel[action]}`;

/** ApproverKind (审批设置, per grade): 1 the grade's manager (年级组长), 2 the staff named. */
export const ApproverKind = { GRADE_MANAGER: 1, NAMED_STAFF: 2 } as const;
export const approverKindLabel: Record<number, string> = { 1: '年级组长', 2: '指定人员' };

/** Where a library activity (活动库) comes from: 1 本园 (written in the library), 2 周计划 (copied from a plan's activity). */
export const LibrarySource = { SCHOOL: 1, PLAN: 2, COURSEWARE: 3 } as const;
export const librarySourceLabel: Record<number, string> = { 1: '本园', 2: '周计划', 3: '课件库' };

/** A week plan's own activity types, besides the school's list. */
export const MAX_WEEK_ACTIVITY_TYPES = 10;
