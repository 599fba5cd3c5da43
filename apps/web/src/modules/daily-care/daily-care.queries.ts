import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dailyCareEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';

interface Interval {
  startDate: string;
  endDate: string;
}

const dailyCareKeys = {
  all: queryRoot('dailyCare', ['dailyCare']),
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

/** A saved day or cup size shows in every read of 饮水进餐. */
const CARE = { changes: ['dailyCare'] } as const;

export const useSaveClassDay = () => useWrite((input: CallInput<typeof dailyCareEndpoints.saveClassDay>) => call(dailyCareEndpoints.saveClassDay, input), CARE);
export const useSaveCupSize = () => useWrite((cupMl: number) => call(dailyCareEndpoints.saveCupSize, { cupMl }), CARE);

/** 导出: the class's days as a workbook, handed to the browser's save dialog. */
export const useExportClassSummary = () => useDownload((input: { classId: number } & Interval) => call(dailyCareEndpoints.exportClassSummary, input));
