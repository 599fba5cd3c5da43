import { useQuery } from '@tanstack/react-query';
import { holidayEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

const holidayKeys = {
  all: queryRoot('holiday', ['holidays']),
  years: () => [...holidayKeys.all, 'years'] as const,
  list: (year: number) => [...holidayKeys.all, 'list', year] as const,
};

/** The years to choose from: around this one, and every year with holidays. */
export function useHolidayYears() {
  return useQuery({ queryKey: holidayKeys.years(), queryFn: () => call(holidayEndpoints.getHolidayYearList, {}) });
}

/** The holidays touching a calendar year. */
export function useHolidays(year: number) {
  return useQuery({ queryKey: holidayKeys.list(year), queryFn: () => call(holidayEndpoints.getHolidayList, { year }) });
}

const HOLIDAYS = { changes: ['holidays'] } as const;

export const useAddHoliday = () => useWrite((input: CallInput<typeof holidayEndpoints.addHoliday>) => call(holidayEndpoints.addHoliday, input), HOLIDAYS);
export const useDeleteHoliday = () => useWrite((groupId: number) => call(holidayEndpoints.delHoliday, { groupId }), HOLIDAYS);
