import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Dayjs } from 'dayjs';
import { ActivityKind, ActivityListInput, areaEndpoints, AreaListInput, schoolActivityEndpoints, type AreaUseStatisticsInput, type StudentActivityListInput } from '@yuanwu/shared';
import { call, queryRoot, saveFile, useDownload, useWrite, type CallInput } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import { allQueries } from '../../components/query-state';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { defaultYearId, useClassOptions, useYearOptions } from '../filter';
import type { ActivitySave } from './activity-form';

/** Areas count activities and activities name areas: every read shows activities. */
const activityKeys = {
  all: queryRoot('schoolActivity', ['activities']),
  activities: () => [...activityKeys.all, 'activities'] as const,
  detail: (kind: number, activityId: number) => [...activityKeys.all, 'detail', kind, activityId] as const,
  areas: () => [...activityKeys.all, 'areas'] as const,
  area: (areaId: number) => [...activityKeys.all, 'area', areaId] as const,
  areaActivities: () => [...activityKeys.all, 'areaActivities'] as const,
  areaOptions: () => [...activityKeys.all, 'areaOptions'] as const,
  questionUnits: () => [...activityKeys.all, 'questionUnits'] as const,
  statistics: (input: AreaUseStatisticsInput) => [...activityKeys.all, 'statistics', input] as const,
  ofStudent: (input: StudentActivityListInput) => [...activityKeys.all, 'student', input] as const,
};

/** The filters' 全部. */
export const ANY = 0;

/** The activity list's filters as the filter bar holds them: 0 is 全部. */
export interface ActivityFilters {
  kind: number;
  typeId: number;
  classId: number;
  areaId: number;
  dates: [Dayjs, Dayjs] | null;
  searchKey: string;
}

/** The activity list for ListPage. */
export const activityListSource = {
  queryKey: activityKeys.activities(),
  fetchPage: ({ kind, typeId, classId, areaId, dates, searchKey, ...page }: ActivityFilters & PageRequest) =>
    call(schoolActivityEndpoints.getSchoolActivityList, {
      ...(kind ? { kind } : {}),
      ...(typeId ? { typeId } : {}),
      ...(classId ? { classId } : {}),
      ...(areaId ? { areaId } : {}),
      ...(dates ? { startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) } : {}),
      searchKey: searchText(searchKey, ActivityListInput.shape.searchKey),
      ...page,
    }),
};

/** The area list for ListPage. */
export const areaListSource = {
  queryKey: activityKeys.areas(),
  fetchPage: ({ searchKey, ...page }: { searchKey: string } & PageRequest) =>
    call(areaEndpoints.getAreaList, { searchKey: searchText(searchKey, AreaListInput.shape.searchKey), ...page }),
};

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

/** The current year's classes, as picker options: activities and areas are planned for them. */
export function useClassPicker() {
  const years = useYearOptions();
  const classes = useClassOptions(defaultYearId(years.data ?? []));
  const options = useMemo(() => (classes.data ?? []).map((row) => ({ value: row.classId, label: row.className })), [classes.data]);
  return { query: allQueries(years, classes), options };
}

export const useAreaOptions = () => useQuery({ queryKey: activityKeys.areaOptions(), queryFn: () => call(schoolActivityEndpoints.getAreaListForSelect, {}) });
export const useQuestionUnits = () => useQuery({ queryKey: activityKeys.questionUnits(), queryFn: () => call(schoolActivityEndpoints.getQuestionUnitList, {}) });

export const useArea = (areaId: number) => useQuery({ queryKey: activityKeys.area(areaId), queryFn: () => call(areaEndpoints.getAreaDetail, { areaId }) });

/** The activities held in an area, a page at a time. */
export const areaActivitiesSource = {
  queryKey: activityKeys.areaActivities(),
  fetchPage: (request: { areaId: number } & PageRequest) => call(areaEndpoints.getAreaActivityList, request),
};

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

const ACTIVITIES = { changes: ['activities'] } as const;

/** Adds or updates an activity through its kind's calls. */
export const useSaveActivity = () =>
  useWrite((save: ActivitySave) => {
    if (save.kind === ActivityKind.REGULAR) {
      return save.activityId
        ? call(schoolActivityEndpoints.updateRegularActivity, { activityId: save.activityId, ...save.input })
        : call(schoolActivityEndpoints.addRegularActivity, save.input);
    }
    return save.activityId
      ? call(schoolActivityEndpoints.updateSchoolActivity, { activityId: save.activityId, ...save.input })
      : call(schoolActivityEndpoints.addSchoolActivity, save.input);
  }, ACTIVITIES);
export const useDeleteActivity = () => useWrite((activityId: number) => call(schoolActivityEndpoints.delSchoolActivity, { activityId }), ACTIVITIES);
export const useImportRegular = () =>
  useWrite((input: CallInput<typeof schoolActivityEndpoints.importRegularDataFromXlsx>) => call(schoolActivityEndpoints.importRegularDataFromXlsx, input), ACTIVITIES);
export const useDownloadRegularTemplate = () => useDownload(() => call(schoolActivityEndpoints.downloadRegularTemplate, {}));
export const downloadRegularImportErrors = (importId: number) => call(schoolActivityEndpoints.exportRegularImportErrors, { importId }).then(saveFile);

export const useSaveArea = () => useWrite((input: CallInput<typeof areaEndpoints.addOrUpdateArea>) => call(areaEndpoints.addOrUpdateArea, input), ACTIVITIES);
export const useDeleteArea = () => useWrite((areaId: number) => call(areaEndpoints.delArea, { areaId }), ACTIVITIES);
