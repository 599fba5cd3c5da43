import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints, StudentAttendStatisticsInput } from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { ALL_GRADES } from '../filter';
import { rangeQuery, type DateRangeValue } from './date-range';

const attendanceKeys = {
  all: queryRoot('attendance', ['attendance']),
  classes: (filters: AttendFilters) => [...attendanceKeys.all, 'classes', filters] as const,
  students: () => [...attendanceKeys.all, 'students'] as const,
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
  keyword: searchText(filters.keyword, StudentAttendStatisticsInput.shape.keyword),
});

export function useClassAttendStatistics(filters: AttendFilters) {
  return useQuery({
    queryKey: attendanceKeys.classes(filters),
    queryFn: () => call(attendanceEndpoints.getClassAttendStatisticsByDateRange, classInput(filters)),
    placeholderData: keepPreviousData,
  });
}

/** Each child's figures over the range, a page at a time. */
export const studentStatisticsSource = {
  queryKey: attendanceKeys.students(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: StudentFilters & PageRequest) =>
    call(attendanceEndpoints.getStudentAttendStatistics, { ...studentInput(filters), pageIndex, pageSize }),
};

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

/** Saves a class's day; every attendance figure on screen catches up, the dashboard's too. */
export const useSaveSheet = () =>
  useWrite((input: CallInput<typeof attendanceEndpoints.saveClassAttendSheet>) => call(attendanceEndpoints.saveClassAttendSheet, input), { changes: ['attendance'] });

export const useExportClassStatistics = () => useDownload((filters: AttendFilters) => call(attendanceEndpoints.exportClassAttendStatistics, classInput(filters)));
export const useExportStudentStatistics = () => useDownload((filters: StudentFilters) => call(attendanceEndpoints.exportStudentAttendStatistics, studentInput(filters)));
export const useExportClassDetail = () =>
  useDownload(({ classId, range }: { classId: number; range: DateRangeValue }) => call(attendanceEndpoints.exportClassAttendDetail, { classId, ...rangeQuery(range) }));
