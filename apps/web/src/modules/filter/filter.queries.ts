import { useQuery } from '@tanstack/react-query';
import { classGroupEndpoints, filterEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';

/** The pickers every screen's filters share: a write to years, grades or classes refreshes them. */
const filterKeys = {
  all: queryRoot('filter', ['years', 'classes']),
  years: () => [...filterKeys.all, 'years'] as const,
  semesters: (yearId: number | undefined) => [...filterKeys.all, 'semesters', yearId ?? 0] as const,
  grades: (yearId: number | undefined) => [...filterKeys.all, 'grades', yearId ?? 0] as const,
  classes: (yearId: number | undefined, gradeId: number | undefined) => [...filterKeys.all, 'classes', yearId ?? 0, gradeId ?? 0] as const,
};

/** The 全部 option of the grade list: no grade filter. */
export const ALL_GRADES = 0;

/** The school's years, newest first, each with its status. */
export function useYearOptions() {
  return useQuery({ queryKey: filterKeys.years(), queryFn: () => call(filterEndpoints.getYearListForFilter, {}) });
}

/** The semesters of a year, or of every year without one. */
export function useSemesterOptions(yearId?: number) {
  return useQuery({
    queryKey: filterKeys.semesters(yearId),
    queryFn: () => call(filterEndpoints.getSemesterListForFilter, yearId ? { yearId } : {}),
  });
}

/** A year's grades, led by 全部 (gradeId 0). */
export function useGradeOptions(yearId: number | undefined) {
  return useQuery({
    queryKey: filterKeys.grades(yearId),
    queryFn: () => call(classGroupEndpoints.getGradeListForYear, { yearId: yearId! }),
    enabled: Boolean(yearId),
  });
}

/** The classes of a year (of every year without one), optionally of one grade. */
export function useClassOptions(yearId?: number, gradeId?: number) {
  return useQuery({
    queryKey: filterKeys.classes(yearId, gradeId),
    queryFn: () =>
      call(classGroupEndpoints.getSchoolClassFilterList, {
        ...(yearId ? { yearId } : {}),
        ...(gradeId && gradeId !== ALL_GRADES ? { gradeId } : {}),
      }),
  });
}
