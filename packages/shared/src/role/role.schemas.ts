import { z } from 'zod';
import { id } from '../endpoint.js';
import { allModuleCodes, type ModuleCode } from '../modules.js';

const roleName = () => z.string().trim().min(1, '请填写角色名称').max(20, '角色名称最多20字');

/** Module codes of the catalogue; a form may send them comma-joined. */
const moduleCodes = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((code) => code.trim()).filter(Boolean) : value),
    z.array(
      z.string().refine((code): code is ModuleCode => (allModuleCodes as readonly string[]).includes(code), '不是可授权的模块'),
    ),
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
});

export const RoleIdInput = z.object({ roleId: id() });
export const AddRoleInput = z.object({
  roleName: roleName(),
  description: z.string().trim().max(100, '角色说明最多100字').optional(),
  moduleCodes: moduleCodes().default([]),
});
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
