import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { departmentEndpoints, filterEndpoints, postEndpoints, teacherEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput, type DownloadedFile } from '../../api';
import type { PageRequest } from '../../components/paging';
import { classGroupKeys } from '../class-group/class-group.queries';
import { inKeyOrder } from './row-order';

export const teacherKeys = {
  all: ['teacher'] as const,
  list: () => [...teacherKeys.all, 'list'] as const,
  dimissionList: () => [...teacherKeys.all, 'dimissionList'] as const,
  info: (teacherId: number) => [...teacherKeys.all, 'info', teacherId] as const,
  forUpdate: (teacherId: number) => [...teacherKeys.all, 'forUpdate', teacherId] as const,
  workHistory: (teacherId: number) => [...teacherKeys.all, 'workHistory', teacherId] as const,
  options: (kind: 'departments' | 'departmentFilter' | 'posts' | 'roles' | 'classes' | 'classPositions') => [...teacherKeys.all, 'options', kind] as const,
  departments: () => [...teacherKeys.all, 'departments'] as const,
  posts: () => [...teacherKeys.all, 'posts'] as const,
  analysis: () => [...teacherKeys.all, 'analysis'] as const,
};

/** The teacher cards' cache root (teacher-card module): leaving cancels a card, names show there. */
export const TEACHER_CARD_KEY = ['teacherCard'] as const;

/** The 全部 of a filter's select. */
export const ANY = 0;
/** The status filter's default: everyone who has not left (正常 and 离班). */
export const WORKING = -1;

export interface TeacherFilters {
  departmentId: number;
  postId: number;
  status: number;
  keyword: string;
}

export interface DimissionFilters {
  departmentId: number;
  keyword: string;
}

const text = (value: string) => value.trim();

/** The list call's input for filters as the filter bar holds them (全部 left out). */
export function teacherListInput({ departmentId, postId, status, keyword }: TeacherFilters) {
  return {
    ...(departmentId !== ANY ? { departmentId } : {}),
    ...(postId !== ANY ? { postId } : {}),
    ...(status !== WORKING ? { status } : {}),
    ...(text(keyword) ? { keyword: text(keyword) } : {}),
  };
}

/** The teacher list for ListPage. */
export const teacherListSource = {
  queryKey: teacherKeys.list(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: TeacherFilters & PageRequest) =>
    call(teacherEndpoints.getTeacherList, { ...teacherListInput(filters), pageIndex, pageSize }),
};

/** The leavers for ListPage. */
export const dimissionListSource = {
  queryKey: teacherKeys.dimissionList(),
  fetchPage: ({ departmentId, keyword, pageIndex, pageSize }: DimissionFilters & PageRequest) =>
    call(teacherEndpoints.getDimissionTeacherList, {
      ...(departmentId !== ANY ? { departmentId } : {}),
      ...(text(keyword) ? { keyword: text(keyword) } : {}),
      pageIndex,
      pageSize,
    }),
};

export const useTeacherInfo = (teacherId: number) =>
  useQuery({ queryKey: teacherKeys.info(teacherId), queryFn: () => call(teacherEndpoints.getTeacherInfo, { teacherId }), enabled: teacherId > 0 });

/** Fresh each time the edit form opens: another administrator may have changed the teacher. */
export const useTeacherForUpdate = (teacherId: number | undefined) =>
  useQuery({
    queryKey: teacherKeys.forUpdate(teacherId ?? 0),
    queryFn: () => call(teacherEndpoints.getTeacherInfoForUpdate, { teacherId: teacherId! }),
    enabled: Boolean(teacherId),
    staleTime: 0,
  });

export const useWorkHistory = (teacherId: number) =>
  useQuery({ queryKey: teacherKeys.workHistory(teacherId), queryFn: () => call(teacherEndpoints.getTeacherWorkHistory, { teacherId }), enabled: teacherId > 0 });

/** Departments for a filter bar: open to every screen, whatever its module. */
export const useDepartmentFilterOptions = () =>
  useQuery({ queryKey: teacherKeys.options('departmentFilter'), queryFn: () => call(filterEndpoints.getDepartmentListForFilter, {}) });
export const useDepartmentOptions = () =>
  useQuery({ queryKey: teacherKeys.options('departments'), queryFn: () => call(teacherEndpoints.getDepartmentListForSelect, {}) });
export const usePostOptions = () => useQuery({ queryKey: teacherKeys.options('posts'), queryFn: () => call(teacherEndpoints.getPostListForSelect, {}) });
export const useRoleOptions = () => useQuery({ queryKey: teacherKeys.options('roles'), queryFn: () => call(teacherEndpoints.getRoleListForSelect, {}) });
export const useClassOptions = () => useQuery({ queryKey: teacherKeys.options('classes'), queryFn: () => call(teacherEndpoints.getClassListForSelect, {}) });
export const useClassPositionOptions = () =>
  useQuery({ queryKey: teacherKeys.options('classPositions'), queryFn: () => call(teacherEndpoints.getClassPositionList, {}), staleTime: Infinity });

/** Who else in the school has this phone, asked while the form is filled in. */
export function useSamePhoneCheck() {
  const queryClient = useQueryClient();
  return (phone: string, teacherId?: number) =>
    queryClient.fetchQuery({
      queryKey: [...teacherKeys.all, 'samePhone', phone, teacherId ?? 0],
      queryFn: () => call(teacherEndpoints.isSamePhone, { phone, ...(teacherId ? { teacherId } : {}) }),
      staleTime: 0,
    });
}

export const useTeacherAnalysis = () => useQuery({ queryKey: teacherKeys.analysis(), queryFn: () => call(teacherEndpoints.getTeacherAnalysis, {}) });

/** Staff changes show in the lists, the details, the cards and the class screens' teachers. */
const STAFF_ROOTS: readonly QueryKey[] = [teacherKeys.all, TEACHER_CARD_KEY, classGroupKeys.all];

/** `forget` names the caches of a row the write removed: refetching them would only answer 不存在. */
function useStaffWrite<Input, Output>(write: (input: Input) => Promise<Output>, forget?: (input: Input) => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_output, input) => {
      for (const queryKey of forget?.(input) ?? []) queryClient.removeQueries({ queryKey });
      return Promise.all(STAFF_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

type InputOf<Key extends keyof typeof teacherEndpoints> = CallInput<(typeof teacherEndpoints)[Key]>;

export const useAddTeacher = () => useStaffWrite((input: InputOf<'addTeacher'>) => call(teacherEndpoints.addTeacher, input));
export const useBatchAddTeacher = () => useStaffWrite((input: InputOf<'batchAddTeacher'>) => call(teacherEndpoints.batchAddTeacher, input));
export const useUpdateTeacher = () => useStaffWrite((input: InputOf<'updateTeacherInfo'>) => call(teacherEndpoints.updateTeacherInfo, input));
export const useChangeTeacherClass = () => useStaffWrite((input: InputOf<'changeTeacherClass'>) => call(teacherEndpoints.changeTeacherClass, input));
export const useDimissionTeacher = () => useStaffWrite((input: InputOf<'dimissionTeacher'>) => call(teacherEndpoints.dimissionTeacher, input));
export const useDeleteTeacher = () =>
  useStaffWrite(
    (teacherId: number) => call(teacherEndpoints.delTeacher, { teacherId }),
    (teacherId) => [teacherKeys.info(teacherId), teacherKeys.workHistory(teacherId)],
  );
export const useRestoreTeacher = () => useStaffWrite((teacherId: number) => call(teacherEndpoints.restoreTeacher, { teacherId }));
export const useImportTeachers = () => useStaffWrite((input: InputOf<'importTeacherData'>) => call(teacherEndpoints.importTeacherData, input));
/** Changes no list: the password is the answer, shown once. */
export const useResetTeacherPassword = () => useMutation({ mutationFn: (teacherId: number) => call(teacherEndpoints.resetTeacherPassword, { teacherId }) });
/** The detail shows when the last invitation went. */
export const useInviteTeacher = () => useStaffWrite((teacherId: number) => call(teacherEndpoints.inviteTeacher, { teacherId }));

/** A file the server makes, handed to the browser's save dialog. */
function useDownload<Input>(download: (input: Input) => Promise<DownloadedFile>) {
  return useMutation({ mutationFn: download, onSuccess: saveFile });
}

export const useDownloadTeacherTemplate = () => useDownload(() => call(teacherEndpoints.getTeacherImportTemplate, {}));
export const downloadTeacherImportErrors = (importId: number) => call(teacherEndpoints.exportImportFailData, { importId }).then(saveFile);
export const exportTeachers = (filters: TeacherFilters) => call(teacherEndpoints.exportTeacherToXlsx, teacherListInput(filters));

/** 部门 and 职务: the same screen over either list. */
export const useDepartments = () => useQuery({ queryKey: teacherKeys.departments(), queryFn: () => call(departmentEndpoints.getDepartmentList, {}) });
export const usePosts = () => useQuery({ queryKey: teacherKeys.posts(), queryFn: () => call(postEndpoints.getPostList, {}) });

export const useAddDepartment = () => useStaffWrite((departmentName: string) => call(departmentEndpoints.addDepartment, { departmentName }));
export const useRenameDepartment = () =>
  useStaffWrite((input: { departmentId: number; departmentName: string }) => call(departmentEndpoints.updateDepartmentName, input));
export const useDeleteDepartment = () => useStaffWrite((departmentId: number) => call(departmentEndpoints.delDepartment, { departmentId }));
export const useAddPost = () => useStaffWrite((postName: string) => call(postEndpoints.addPost, { postName }));
export const useRenamePost = () => useStaffWrite((input: { postId: number; postName: string }) => call(postEndpoints.updatePostName, input));
export const useDeletePost = () => useStaffWrite((postId: number) => call(postEndpoints.delPost, { postId }));

/**
 * A new order, shown at once (the dragged row stays where it was dropped) and then saved; a refusal
 * puts the server's order back.
 */
function useReorder<Row>(queryKey: QueryKey, keyOf: (row: Row) => number, save: (ids: number[]) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Row[]>(queryKey, (rows) => rows && inKeyOrder(rows, keyOf, ids));
    },
    onSettled: () => Promise.all(STAFF_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: root }))),
  });
}

export const useReorderDepartments = () =>
  useReorder(teacherKeys.departments(), (row: { departmentId: number }) => row.departmentId, (departmentIds) =>
    call(departmentEndpoints.updateDepartmentOrder, { departmentIds }),
  );
export const useReorderPosts = () =>
  useReorder(teacherKeys.posts(), (row: { postId: number }) => row.postId, (postIds) => call(postEndpoints.updatePostOrder, { postIds }));
