import { useQuery, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, StudentListInput } from '@yuanwu/shared';
import { call, queryRoot, saveFile, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** A child's record and class show in the list and the detail (class history included). */
const childKeys = {
  all: queryRoot('child', ['children', 'placements']),
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
      keyword: searchText(keyword, StudentListInput.shape.keyword),
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

/** A change to a child's record: the child screens and the card list, which names guardians, show it. */
const RECORD = { changes: ['children'] } as const;
/** A child in or out of a class: the class screens count heads, admissions list the placed. */
const PLACEMENT = { changes: ['children', 'placements'] } as const;

export const useAddStudent = () => useWrite((input: InputOf<'addStudent'>) => call(childEndpoints.addStudent, input), PLACEMENT);
export const useUpdateStudentInfo = () => useWrite((input: InputOf<'updateStudentInfo'>) => call(childEndpoints.updateStudentInfo, input), RECORD);
export const useUpdateStudentDetail = () => useWrite((input: InputOf<'updateStudentDetail'>) => call(childEndpoints.updateStudentDetail, input), RECORD);
export const useUpdateAllergy = () => useWrite((input: InputOf<'updateStudentAllergic'>) => call(childEndpoints.updateStudentAllergic, input), RECORD);

export const useJoinNewClass = () => useWrite((input: InputOf<'joinNewClass'>) => call(childEndpoints.joinNewClass, input), PLACEMENT);
export const useBatchJoinNewClass = () => useWrite((input: InputOf<'batchJoinNewClass'>) => call(childEndpoints.batchJoinNewClass, input), PLACEMENT);
export const useLeaveSchool = () => useWrite((input: InputOf<'leaveSchool'>) => call(childEndpoints.leaveSchool, input), PLACEMENT);
export const useGraduation = () => useWrite((input: InputOf<'graduation'>) => call(childEndpoints.graduation, input), PLACEMENT);
export const useBatchGraduation = () => useWrite((input: InputOf<'batchGraduation'>) => call(childEndpoints.batchGraduation, input), PLACEMENT);

export const useAddRelation = () => useWrite((input: InputOf<'addRelation'>) => call(childEndpoints.addRelation, input), RECORD);
export const useUpdateRelation = () => useWrite((input: InputOf<'updateRelation'>) => call(childEndpoints.updateRelation, input), RECORD);
export const useUpdateRelationName = () => useWrite((input: InputOf<'updateRelationName'>) => call(childEndpoints.updateRelationName, input), RECORD);
export const useUpdateGuardianPhone = () => useWrite((input: InputOf<'updatePhone'>) => call(childEndpoints.updatePhone, input), RECORD);
export const useSetMainRelation = () => useWrite((input: InputOf<'setMainRelation'>) => call(childEndpoints.setMainRelation, input), RECORD);
export const useRelieveRelation = () => useWrite((input: InputOf<'relieveRelation'>) => call(childEndpoints.relieveRelation, input), RECORD);
export const useRestoreRelation = () => useWrite((input: InputOf<'reRelation'>) => call(childEndpoints.reRelation, input), RECORD);
export const useSetGuardianPassword = () => useWrite((input: InputOf<'updateUserPwd'>) => call(childEndpoints.updateUserPwd, input), RECORD);

export const useAddPickUpPerson = () => useWrite((input: InputOf<'addPickUpPerson'>) => call(childEndpoints.addPickUpPerson, input), RECORD);
export const useUpdatePickUpPerson = () => useWrite((input: InputOf<'updatePickUpPerson'>) => call(childEndpoints.updatePickUpPerson, input), RECORD);
export const useRemovePickUpPerson = () => useWrite((pickUpPersonId: number) => call(childEndpoints.delPickUpPerson, { pickUpPersonId }), RECORD);

/** The import workbook: every row checked, then all good rows or none imported, as chosen. */
export const useImportStudents = () => useWrite((input: InputOf<'importStudentData'>) => call(childEndpoints.importStudentData, input), PLACEMENT);

export const useDownloadImportTemplate = () => useDownload((yearId: number) => call(childEndpoints.downloadImportTemplate, { yearId }));
export const downloadImportErrors = (importId: number) => call(childEndpoints.exportImportErrors, { importId }).then(saveFile);
