import type { Insertable, Updateable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import type { PageInput } from '../../core/paging.js';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';

// ---- types ----

/** The school's types in the order they were added, with how many records each has. */
export function typesWithCounts(db: SchoolDb, typeId?: number) {
  let query = db
    .selectFrom('emergencyType')
    .select((eb) => [
      'emergencyType.id as typeId',
      'emergencyType.name as typeName',
      'emergencyType.description',
      eb.selectFrom('emergency').select((count) => count.fn.countAll<number>().as('n')).whereRef('emergency.typeId', '=', 'emergencyType.id').as('emergencyCount'),
    ]);
  if (typeId !== undefined) query = query.where('emergencyType.id', '=', typeId);
  return query.orderBy('emergencyType.id').execute();
}

export const findType = (db: SchoolDb, typeId: number) => db.selectFrom('emergencyType').selectAll().where('id', '=', typeId).executeTakeFirst();

export function typeNamed(db: SchoolDb, name: string, exceptId?: number) {
  let query = db.selectFrom('emergencyType').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function typeCount(db: SchoolDb): Promise<number> {
  return Number((await db.selectFrom('emergencyType').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function emergencyCountOfType(db: SchoolDb, typeId: number): Promise<number> {
  return Number((await db.selectFrom('emergency').select((eb) => eb.fn.countAll<number>().as('n')).where('typeId', '=', typeId).executeTakeFirstOrThrow()).n);
}

export async function insertType(db: SchoolDb, type: Insertable<SchoolScopedDatabase['emergencyType']>): Promise<number> {
  return (await db.insertInto('emergencyType').values(type).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateType(db: SchoolDb, typeId: number, changes: Updateable<SchoolScopedDatabase['emergencyType']>): Promise<void> {
  await db.updateTable('emergencyType').set(changes).where('id', '=', typeId).execute();
}

export async function deleteType(db: SchoolDb, typeId: number): Promise<void> {
  await db.deleteFrom('emergencyType').where('id', '=', typeId).execute();
}

// ---- records ----

export interface EmergencyFilter {
  typeId?: number | undefined;
  level?: number | undefined;
  searchKey?: string | null | undefined;
  /** Days, China time: the records of these days and between. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function matching(db: SchoolDb, filter: EmergencyFilter) {
  let query = db.selectFrom('emergency');
  if (filter.typeId) query = query.where('emergency.typeId', '=', filter.typeId);
  if (filter.level) query = query.where('emergency.level', '=', filter.level);
  if (filter.startDate) query = query.where('emergency.occurredAt', '>=', filter.startDate);
  // 'YYYY-MM-DD HH:mm' sorts under 'YYYY-MM-DD~' for every minute of the day.
  if (filter.endDate) query = query.where('emergency.occurredAt', '<', `${filter.endDate}~`);
  if (filter.searchKey) {
    query = query.where((eb) => eb.or([containsText(eb.ref('emergency.title'), filter.searchKey!), containsText(eb.ref('emergency.place'), filter.searchKey!)]));
  }
  return query;
}

const emergencyRows = (db: SchoolDb, filter: EmergencyFilter) =>
  matching(db, filter)
    .innerJoin('emergencyType', 'emergencyType.id', 'emergency.typeId')
    .innerJoin('teacher as reporter', 'reporter.id', 'emergency.reporterId')
    .selectAll('emergency')
    .select((eb) => [
      'emergencyType.name as typeName',
      'reporter.name as reporterName',
      eb.selectFrom('emergencyChild').select((count) => count.fn.countAll<number>().as('n')).whereRef('emergencyChild.emergencyId', '=', 'emergency.id').as('childCount'),
      eb.selectFrom('emergencyTeacher').select((count) => count.fn.countAll<number>().as('n')).whereRef('emergencyTeacher.emergencyId', '=', 'emergency.id').as('teacherCount'),
    ]);

export type StoredEmergency = Awaited<ReturnType<ReturnType<typeof emergencyRows>['executeTakeFirstOrThrow']>>;

/** The latest first. */
export function emergencyPage(db: SchoolDb, filter: EmergencyFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return emergencyRows(db, filter).orderBy('emergency.occurredAt', 'desc').orderBy('emergency.id', 'desc').offset(offset).limit(limit).execute();
}

export async function emergencyCount(db: SchoolDb, filter: EmergencyFilter): Promise<number> {
  return Number((await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export const findEmergency = (db: SchoolDb, emergencyId: number) => emergencyRows(db, {}).where('emergency.id', '=', emergencyId).executeTakeFirst();

export function childrenOf(db: SchoolDb, emergencyId: number) {
  return db
    .selectFrom('emergencyChild')
    .innerJoin('child', 'child.id', 'emergencyChild.childId')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .select(['child.id as studentId', 'child.name as studentName', 'schoolClass.name as className'])
    .where('emergencyChild.emergencyId', '=', emergencyId)
    .orderBy('child.id')
    .execute();
}

export function teachersOf(db: SchoolDb, emergencyId: number) {
  return db
    .selectFrom('emergencyTeacher')
    .innerJoin('teacher', 'teacher.id', 'emergencyTeacher.teacherId')
    .select(['teacher.id as teacherId', 'teacher.name as teacherName'])
    .where('emergencyTeacher.emergencyId', '=', emergencyId)
    .orderBy('teacher.id')
    .execute();
}

export async function fileIdsOf(db: SchoolDb, emergencyId: number): Promise<number[]> {
  const rows = await db.selectFrom('emergencyFile').select('fileId').where('emergencyId', '=', emergencyId).orderBy('sortOrder').execute();
  return rows.map((row) => row.fileId);
}

export async function insertEmergency(db: SchoolDb, emergency: Insertable<SchoolScopedDatabase['emergency']>): Promise<number> {
  return (await db.insertInto('emergency').values(emergency).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateEmergency(db: SchoolDb, emergencyId: number, changes: Updateable<SchoolScopedDatabase['emergency']>): Promise<void> {
  await db.updateTable('emergency').set(changes).where('id', '=', emergencyId).execute();
}

/** Who and what the record names: replaced as a whole. */
export async function replaceLinks(db: SchoolDb, emergencyId: number, links: { childIds: number[]; teacherIds: number[]; fileIds: number[] }): Promise<void> {
  await deleteLinks(db, emergencyId);
  if (links.childIds.length) await db.insertInto('emergencyChild').values(links.childIds.map((childId) => ({ emergencyId, childId }))).execute();
  if (links.teacherIds.length) await db.insertInto('emergencyTeacher').values(links.teacherIds.map((teacherId) => ({ emergencyId, teacherId }))).execute();
  if (links.fileIds.length) await db.insertInto('emergencyFile').values(links.fileIds.map((fileId, sortOrder) => ({ emergencyId, fileId, sortOrder }))).execute();
}

async function deleteLinks(db: SchoolDb, emergencyId: number): Promise<void> {
  await db.deleteFrom('emergencyChild').where('emergencyId', '=', emergencyId).execute();
  await db.deleteFrom('emergencyTeacher').where('emergencyId', '=', emergencyId).execute();
  await db.deleteFrom('emergencyFile').where('emergencyId', '=', emergencyId).execute();
}

export async function deleteEmergency(db: SchoolDb, emergencyId: number): Promise<boolean> {
  await deleteLinks(db, emergencyId);
  const result = await db.deleteFrom('emergency').where('id', '=', emergencyId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
