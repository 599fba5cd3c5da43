import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { holidayEndpoints } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';

export const holidayKeys = {
  all: ['holiday'] as const,
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

function useHolidayWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }) });
}

export const useAddHoliday = () => useHolidayWrite((input: CallInput<typeof holidayEndpoints.addHoliday>) => call(holidayEndpoints.addHoliday, input));
export const useDeleteHoliday = () => useHolidayWrite((groupId: number) => call(holidayEndpoints.delHoliday, { groupId }));
