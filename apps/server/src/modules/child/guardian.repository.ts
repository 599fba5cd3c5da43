import type { Insertable, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** The child's guardians, relieved relations included, main guardian first. */
export function guardiansOfChild(db: SchoolDb, childId: number) {
  return db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .select([
      'guardian.id as guardianId',
      'guardian.name as guardianName',
      'guardian.phone',
      'guardian.passwordHash',
      'childGuardian.relationType',
      'childGuardian.relationName',
      'childGuardian.isMain',
      'childGuardian.relievedAt',
    ])
    .where('childGuardian.childId', '=', childId)
    .orderBy('childGuardian.isMain', 'desc')
    .orderBy('childGuardian.relationType')
    .orderBy('guardian.id')
    .execute();
}

export function findGuardian(db: SchoolDb, guardianId: number) {
  return db.selectFrom('guardian').select(['id', 'name', 'phone']).where('id', '=', guardianId).executeTakeFirst();
}

export function findGuardianByPhone(db: SchoolDb, phone: string) {
  return db.selectFrom('guardian').select(['id', 'name', 'phone']).where('phone', '=', phone).executeTakeFirst();
}

export async function guardiansByPhones(db: SchoolDb, phones: string[]) {
  const found: { id: number; name: string; phone: string }[] = [];
  for await (const batch of inBatches([...new Set(phones)])) {
    found.push(...(await db.selectFrom('guardian').select(['id', 'name', 'phone']).where('phone', 'in', batch).execute()));
  }
  return found;
}

/** Inserts guardians (each phone once) and answers their ids by phone. */
export async function insertGuardians(db: SchoolDb, guardians: Insertable<SchoolScopedDatabase['guardian']>[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for await (const batch of inBatches(guardians)) {
    const rows = await db.insertInto('guardian').values(batch).returning(['id', 'phone']).execute();
    for (const row of rows) ids.set(row.phone, row.id);
  }
  return ids;
}

export async function updateGuardian(db: SchoolDb, guardianId: number, changes: Updateable<SchoolScopedDatabase['guardian']>): Promise<void> {
  await db.updateTable('guardian').set(changes).where('id', '=', guardianId).execute();
}

/** The child's guardian with `phone`, while the relation stands. */
export function guardianOfChildByPhone(db: SchoolDb, childId: number, phone: string) {
  return db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .select(['guardian.id', 'guardian.name', 'guardian.phone', 'childGuardian.relationType', 'childGuardian.relationName'])
    .where('childGuardian.childId', '=', childId)
    .where('guardian.phone', '=', phone)
    .where('childGuardian.relievedAt', 'is', null)
    .executeTakeFirst();
}

export function findRelation(db: SchoolDb, childId: number, guardianId: number) {
  return db.selectFrom('childGuardian').selectAll().where('childId', '=', childId).where('guardianId', '=', guardianId).executeTakeFirst();
}

export async function insertRelations(db: SchoolDb, relations: Insertable<SchoolScopedDatabase['childGuardian']>[]): Promise<void> {
  for await (const batch of inBatches(relations)) await db.insertInto('childGuardian').values(batch).execute();
}

export async function updateRelation(
  db: SchoolDb,
  childId: number,
  guardianId: number,
  changes: Updateable<SchoolScopedDatabase['childGuardian']>,
): Promise<void> {
  await db.updateTable('childGuardian').set(changes).where('childId', '=', childId).where('guardianId', '=', guardianId).execute();
}

export async function clearMainGuardian(db: SchoolDb, childId: number): Promise<void> {
  await db.updateTable('childGuardian').set({ isMain: 0 }).where('childId', '=', childId).execute();
}

export async function activeRelationCount(db: SchoolDb, childId: number): Promise<number> {
  const row = await db
    .selectFrom('childGuardian')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('childId', '=', childId)
    .where('relievedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPhoneChange(db: SchoolDb, change: Insertable<SchoolScopedDatabase['guardianPhoneChange']>): Promise<void> {
  await db.insertInto('guardianPhoneChange').values(change).execute();
}

export function phoneChangesOf(db: SchoolDb, guardianIds: number[]) {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guardianPhoneChange')
    .leftJoin('teacher', 'teacher.id', 'guardianPhoneChange.teacherId')
    .select([
      'guardianPhoneChange.guardianId',
      'guardianPhoneChange.oldPhone',
      'guardianPhoneChange.newPhone',
      'guardianPhoneChange.changedAt',
      'teacher.name as teacherName',
    ])
    .where('guardianPhoneChange.guardianId', 'in', guardianIds)
    .orderBy('guardianPhoneChange.changedAt', 'desc')
    .orderBy('guardianPhoneChange.id', 'desc')
    .execute();
}

// ---- pick-up people ----

export function pickUpPeopleOf(db: SchoolDb, childId: number) {
  return db.selectFrom('pickupPerson').selectAll().where('childId', '=', childId).where('removedAt', 'is', null).orderBy('id').execute();
}

export function findPickUpPerson(db: SchoolDb, pickUpPersonId: number) {
  return db.selectFrom('pickupPerson').selectAll().where('id', '=', pickUpPersonId).where('removedAt', 'is', null).executeTakeFirst();
}

export function pickUpPersonByPhone(db: SchoolDb, childId: number, phone: string) {
  return db
    .selectFrom('pickupPerson')
    .selectAll()
    .where('childId', '=', childId)
    .where('phone', '=', phone)
    .where('removedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertPickUpPerson(db: SchoolDb, person: Insertable<SchoolScopedDatabase['pickupPerson']>): Promise<number> {
  const row = await db.insertInto('pickupPerson').values(person).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePickUpPerson(db: SchoolDb, pickUpPersonId: number, changes: Updateable<SchoolScopedDatabase['pickupPerson']>): Promise<void> {
  await db.updateTable('pickupPerson').set(changes).where('id', '=', pickUpPersonId).execute();
}

/** Each child's main guardian, by child. */
export async function mainGuardians(db: SchoolDb) {
  const rows = await db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .select(['childGuardian.childId', 'guardian.id', 'guardian.name', 'guardian.phone', 'childGuardian.relationType'])
    .where('childGuardian.isMain', '=', 1)
    .orderBy('childGuardian.childId')
    .execute();
  return new Map(rows.map((guardian) => [guardian.childId, guardian]));
}
