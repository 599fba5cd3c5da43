import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { departmentEndpoints, DimissionListInput, filterEndpoints, postEndpoints, TeacherListInput, teacherEndpoints } from '@yuanwu/shared';
import { call, queryRoot, saveFile, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { inKeyOrder } from './row-order';

export const teacherKeys = {
  all: queryRoot('teacher', ['staff']),
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

/** The list call's input for filters as the filter bar holds them (全部 left out). */
export function teacherListInput({ departmentId, postId, status, keyword }: TeacherFilters) {
  return {
    ...(departmentId !== ANY ? { departmentId } : {}),
    ...(postId !== ANY ? { postId } : {}),
    ...(status !== WORKING ? { status } : {}),
    keyword: searchText(keyword, TeacherListInput.shape.keyword),
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
      keyword: searchText(keyword, DimissionListInput.shape.keyword),
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
const STAFF = { changes: ['staff'] } as const;

type InputOf<Key extends keyof typeof teacherEndpoints> = CallInput<(typeof teacherEndpoints)[Key]>;

export const useAddTeacher = () => useWrite((input: InputOf<'addTeacher'>) => call(teacherEndpoints.addTeacher, input), STAFF);
export const useBatchAddTeacher = () => useWrite((input: InputOf<'batchAddTeacher'>) => call(teacherEndpoints.batchAddTeacher, input), STAFF);
export const useUpdateTeacher = () => useWrite((input: InputOf<'updateTeacherInfo'>) => call(teacherEndpoints.updateTeacherInfo, input), STAFF);
export const useChangeTeacherClass = () => useWrite((input: InputOf<'changeTeacherClass'>) => call(teacherEndpoints.changeTeacherClass, input), STAFF);
export const useDimissionTeacher = () => useWrite((input: InputOf<'dimissionTeacher'>) => call(teacherEndpoints.dimissionTeacher, input), STAFF);
export const useDeleteTeacher = () =>
  useWrite((teacherId: number) => call(teacherEndpoints.delTeacher, { teacherId }), {
    ...STAFF,
    // Reading the removed teacher's detail again would only answer 不存在.
    forget: (teacherId) => [teacherKeys.info(teacherId), teacherKeys.workHistory(teacherId)],
  });
export const useRestoreTeacher = () => useWrite((teacherId: number) => call(teacherEndpoints.restoreTeacher, { teacherId }), STAFF);
export const useImportTeachers = () => useWrite((input: InputOf<'importTeacherData'>) => call(teacherEndpoints.importTeacherData, input), STAFF);
/** Changes no list: the password is the answer, shown once. */
export const useResetTeacherPassword = () => useMutation({ mutationFn: (teacherId: number) => call(teacherEndpoints.resetTeacherPassword, { teacherId }) });
/** The detail shows when the last invitation went. */
export const useInviteTeacher = () => useWrite((teacherId: number) => call(teacherEndpoints.inviteTeacher, { teacherId }), STAFF);

export const useDownloadTeacherTemplate = () => useDownload(() => call(teacherEndpoints.getTeacherImportTemplate, {}));
export const downloadTeacherImportErrors = (importId: number) => call(teacherEndpoints.exportImportFailData, { importId }).then(saveFile);
export const exportTeachers = (filters: TeacherFilters) => call(teacherEndpoints.exportTeacherToXlsx, teacherListInput(filters));

/** 部门 and 职务: the same screen over either list. */
export const useDepartments = () => useQuery({ queryKey: teacherKeys.departments(), queryFn: () => call(departmentEndpoints.getDepartmentList, {}) });
export const usePosts = () => useQuery({ queryKey: teacherKeys.posts(), queryFn: () => call(postEndpoints.getPostList, {}) });

export const useAddDepartment = () => useWrite((departmentName: string) => call(departmentEndpoints.addDepartment, { departmentName }), STAFF);
export const useRenameDepartment = () =>
  useWrite((input: { departmentId: number; departmentName: string }) => call(departmentEndpoints.updateDepartmentName, input), STAFF);
export const useDeleteDepartment = () => useWrite((departmentId: number) => call(departmentEndpoints.delDepartment, { departmentId }), STAFF);
export const useAddPost = () => useWrite((postName: string) => call(postEndpoints.addPost, { postName }), STAFF);
export const useRenamePost = () => useWrite((input: { postId: number; postName: string }) => call(postEndpoints.updatePostName, input), STAFF);
export const useDeletePost = () => useWrite((postId: number) => call(postEndpoints.delPost, { postId }), STAFF);

/** A new order, shown at once (the dragged row stays where it was dropped), then saved. */
function useReorder<Row>(queryKey: QueryKey, keyOf: (row: Row) => number, save: (ids: number[]) => Promise<unknown>) {
  return useWrite(save, { ...STAFF, showAtOnce: { queryKey, update: (rows: Row[], ids: number[]) => inKeyOrder(rows, keyOf, ids) } });
}

export const useReorderDepartments = () =>
  useReorder(teacherKeys.departments(), (row: { departmentId: number }) => row.departmentId, (departmentIds) =>
    call(departmentEndpoints.updateDepartmentOrder, { departmentIds }),
  );
export const useReorderPosts = () =>
  useReorder(teacherKeys.posts(), (row: { postId: number }) => row.postId, (postIds) => call(postEndpoints.updatePostOrder, { postIds }));
