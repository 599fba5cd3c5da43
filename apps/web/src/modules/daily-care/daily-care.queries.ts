import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dailyCareEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput } from '../../api';

interface Interval {
  startDate: string;
  endDate: string;
}

/** Every read of 饮水进餐 sits under `dailyCareKeys.all`, so a saved day or cup size refreshes them all. */
export const dailyCareKeys = {
  all: ['dailyCare'] as const,
  day: (classId: number, date: string) => [...dailyCareKeys.all, 'day', classId, date] as const,
  summary: (classId: number, range: Interval) => [...dailyCareKeys.all, 'summary', classId, range.startDate, range.endDate] as const,
  student: (studentId: number, range: Interval) => [...dailyCareKeys.all, 'student', studentId, range.startDate, range.endDate] as const,
};

export function useClassDay(classId: number | undefined, date: string) {
  return useQuery({
    queryKey: dailyCareKeys.day(classId ?? 0, date),
    queryFn: () => call(dailyCareEndpoints.getClassDay, { classId: classId!, date }),
    enabled: Boolean(classId),
  });
}

export function useClassSummary(classId: number | undefined, range: Interval | undefined) {
  return useQuery({
    queryKey: dailyCareKeys.summary(classId ?? 0, range ?? { startDate: '', endDate: '' }),
    queryFn: () => call(dailyCareEndpoints.getClassSummary, { classId: classId!, ...range! }),
    enabled: Boolean(classId && range),
    placeholderData: keepPreviousData,
  });
}

/** The child's water and meals of the interval, for 幼儿发展. */
export function useStudentCare(studentId: number, range: Interval) {
  return useQuery({
    queryKey: dailyCareKeys.student(studentId, range),
    queryFn: () => call(dailyCareEndpoints.getStudentDrinkEatList, { studentId, ...range }),
  });
}

function useCareWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyCareKeys.all }) });
}

export const useSaveClassDay = () => useCareWrite((input: CallInput<typeof dailyCareEndpoints.saveClassDay>) => call(dailyCareEndpoints.saveClassDay, input));
export const useSaveCupSize = () => useCareWrite((cupMl: number) => call(dailyCareEndpoints.saveCupSize, { cupMl }));

/** 导出: the class's days as a workbook, handed to the browser's save dialog. */
export const useExportClassSummary = () =>
  useMutation({ mutationFn: (input: { classId: number } & Interval) => call(dailyCareEndpoints.exportClassSummary, input), onSuccess: saveFile });
