import { useQuery } from '@tanstack/react-query';
import { EnrolListInput, enrolEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** The classes of the admission screens list the children already in them beside the placed. */
const enrolKeys = {
  all: queryRoot('enrol', ['admissions', 'placements']),
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
  keyword: searchText(keyword, EnrolListInput.shape.keyword),
  pageIndex,
  pageSize,
});

/** The admission list (待分班) for ListPage. */
export const waitingListSource = {
  queryKey: enrolKeys.waiting(),
  fetchPage: (request: WaitingFilters & PageRequest) => call(enrolEndpoints.getStudentEnrolList, waitingInput(request)),
};

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
/** Until admission is confirmed, new students show on the admission screens only. */
const ADMISSIONS = { changes: ['admissions'] } as const;

export const useAddEnrolStudent = () => useWrite((input: InputOf<'addEnrolStudent'>) => call(enrolEndpoints.addEnrolStudent, input), ADMISSIONS);
export const useDeleteEnrolStudent = () => useWrite((enrolId: number) => call(enrolEndpoints.delEnrolStudent, { enrolId }), ADMISSIONS);
export const usePlaceStudents = () => useWrite((input: InputOf<'addStudentLstToClass'>) => call(enrolEndpoints.addStudentLstToClass, input), ADMISSIONS);
export const useTakeBackStudent = () => useWrite((enrolId: number) => call(enrolEndpoints.removeStudentFromClass, { enrolId }), ADMISSIONS);
export const useCleanClass = () => useWrite((classId: number) => call(enrolEndpoints.enrolToClassClean, { classId }), ADMISSIONS);
/** Confirming makes children of the school, in their classes: every child screen catches up. */
export const useConfirmAdmission = () =>
  useWrite((input: InputOf<'enrolToClassConfirm'>) => call(enrolEndpoints.enrolToClassConfirm, input), { changes: ['admissions', 'children', 'placements'] });
