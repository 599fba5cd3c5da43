import { sql, type Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import type { DateRange } from './child-growth.repository.js';

export interface ObservationFilter {
  classId?: number | undefined;
  domainId?: number | undefined;
  /** YYYY-MM. */
  month?: string | undefined;
  teacherId?: number | undefined;
}

export interface LevelRow {
  childId: number;
  itemId: number;
  level: number;
}

const monthOf = sql<string>`substr(observation.observe_date, 1, 7)`;

function filteredObservations(db: SchoolDb, filter: ObservationFilter) {
  let query = db
    .selectFrom('observation')
    .innerJoin('schoolClass', 'schoolClass.id', 'observation.classId')
    .innerJoin('teacher', 'teacher.id', 'observation.teacherId');
  if (filter.classId) query = query.where('observation.classId', '=', filter.classId);
  if (filter.domainId) query = query.where('observation.field', '=', filter.domainId);
  if (filter.teacherId) query = query.where('observation.teacherId', '=', filter.teacherId);
  if (filter.month) query = query.where('observation.observeDate', '>=', `${filter.month}-01`).where('observation.observeDate', '<=', `${filter.month}-31`);
  return query;
}

const rowColumns = [
  'observation.id as obsId',
  'observation.classId',
  'schoolClass.name as className',
  'observation.field as domainId',
  'observation.activityName',
  'observation.observeDate',
  'observation.note',
  'observation.teacherId',
  'teacher.name as teacherName',
] as const;

/** Newest first. */
export function listObservations(db: SchoolDb, filter: ObservationFilter, page: { offset: number; limit: number }) {
  return filteredObservations(db, filter)
    .select(rowColumns)
    .orderBy('observation.observeDate', 'desc')
    .orderBy('observation.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countObservations(db: SchoolDb, filter: ObservationFilter): Promise<number> {
  const row = await filteredObservations(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findObservationRow(db: SchoolDb, obsId: number) {
  return filteredObservations(db, {}).select(rowColumns).where('observation.id', '=', obsId).executeTakeFirst();
}

/** The months with observations, newest first. */
export async function observationMonths(db: SchoolDb, classId: number | undefined): Promise<string[]> {
  const rows = await filteredObservations(db, { classId }).select(monthOf.as('month')).distinct().orderBy('month', 'desc').execute();
  return rows.map((row) => row.month);
}

export function observedChildren(db: SchoolDb, obsIds: number[]) {
  if (obsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('observationChild')
    .innerJoin('child', 'child.id', 'observationChild.childId')
    .select(['observationChild.observationId as obsId', 'child.id as studentId', 'child.name as studentName', 'observationChild.remark'])
    .where('observationChild.observationId', 'in', obsIds)
    .orderBy('child.id')
    .execute();
}

export function levelsOfObservations(db: SchoolDb, obsIds: number[]) {
  if (obsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('observationLevel')
    .select(['observationId as obsId', 'childId', 'itemId', 'level'])
    .where('observationId', 'in', obsIds)
    .orderBy('itemId')
    .execute();
}

export async function goalCounts(db: SchoolDb, obsIds: number[]): Promise<Map<number, number>> {
  if (obsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('observationGoal')
    .select((eb) => ['observationId', eb.fn.countAll<number>().as('n')])
    .where('observationId', 'in', obsIds)
    .groupBy('observationId')
    .execute();
  return new Map(rows.map((row) => [row.observationId, Number(row.n)]));
}

export async function updateObservation(db: SchoolDb, obsId: number, changes: Updateable<SchoolScopedDatabase['observation']>): Promise<void> {
  await db.updateTable('observation').set(changes).where('id', '=', obsId).execute();
}

/** The children observed, each with what the teacher saw, and their levels, in place of the old ones. */
export async function replaceObservedChildren(db: SchoolDb, obsId: number, children: { childId: number; remark: string | null }[], levels: LevelRow[]) {
  await db.deleteFrom('observationLevel').where('observationId', '=', obsId).execute();
  await db.deleteFrom('observationChild').where('observationId', '=', obsId).execute();
  for await (const batch of inBatches(children)) {
    await db.insertInto('observationChild').values(batch.map((child) => ({ observationId: obsId, ...child }))).execute();
  }
  for await (const batch of inBatches(levels)) {
    await db.insertInto('observationLevel').values(batch.map((row) => ({ observationId: obsId, ...row }))).execute();
  }
}

export async function deleteObservation(db: SchoolDb, obsId: number): Promise<void> {
  await db.deleteFrom('observationLevel').where('observationId', '=', obsId).execute();
  await db.deleteFrom('observationGoal').where('observationId', '=', obsId).execute();
  await db.deleteFrom('observationChild').where('observationId', '=', obsId).execute();
  await db.deleteFrom('observation').where('id', '=', obsId).execute();
}

/** A child's levels on the items named, observed within the range, newest first. */
export function levelsOfChild(db: SchoolDb, childId: number, itemIds: number[], range: DateRange) {
  return db
    .selectFrom('observationLevel')
    .innerJoin('observation', 'observation.id', 'observationLevel.observationId')
    .innerJoin('observationChild', (join) =>
      join.onRef('observationChild.observationId', '=', 'observationLevel.observationId').onRef('observationChild.childId', '=', 'observationLevel.childId'),
    )
    .innerJoin('teacher', 'teacher.id', 'observation.teacherId')
    .select([
      'observationLevel.itemId',
      'observationLevel.level',
      'observation.id as obsId',
      'observation.observeDate',
      'observation.activityName',
      'teacher.name as teacherName',
      'observationChild.remark',
    ])
    .where('observationLevel.childId', '=', childId)
    .where('observationLevel.itemId', 'in', itemIds)
    .where('observation.observeDate', '>=', range.startDate)
    .where('observation.observeDate', '<=', range.endDate)
    .orderBy('observation.observeDate', 'desc')
    .orderBy('observation.id', 'desc')
    .execute();
}
