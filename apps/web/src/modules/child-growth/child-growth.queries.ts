import { useQuery } from '@tanstack/react-query';
import { childGrowthEndpoints, filterEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';

const childGrowthKeys = {
  all: queryRoot('childGrowth', ['observations']),
  ofStudent: (studentId: number, startDate: string, endDate: string) => [...childGrowthKeys.all, 'student', studentId, startDate, endDate] as const,
  learningQuality: (studentId: number, startDate: string, endDate: string) => [...childGrowthKeys.all, 'learningQuality', studentId, startDate, endDate] as const,
  observations: () => [...childGrowthKeys.all, 'observations'] as const,
  months: () => [...childGrowthKeys.all, 'months'] as const,
  observation: (obsId: number) => [...childGrowthKeys.all, 'observation', obsId] as const,
  domains: () => [...childGrowthKeys.all, 'domains'] as const,
  items: (domainId: number) => [...childGrowthKeys.all, 'items', domainId] as const,
  teachers: () => [...childGrowthKeys.all, 'teachers'] as const,
  classChildren: (classId: number) => [...childGrowthKeys.all, 'classChildren', classId] as const,
};

/** The child's moods, growth records and observations dated within the interval. */
export function useStudentGrowth(studentId: number, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: childGrowthKeys.ofStudent(studentId, range.startDate, range.endDate),
    queryFn: () => call(childGrowthEndpoints.getStudentGrowthRecords, { studentId, ...range }),
  });
}

/** The child's 学习品质 items observed within the interval. */
export function useStudentLearningQuality(studentId: number, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: childGrowthKeys.learningQuality(studentId, range.startDate, range.endDate),
    queryFn: () => call(childGrowthEndpoints.getStudentLearningQuality, { studentId, ...range }),
  });
}

/** 导出: the observation as a workbook, handed to the browser's save dialog. */
export const useExportObservation = () => useDownload((obsId: number) => call(childGrowthEndpoints.exportRecord, { iObsId: obsId }));

/** The 全部 of a filter. */
export const ANY = 0;

export interface ObservationFilters {
  classId: number;
  domainId: number;
  month: string;
  teacherId: number;
}

/** The observation list for ListPage. */
export const observationListSource = {
  queryKey: childGrowthKeys.observations(),
  fetchPage: ({ classId, domainId, month, teacherId, pageIndex, pageSize }: ObservationFilters & PageRequest) =>
    call(childGrowthEndpoints.getObservationList, {
      ...(classId !== ANY ? { classId } : {}),
      ...(domainId !== ANY ? { domainId } : {}),
      ...(month ? { month } : {}),
      ...(teacherId !== ANY ? { teacherId } : {}),
      pageIndex,
      pageSize,
    }),
};

/** The catalogue does not change while the console runs. */
const CATALOGUE = { staleTime: Infinity } as const;

export const useObservationDomains = () =>
  useQuery({ queryKey: childGrowthKeys.domains(), queryFn: () => call(childGrowthEndpoints.getObservationDomains, {}), ...CATALOGUE });

export const useObservationItems = (domainId: number | undefined) =>
  useQuery({
    queryKey: childGrowthKeys.items(domainId ?? 0),
    queryFn: () => call(childGrowthEndpoints.getObservationItems, { domainId: domainId! }),
    enabled: Boolean(domainId),
    ...CATALOGUE,
  });

export const useObservationMonths = () => useQuery({ queryKey: childGrowthKeys.months(), queryFn: () => call(childGrowthEndpoints.getObservationMonths, {}) });

export const useObservationTeachers = () => useQuery({ queryKey: childGrowthKeys.teachers(), queryFn: () => call(filterEndpoints.getTeacherListForFilter, {}) });

/** The children in a class now, for the form's picker. */
export const useClassChildren = (classId: number | undefined) =>
  useQuery({
    queryKey: childGrowthKeys.classChildren(classId ?? 0),
    queryFn: () => call(filterEndpoints.getStudentListForFilter, { classId: classId! }),
    enabled: Boolean(classId),
  });

export const useObservationForUpdate = (obsId: number | undefined) =>
  useQuery({
    queryKey: childGrowthKeys.observation(obsId ?? 0),
    queryFn: () => call(childGrowthEndpoints.getObservationForUpdate, { obsId: obsId! }),
    enabled: Boolean(obsId),
    staleTime: 0,
  });

/** The list, the months and the children's 幼儿发展 show observations. */
const OBSERVATIONS = { changes: ['observations'] } as const;

export const useAddObservation = () => useWrite((input: CallInput<typeof childGrowthEndpoints.addObservation>) => call(childGrowthEndpoints.addObservation, input), OBSERVATIONS);
export const useUpdateObservation = () =>
  useWrite((input: CallInput<typeof childGrowthEndpoints.updateObservation>) => call(childGrowthEndpoints.updateObservation, input), OBSERVATIONS);
export const useDeleteObservation = () => useWrite((obsId: number) => call(childGrowthEndpoints.delObservation, { obsId }), OBSERVATIONS);
