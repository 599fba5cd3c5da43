import { roleEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { RoleService } from './role.service.js';

export const roleHandlers = (roles: RoleService) =>
  handlersFor(roleEndpoints, {
    getRoleList: (_input, { db }) => roles.roles(db),
    getSchoolModuleListByRole: (input, { db }) => roles.moduleTree(db, input.roleId),
    addRole: (input, { db, session }) => roles.addRole(db, session, input),
    delRole: (input, { db, session }) => roles.deleteRole(db, session, input.roleId),
    addRoleModule: (input, { db, session }) => roles.grantModules(db, session, input),
    setRoleDataScope: (input, { db, session }) => roles.setDataScope(db, session, input),
    copyFromOtherRole: (input, { db, session }) => roles.copyFromOtherRole(db, session, input),
  });
