import { z } from 'zod';
import { nameText } from '../fields.js';
import { id, intAmong } from '../endpoint.js';
import { DataScope } from '../enums.js';
import { allModuleCodes, isGrantableModule, moduleName, type ModuleCode } from '../modules.js';

const roleName = () => nameText('角色名称', 20);

/** Why a code cannot be granted: not in the catalogue, or a module not built yet. */
const ungrantableReason = (code: string) =>
  (allModuleCodes as readonly string[]).includes(code) ? `「${moduleName(code as ModuleCode)}」尚未开放，不能授权` : '不是可授权的模块';

/** Module codes of the built catalogue; a form may send them comma-joined. */
const moduleCodes = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((code) => code.trim()).filter(Boolean) : value),
    z.array(z.string().refine(isGrantableModule, { error: (issue) => ungrantableReason(String(issue.input)) })),
  );

export const RoleSummary = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  description: z.string().nullable(),
  /** The school administrator's role: cannot be deleted and always keeps role management. */
  isAdmin: z.boolean(),
  /** Staff (not left) who hold the role. */
  teacherCount: z.number().int(),
  moduleCodes: z.array(z.string()),
  /** DataScope: 1 全园, 2 本年级, 3 本班. */
  dataScope: z.number().int(),
});

const dataScope = () => intAmong(Object.values(DataScope), '数据范围只能是全园、本年级或本班');

export const RoleIdInput = z.object({ roleId: id() });
export const AddRoleInput = z.object({
  roleName: roleName(),
  description: z.string().trim().max(100, '角色说明最多100字').optional(),
  moduleCodes: moduleCodes().default([]),
  dataScope: dataScope().default(DataScope.SCHOOL),
});
export const RoleDataScopeInput = z.object({ roleId: id(), dataScope: dataScope() });
export const RoleModulesInput = z.object({ roleId: id(), moduleCodes: moduleCodes() });
export const CopyRoleInput = z.object({ roleId: id(), fromRoleId: id() });
export const SavedRole = z.object({ roleId: z.number().int(), moduleCodes: z.array(z.string()) });

/** A node of the module tree: a menu group or one of its screens, and whether the role grants it. */
const moduleNode = {
  moduleCode: z.string(),
  moduleName: z.string(),
  granted: z.boolean(),
  /** Cannot be taken away (role management on the administrator's role). */
  locked: z.boolean(),
};
export const ModuleTreeGroup = z.object({ ...moduleNode, screens: z.array(z.object(moduleNode)) });
export const ModuleTree = z.array(ModuleTreeGroup);
