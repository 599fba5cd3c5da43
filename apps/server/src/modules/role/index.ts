import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedRoles } from './role.demo.js';
import { roleHandlers } from './role.handlers.js';
import { roleService } from './role.service.js';

/** 角色管理: roles and the modules each grants. */
export const roleModule = defineModule({
  tables: { role: 'school', roleModule: 'school' },
  create: ({ clock }: CoreDeps) => ({ roles: roleService({ clock }) }),
  handlers: ({ roles }) => [roleHandlers(roles)],
  demoPeople: seedRoles,
});

export { assertCallerReachesRole } from './role-access.js';
export { modulesOfRoles } from './role.repository.js';
export type * from './role.table.js';
