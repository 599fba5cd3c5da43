import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ActivityKind, areaEndpoints, schoolActivityEndpoints, type AreaUseStatisticsInput, type StudentActivityListInput } from '@yuanwu/shared';
import { call, saveFile, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';
import { defaultYearId } from '../filter/default-year';
import { useClassOptions, useYearOptions } from '../filter/filter.queries';

/** Every write invalidates the whole module: areas count activities and activities name areas. */
export const activityKeys = {
  all: ['schoolActivity'] as const,
  activities: () => [...activityKeys.all, 'activities'] as const,
  detail: (kind: number, activityId: number) => [...activityKeys.all, 'detail', kind, activityId] as const,
  areas: () => [...activityKeys.all, 'areas'] as const,
  area: (areaId: number) => [...activityKeys.all, 'area', areaId] as const,
  areaActivities: (areaId: number, page: PageRequest) => [...activityKeys.all, 'areaActivities', areaId, page] as const,
  areaOptions: () => [...activityKeys.all, 'areaOptions'] as const,
  questionUnits: () => [...activityKeys.all, 'questionUnits'] as const,
  statistics: (input: AreaUseStatisticsInput) => [...activityKeys.all, 'statistics', input] as const,
  ofStudent: (input: StudentActivityListInput) => [...activityKeys.all, 'student', input] as const,
};

export type ActivityFilters = Omit<CallInput<typeof schoolActivityEndpoints.getSchoolActivityList>, 'pageIndex' | 'pageSize'>;

export const fetchActivityPage = (request: ActivityFilters & PageRequest) => call(schoolActivityEndpoints.getSchoolActivityList, request);
export const fetchAreaPage = (request: { searchKey?: string } & PageRequest) => call(areaEndpoints.getAreaList, request);

/** One activity in full while `activity` is given, through its kind's detail call. */
export function useActivityDetail(activity: { kind: number; activityId: number } | undefined) {
  return useQuery({
    queryKey: activityKeys.detail(activity?.kind ?? 0, activity?.activityId ?? 0),
    queryFn: () =>
      activity!.kind === ActivityKind.REGULAR
        ? call(schoolActivityEndpoints.getRegularActivityDetail, { activityId: activity!.activityId })
        : call(schoolActivityEndpoints.getSchoolActivityDetail, { activityId: activity!.activityId }),
    enabled: Boolean(activity),
  });
}

export const useSchoolActivityDetail = (activityId: number | undefined) =>
  useQuery({
    queryKey: activityKeys.detail(ActivityKind.SCHOOL, activityId ?? 0),
    queryFn: () => call(schoolActivityEndpoints.getSchoolActivityDetail, { activityId: activityId! }),
    enabled: Boolean(activityId),
  });

export const useRegularActivityDetail = (activityId: number | undefined) =>
  useQuery({
    queryKey: activityKeys.detail(ActivityKind.REGULAR, activityId ?? 0),
    queryFn: () => call(schoolActivityEndpoints.getRegularActivityDetail, { activityId: activityId! }),
    enabled: Boolean(activityId),
  });

/** The current year's classes, as picker options: activities and areas are planned for them. */
export function useClassPicker() {
  const years = useYearOptions();
  const classes = useClassOptions(defaultYearId(years.data ?? []));
  return useMemo(() => (classes.data ?? []).map((row) => ({ value: row.classId, label: row.className })), [classes.data]);
}

export const useAreaOptions = () => useQuery({ queryKey: activityKeys.areaOptions(), queryFn: () => call(schoolActivityEndpoints.getAreaListForSelect, {}) });
export const useQuestionUnits = () => useQuery({ queryKey: activityKeys.questionUnits(), queryFn: () => call(schoolActivityEndpoints.getQuestionUnitList, {}) });

export const useArea = (areaId: number) => useQuery({ queryKey: activityKeys.area(areaId), queryFn: () => call(areaEndpoints.getAreaDetail, { areaId }) });

export const useAreaActivities = (areaId: number, page: PageRequest) =>
  useQuery({
    queryKey: activityKeys.areaActivities(areaId, page),
    queryFn: () => call(areaEndpoints.getAreaActivityList, { areaId, ...page }),
    placeholderData: keepPreviousData,
  });

export const useAreaStatistics = (input: AreaUseStatisticsInput | undefined) =>
  useQuery({
    queryKey: activityKeys.statistics(input ?? { startDate: '', endDate: '' }),
    queryFn: () => call(areaEndpoints.getAreaUseStatistics, input!),
    enabled: Boolean(input),
    placeholderData: keepPreviousData,
  });

/** 幼儿发展 > 活动: the activities of the classes the child was in over the interval. */
export const useStudentActivities = (input: StudentActivityListInput) =>
  useQuery({ queryKey: activityKeys.ofStudent(input), queryFn: () => call(schoolActivityEndpoints.getStudentActivityList, input) });

function useActivityWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }) });
}

export const useAddSchoolActivity = () =>
  useActivityWrite((input: CallInput<typeof schoolActivityEndpoints.addSchoolActivity>) => call(schoolActivityEndpoints.addSchoolActivity, input));
export const useUpdateSchoolActivity = () =>
  useActivityWrite((input: CallInput<typeof schoolActivityEndpoints.updateSchoolActivity>) => call(schoolActivityEndpoints.updateSchoolActivity, input));
export const useAddRegularActivity = () =>
  useActivityWrite((input: CallInput<typeof schoolActivityEndpoints.addRegularActivity>) => call(schoolActivityEndpoints.addRegularActivity, input));
export const useUpdateRegularActivity = () =>
  useActivityWrite((input: CallInput<typeof schoolActivityEndpoints.updateRegularActivity>) => call(schoolActivityEndpoints.updateRegularActivity, input));
export const useDeleteActivity = () => useActivityWrite((activityId: number) => call(schoolActivityEndpoints.delSchoolActivity, { activityId }));
export const useImportRegular = () =>
  useActivityWrite((input: CallInput<typeof schoolActivityEndpoints.importRegularDataFromXlsx>) => call(schoolActivityEndpoints.importRegularDataFromXlsx, input));
export const useDownloadRegularTemplate = () => useMutation({ mutationFn: () => call(schoolActivityEndpoints.downloadRegularTemplate, {}), onSuccess: saveFile });
export const downloadRegularImportErrors = (importId: number) => call(schoolActivityEndpoints.exportRegularImportErrors, { importId }).then(saveFile);

export const useSaveArea = () => useActivityWrite((input: CallInput<typeof areaEndpoints.addOrUpdateArea>) => call(areaEndpoints.addOrUpdateArea, input));
export const useDeleteArea = () => useActivityWrite((areaId: number) => call(areaEndpoints.delArea, { areaId }));
