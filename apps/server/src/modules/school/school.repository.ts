import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Schools are the tenants themselves: these queries take the unscoped database. */
type Db = Kysely<Database>;

export function findSchool(db: Db, schoolId: number) {
  return db.selectFrom('school').select(['id', 'name', 'parentId']).where('id', '=', schoolId).executeTakeFirst();
}

/** A head school and its branches. */
export function schoolFamily(db: Db, headSchoolId: number) {
  return db
    .selectFrom('school')
    .select(['id as schoolId', 'name as schoolName', 'parentId as parentSchoolId'])
    .where((eb) => eb.or([eb('id', '=', headSchoolId), eb('parentId', '=', headSchoolId)]))
    .orderBy('id')
    .execute();
}

/** The group a school belongs to: its head school and the branches. */
export async function groupOf(db: Db, schoolId: number) {
  const school = await findSchool(db, schoolId);
  return schoolFamily(db, school?.parentId ?? schoolId);
}

const infoColumns = [
  'id',
  'name',
  'parentId',
  'provinceCode',
  'cityCode',
  'countyCode',
  'address',
  'contactName',
  'phone',
  'licenceNo',
  'creditCode',
  'capacity',
  'logoFileId',
  'updatedAt',
] as const;

export function schoolInfo(db: Db, schoolId: number) {
  return db.selectFrom('school').select(infoColumns).where('id', '=', schoolId).executeTakeFirst();
}

export async function updateSchool(db: Db, schoolId: number, changes: Updateable<Database['school']>): Promise<void> {
  await db.updateTable('school').set(changes).where('id', '=', schoolId).execute();
}

export function cardMachines(db: SchoolDb) {
  return db.selectFrom('cardMachine').select(['id', 'name', 'kind', 'location', 'isEnabled']).orderBy('kind').orderBy('id').execute();
}

export function machineSetting(db: SchoolDb) {
  return db.selectFrom('cardMachineSetting').select(['swipeIntervalMinutes', 'showClassName', 'showPhoto', 'welcomeText']).executeTakeFirst();
}

/** When the school's live machine key was issued (the attendance module issues it). */
export async function machineKeyIssuedAt(db: SchoolDb): Promise<string | null> {
  const row = await db.selectFrom('cardMachineKey').select('issuedAt').where('revokedAt', 'is', null).orderBy('issuedAt', 'desc').executeTakeFirst();
  return row?.issuedAt ?? null;
}

export async function deleteMachinesExcept(db: SchoolDb, keptIds: number[]): Promise<void> {
  let query = db.deleteFrom('cardMachine');
  if (keptIds.length > 0) query = query.where('id', 'not in', keptIds);
  await query.execute();
}

export async function updateMachine(db: SchoolDb, machineId: number, changes: Updateable<SchoolScopedDatabase['cardMachine']>): Promise<void> {
  await db.updateTable('cardMachine').set(changes).where('id', '=', machineId).execute();
}

export async function insertMachines(db: SchoolDb, machines: Insertable<SchoolScopedDatabase['cardMachine']>[]): Promise<void> {
  if (machines.length > 0) await db.insertInto('cardMachine').values(machines).execute();
}

export async function saveMachineSetting(db: SchoolDb, setting: Insertable<SchoolScopedDatabase['cardMachineSetting']>): Promise<void> {
  await db.deleteFrom('cardMachineSetting').execute();
  await db.insertInto('cardMachineSetting').values(setting).execute();
}
