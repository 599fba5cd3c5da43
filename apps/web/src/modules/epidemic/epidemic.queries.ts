import { useQuery } from '@tanstack/react-query';
import { EpidemicActivityListInput, epidemicEndpoints, filterEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Activities show classes, children and staff by name: changes to those show here too. */
const keys = {
  all: queryRoot('epidemic', ['safety', 'classes', 'children', 'staff']),
  list: () => [...keys.all, 'list'] as const,
  detail: (activityId: number) => [...keys.all, 'detail', activityId] as const,
  classes: (activityId: number) => [...keys.all, 'classes', activityId] as const,
  days: (activityId: number, classId: number) => [...keys.all, 'days', activityId, classId] as const,
  children: (classId: number) => [...keys.all, 'children', classId] as const,
  ofStudent: (studentId: number, startDate: string, endDate: string) => [...keys.all, 'student', studentId, startDate, endDate] as const,
};

export interface EpidemicFilters {
  searchKey: string;
  measureType: number;
  state: number;
}

export const epidemicListSource = {
  queryKey: keys.list(),
  fetchPage: ({ searchKey, ...rest }: EpidemicFilters & PageRequest) =>
    call(epidemicEndpoints.getEpidemicControlActivityList, { ...rest, searchKey: searchText(searchKey, EpidemicActivityListInput.shape.searchKey) ?? null }),
};

export const useEpidemicActivity = (activityId: number | undefined) =>
  useQuery({ queryKey: keys.detail(activityId ?? 0), queryFn: () => call(epidemicEndpoints.getEpidemicControlActivityDetail, { activityId: activityId! }), enabled: Boolean(activityId) });

export const useEpidemicClasses = (activityId: number) =>
  useQuery({ queryKey: keys.classes(activityId), queryFn: () => call(epidemicEndpoints.getEpidemicControlActivityDetailList, { activityId }) });

export const useEpidemicClassDays = (activityId: number, classId: number) =>
  useQuery({ queryKey: keys.days(activityId, classId), queryFn: () => call(epidemicEndpoints.getEpidemicControlActivityClassDetailList, { activityId, classId }) });

/** The class's children, to mark those found with a symptom. */
export const useClassChildren = (classId: number, enabled: boolean) =>
  useQuery({ queryKey: keys.children(classId), queryFn: () => call(filterEndpoints.getStudentListForFilter, { classId }), enabled });

export const useStudentEpidemic = (studentId: number, range: { startDate: string; endDate: string }) =>
  useQuery({ queryKey: keys.ofStudent(studentId, range.startDate, range.endDate), queryFn: () => call(epidemicEndpoints.getStudentEpidemicRecordList, { studentId, ...range }) });

const SAFETY = { changes: ['safety'] } as const;

export type EpidemicActivitySave = CallInput<typeof epidemicEndpoints.addEpidemicControlActivity> & { activityId?: number | undefined };

export const useSaveEpidemicActivity = () =>
  useWrite(
    ({ activityId, ...input }: EpidemicActivitySave): Promise<unknown> =>
      activityId ? call(epidemicEndpoints.updateEpidemicControlActivity, { activityId, ...input }) : call(epidemicEndpoints.addEpidemicControlActivity, input),
    SAFETY,
  );
export const useDeleteEpidemicActivity = () => useWrite((activityId: number) => call(epidemicEndpoints.delEpidemicControlActivityById, { activityId }), SAFETY);
export const useSaveEpidemicRecord = () =>
  useWrite((input: CallInput<typeof epidemicEndpoints.addOrUpdateEpidemicControlRecord>) => call(epidemicEndpoints.addOrUpdateEpidemicControlRecord, input), SAFETY);
