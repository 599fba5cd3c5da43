import { useInfiniteQuery } from '@tanstack/react-query';
import { workbookEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { nextPageIndex } from '../../components/paging';
import type { DateRange } from '../../components/interval/interval-range';

/** Written by the teachers' app only: no write of the console changes them. */
const workbookKeys = {
  all: queryRoot('workbook', []),
  ofStudent: (studentId: number, range: DateRange) => [...workbookKeys.all, 'student', studentId, range.startDate, range.endDate] as const,
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
