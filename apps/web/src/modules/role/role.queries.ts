import { useQuery } from '@tanstack/react-query';
import { roleEndpoints, type OutputOf } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

export type RoleSummary = OutputOf<typeof roleEndpoints.getRoleList>[number];
export type ModuleTree = OutputOf<typeof roleEndpoints.getSchoolModuleListByRole>;

const roleKeys = {
  all: queryRoot('role', ['roles']),
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

/** Roles show here and in the signed-in account, whose menu follows its own role's modules. */
const ROLES = { changes: ['roles'] } as const;

type InputOf<Key extends keyof typeof roleEndpoints> = CallInput<(typeof roleEndpoints)[Key]>;

export const useAddRole = () => useWrite((input: InputOf<'addRole'>) => call(roleEndpoints.addRole, input), ROLES);
export const useDeleteRole = () => useWrite((roleId: number) => call(roleEndpoints.delRole, { roleId }), ROLES);
export const useGrantModules = () => useWrite((input: InputOf<'addRoleModule'>) => call(roleEndpoints.addRoleModule, input), ROLES);
export const useSetDataScope = () => useWrite((input: InputOf<'setRoleDataScope'>) => call(roleEndpoints.setRoleDataScope, input), ROLES);
export const useCopyRole = () => useWrite((input: InputOf<'copyFromOtherRole'>) => call(roleEndpoints.copyFromOtherRole, input), ROLES);
