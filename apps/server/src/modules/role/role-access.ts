import { dataScopeLabel, grantableModuleCodes, grantsModule, ROLE_MANAGEMENT_MODULE, type DataScope, type ModuleCode } from '@yuanwu/shared';
import { notAllowed } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { findRole, modulesOfRole } from './role.repository.js';

/**
 * Nobody hands out more than they hold: a caller may grant, assign or take away only roles whose
 * modules their own role reaches. Otherwise whoever manages teachers or roles could make
 * themselves (or a friend) administrator, or lock the administrator out.
 */
export function assertCallerReaches(session: SessionIdentity, moduleCodes: readonly string[], message: string): void {
  if (moduleCodes.some((code) => !grantsModule(session.modules, code as ModuleCode))) throw notAllowed(message);
}

/** The same for a data scope: a lower DataScope is wider, and nobody hands out a wider one than their own. */
export function assertCallerReachesScope(session: SessionIdentity, dataScope: number): void {
  if (dataScope < session.dataScope) {
    throw notAllowed(`您的数据范围是${dataScopeLabel[session.dataScope]}，不能授予更大的数据范围`);
  }
}

/** Both checks for a role by id; no role reaches nothing and always passes. */
export async function assertCallerReachesRole(db: SchoolDb, session: SessionIdentity, roleId: number | null, message: string): Promise<void> {
  if (!roleId) return;
  assertCallerReaches(session, await modulesOfRole(db, roleId), message);
  const role = await findRole(db, roleId);
  if (role) assertCallerReachesScope(session, role.dataScope as DataScope);
}

/** The administrator's role keeps role management whatever is granted, so the school can never lock itself out. */
export function withRoleManagementKept(moduleCodes: readonly string[]): string[] {
  const granted = new Set(moduleCodes);
  return grantsModule(granted, ROLE_MANAGEMENT_MODULE) ? [...granted] : [...granted, ROLE_MANAGEMENT_MODULE];
}

/**
 * Granting a whole group already grants its screens: keep the codes short and canonical. Modules
 * not built yet are left out (a role copied from one that holds them gets the rest).
 */
export function canonicalModules(moduleCodes: readonly string[]): string[] {
  const granted = new Set(moduleCodes);
  return grantableModuleCodes.filter((code) => granted.has(code) && !(code.includes('.') && granted.has(code.slice(0, code.indexOf('.')))));
}
