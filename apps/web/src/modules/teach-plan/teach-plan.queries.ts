import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  activityLibraryEndpoints,
  approveSettingEndpoints,
  LibraryListInput,
  teachApproveEndpoints,
  teacherPlanEndpoints,
  teachPlanEndpoints,
  teachThemeEndpoints,
  teachWeekEndpoints,
} from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

const keys = {
  all: queryRoot('teachPlan', ['teachPlans', 'years', 'classes', 'holidays', 'staff']),
  semesters: () => [...keys.all, 'semesters'] as const,
  grades: () => [...keys.all, 'grades'] as const,
  weeks: (classId: number, semesterId: number) => [...keys.all, 'weeks', classId, semesterId] as const,
  plan: (weekId: number) => [...keys.all, 'plan', weekId] as const,
  themes: (semesterId: number, gradeId: number) => [...keys.all, 'themes', semesterId, gradeId] as const,
  types: () => [...keys.all, 'types'] as const,
  approvals: (input: CallInput<typeof teachApproveEndpoints.getApprovePlanList>) => [...keys.all, 'approvals', input] as const,
  approval: (weekId: number) => [...keys.all, 'approval', weekId] as const,
};

export const useSemesters = () => useQuery({ queryKey: keys.semesters(), queryFn: () => call(teachPlanEndpoints.getTimeRangeForYear, {}) });
export const usePlanGrades = () => useQuery({ queryKey: keys.grades(), queryFn: () => call(teachPlanEndpoints.getTeachPlanGrade, {}) });

export function useTeachWeeks(classId: number | undefined, semesterId: number | undefined) {
  return useQuery({
    queryKey: keys.weeks(classId ?? 0, semesterId ?? 0),
    queryFn: () => call(teachPlanEndpoints.getTeachWeekListForSelect, { classId: classId!, semesterId: semesterId! }),
    enabled: Boolean(classId && semesterId),
  });
}

export function useWeekPlan(weekId: number | null | undefined) {
  return useQuery({ queryKey: keys.plan(weekId ?? 0), queryFn: () => call(teachPlanEndpoints.getTeachWeekInfo, { weekId: weekId! }), enabled: Boolean(weekId), placeholderData: keepPreviousData });
}

export function useThemeOptions(semesterId: number, gradeId: number) {
  return useQuery({ queryKey: keys.themes(semesterId, gradeId), queryFn: () => call(teachPlanEndpoints.getTeachThemeListForSelect, { semesterId, gradeId }) });
}

export const useActivityTypes = () => useQuery({ queryKey: keys.types(), queryFn: () => call(teachPlanEndpoints.getActivityTypeListForSelect, {}) });

export function useApprovePlans(input: CallInput<typeof teachApproveEndpoints.getApprovePlanList>) {
  return useQuery({ queryKey: keys.approvals(input), queryFn: () => call(teachApproveEndpoints.getApprovePlanList, input), placeholderData: keepPreviousData });
}

export function useApprovePlan(weekId: number | null) {
  return useQuery({ queryKey: keys.approval(weekId ?? 0), queryFn: () => call(teachApproveEndpoints.getApprovePlanInfo, { weekId: weekId! }), enabled: weekId !== null });
}

const PLANS = { changes: ['teachPlans'] } as const;
const e = teachPlanEndpoints;

export const useAddTeachWeek = () => useWrite((input: CallInput<typeof e.addTeachWeek>) => call(e.addTeachWeek, input), PLANS);
export const useDelWeekPlan = () => useWrite((weekId: number) => call(e.delWeekPlan, { weekId }), PLANS);
export const useSetWeekTheme = () => useWrite((input: CallInput<typeof e.setWeekTheme>) => call(e.setWeekTheme, input), PLANS);
export const useDelWeekTheme = () => useWrite((weekId: number) => call(e.delWeekTheme, { weekId }), PLANS);
export const useAddWeekGoal = () => useWrite((input: CallInput<typeof e.addWeekGoal>) => call(e.addWeekGoal, input), PLANS);
export const useUpdateWeekGoal = () => useWrite((input: CallInput<typeof e.updateWeekGoal>) => call(e.updateWeekGoal, input), PLANS);
export const useDelWeekGoal = () => useWrite((goalId: number) => call(e.delWeekGoal, { goalId }), PLANS);
export const useAddActivityType = () => useWrite((dicName: string) => call(e.addActivityType, { dicName }), PLANS);
export const useAddActivity = () => useWrite((input: CallInput<typeof e.addActivity>) => call(e.addActivity, input), PLANS);
export const useUpdateActivity = () => useWrite((input: CallInput<typeof e.updateActivity>) => call(e.updateActivity, input), PLANS);
export const useDelActivity = () => useWrite((activityId: number) => call(e.delActivity, { activityId }), PLANS);
export const useMoveActivity = () => useWrite((input: CallInput<typeof e.updateActivityTime>) => call(e.updateActivityTime, input), PLANS);
export const useSubmitWeekPlan = () => useWrite((weekId: number) => call(e.verifyWeekPlan, { weekId }), PLANS);
export const useApplyToGrade = () => useWrite((weekId: number) => call(e.useWeekPlanToGrade, { weekId }), PLANS);
export const useDecidePlan = () => useWrite((input: CallInput<typeof teachApproveEndpoints.updateApproveStatus>) => call(teachApproveEndpoints.updateApproveStatus, input), PLANS);
export const useExportWeekPlan = () => useDownload((weekId: number) => call(e.exportWeekPlan, { weekId }));

const settingKeys = { all: queryRoot('approveSetting', ['teachPlans', 'classes', 'staff']) };
export const useApproveSettings = () => useQuery({ queryKey: settingKeys.all, queryFn: () => call(approveSettingEndpoints.getApproveSettingList, {}) });
export const useSaveApproveSetting = () =>
  useWrite((input: CallInput<typeof approveSettingEndpoints.saveApproveSetting>) => call(approveSettingEndpoints.saveApproveSetting, input), PLANS);

const themeKeys = {
  all: queryRoot('teachTheme', ['teachPlans', 'years', 'classes']),
  list: (input: CallInput<typeof teachThemeEndpoints.getTeachThemeList>) => [...themeKeys.all, 'list', input] as const,
  info: (themeId: number) => [...themeKeys.all, 'info', themeId] as const,
};
export const useTeachThemes = (input: CallInput<typeof teachThemeEndpoints.getTeachThemeList>) =>
  useQuery({ queryKey: themeKeys.list(input), queryFn: () => call(teachThemeEndpoints.getTeachThemeList, input), placeholderData: keepPreviousData });
export const useTeachThemeInfo = (themeId: number | undefined) =>
  useQuery({ queryKey: themeKeys.info(themeId ?? 0), queryFn: () => call(teachThemeEndpoints.getTeachThemeInfo, { themeId: themeId! }), enabled: themeId !== undefined });
export const useAddTeachTheme = () => useWrite((input: CallInput<typeof teachThemeEndpoints.addTeachTheme>) => call(teachThemeEndpoints.addTeachTheme, input), PLANS);
export const useUpdateTeachTheme = () => useWrite((input: CallInput<typeof teachThemeEndpoints.updateTeachTheme>) => call(teachThemeEndpoints.updateTeachTheme, input), PLANS);
export const useDelTeachTheme = () => useWrite((themeId: number) => call(teachThemeEndpoints.delTeachTheme, { themeId }), PLANS);

const w = teachWeekEndpoints;
export const useSetGuideTargets = () => useWrite((input: CallInput<typeof w.addActivityGuideTarget>) => call(w.addActivityGuideTarget, input), PLANS);
export const useUpdateTeachWeek = () => useWrite((input: CallInput<typeof w.updateTeachWeek>) => call(w.updateTeachWeek, input), PLANS);
export const useAddPlanToWeek = () => useWrite((input: CallInput<typeof w.addPlanToWeek>) => call(w.addPlanToWeek, input), PLANS);
export const useCopyToLibrary = () => useWrite((activityId: number) => call(w.copyActivityToLibrary, { activityId }), PLANS);

/** The plans the caller may still put activities into (current semester). */
export const usePlansForActivities = (enabled: boolean) =>
  useQuery({ queryKey: [...keys.all, 'plansForActivities'] as const, queryFn: () => call(w.getActivityPlanListForSelect, {}), enabled });

export const useLibraryOptions = (keyword: string) =>
  useQuery({ queryKey: [...keys.all, 'libraryOptions', keyword] as const, queryFn: () => call(w.getActivityListForSelect, keyword ? { keyword } : {}), placeholderData: keepPreviousData });

export interface LibraryFilters {
  keyword: string;
  activityTypeId: number;
  sourceId: number;
}
/** The filters' 全部. */
export const ANY = 0;

/** 活动库 for ListPage. */
export const librarySource = {
  queryKey: [...keys.all, 'library'] as const,
  fetchPage: ({ keyword, activityTypeId, sourceId, pageIndex, pageSize }: LibraryFilters & PageRequest) =>
    call(activityLibraryEndpoints.getActivityList, {
      keyword: searchText(keyword, LibraryListInput.shape.keyword),
      ...(activityTypeId !== ANY ? { activityTypeId } : {}),
      ...(sourceId !== ANY ? { sourceId } : {}),
      pageIndex,
      pageSize,
    }),
};

const l = activityLibraryEndpoints;
export const useAddLibraryActivity = () => useWrite((input: CallInput<typeof l.addLibraryActivity>) => call(l.addLibraryActivity, input), PLANS);
export const useUpdateLibraryActivity = () => useWrite((input: CallInput<typeof l.updateLibraryActivity>) => call(l.updateLibraryActivity, input), PLANS);
export const useDelLibraryActivity = () => useWrite((activityId: number) => call(l.delLibraryActivity, { activityId }), PLANS);

/** 教师详情 > 周计划: the plans a teacher wrote. */
export const useTeacherPlans = (teacherId: number, pageIndex: number) =>
  useQuery({
    queryKey: [...keys.all, 'teacherPlans', teacherId, pageIndex] as const,
    queryFn: () => call(teacherPlanEndpoints.getTeacherPlanList, { teacherId, pageIndex, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
