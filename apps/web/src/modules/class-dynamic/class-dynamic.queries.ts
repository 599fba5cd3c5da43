import { useInfiniteQuery } from '@tanstack/react-query';
import { classDynamicEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { nextPageIndex } from '../../components/paging';
import type { DateRange } from '../../components/interval/interval-range';

/** Written by the teachers' app only: no write of the console changes them. */
const classDynamicKeys = {
  all: queryRoot('classDynamic', []),
  albumOf: (studentId: number, range: DateRange) => [...classDynamicKeys.all, 'studentAlbum', studentId, range.startDate, range.endDate] as const,
};

/** The photos and videos of the child's classes in the interval, newest first, a page more at each fetchNextPage. */
export function useStudentAlbum(studentId: number, range: DateRange, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...classDynamicKeys.albumOf(studentId, range), pageSize],
    queryFn: ({ pageParam }) => call(classDynamicEndpoints.getStudentAlbumList, { studentId, ...range, pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });
}
