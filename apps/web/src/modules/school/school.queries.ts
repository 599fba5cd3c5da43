import { useMutation, useQuery } from '@tanstack/react-query';
import { schoolEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { useEnterSchool } from '../session';

export function useBranchSchools(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoot('school', []), 'branchSchools'],
    queryFn: () => call(schoolEndpoints.getBranchSchoolList, {}),
    enabled,
  });
}

/** Moves the session to another school of the group. */
export function useSwitchSchool() {
  const enterSchool = useEnterSchool();
  return useMutation({ mutationFn: (schoolId: number) => call(schoolEndpoints.switchSchool, { schoolId }), onSuccess: enterSchool });
}
