import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolEndpoints } from '@yuanwu/shared';
import { call } from '../../api';
import { accountQueryKey, useKeepAccount } from '../session/session.queries';

export function useBranchSchools(enabled: boolean) {
  return useQuery({
    queryKey: ['school', 'branchSchools'],
    queryFn: () => call(schoolEndpoints.getBranchSchoolList, {}),
    enabled,
  });
}

/** Moves the session to another school of the group; everything cached belonged to the old one. */
export function useSwitchSchool() {
  const queryClient = useQueryClient();
  const keepAccount = useKeepAccount();
  return useMutation({
    mutationFn: (schoolId: number) => call(schoolEndpoints.switchSchool, { schoolId }),
    onSuccess: async (account) => {
      keepAccount(account);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountQueryKey[0] });
    },
  });
}
