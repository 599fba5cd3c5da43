import { useQuery } from '@tanstack/react-query';
import { EmergencyListInput, emergencyEndpoints, filterEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Records name children and staff: changes to those show here too. */
const keys = {
  all: queryRoot('emergency', ['safety', 'children', 'staff']),
  list: () => [...keys.all, 'list'] as const,
  detail: (emergencyId: number) => [...keys.all, 'detail', emergencyId] as const,
  types: () => [...keys.all, 'types'] as const,
  typeOptions: () => [...keys.all, 'typeOptions'] as const,
  teachers: () => [...keys.all, 'teachers'] as const,
  children: (keyword: string) => [...keys.all, 'children', keyword] as const,
};

export interface EmergencyFilters {
  typeId: number;
  level: number;
  searchKey: string;
}

export const emergencyListSource = {
  queryKey: keys.list(),
  fetchPage: ({ searchKey, ...rest }: EmergencyFilters & PageRequest) =>
    call(emergencyEndpoints.getEmergencyList, { ...rest, searchKey: searchText(searchKey, EmergencyListInput.shape.searchKey) ?? null }),
};

export const useEmergency = (emergencyId: number | undefined) =>
  useQuery({ queryKey: keys.detail(emergencyId ?? 0), queryFn: () => call(emergencyEndpoints.getEmergencyDetail, { emergencyId: emergencyId! }), enabled: Boolean(emergencyId) });
export const useEmergencyTypes = () => useQuery({ queryKey: keys.types(), queryFn: () => call(emergencyEndpoints.getEmergencyTypeList, {}) });
export const useEmergencyTypeOptions = () => useQuery({ queryKey: keys.typeOptions(), queryFn: () => call(emergencyEndpoints.getEmergencyTypeForSelect, {}) });
export const useEmergencyTeachers = () => useQuery({ queryKey: keys.teachers(), queryFn: () => call(emergencyEndpoints.getEmergencyTeacherForSelect, { searchKey: null }) });
/** Children on the roll whose names hold `keyword`. */
export const useChildSearch = (keyword: string) =>
  useQuery({ queryKey: keys.children(keyword), queryFn: () => call(filterEndpoints.getStudentListForFilter, { keyword }), enabled: keyword.length > 0 });

const SAFETY = { changes: ['safety'] } as const;

export type EmergencySave = CallInput<typeof emergencyEndpoints.addEmergency> & { emergencyId?: number | undefined };
export const useSaveEmergency = () =>
  useWrite(
    ({ emergencyId, ...input }: EmergencySave): Promise<unknown> => (emergencyId ? call(emergencyEndpoints.updateEmergency, { emergencyId, ...input }) : call(emergencyEndpoints.addEmergency, input)),
    SAFETY,
  );
export const useDeleteEmergency = () => useWrite((emergencyId: number) => call(emergencyEndpoints.delEmergency, { emergencyId }), SAFETY);

export type EmergencyTypeSave = CallInput<typeof emergencyEndpoints.addEmergencyType> & { typeId?: number | undefined };
export const useSaveEmergencyType = () =>
  useWrite(
    ({ typeId, ...input }: EmergencyTypeSave): Promise<unknown> => (typeId ? call(emergencyEndpoints.updateEmergencyType, { typeId, ...input }) : call(emergencyEndpoints.addEmergencyType, input)),
    SAFETY,
  );
export const useDeleteEmergencyType = () => useWrite((typeId: number) => call(emergencyEndpoints.delEmergencyType, { typeId }), SAFETY);
