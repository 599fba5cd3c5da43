import type { Insertable, Updateable } from 'kysely';
import type { PageInput } from '../../core/paging.js';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface SafetyFilter {
  searchKey?: string | null | undefined;
  activityKind?: number | undefined;
  checkStatus?: number | undefined;
}

/** A plan with its activity's name and first day, whichever kind it is for. */
const plans = (db: SchoolDb) =>
  db
    .selectFrom('activitySafety')
    .leftJoin('schoolActivity', 'schoolActivity.id', 'activitySafety.schoolActivityId')
    .leftJoin('schoolClass', 'schoolClass.id', 'activitySafety.classId');

function matching(db: SchoolDb, filter: SafetyFilter) {
  let query = plans(db);
  if (filter.activityKind) query = query.where('activitySafety.activityKind', '=', filter.activityKind);
  if (filter.checkStatus) query = query.where('activitySafety.checkStatus', '=', filter.checkStatus);
  if (filter.searchKey) {
    query = query.where((eb) => eb.or([containsText(eb.ref('activitySafety.activityName'), filter.searchKey!), containsText(eb.ref('schoolActivity.name'), filter.searchKey!), containsText(eb.ref('activitySafety.location'), filter.searchKey!)]));
  }
  return query;
}

const planRows = (db: SchoolDb, filter: SafetyFilter) =>
  matching(db, filter)
    .innerJoin('teacher as adder', 'adder.id', 'activitySafety.adderId')
    .leftJoin('teacher as checker', 'checker.id', 'activitySafety.checkerId')
    .selectAll('activitySafety')
    .select((eb) => [
      eb.fn.coalesce('schoolActivity.name', 'activitySafety.activityName', eb.val('')).as('name'),
      eb.fn.coalesce('schoolActivity.startDate', 'activitySafety.activityDate', eb.val('')).as('date'),
      'schoolActivity.endDate as schoolActivityEndDate',
      'schoolClass.name as className',
      'adder.name as adderName',
      'checker.name as checkerName',
      eb.selectFrom('activitySafetyItem').select((count) => count.fn.countAll<number>().as('n')).whereRef('activitySafetyItem.safetyId', '=', 'activitySafety.id').as('itemCount'),
    ]);

export type StoredPlan = Awaited<ReturnType<ReturnType<typeof planRows>['executeTakeFirstOrThrow']>>;

/** The latest activity first. */
export function planPage(db: SchoolDb, filter: SafetyFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return planRows(db, filter)
    .orderBy((eb) => eb.fn.coalesce('schoolActivity.startDate', 'activitySafety.activityDate', eb.val('')), 'desc')
    .orderBy('activitySafety.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function planCount(db: SchoolDb, filter: SafetyFilter): Promise<number> {
  return Number((await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export const findPlan = (db: SchoolDb, safetyId: number) => planRows(db, {}).where('activitySafety.id', '=', safetyId).executeTakeFirst();

export function peopleOf(db: SchoolDb, safetyIds: number[]) {
  if (safetyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activitySafetyPerson')
    .innerJoin('teacher', 'teacher.id', 'activitySafetyPerson.teacherId')
    .select(['activitySafetyPerson.safetyId', 'teacher.id as teacherId', 'teacher.name as teacherName', 'activitySafetyPerson.duty'])
    .where('activitySafetyPerson.safetyId', 'in', safetyIds)
    .orderBy('activitySafetyPerson.safetyId')
    .orderBy('activitySafetyPerson.sortOrder')
    .execute();
}

export function itemsOf(db: SchoolDb, safetyId: number) {
  return db.selectFrom('activitySafetyItem').select(['id as itemId', 'content', 'measure']).where('safetyId', '=', safetyId).orderBy('sortOrder').execute();
}

export async function fileIdsOf(db: SchoolDb, safetyId: number): Promise<number[]> {
  return (await db.selectFrom('activitySafetyFile').select('fileId').where('safetyId', '=', safetyId).orderBy('sortOrder').execute()).map((row) => row.fileId);
}

export async function insertPlan(db: SchoolDb, plan: Insertable<SchoolScopedDatabase['activitySafety']>): Promise<number> {
  return (await db.insertInto('activitySafety').values(plan).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePlan(db: SchoolDb, safetyId: number, changes: Updateable<SchoolScopedDatabase['activitySafety']>): Promise<void> {
  await db.updateTable('activitySafety').set(changes).where('id', '=', safetyId).execute();
}

export interface PlanParts {
  items: { content: string; measure: string | null }[];
  people: { teacherId: number; duty: string | null }[];
  fileIds: number[];
}

/** The plan's items, people and files: replaced as a whole. */
export async function replaceParts(db: SchoolDb, safetyId: number, parts: PlanParts): Promise<void> {
  await deleteParts(db, safetyId);
  await db.insertInto('activitySafetyItem').values(parts.items.map((item, sortOrder) => ({ safetyId, ...item, sortOrder }))).execute();
  await db.insertInto('activitySafetyPerson').values(parts.people.map((person, sortOrder) => ({ safetyId, ...person, sortOrder }))).execute();
  if (parts.fileIds.length) await db.insertInto('activitySafetyFile').values(parts.fileIds.map((fileId, sortOrder) => ({ safetyId, fileId, sortOrder }))).execute();
}

async function deleteParts(db: SchoolDb, safetyId: number): Promise<void> {
  await db.deleteFrom('activitySafetyItem').where('safetyId', '=', safetyId).execute();
  await db.deleteFrom('activitySafetyPerson').where('safetyId', '=', safetyId).execute();
  await db.deleteFrom('activitySafetyFile').where('safetyId', '=', safetyId).execute();
}

export async function deletePlan(db: SchoolDb, safetyId: number): Promise<void> {
  await deleteParts(db, safetyId);
  await db.deleteFrom('activitySafety').where('id', '=', safetyId).execute();
}
