import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classGroupEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput, type DownloadedFile } from '../../api';
import type { PageRequest } from '../../components/paging';
import { ALL_GRADES, filterKeys } from '../filter/filter.queries';
import { schoolYearKeys } from '../school-year/school-year.queries';

export const classGroupKeys = {
  all: ['classGroup'] as const,
  classes: () => [...classGroupKeys.all, 'classes'] as const,
  classInfo: (classId: number) => [...classGroupKeys.all, 'classInfo', classId] as const,
  grades: (yearId: number) => [...classGroupKeys.all, 'grades', yearId] as const,
  teachers: () => [...classGroupKeys.all, 'teachers'] as const,
  suggestion: (yearId: number, gradeId: number) => [...classGroupKeys.all, 'suggestion', yearId, gradeId] as const,
};

/** The class list's filters: the year, a grade (0 for 全部) and a name. */
export interface ClassFilters {
  yearId: number;
  gradeId: number;
  keyword: string;
}

/** The class list for ListPage: its cache key and how it fetches a page. */
export const classListSource = {
  queryKey: classGroupKeys.classes(),
  fetchPage: ({ yearId, gradeId, keyword, pageIndex, pageSize }: ClassFilters & PageRequest) =>
    call(classGroupEndpoints.getSchoolClassList, {
      yearId,
      ...(gradeId !== ALL_GRADES ? { gradeId } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      pageIndex,
      pageSize,
    }),
};

export function useClassInfo(classId: number) {
  return useQuery({
    queryKey: classGroupKeys.classInfo(classId),
    queryFn: () => call(classGroupEndpoints.getClassInfo, { classId }),
    enabled: classId > 0,
  });
}

/** A year's grades with their managers and class counts. */
export function useGradesForManage(yearId: number) {
  return useQuery({
    queryKey: classGroupKeys.grades(yearId),
    queryFn: () => call(classGroupEndpoints.getGradeListForManage, { yearId }),
  });
}

/** The school's teachers in post: for class teachers and grade managers. */
export function useTeacherOptions() {
  return useQuery({ queryKey: classGroupKeys.teachers(), queryFn: () => call(classGroupEndpoints.getTeacherListForSelect, {}) });
}

/** Asks for the next free class name of a grade (小三班 after 小一班 and 小二班). */
export function useSuggestClassName() {
  const queryClient = useQueryClient();
  return (yearId: number, gradeId: number) =>
    queryClient
      .fetchQuery({
        queryKey: classGroupKeys.suggestion(yearId, gradeId),
        queryFn: () => call(classGroupEndpoints.getSuggestInfo, { yearId, gradeId }),
        staleTime: 0,
      })
      .then((suggestion) => suggestion.className);
}

/** A write to grades or classes: the lists, the details and every class or grade picker catch up. */
function useClassGroupWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([classGroupKeys.all, filterKeys.all, schoolYearKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

type InputOf<Key extends keyof typeof classGroupEndpoints> = CallInput<(typeof classGroupEndpoints)[Key]>;

export const useAddGrade = () => useClassGroupWrite((input: InputOf<'addGrade'>) => call(classGroupEndpoints.addGrade, input));
export const useUpdateGrade = () => useClassGroupWrite((input: InputOf<'updateGrade'>) => call(classGroupEndpoints.updateGrade, input));
export const useDeleteGrade = () => useClassGroupWrite((gradeId: number) => call(classGroupEndpoints.delGrade, { gradeId }));
export const useAddClass = () => useClassGroupWrite((input: InputOf<'addClass'>) => call(classGroupEndpoints.addClass, input));
export const useRenameClass = () => useClassGroupWrite((input: InputOf<'updateClassName'>) => call(classGroupEndpoints.updateClassName, input));
export const useSetClassTeachers = () => useClassGroupWrite((input: InputOf<'setClassTeachers'>) => call(classGroupEndpoints.setClassTeachers, input));
export const useDeleteClass = () => useClassGroupWrite((classId: number) => call(classGroupEndpoints.deleteClass, { classId }));

/** An export: the file the server makes, handed to the browser's save dialog. */
function useExport<Input>(download: (input: Input) => Promise<DownloadedFile>) {
  return useMutation({ mutationFn: download, onSuccess: saveFile });
}

export const useExportClasses = () => useExport((yearId: number) => call(classGroupEndpoints.exportClassToXlsx, { yearId }));
export const useExportClassChildren = () => useExport((classId: number) => call(classGroupEndpoints.exportClassStudentToXlsx, { classId }));
export const useExportClassTeachers = () => useExport((classId: number) => call(classGroupEndpoints.exportClassTeacherToXlsx, { classId }));
