import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { type DateRangeValue, rangeQuery } from '../attendance';

/** The home page's grade and class filter: 0 for 全部. */
export interface DashboardFilters {
  range: DateRangeValue;
  gradeId: number;
  classId: number;
}

/**
 * The counts and the staff and parent rankings come from the whole school and are read when the
 * home page opens; what is made of attendance has a root of its own, so a saved sheet refreshes it.
 */
const dashboardKeys = {
  all: queryRoot('dashboard', []),
  attendanceFigures: queryRoot('dashboard', ['attendance']),
  counts: () => [...dashboardKeys.all, 'counts'] as const,
  searchOptions: () => [...dashboardKeys.all, 'searchOptions'] as const,
  teacherRanking: (range: DateRangeValue) => [...dashboardKeys.all, 'teacherRanking', range] as const,
  parentRanking: (range: DateRangeValue) => [...dashboardKeys.all, 'parentRanking', range] as const,
  classRanking: (range: DateRangeValue) => [...dashboardKeys.attendanceFigures, 'classRanking', range] as const,
  attendance: (filters: DashboardFilters) => [...dashboardKeys.attendanceFigures, 'attendance', filters] as const,
  classStatistics: (filters: DashboardFilters) => [...dashboardKeys.attendanceFigures, 'classStatistics', filters] as const,
};

const filterInput = ({ range, gradeId, classId }: DashboardFilters) => ({ ...rangeQuery(range), ...(gradeId ? { gradeId } : {}), ...(classId ? { classId } : {}) });

export const useCountModel = () => useQuery({ queryKey: dashboardKeys.counts(), queryFn: () => call(dashboardEndpoints.getCountModel, {}) });

/** The date ranges and the current year's grades with their classes. */
export const useSearchOptions = () => useQuery({ queryKey: dashboardKeys.searchOptions(), queryFn: () => call(dashboardEndpoints.getSearchOptions, {}) });

export const useTeacherRanking = (range: DateRangeValue) =>
  useQuery({ queryKey: dashboardKeys.teacherRanking(range), queryFn: () => call(dashboardEndpoints.getTeacherRanking, rangeQuery(range)), placeholderData: keepPreviousData });

export const useParentRanking = (range: DateRangeValue) =>
  useQuery({ queryKey: dashboardKeys.parentRanking(range), queryFn: () => call(dashboardEndpoints.getParentRanking, rangeQuery(range)), placeholderData: keepPreviousData });

export const useClassRanking = (range: DateRangeValue) =>
  useQuery({ queryKey: dashboardKeys.classRanking(range), queryFn: () => call(dashboardEndpoints.getClassRanking, rangeQuery(range)), placeholderData: keepPreviousData });

export const useDashboardAttendance = (filters: DashboardFilters) =>
  useQuery({
    queryKey: dashboardKeys.attendance(filters),
    queryFn: () => call(dashboardEndpoints.getStudentAttendStatistics, filterInput(filters)),
    placeholderData: keepPreviousData,
  });

export const useClassStatistics = (filters: DashboardFilters) =>
  useQuery({
    queryKey: dashboardKeys.classStatistics(filters),
    queryFn: () => call(dashboardEndpoints.getClassStatistics, filterInput(filters)),
    placeholderData: keepPreviousData,
  });
