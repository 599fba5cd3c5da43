import { useQuery } from '@tanstack/react-query';
import { enrolEndpoints } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';
import { CHILDREN_IN_CLASSES, recordKeys, useRecordWrite } from '../child/child-records';

export const enrolKeys = {
  all: recordKeys.enrol,
  classes: (yearId: number | undefined) => [...enrolKeys.all, 'classes', yearId ?? 0] as const,
  waiting: () => [...enrolKeys.all, 'waiting'] as const,
  classDetail: (classId: number) => [...enrolKeys.all, 'classDetail', classId] as const,
};

/** The waiting list's filters: 0 and '' leave one out. */
export interface WaitingFilters {
  gradeLevel: number;
  keyword: string;
}

export const ANY_GRADE_LEVEL = 0;

const waitingInput = ({ gradeLevel, keyword, pageIndex, pageSize }: WaitingFilters & PageRequest) => ({
  ...(gradeLevel !== ANY_GRADE_LEVEL ? { gradeLevel } : {}),
  ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  pageIndex,
  pageSize,
});

/** The admission list (待分班) for ListPage. */
export const waitingListSource = {
  queryKey: enrolKeys.waiting(),
  fetchPage: (request: WaitingFilters & PageRequest) => call(enrolEndpoints.getStudentEnrolList, waitingInput(request)),
};

/** A page of the admission list, for picking students to place in a class. */
export function useWaitingStudents(request: WaitingFilters & PageRequest) {
  return useQuery({ queryKey: [...enrolKeys.waiting(), 'pick', request], queryFn: () => waitingListSource.fetchPage(request) });
}

/** A year's classes with their children and the new students placed in them. */
export function useEnrolClasses(yearId: number | undefined) {
  return useQuery({ queryKey: enrolKeys.classes(yearId), queryFn: () => call(enrolEndpoints.getClassList, yearId ? { yearId } : {}), enabled: Boolean(yearId) });
}

export function useEnrolClassDetail(classId: number) {
  return useQuery({
    queryKey: enrolKeys.classDetail(classId),
    queryFn: () => call(enrolEndpoints.getClassDetail, { classId }),
    enabled: classId > 0,
  });
}

type InputOf<Key extends keyof typeof enrolEndpoints> = CallInput<(typeof enrolEndpoints)[Key]>;
const ADMISSION_ONLY = [enrolKeys.all];

export const useAddEnrolStudent = () => useRecordWrite((input: InputOf<'addEnrolStudent'>) => call(enrolEndpoints.addEnrolStudent, input), ADMISSION_ONLY);
export const useDeleteEnrolStudent = () => useRecordWrite((enrolId: number) => call(enrolEndpoints.delEnrolStudent, { enrolId }), ADMISSION_ONLY);
export const usePlaceStudents = () => useRecordWrite((input: InputOf<'addStudentLstToClass'>) => call(enrolEndpoints.addStudentLstToClass, input), ADMISSION_ONLY);
export const useTakeBackStudent = () => useRecordWrite((enrolId: number) => call(enrolEndpoints.removeStudentFromClass, { enrolId }), ADMISSION_ONLY);
export const useCleanClass = () => useRecordWrite((classId: number) => call(enrolEndpoints.enrolToClassClean, { classId }), ADMISSION_ONLY);
/** Confirming makes children of the school: every child screen catches up. */
export const useConfirmAdmission = () => useRecordWrite((input: InputOf<'enrolToClassConfirm'>) => call(enrolEndpoints.enrolToClassConfirm, input), CHILDREN_IN_CLASSES);
