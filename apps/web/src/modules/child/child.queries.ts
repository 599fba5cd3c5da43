import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { childEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';
import { recordKeys, useRecordWrite } from './child-records';

export const childKeys = {
  all: recordKeys.child,
  list: () => [...childKeys.all, 'list'] as const,
  info: (studentId: number) => [...childKeys.all, 'info', studentId] as const,
  sameName: (studentName: string) => [...childKeys.all, 'sameName', studentName] as const,
};

/** The child list's filters; 0 (全部) and '' leave a filter out. */
export interface ChildFilters {
  yearId: number;
  classId: number;
  status: number;
  keyword: string;
}

/** The status filter's 全部. */
export const ALL_STATUSES = -1;
export const ALL_CLASSES = 0;

/** The child list for ListPage: its cache key and how it fetches a page. */
export const childListSource = {
  queryKey: childKeys.list(),
  fetchPage: ({ yearId, classId, status, keyword, pageIndex, pageSize }: ChildFilters & PageRequest) =>
    call(childEndpoints.getStudentList, {
      yearId,
      ...(classId !== ALL_CLASSES ? { classId } : {}),
      ...(status !== ALL_STATUSES ? { status } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      pageIndex,
      pageSize,
    }),
};

/** Everything the detail screen shows: the record, guardians, pick-up people and class history. */
export function useStudentDetail(studentId: number) {
  return useQuery({
    queryKey: childKeys.info(studentId),
    queryFn: () => call(childEndpoints.getStudentDetailInfo, { studentId }),
    enabled: studentId > 0,
  });
}

/** Asks, before adding, whether the school already has a child of that name. */
export function useSameNameCheck() {
  const queryClient = useQueryClient();
  return (studentName: string) =>
    queryClient.fetchQuery({
      queryKey: childKeys.sameName(studentName),
      queryFn: () => call(childEndpoints.isRepeatName, { studentName }),
      staleTime: 0,
    });
}

type InputOf<Key extends keyof typeof childEndpoints> = CallInput<(typeof childEndpoints)[Key]>;

/** A write that only changes what the child screens show. */
const useChildWrite = <Input, Output>(write: (input: Input) => Promise<Output>) => useRecordWrite(write, [childKeys.all, recordKeys.studentCard]);

export const useAddStudent = () => useRecordWrite((input: InputOf<'addStudent'>) => call(childEndpoints.addStudent, input));
export const useUpdateStudentInfo = () => useChildWrite((input: InputOf<'updateStudentInfo'>) => call(childEndpoints.updateStudentInfo, input));
export const useUpdateStudentDetail = () => useChildWrite((input: InputOf<'updateStudentDetail'>) => call(childEndpoints.updateStudentDetail, input));
export const useUpdateAllergy = () => useChildWrite((input: InputOf<'updateStudentAllergic'>) => call(childEndpoints.updateStudentAllergic, input));

export const useJoinNewClass = () => useRecordWrite((input: InputOf<'joinNewClass'>) => call(childEndpoints.joinNewClass, input));
export const useBatchJoinNewClass = () => useRecordWrite((input: InputOf<'batchJoinNewClass'>) => call(childEndpoints.batchJoinNewClass, input));
export const useLeaveSchool = () => useRecordWrite((input: InputOf<'leaveSchool'>) => call(childEndpoints.leaveSchool, input));
export const useGraduation = () => useRecordWrite((input: InputOf<'graduation'>) => call(childEndpoints.graduation, input));
export const useBatchGraduation = () => useRecordWrite((input: InputOf<'batchGraduation'>) => call(childEndpoints.batchGraduation, input));

export const useAddRelation = () => useChildWrite((input: InputOf<'addRelation'>) => call(childEndpoints.addRelation, input));
export const useUpdateRelation = () => useChildWrite((input: InputOf<'updateRelation'>) => call(childEndpoints.updateRelation, input));
export const useUpdateRelationName = () => useChildWrite((input: InputOf<'updateRelationName'>) => call(childEndpoints.updateRelationName, input));
export const useUpdateGuardianPhone = () => useChildWrite((input: InputOf<'updatePhone'>) => call(childEndpoints.updatePhone, input));
export const useSetMainRelation = () => useChildWrite((input: InputOf<'setMainRelation'>) => call(childEndpoints.setMainRelation, input));
export const useRelieveRelation = () => useChildWrite((input: InputOf<'relieveRelation'>) => call(childEndpoints.relieveRelation, input));
export const useRestoreRelation = () => useChildWrite((input: InputOf<'reRelation'>) => call(childEndpoints.reRelation, input));
export const useSetGuardianPassword = () => useChildWrite((input: InputOf<'updateUserPwd'>) => call(childEndpoints.updateUserPwd, input));

export const useAddPickUpPerson = () => useChildWrite((input: InputOf<'addPickUpPerson'>) => call(childEndpoints.addPickUpPerson, input));
export const useUpdatePickUpPerson = () => useChildWrite((input: InputOf<'updatePickUpPerson'>) => call(childEndpoints.updatePickUpPerson, input));
export const useRemovePickUpPerson = () => useChildWrite((pickUpPersonId: number) => call(childEndpoints.delPickUpPerson, { pickUpPersonId }));

/** The import workbook: every row checked, then all good rows or none imported, as chosen. */
export const useImportStudents = () => useRecordWrite((input: InputOf<'importStudentData'>) => call(childEndpoints.importStudentData, input));

export const useDownloadImportTemplate = () =>
  useMutation({ mutationFn: (yearId: number) => call(childEndpoints.downloadImportTemplate, { yearId }), onSuccess: saveFile });
export const downloadImportErrors = (importId: number) => call(childEndpoints.exportImportErrors, { importId }).then(saveFile);
