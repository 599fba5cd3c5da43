import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput, type DownloadedFile } from '../../api';
import { ALL_GRADES } from '../filter/filter.queries';
import { rangeQuery, type DateRangeValue } from './date-range';

/**
 * Every figure made of attendance sits under `attendanceKeys.all` (the dashboard's too), so a saved
 * sheet refreshes them all.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: (filters: AttendFilters) => [...attendanceKeys.all, 'classes', filters] as const,
  students: (filters: StudentFilters, page: { pageIndex: number; pageSize: number }) => [...attendanceKeys.all, 'students', filters, page] as const,
  classDetail: (classId: number, range: DateRangeValue) => [...attendanceKeys.all, 'classDetail', classId, range] as const,
  studentDetail: (studentId: number, range: DateRangeValue) => [...attendanceKeys.all, 'studentDetail', studentId, range] as const,
  sheet: (classId: number, date: string) => [...attendanceKeys.all, 'sheet', classId, date] as const,
};

/** The statistics screen's filters: the range, a year and a grade (0 for 全部). */
export interface AttendFilters {
  range: DateRangeValue;
  yearId: number;
  gradeId: number;
}

/** The children's tab adds a class and a name. */
export interface StudentFilters extends AttendFilters {
  classId?: number | undefined;
  keyword: string;
}

const classInput = ({ range, yearId, gradeId }: AttendFilters) => ({ ...rangeQuery(range), yearId, ...(gradeId !== ALL_GRADES ? { gradeId } : {}) });
const studentInput = (filters: StudentFilters) => ({
  ...classInput(filters),
  ...(filters.classId ? { classId: filters.classId } : {}),
  ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
});

export function useClassAttendStatistics(filters: AttendFilters) {
  return useQuery({
    queryKey: attendanceKeys.classes(filters),
    queryFn: () => call(attendanceEndpoints.getClassAttendStatisticsByDateRange, classInput(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useStudentAttendStatistics(filters: StudentFilters, page: { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: attendanceKeys.students(filters, page),
    queryFn: () => call(attendanceEndpoints.getStudentAttendStatistics, { ...studentInput(filters), ...page }),
    placeholderData: keepPreviousData,
  });
}

export function useClassAttendDetail(classId: number, range: DateRangeValue) {
  return useQuery({
    queryKey: attendanceKeys.classDetail(classId, range),
    queryFn: () => call(attendanceEndpoints.getClassAttendDetail, { classId, ...rangeQuery(range) }),
    placeholderData: keepPreviousData,
  });
}

export function useStudentAttendDetail(studentId: number | undefined, range: DateRangeValue) {
  return useQuery({
    queryKey: attendanceKeys.studentDetail(studentId ?? 0, range),
    queryFn: () => call(attendanceEndpoints.getStudentAttendDetail, { studentId: studentId!, ...rangeQuery(range) }),
    enabled: Boolean(studentId),
  });
}

export function useAttendSheet(classId: number, date: string) {
  return useQuery({
    queryKey: attendanceKeys.sheet(classId, date),
    queryFn: () => call(attendanceEndpoints.getClassAttendSheet, { classId, date }),
  });
}

/** Saves a class's day; every attendance figure on screen catches up. */
export function useSaveSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof attendanceEndpoints.saveClassAttendSheet>) => call(attendanceEndpoints.saveClassAttendSheet, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** An export: the file the server makes, handed to the browser's save dialog. */
function useExport<Input>(download: (input: Input) => Promise<DownloadedFile>) {
  return useMutation({ mutationFn: download, onSuccess: saveFile });
}

export const useExportClassStatistics = () => useExport((filters: AttendFilters) => call(attendanceEndpoints.exportClassAttendStatistics, classInput(filters)));
export const useExportStudentStatistics = () => useExport((filters: StudentFilters) => call(attendanceEndpoints.exportStudentAttendStatistics, studentInput(filters)));
export const useExportClassDetail = () =>
  useExport(({ classId, range }: { classId: number; range: DateRangeValue }) => call(attendanceEndpoints.exportClassAttendDetail, { classId, ...rangeQuery(range) }));
