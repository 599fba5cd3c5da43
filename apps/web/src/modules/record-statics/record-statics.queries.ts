import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recordStaticsEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useDownload, type CallInput } from '../../api';

const e = recordStaticsEndpoints;
const keys = {
  all: queryRoot('recordStatics', ['observations', 'classes', 'staff']),
  of: (name: string, input: object) => [...keys.all, name, input] as const,
};
type Range = CallInput<typeof e.getFieldStatistics>;

export const useFieldCounts = (input: Range) => useQuery({ queryKey: keys.of('fields', input), queryFn: () => call(e.getFieldStatistics, input), placeholderData: keepPreviousData });
export const useGradeCounts = (input: Range) => useQuery({ queryKey: keys.of('grades', input), queryFn: () => call(e.getGradeStatistics, input), placeholderData: keepPreviousData });
export const useClassCounts = (input: Range) => useQuery({ queryKey: keys.of('classes', input), queryFn: () => call(e.getGradeStatisticsList, input), placeholderData: keepPreviousData });
export const useTeacherCounts = (input: CallInput<typeof e.getTeacherRecordInfoList>) =>
  useQuery({ queryKey: keys.of('teachers', input), queryFn: () => call(e.getTeacherRecordInfoList, input), placeholderData: keepPreviousData });
export const useRecords = (input: CallInput<typeof e.getRecordInfoList>) => useQuery({ queryKey: keys.of('records', input), queryFn: () => call(e.getRecordInfoList, input), placeholderData: keepPreviousData });
export const useTeacherChart = (input: CallInput<typeof e.getRecordChartDataForTeacher> | null) =>
  useQuery({ queryKey: keys.of('chart', input ?? {}), queryFn: () => call(e.getRecordChartDataForTeacher, input!), enabled: input !== null });
export const useTeacherRecords = (input: CallInput<typeof e.getRecordListForTeacher> | null) =>
  useQuery({ queryKey: keys.of('teacherRecords', input ?? {}), queryFn: () => call(e.getRecordListForTeacher, input!), enabled: input !== null, placeholderData: keepPreviousData });
export const useExportRecords = () => useDownload((recordList: CallInput<typeof e.exportRecordForSelected>['recordList']) => call(e.exportRecordForSelected, { recordList }));
