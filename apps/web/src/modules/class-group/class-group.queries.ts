import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classGroupEndpoints, ClassListInput } from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { ALL_GRADES } from '../filter';

/** Classes are listed by year, with their teachers and head counts. */
const classGroupKeys = {
  all: queryRoot('classGroup', ['years', 'classes', 'placements', 'staff']),
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
      keyword: searchText(keyword, ClassListInput.shape.keyword),
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

type InputOf<Key extends keyof typeof classGroupEndpoints> = CallInput<(typeof classGroupEndpoints)[Key]>;

/** Grades and classes show in the lists, the details, the year list's counts and every picker. */
const CLASSES = { changes: ['classes'] } as const;

export const useAddGrade = () => useWrite((input: InputOf<'addGrade'>) => call(classGroupEndpoints.addGrade, input), CLASSES);
export const useUpdateGrade = () => useWrite((input: InputOf<'updateGrade'>) => call(classGroupEndpoints.updateGrade, input), CLASSES);
export const useDeleteGrade = () => useWrite((gradeId: number) => call(classGroupEndpoints.delGrade, { gradeId }), CLASSES);
export const useAddClass = () => useWrite((input: InputOf<'addClass'>) => call(classGroupEndpoints.addClass, input), CLASSES);
export const useRenameClass = () => useWrite((input: InputOf<'updateClassName'>) => call(classGroupEndpoints.updateClassName, input), CLASSES);
export const useSetClassTeachers = () => useWrite((input: InputOf<'setClassTeachers'>) => call(classGroupEndpoints.setClassTeachers, input), CLASSES);
export const useDeleteClass = () => useWrite((classId: number) => call(classGroupEndpoints.deleteClass, { classId }), CLASSES);

export const useExportClasses = () => useDownload((yearId: number) => call(classGroupEndpoints.exportClassToXlsx, { yearId }));
export const useExportClassChildren = () => useDownload((classId: number) => call(classGroupEndpoints.exportClassStudentToXlsx, { classId }));
export const useExportClassTeachers = () => useDownload((classId: number) => call(classGroupEndpoints.exportClassTeacherToXlsx, { classId }));
