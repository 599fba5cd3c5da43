import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleEndpoints, type OutputOf } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';
import { accountQueryKey } from '../session/session.queries';

export type RoleSummary = OutputOf<typeof roleEndpoints.getRoleList>[number];
export type ModuleTree = OutputOf<typeof roleEndpoints.getSchoolModuleListByRole>;

const roleKeys = {
  all: ['role'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  moduleTree: (roleId: number) => [...roleKeys.all, 'moduleTree', roleId] as const,
};

export function useRoles() {
  return useQuery({ queryKey: roleKeys.list(), queryFn: () => call(roleEndpoints.getRoleList, {}) });
}

export function useModuleTree(roleId: number | undefined) {
  return useQuery({
    queryKey: roleKeys.moduleTree(roleId ?? 0),
    queryFn: () => call(roleEndpoints.getSchoolModuleListByRole, { roleId: roleId! }),
    enabled: roleId !== undefined,
  });
}

/**
 * A change to roles: the lists and trees catch up, and so does the signed-in account, whose menu
 * follows its own role's modules.
 */
function useRoleWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([roleKeys.all, accountQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

type InputOf<Key extends keyof typeof roleEndpoints> = CallInput<(typeof roleEndpoints)[Key]>;

export const useAddRole = () => useRoleWrite((input: InputOf<'addRole'>) => call(roleEndpoints.addRole, input));
export const useDeleteRole = () => useRoleWrite((roleId: number) => call(roleEndpoints.delRole, { roleId }));
export const useGrantModules = () => useRoleWrite((input: InputOf<'addRoleModule'>) => call(roleEndpoints.addRoleModule, input));
export const useCopyRole = () => useRoleWrite((input: InputOf<'copyFromOtherRole'>) => call(roleEndpoints.copyFromOtherRole, input));
