import { useQuery } from '@tanstack/react-query';
import { appSetupEndpoints, StudentAppSetupInput } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Installs are counted over the children in their classes, their guardians and the staff: a change to those shows here. */
const setupKeys = {
  all: queryRoot('app-setup', ['children', 'placements', 'staff']),
  statistics: () => [...setupKeys.all, 'statistics'] as const,
  students: () => [...setupKeys.all, 'students'] as const,
  teachers: () => [...setupKeys.all, 'teachers'] as const,
  relations: (studentId: number) => [...setupKeys.all, 'relations', studentId] as const,
};

/** A filter's 全部. */
export const ANY = 0;

export interface StudentSetupFilters {
  classId: number;
  status: number;
  searchKey: string;
}

export interface TeacherSetupFilters {
  departmentId: number;
  status: number;
  searchKey: string;
}

const studentInput = ({ classId, status, searchKey }: StudentSetupFilters) => ({
  ...(classId === ANY ? {} : { classId }),
  status,
  searchKey: searchText(searchKey, StudentAppSetupInput.shape.searchKey),
});

const teacherInput = ({ departmentId, status, searchKey }: TeacherSetupFilters) => ({
  ...(departmentId === ANY ? {} : { departmentId }),
  status,
  searchKey: searchText(searchKey, StudentAppSetupInput.shape.searchKey),
});

export const useSetupStatistics = () => useQuery({ queryKey: setupKeys.statistics(), queryFn: () => call(appSetupEndpoints.getAppSetupStatistics, {}) });

export const studentSetupSource = {
  queryKey: setupKeys.students(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: StudentSetupFilters & PageRequest) => call(appSetupEndpoints.getStudentAppSetupList, { ...studentInput(filters), pageIndex, pageSize }),
};

export const teacherSetupSource = {
  queryKey: setupKeys.teachers(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: TeacherSetupFilters & PageRequest) => call(appSetupEndpoints.getTeacherAppSetupList, { ...teacherInput(filters), pageIndex, pageSize }),
};

export const useRelations = (studentId: number | undefined) =>
  useQuery({ queryKey: setupKeys.relations(studentId ?? 0), queryFn: () => call(appSetupEndpoints.getRelationList, { studentId: studentId! }), enabled: studentId !== undefined });

export const exportStudentSetups = (filters: StudentSetupFilters) => call(appSetupEndpoints.exportAppSetupList, { userType: 1, ...studentInput(filters) });
export const exportTeacherSetups = (filters: TeacherSetupFilters) => call(appSetupEndpoints.exportAppSetupList, { userType: 2, ...teacherInput(filters) });
