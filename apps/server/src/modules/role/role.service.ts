import { builtCatalogue, DataScope, grantsModule, ROLE_MANAGEMENT_MODULE, type ModuleCode } from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertCallerReaches, assertCallerReachesScope, canonicalModules, withRoleManagementKept } from './role-access.js';
import * as repository from './role.repository.js';

const BEYOND_CALLER = '不能授予或改动超出您自己权限的模块';

async function existingRole(db: SchoolDb, roleId: number) {
  const role = await repository.findRole(db, roleId);
  if (!role) throw notFound('角色');
  return role;
}

export function roleService(deps: { clock: Clock }) {
  /** What the role will grant: canonical codes, with role management kept on the administrator's role. */
  const effectiveModules = (role: { isAdmin: number }, moduleCodes: readonly string[]) =>
    canonicalModules(role.isAdmin ? withRoleManagementKept(moduleCodes) : moduleCodes);

  /** Replaces the role's modules; the caller must reach both what the role had and what it gets. */
  async function grant(db: SchoolDb, session: SessionIdentity, roleId: number, moduleCodes: readonly string[]) {
    const role = await existingRole(db, roleId);
    const modules = effectiveModules(role, moduleCodes);
    assertCallerReaches(session, [...(await repository.modulesOfRole(db, roleId)), ...modules], BEYOND_CALLER);
    await inTransaction(db, (trx) => repository.replaceModules(trx, roleId, modules));
    return { roleId, moduleCodes: modules };
  }

  return {
    async roles(db: SchoolDb) {
      const rows = await repository.listRoles(db);
      const modules = await repository.modulesOfRoles(db, rows.map((row) => row.roleId));
      return rows.map((row) => ({
        ...row,
        isAdmin: row.isAdmin === 1,
        teacherCount: Number(row.teacherCount),
        moduleCodes: canonicalModules(modules.get(row.roleId) ?? []),
      }));
    },

    async moduleTree(db: SchoolDb, roleId: number) {
      const role = await existingRole(db, roleId);
      const granted = new Set(await repository.modulesOfRole(db, roleId));
      const node = (code: string, name: string) => ({
        moduleCode: code,
        moduleName: name,
        granted: grantsModule(granted, code as ModuleCode),
        locked: role.isAdmin === 1 && code === ROLE_MANAGEMENT_MODULE,
      });
      return builtCatalogue.map((group) => ({
        ...node(group.code, group.name),
        screens: group.screens.map((screen) => node(`${group.code}.${screen.code}`, screen.name)),
      }));
    },

    async addRole(db: SchoolDb, session: SessionIdentity, input: { roleName: string; description?: string | undefined; moduleCodes: string[]; dataScope: number }) {
      if (await repository.findRoleByName(db, input.roleName)) throw invalidParams(`已有角色「${input.roleName}」`, 'roleName');
      const modules = canonicalModules(input.moduleCodes);
      assertCallerReaches(session, modules, BEYOND_CALLER);
      assertCallerReachesScope(session, input.dataScope);
      return inTransaction(db, async (trx) => {
        const role = { name: input.roleName, description: input.description || null, dataScope: input.dataScope, createdAt: iso(deps.clock.now()) };
        const roleId = await repository.insertRole(trx, role);
        await repository.replaceModules(trx, roleId, modules);
        return { roleId, moduleCodes: modules };
      });
    },

    async deleteRole(db: SchoolDb, session: SessionIdentity, roleId: number) {
      const role = await existingRole(db, roleId);
      if (role.isAdmin) throw deleteRefused(`「${role.name}」是园所管理员角色，不能删除`);
      const holders = await repository.countActiveHolders(db, roleId);
      if (holders > 0) throw deleteRefused(`还有${holders}位在职教职工使用「${role.name}」，请先为他们更换角色`);
      assertCallerReaches(session, await repository.modulesOfRole(db, roleId), BEYOND_CALLER);
      await inTransaction(db, (trx) => repository.deleteRole(trx, roleId));
      return { success: true as const };
    },

    grantModules: (db: SchoolDb, session: SessionIdentity, input: { roleId: number; moduleCodes: string[] }) => grant(db, session, input.roleId, input.moduleCodes),

    /** The administrator's role always reaches the whole school, as it always keeps role management. */
    async setDataScope(db: SchoolDb, session: SessionIdentity, input: { roleId: number; dataScope: number }) {
      const role = await existingRole(db, input.roleId);
      if (role.isAdmin && input.dataScope !== DataScope.SCHOOL) throw invalidParams(`「${role.name}」是园所管理员角色，数据范围始终为全园`);
      assertCallerReaches(session, await repository.modulesOfRole(db, input.roleId), BEYOND_CALLER);
      assertCallerReachesScope(session, Math.min(role.dataScope, input.dataScope));
      await repository.setDataScope(db, input.roleId, input.dataScope);
      return { success: true as const };
    },

    async copyFromOtherRole(db: SchoolDb, session: SessionIdentity, input: { roleId: number; fromRoleId: number }) {
      if (input.roleId === input.fromRoleId) throw invalidParams('请选择另一个角色作为复制来源');
      await existingRole(db, input.fromRoleId);
      return grant(db, session, input.roleId, await repository.modulesOfRole(db, input.fromRoleId));
    },
  };
}

export type RoleService = ReturnType<typeof roleService>;
