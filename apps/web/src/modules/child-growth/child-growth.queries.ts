import { useMutation, useQuery } from '@tanstack/react-query';
import { childGrowthEndpoints } from '@yuanwu/shared';
import { call, saveFile } from '../../api';

export const childGrowthKeys = {
  all: ['childGrowth'] as const,
  ofStudent: (studentId: number, startDate: string, endDate: string) => [...childGrowthKeys.all, 'student', studentId, startDate, endDate] as const,
};

/** The child's moods, growth records and observations dated within the interval. */
export function useStudentGrowth(studentId: number, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: childGrowthKeys.ofStudent(studentId, range.startDate, range.endDate),
    queryFn: () => call(childGrowthEndpoints.getStudentGrowthRecords, { studentId, ...range }),
  });
}

/** 导出: the observation as a workbook, handed to the browser's save dialog. */
export const useExportObservation = () =>
  useMutation({ mutationFn: (obsId: number) => call(childGrowthEndpoints.exportRecord, { iObsId: obsId }), onSuccess: saveFile });
