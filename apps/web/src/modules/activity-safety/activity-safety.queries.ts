import { useQuery } from '@tanstack/react-query';
import { ActivitySafetyListInput, activitySafetyEndpoints, filterEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Plans name activities, classes and staff: changes to those show here too. */
const keys = {
  all: queryRoot('activitySafety', ['safety', 'activities', 'classes', 'staff']),
  list: () => [...keys.all, 'list'] as const,
  detail: (safetyId: number) => [...keys.all, 'detail', safetyId] as const,
  schoolActivities: () => [...keys.all, 'schoolActivities'] as const,
  staff: () => [...keys.all, 'staff'] as const,
};

export interface SafetyFilters {
  searchKey: string;
  activityKind: number;
  checkStatus: number;
}

export const safetyListSource = {
  queryKey: keys.list(),
  fetchPage: ({ searchKey, ...rest }: SafetyFilters & PageRequest) =>
    call(activitySafetyEndpoints.getActivitySafetyList, { ...rest, searchKey: searchText(searchKey, ActivitySafetyListInput.shape.searchKey) ?? null }),
};

export const useSafetyPlan = (safetyId: number | undefined) =>
  useQuery({ queryKey: keys.detail(safetyId ?? 0), queryFn: () => call(activitySafetyEndpoints.getActivitySafetyDetailModel, { safetyId: safetyId! }), enabled: Boolean(safetyId) });
export const useSafetySchoolActivities = () => useQuery({ queryKey: keys.schoolActivities(), queryFn: () => call(activitySafetyEndpoints.getSchoolActivityListForSafety, { searchKey: null }) });
export const useSafetyStaff = () => useQuery({ queryKey: keys.staff(), queryFn: () => call(filterEndpoints.getTeacherListForFilter, {}) });

const SAFETY = { changes: ['safety'] } as const;

export const useAddSafetyPlans = () => useWrite((input: CallInput<typeof activitySafetyEndpoints.addActivitySafetyList>) => call(activitySafetyEndpoints.addActivitySafetyList, input), SAFETY);
export const useUpdateSafetyPlan = () => useWrite((input: CallInput<typeof activitySafetyEndpoints.updateActivitySafetyModel>) => call(activitySafetyEndpoints.updateActivitySafetyModel, input), SAFETY);
export const useDeleteSafetyPlan = () => useWrite((safetyId: number) => call(activitySafetyEndpoints.delActivitySafetyModel, { safetyId }), SAFETY);
