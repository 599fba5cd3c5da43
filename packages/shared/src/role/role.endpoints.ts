import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import { AddRoleInput, CopyRoleInput, ModuleTree, RoleDataScopeInput, RoleIdInput, RoleModulesInput, RoleSummary, SavedRole } from './role.schemas.js';

const MANAGE = 'Setting.RoleManage';

/** 角色管理: roles and the modules (menu groups and screens) they grant. */
export const roleEndpoints = {
  getRoleList: defineEndpoint({
    id: 'role.getRoleList',
    summary: '角色列表（含授权模块与在职人数）',
    access: MANAGE,
    java: { method: 'GET', path: '/javaApi/role/getRoleList' },
    input: z.object({}),
    output: z.array(RoleSummary),
  }),
  getSchoolModuleListByRole: defineEndpoint({
    id: 'role.getSchoolModuleListByRole',
    summary: '角色的模块树：菜单分组与页面，及是否已授权',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/Role/GetSchoolModuleListByRole' },
    input: RoleIdInput,
    output: ModuleTree,
  }),
  addRole: defineEndpoint({
    id: 'role.addRole',
    summary: '新建角色（可同时授权模块）',
    access: MANAGE,
    legacy: { method: 'POST', path: '/api/Role/AddRole' },
    input: AddRoleInput,
    output: SavedRole,
    creates: 'roleId',
  }),
  delRole: defineEndpoint({
    id: 'role.delRole',
    summary: '删除角色（管理员角色与仍有在职人员使用的角色不能删除）',
    access: MANAGE,
    legacy: { method: 'POST', path: '/api/Role/DelRole' },
    input: RoleIdInput,
    output: Done,
  }),
  addRoleModule: defineEndpoint({
    id: 'role.addRoleModule',
    summary: '设置角色授权的模块（提交全部勾选的模块）',
    access: MANAGE,
    legacy: { method: 'POST', path: '/api/Role/AddRoleModule' },
    input: RoleModulesInput,
    output: SavedRole,
  }),
  setRoleDataScope: defineEndpoint({
    id: 'role.setRoleDataScope',
    summary: '设置角色的数据范围（全园、本年级、本班；管理员角色始终为全园）',
    access: MANAGE,
    java: { method: 'POST', path: '/javaApi/role/setRoleDataScope' },
    input: RoleDataScopeInput,
    output: Done,
  }),
  copyFromOtherRole: defineEndpoint({
    id: 'role.copyFromOtherRole',
    summary: '将另一角色的模块授权复制到本角色',
    access: MANAGE,
    legacy: { method: 'POST', path: '/api/Role/CopyFromOtherRole' },
    input: CopyRoleInput,
    output: SavedRole,
  }),
};
