import { useQuery } from '@tanstack/react-query';
import { teachingSummaryEndpoints } from '@yuanwu/shared';
import { call } from '../../api';
import type { DateRange } from '../../components/interval/interval-range';
import { teacherKeys } from './teacher.queries';

const teachingSummaryKey = (teacherId: number, range: DateRange | undefined) =>
  [...teacherKeys.all, 'teachingSummary', teacherId, range?.startDate ?? '', range?.endDate ?? ''] as const;

/** What a teacher wrote and shared in the range (教学情况); nothing is asked until there is a range. */
export function useTeachingSummary(teacherId: number, range: DateRange | undefined) {
  return useQuery({
    queryKey: teachingSummaryKey(teacherId, range),
    queryFn: () => call(teachingSummaryEndpoints.getTeachingSummary, { teacherId, ...range! }),
    enabled: range !== undefined,
  });
}
