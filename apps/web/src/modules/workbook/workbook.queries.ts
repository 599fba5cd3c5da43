import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ExcellentFileListInput, workbookEndpoints } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import { searchText } from '../../components/form-rules';
import { nextPageIndex, type PageRequest } from '../../components/paging';
import type { DateRange } from '../../components/interval/interval-range';

/** Works show their children, classes and teachers: a change to any of them shows here too. */
const workbookKeys = {
  all: queryRoot('workbook', ['works', 'children', 'placements', 'classes', 'staff']),
  ofStudent: (studentId: number, range: DateRange) => [...workbookKeys.all, 'student', studentId, range.startDate, range.endDate] as const,
  totals: (yearId: number) => [...workbookKeys.all, 'totals', yearId] as const,
  classStatistics: (yearId: number, gradeId: number, month: string) => [...workbookKeys.all, 'classStatistics', yearId, gradeId, month] as const,
  studentStatistics: (classId: number, month: string, onlyWithoutWork: boolean) => [...workbookKeys.all, 'studentStatistics', classId, month, onlyWithoutWork] as const,
  studentFiles: (studentId: number, excellentOnly: boolean) => [...workbookKeys.all, 'studentFiles', studentId, excellentOnly] as const,
  classWorkbooks: (classId: number) => [...workbookKeys.all, 'classWorkbooks', classId] as const,
  workbook: (workbookId: number, excellentOnly: boolean) => [...workbookKeys.all, 'workbook', workbookId, excellentOnly] as const,
  excellent: () => [...workbookKeys.all, 'excellent'] as const,
  excellentCount: (filters: object) => [...workbookKeys.all, 'excellentCount', filters] as const,
  work: (workbookFileId: number) => [...workbookKeys.all, 'work', workbookFileId] as const,
};

/** The child's works of the interval, newest first, a page more at each fetchNextPage. */
export function useStudentWorks(studentId: number, range: DateRange, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...workbookKeys.ofStudent(studentId, range), pageSize],
    queryFn: ({ pageParam }) => call(workbookEndpoints.getStudentWorkbookList, { studentId, ...range, pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });
}

/** The filters' 全部. */
export const ANY = 0;

/** Workbooks, works and excellent works of the year's classes. */
export const useWorkbookTotals = (yearId: number) => useQuery({ queryKey: workbookKeys.totals(yearId), queryFn: () => call(workbookEndpoints.getWorkbookTotalNum, { yearId }) });

export const useClassStatistics = (yearId: number, gradeId: number, month: string) =>
  useQuery({
    queryKey: workbookKeys.classStatistics(yearId, gradeId, month),
    queryFn: () => call(workbookEndpoints.getWorkbookClassStatisticsList, { yearId, ...(gradeId === ANY ? {} : { gradeId }), month }),
    placeholderData: keepPreviousData,
  });

export const useStudentStatistics = (classId: number, month: string, onlyWithoutWork: boolean) =>
  useQuery({
    queryKey: workbookKeys.studentStatistics(classId, month, onlyWithoutWork),
    queryFn: () => call(workbookEndpoints.getWorkbookStudentStatisticsList, { classId, month, onlyWithoutWork }),
    enabled: classId !== ANY,
    placeholderData: keepPreviousData,
  });

const STUDENT_FILES_PAGE = 60;

/** A child's works, or excellent works, newest first. */
export const useStudentFiles = (studentId: number | undefined, excellentOnly: boolean) =>
  useQuery({
    queryKey: workbookKeys.studentFiles(studentId ?? 0, excellentOnly),
    queryFn: () => call(excellentOnly ? workbookEndpoints.getStudentExcellentFileList : workbookEndpoints.getStudentFileList, { studentId: studentId!, pageSize: STUDENT_FILES_PAGE }),
    enabled: Boolean(studentId),
  });

const CLASS_WORKBOOKS_PAGE = 100;

/** A class's workbooks, newest first. */
export const useClassWorkbooks = (classId: number | undefined) =>
  useQuery({
    queryKey: workbookKeys.classWorkbooks(classId ?? 0),
    queryFn: () => call(workbookEndpoints.getWorkbookList, { classId: classId!, pageSize: CLASS_WORKBOOKS_PAGE }),
    enabled: Boolean(classId),
  });

/** A workbook with its works, or its excellent works only. */
export const useWorkbookInfo = (workbookId: number | undefined, excellentOnly: boolean) =>
  useQuery({
    queryKey: workbookKeys.workbook(workbookId ?? 0, excellentOnly),
    queryFn: () => call(excellentOnly ? workbookEndpoints.getExcellentWorkbookInfo : workbookEndpoints.getWorkbookInfo, { workbookId: workbookId! }),
    enabled: Boolean(workbookId),
    placeholderData: keepPreviousData,
  });

export interface ExcellentFilters {
  classId: number;
  range: [Dayjs, Dayjs] | null;
  searchKey: string;
}

const excellentInput = (yearId: number, { classId, range, searchKey }: ExcellentFilters) => ({
  yearId,
  ...(classId === ANY ? {} : { classId }),
  ...(range ? { startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT) } : {}),
  searchKey: searchText(searchKey, ExcellentFileListInput.shape.searchKey),
});

/** The excellent works of a year's classes, newest first, for usePagedList. */
export const excellentSource = (yearId: number) => ({
  queryKey: [...workbookKeys.excellent(), yearId],
  fetchPage: ({ pageIndex, pageSize, ...filters }: ExcellentFilters & PageRequest) => call(workbookEndpoints.getExcellentWorkbookFileList, { ...excellentInput(yearId, filters), pageIndex, pageSize }),
});

/** How many excellent works the filters select. */
export const useExcellentCount = (yearId: number, filters: ExcellentFilters) => {
  const { searchKey: _searchKey, ...input } = excellentInput(yearId, filters);
  return useQuery({ queryKey: workbookKeys.excellentCount(input), queryFn: () => call(workbookEndpoints.getExcellentWorkbookFileNum, input), placeholderData: keepPreviousData });
};

export const useWork = (workbookFileId: number | undefined) =>
  useQuery({ queryKey: workbookKeys.work(workbookFileId ?? 0), queryFn: () => call(workbookEndpoints.getWorkBookInfo, { workbookFileId: workbookFileId! }), enabled: Boolean(workbookFileId) });

const WORKS = { changes: ['works'] } as const;

/** The school adds a work, changes one, or marks it excellent. */
export const useSaveWork = () => useWrite((input: CallInput<typeof workbookEndpoints.saveWorkbookFile>) => call(workbookEndpoints.saveWorkbookFile, input), WORKS);

export const useSaveWorkComment = () => useWrite((input: CallInput<typeof workbookEndpoints.addOrUpdateWorkbookComment>) => call(workbookEndpoints.addOrUpdateWorkbookComment, input), WORKS);

export const useDeleteWork = () =>
  useWrite((workbookFileId: number) => call(workbookEndpoints.delWorkBookFile, { workbookFileId }), { ...WORKS, forget: (workbookFileId) => [workbookKeys.work(workbookFileId)] });
