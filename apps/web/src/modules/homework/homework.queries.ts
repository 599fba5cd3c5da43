import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { homeworkStatisticsEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

const e = homeworkStatisticsEndpoints;
const keys = {
  all: queryRoot('homework', ['homework', 'classes', 'placements', 'staff']),
  of: (name: string, input: object) => [...keys.all, name, input] as const,
};
type Range = CallInput<typeof e.getHomeworkStatistics>;

export const useHomeworkStatistics = (input: Range) => useQuery({ queryKey: keys.of('statistics', input), queryFn: () => call(e.getHomeworkStatistics, input), placeholderData: keepPreviousData });
export const useClassAmounts = (input: Range) => useQuery({ queryKey: keys.of('amounts', input), queryFn: () => call(e.getHomeworkAmountList, input), placeholderData: keepPreviousData });
export const useClassCompletion = (input: Range) => useQuery({ queryKey: keys.of('completion', input), queryFn: () => call(e.getHomeworkCompletionRateList, input), placeholderData: keepPreviousData });
export const useHomeworkList = (input: CallInput<typeof e.getHomeworkInfoList>) => useQuery({ queryKey: keys.of('list', input), queryFn: () => call(e.getHomeworkInfoList, input), placeholderData: keepPreviousData });
export const useHomework = (homeworkId: number | null) =>
  useQuery({ queryKey: keys.of('info', { homeworkId }), queryFn: () => call(e.getHomeworkInfoForId, { homeworkId: homeworkId! }), enabled: homeworkId !== null });
export const useSignList = (homeworkId: number | null) =>
  useQuery({ queryKey: keys.of('signs', { homeworkId }), queryFn: () => call(e.getHomeworkSignList, { homeworkId: homeworkId! }), enabled: homeworkId !== null });
export const useChildCompletion = (input: CallInput<typeof e.getStudentStatisticsInfo> | null) =>
  useQuery({ queryKey: keys.of('children', input ?? {}), queryFn: () => call(e.getStudentStatisticsInfo, input!), enabled: input !== null });

const HOMEWORK = { changes: ['homework'] } as const;
export const useDelHomework = () => useWrite((homeworkId: number) => call(e.delHomework, { homeworkId }), HOMEWORK);
export const useMoveEndDate = () => useWrite((input: CallInput<typeof e.updateHomeworkEnddate>) => call(e.updateHomeworkEnddate, input), HOMEWORK);
