import { TeacherStatus } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';

export function listRoles(db: SchoolDb) {
  return db
    .selectFrom('role')
    .select((eb) => [
      'role.id as roleId',
      'role.name as roleName',
      'role.description',
      'role.isAdmin',
      'role.dataScope',
      eb
        .selectFrom('teacher')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('teacher.roleId', '=', 'role.id')
        .where('teacher.status', '!=', TeacherStatus.LEFT)
        .as('teacherCount'),
    ])
    .orderBy('role.isAdmin', 'desc')
    .orderBy('role.id')
    .execute();
}

export function findRole(db: SchoolDb, roleId: number) {
  return db.selectFrom('role').selectAll().where('id', '=', roleId).executeTakeFirst();
}

export function findRoleByName(db: SchoolDb, name: string) {
  return db.selectFrom('role').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertRole(db: SchoolDb, role: { name: string; description: string | null; dataScope: number; createdAt: string }): Promise<number> {
  const row = await db.insertInto('role').values({ ...role, isAdmin: 0 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setDataScope(db: SchoolDb, roleId: number, dataScope: number): Promise<void> {
  await db.updateTable('role').set({ dataScope }).where('id', '=', roleId).execute();
}

/** The role's modules; left teachers keep their rows but lose the role, so the role can go. */
export async function deleteRole(db: SchoolDb, roleId: number): Promise<void> {
  await db.updateTable('teacher').set({ roleId: null }).where('roleId', '=', roleId).where('status', '=', TeacherStatus.LEFT).execute();
  await db.deleteFrom('roleModule').where('roleId', '=', roleId).execute();
  await db.deleteFrom('role').where('id', '=', roleId).execute();
}

export async function modulesOfRoles(db: SchoolDb, roleIds: number[]): Promise<Map<number, string[]>> {
  const modules = new Map<number, string[]>(roleIds.map((roleId) => [roleId, []]));
  if (roleIds.length === 0) return modules;
  const rows = await db.selectFrom('roleModule').select(['roleId', 'moduleCode']).where('roleId', 'in', roleIds).orderBy('moduleCode').execute();
  for (const row of rows) modules.get(row.roleId)?.push(row.moduleCode);
  return modules;
}

export async function modulesOfRole(db: SchoolDb, roleId: number): Promise<string[]> {
  return (await modulesOfRoles(db, [roleId])).get(roleId) ?? [];
}

export async function replaceModules(db: SchoolDb, roleId: number, moduleCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('roleModule').where('roleId', '=', roleId).execute();
  if (moduleCodes.length === 0) return;
  await db.insertInto('roleModule').values(moduleCodes.map((moduleCode) => ({ roleId, moduleCode }))).execute();
}

/** Staff who have not left and hold the role. */
export async function countActiveHolders(db: SchoolDb, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('teacher')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roleId', '=', roleId)
    .where('status', '!=', TeacherStatus.LEFT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
