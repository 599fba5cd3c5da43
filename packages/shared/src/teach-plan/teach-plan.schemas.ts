import { z } from 'zod';
import { id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { freeText, nameText, optionalText } from '../fields.js';
import { attachmentIds } from '../teach-note/teach-note.schemas.js';
import { ApproverKind, PLAN_DAYS, PLAN_PERIODS, PlanStatus, planActions, planStatuses, TEACH_TEXT_MAX, type PlanAction } from './teach-plan.rules.js';

/** The most weeks a semester counts (a year's semester runs for about twenty). */
export const MAX_SEMESTER_WEEKS = 30;

export const TimeRangeInput = z.object({ yearId: id().optional() });
export const SemesterRange = z.object({
  semesterId: z.number().int(),
  semesterName: z.string(),
  yearId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  weekCount: z.number().int(),
  isCurrent: z.boolean(),
});

export const PlanGradeInput = z.object({ yearId: id().optional() });
export const PlanGrade = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  /** 托班 to 大班 (GradeLevel): the age band whose typical behaviours the guide's targets show. */
  gradeLevel: z.number().int(),
  classList: z.array(z.object({ classId: z.number().int(), className: z.string() })),
});
export type PlanGrade = z.infer<typeof PlanGrade>;

export const WeekListInput = z.object({ classId: id(), semesterId: id() });
export const TeachWeek = z.object({
  weekIndex: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  /** The holidays falling on the week's school days (国庆节). */
  holidays: z.array(z.string()),
  /** The class's plan of the week, if written. */
  weekId: z.number().int().nullable(),
  approveStatus: z.number().int().nullable(),
});
export type TeachWeek = z.infer<typeof TeachWeek>;

export const AddTeachWeekInput = z.object({ classId: id(), semesterId: id(), weekIndex: int(1, MAX_SEMESTER_WEEKS, `周次应为1至${MAX_SEMESTER_WEEKS}`) });
export const SavedTeachWeek = z.object({ weekId: z.number().int() });

export const WeekIdInput = z.object({ weekId: id() });
/** TeachManage4/GetTeachWeekInfoForUpdate names the class too; the plan's own class must be it. */
export const WeekForUpdateInput = z.object({ weekId: id(), classId: id().optional() });

const statusField = () => intAmong(planStatuses, '审批状态只能是0至3');
const actionsField = z.object(Object.fromEntries(planActions.map((action) => [action, z.boolean()])) as Record<PlanAction, z.ZodBoolean>);

export const PlanDay = z.object({ dayOfWeek: z.number().int(), date: z.string(), closedReason: z.string().nullable() });
export const WeekGoal = z.object({ goalId: z.number().int(), content: z.string() });
export const PlanActivity = z.object({
  activityId: z.number().int(),
  dayOfWeek: z.number().int(),
  period: z.number().int(),
  activityTypeId: z.number().int().nullable(),
  /** The week's own type (周活动类型) instead of one of the school's list. */
  weekActivityTypeId: z.number().int().nullable(),
  /** The school's type's name, or the week's own. */
  activityTypeName: z.string().nullable(),
  activityName: z.string(),
  content: z.string().nullable(),
  /** The 活动库 activity it was taken from (AddPlanToWeek). */
  libraryActivityId: z.number().int().nullable(),
  /** Its targets of the 3-6岁儿童学习与发展指南. */
  guideTargetIds: z.array(z.number().int()),
});
export type PlanActivity = z.infer<typeof PlanActivity>;

export const WeekPlan = z.object({
  weekId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  semesterId: z.number().int(),
  semesterName: z.string(),
  weekIndex: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(PlanDay),
  themeId: z.number().int().nullable(),
  themeName: z.string().nullable(),
  goalList: z.array(WeekGoal),
  /** 环境创设 and 家园共育 (UpdateTeachWeek). */
  environment: z.string().nullable(),
  familyWork: z.string().nullable(),
  /** The week's own activity types, besides the school's list. */
  weekTypeList: z.array(z.object({ weekActivityTypeId: z.number().int(), name: z.string(), activityCount: z.number().int() })),
  activityList: z.array(PlanActivity),
  approveStatus: z.number().int(),
  remark: z.string().nullable(),
  writerName: z.string(),
  submittedAt: z.string().nullable(),
  approverName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** What the state table allows in the plan's status. */
  actions: actionsField,
  /** Whether the caller approves this plan's grade (审批设置). */
  canApprove: z.boolean(),
});
export type WeekPlan = z.infer<typeof WeekPlan>;

export const SetWeekThemeInput = z.object({ weekId: id(), themeId: id() });
const goalText = () => freeText('目标', TEACH_TEXT_MAX);
export const AddWeekGoalInput = z.object({ weekId: id(), content: goalText() });
export const UpdateWeekGoalInput = z.object({ goalId: id(), content: goalText() });
export const GoalIdInput = z.object({ goalId: id() });
export const SavedWeekGoal = z.object({ goalId: z.number().int() });

const placeFields = {
  dayOfWeek: intAmong(PLAN_DAYS, '星期只能是1至5（周一至周五）'),
  period: intAmong(PLAN_PERIODS, `时段只能是1至${PLAN_PERIODS.length}`),
};
const activityFields = {
  ...placeFields,
  activityTypeId: id().nullable().optional(),
  weekActivityTypeId: id().nullable().optional(),
  activityName: freeText('活动名称', 50),
  content: optionalText('活动内容', TEACH_TEXT_MAX),
};
const oneTypeOnly: [(input: { activityTypeId?: number | null | undefined; weekActivityTypeId?: number | null | undefined }) => boolean, { message: string; path: string[] }] = [
  (input) => !(input.activityTypeId && input.weekActivityTypeId),
  { message: '活动类型只能选一个：本园的或本周的', path: ['weekActivityTypeId'] },
];
export const AddActivityInput = z.object({ weekId: id(), ...activityFields }).refine(...oneTypeOnly);
export type AddActivityInput = z.infer<typeof AddActivityInput>;
export const UpdateActivityInput = z.object({ activityId: id(), ...activityFields }).refine(...oneTypeOnly);
export type UpdateActivityInput = z.infer<typeof UpdateActivityInput>;
export const PlanActivityIdInput = z.object({ activityId: id() });
export const UpdateActivityTimeInput = z.object({ activityId: id(), ...placeFields });
export const SavedPlanActivity = z.object({ activityId: z.number().int() });

/** Activity type as the legacy select names it: Id, DicName, Tag (its place in the list). */
export const ActivityType = z.object({ id: z.number().int(), dicName: z.string(), tag: z.number().int() });
export const AddActivityTypeInput = z.object({ dicName: nameText('活动类型', 20) });
export const SavedActivityType = z.object({ id: z.number().int() });

export const ApprovePlanListInput = z.object({ approveStatus: statusField().optional(), ...pageInput });
export const ApprovePlanRow = z.object({
  weekId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  semesterName: z.string(),
  weekIndex: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  themeName: z.string().nullable(),
  approveStatus: z.number().int(),
  writerName: z.string(),
  submittedAt: z.string().nullable(),
});
export const ApprovePlanPage = pageOf(ApprovePlanRow);

export const UpdateApproveStatusInput = z
  .object({
    weekId: id(),
    approveStatus: intAmong([PlanStatus.PASSED, PlanStatus.RETURNED], '审批结果只能是通过（2）或退回（3）'),
    remark: optionalText('审批意见', TEACH_TEXT_MAX),
  })
  .refine((input) => input.approveStatus !== PlanStatus.RETURNED || input.remark !== null, { message: '退回时请填写审批意见', path: ['remark'] });
export type UpdateApproveStatusInput = z.infer<typeof UpdateApproveStatusInput>;

export const GradeApplied = z.object({ appliedClassNames: z.array(z.string()), skippedClassNames: z.array(z.string()) });

export const ThemeSelectInput = z.object({ semesterId: id(), gradeId: id() });
export const ThemeOption = z.object({ themeId: z.number().int(), themeName: z.string() });

export const TeachThemeListInput = z.object({ semesterId: id().optional(), gradeId: id().optional() });
export const TeachThemeRow = z.object({
  themeId: z.number().int(),
  themeName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  semesterId: z.number().int(),
  semesterName: z.string(),
  weekCount: z.number().int(),
  goals: z.string().nullable(),
  fileCount: z.number().int(),
});
export const ThemeGrade = z.object({ gradeId: z.number().int(), gradeName: z.string(), gradeLevel: z.number().int() });
export const ThemeIdInput = z.object({ themeId: id() });
export const TeachThemeInfo = TeachThemeRow.omit({ fileCount: true }).extend({
  fileList: z.array(z.object({ fileId: z.number().int(), fileName: z.string(), fileType: z.string(), size: z.number() })),
});
const themeFields = {
  themeName: nameText('主题名称', 30),
  gradeId: id(),
  semesterId: id(),
  weekCount: int(1, MAX_SEMESTER_WEEKS, `持续周数应为1至${MAX_SEMESTER_WEEKS}`),
  goals: optionalText('主题目标', 2000),
  fileIds: attachmentIds(),
};
export const AddTeachThemeInput = z.object(themeFields);
export type AddTeachThemeInput = z.infer<typeof AddTeachThemeInput>;
export const UpdateTeachThemeInput = z.object({ themeId: id(), ...themeFields });
export type UpdateTeachThemeInput = z.infer<typeof UpdateTeachThemeInput>;
export const SavedTeachTheme = z.object({ themeId: z.number().int() });

export const ApproveSettingRow = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  approverKind: z.number().int(),
  managerName: z.string().nullable(),
  staffList: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
});
/** The grades' approvers, and the staff who may be named. */
export const ApproveSettings = z.object({
  gradeList: z.array(ApproveSettingRow),
  teacherList: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
});
export const SaveApproveSettingInput = z
  .object({
    gradeId: id(),
    approverKind: intAmong(Object.values(ApproverKind), '审批人只能是年级组长（1）或指定人员（2）'),
    teacherIds: z.array(id()).max(10, '指定人员最多10人').default([]),
  })
  .refine((input) => input.approverKind !== ApproverKind.NAMED_STAFF || input.teacherIds.length > 0, { message: '请选择审批人', path: ['teacherIds'] });
export type SaveApproveSettingInput = z.infer<typeof SaveApproveSettingInput>;
