import { sql, type Insertable, type Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Page = { offset: number; limit: number };

// ---- areas ----

function areasMatching(db: SchoolDb, searchKey: string | undefined) {
  let query = db.selectFrom('activityArea');
  if (searchKey) {
    query = query.where((eb) => eb.or([containsText(eb.ref('activityArea.name'), searchKey), containsText(eb.ref('activityArea.location'), searchKey)]));
  }
  return query;
}

const areaColumns = [
  'activityArea.id as areaId',
  'activityArea.name',
  'activityArea.location',
  'activityArea.capacity',
  'activityArea.coverFileId',
  'activityArea.remark',
  'activityArea.updatedAt',
] as const;

/** In the order the school set them up. */
export function listAreas(db: SchoolDb, searchKey: string | undefined, page: Page) {
  return areasMatching(db, searchKey).select(areaColumns).orderBy('activityArea.id').offset(page.offset).limit(page.limit).execute();
}

export async function countAreas(db: SchoolDb, searchKey: string | undefined): Promise<number> {
  const row = await areasMatching(db, searchKey).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findArea(db: SchoolDb, areaId: number) {
  return db.selectFrom('activityArea').select(areaColumns).where('activityArea.id', '=', areaId).executeTakeFirst();
}

export function allAreas(db: SchoolDb) {
  return db.selectFrom('activityArea').select(['id as areaId', 'name', 'location']).orderBy('id').execute();
}

export function areasNamed(db: SchoolDb, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('activityArea').select(['id as areaId', 'name']).where('name', 'in', names).orderBy('id').execute();
}

export function classesOfAreas(db: SchoolDb, areaIds: number[]) {
  if (areaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activityAreaClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'activityAreaClass.classId')
    .select(['activityAreaClass.areaId', 'schoolClass.id as classId', 'schoolClass.name as className'])
    .where('activityAreaClass.areaId', 'in', areaIds)
    .orderBy('schoolClass.id')
    .execute();
}

/** How many activities of either kind each area holds (areas without any are absent). */
export async function activityCountsOfAreas(db: SchoolDb, areaIds: number[]): Promise<Map<number, number>> {
  if (areaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('schoolActivity')
    .select((eb) => ['schoolActivity.areaId', eb.fn.countAll<number>().as('n')])
    .where('schoolActivity.areaId', 'in', areaIds)
    .groupBy('schoolActivity.areaId')
    .execute();
  return new Map(rows.map((row) => [row.areaId!, Number(row.n)]));
}

export async function insertArea(db: SchoolDb, area: Insertable<SchoolScopedDatabase['activityArea']>): Promise<number> {
  const row = await db.insertInto('activityArea').values(area).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArea(db: SchoolDb, areaId: number, changes: Updateable<SchoolScopedDatabase['activityArea']>): Promise<void> {
  await db.updateTable('activityArea').set(changes).where('id', '=', areaId).execute();
}

export async function replaceAreaClasses(db: SchoolDb, areaId: number, classIds: number[]): Promise<void> {
  await db.deleteFrom('activityAreaClass').where('areaId', '=', areaId).execute();
  if (classIds.length) await db.insertInto('activityAreaClass').values(classIds.map((classId) => ({ areaId, classId }))).execute();
}

export async function deleteArea(db: SchoolDb, areaId: number): Promise<void> {
  await replaceAreaClasses(db, areaId, []);
  await db.deleteFrom('activityArea').where('id', '=', areaId).execute();
}

// ---- classes ----

export function classesByIds(db: SchoolDb, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('schoolClass').select(['id as classId', 'name as className']).where('id', 'in', classIds).execute();
}

// ---- activities ----

export interface ActivityFilter {
  kind?: number | undefined;
  typeId?: number | undefined;
  classId?: number | undefined;
  areaId?: number | undefined;
  /** Activities taking place on some day between these, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  searchKey?: string | undefined;
  activityIds?: number[] | undefined;
}

function activitiesMatching(db: SchoolDb, filter: ActivityFilter) {
  let query = db.selectFrom('schoolActivity');
  if (filter.kind) query = query.where('schoolActivity.kind', '=', filter.kind);
  if (filter.typeId) query = query.where('schoolActivity.typeId', '=', filter.typeId);
  if (filter.areaId) query = query.where('schoolActivity.areaId', '=', filter.areaId);
  if (filter.to) query = query.where('schoolActivity.startDate', '<=', filter.to);
  if (filter.from) query = query.where('schoolActivity.endDate', '>=', filter.from);
  if (filter.activityIds) query = query.where('schoolActivity.id', 'in', filter.activityIds.length ? filter.activityIds : [0]);
  if (filter.classId) {
    const classId = filter.classId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('schoolActivityClass')
          .select('schoolActivityClass.classId')
          .whereRef('schoolActivityClass.activityId', '=', 'schoolActivity.id')
          .where('schoolActivityClass.classId', '=', classId),
      ),
    );
  }
  if (filter.searchKey) {
    const { searchKey } = filter;
    query = query.where((eb) => eb.or([containsText(eb.ref('schoolActivity.name'), searchKey), containsText(eb.ref('schoolActivity.content'), searchKey)]));
  }
  return query;
}

const activityColumns = [
  'schoolActivity.id as activityId',
  'schoolActivity.kind',
  'schoolActivity.name',
  'schoolActivity.typeId',
  'schoolActivity.areaId',
  'activityArea.name as areaName',
  'schoolActivity.startDate',
  'schoolActivity.endDate',
  'schoolActivity.weekday',
  'schoolActivity.startTime',
  'schoolActivity.endTime',
  'schoolActivity.createdAt',
  'schoolActivity.updatedAt',
] as const;

/** Latest first: by first day, then weekday and hour (a routine's), then the latest recorded. */
export function listActivities(db: SchoolDb, filter: ActivityFilter, page?: Page) {
  let query = activitiesMatching(db, filter)
    .leftJoin('activityArea', 'activityArea.id', 'schoolActivity.areaId')
    .select(activityColumns)
    .orderBy('schoolActivity.startDate', 'desc')
    // Rows without a weekday or time sort alike on both databases (they order NULL differently).
    .orderBy((eb) => eb.fn.coalesce('schoolActivity.weekday', sql.lit(0)))
    .orderBy((eb) => eb.fn.coalesce('schoolActivity.startTime', sql.lit('')))
    .orderBy('schoolActivity.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countActivities(db: SchoolDb, filter: ActivityFilter): Promise<number> {
  const row = await activitiesMatching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findActivity(db: SchoolDb, activityId: number) {
  return db
    .selectFrom('schoolActivity')
    .leftJoin('activityArea', 'activityArea.id', 'schoolActivity.areaId')
    .innerJoin('teacher as author', 'author.id', 'schoolActivity.createdBy')
    .select([...activityColumns, 'schoolActivity.content', 'author.name as createdByName'])
    .where('schoolActivity.id', '=', activityId)
    .executeTakeFirst();
}

export function classesOfActivities(db: SchoolDb, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('schoolActivityClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'schoolActivityClass.classId')
    .select(['schoolActivityClass.activityId', 'schoolClass.id as classId', 'schoolClass.name as className'])
    .where('schoolActivityClass.activityId', 'in', activityIds)
    .orderBy('schoolClass.id')
    .execute();
}

export function questionUnitsOf(db: SchoolDb, activityId: number) {
  return db
    .selectFrom('schoolActivityQuestionUnit')
    .select('unitId')
    .where('activityId', '=', activityId)
    .orderBy('sortOrder')
    .execute();
}
/** The routines held in some areas, with their class, to find a clash with another (routinesClash compares their days and times). */
/** The routines held in an area on a weekday, with their class, to find a clash with another. */
export function routinesInAreas(db: SchoolDb, areaIds: number[]) {
  return db
    .selectFrom('schoolActivity')
    .innerJoin('schoolActivityClass', 'schoolActivityClass.activityId', 'schoolActivity.id')
    .innerJoin('schoolClass', 'schoolClass.id', 'schoolActivityClass.classId')
    .select([
      'schoolActivity.id as activityId',
      'schoolActivity.kind',
      'schoolActivity.name',
      'schoolActivity.areaId',
      'schoolActivity.weekday',
      'schoolActivity.startDate',
      'schoolActivity.endDate',
      'schoolActivity.startTime',
      'schoolActivity.endTime',
      'schoolClass.name as className',
    ])
    .where('schoolActivity.areaId', 'in', areaIds)
    .where('schoolActivity.weekday', 'is not', null)
    .execute();
}

export async function insertActivity(db: SchoolDb, activity: Insertable<SchoolScopedDatabase['schoolActivity']>): Promise<number> {
  const row = await db.insertInto('schoolActivity').values(activity).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivity(db: SchoolDb, activityId: number, changes: Updateable<SchoolScopedDatabase['schoolActivity']>): Promise<void> {
  await db.updateTable('schoolActivity').set(changes).where('id', '=', activityId).execute();
}

/** Makes the activity's classes and evaluation units exactly these, units in this order. */
export async function replaceActivityLinks(db: SchoolDb, activityId: number, links: { classIds: number[]; unitIds: number[] }): Promise<void> {
  await db.deleteFrom('schoolActivityClass').where('activityId', '=', activityId).execute();
  await db.deleteFrom('schoolActivityQuestionUnit').where('activityId', '=', activityId).execute();
  if (links.classIds.length) await db.insertInto('schoolActivityClass').values(links.classIds.map((classId) => ({ activityId, classId }))).execute();
  if (links.unitIds.length) {
    await db
      .insertInto('schoolActivityQuestionUnit')
      .values(links.unitIds.map((unitId, sortOrder) => ({ activityId, unitId, sortOrder })))
      .execute();
  }
}

export async function deleteActivity(db: SchoolDb, activityId: number): Promise<void> {
  await replaceActivityLinks(db, activityId, { classIds: [], unitIds: [] });
  await db.deleteFrom('schoolActivity').where('id', '=', activityId).execute();
}

/** Which of the classes take part in which activities that fall, at least partly, between the dates. */
export function classActivities(db: SchoolDb, classIds: number[], period: { from: string; to: string }) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('schoolActivityClass')
    .innerJoin('schoolActivity', 'schoolActivity.id', 'schoolActivityClass.activityId')
    .select(['schoolActivityClass.activityId', 'schoolActivityClass.classId'])
    .where('schoolActivityClass.classId', 'in', classIds)
    .where('schoolActivity.startDate', '<=', period.to)
    .where('schoolActivity.endDate', '>=', period.from)
    .execute();
}

// ---- imports ----

export async function insertImport(db: SchoolDb, record: Insertable<SchoolScopedDatabase['regularActivityImport']>): Promise<number> {
  const row = await db.insertInto('regularActivityImport').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findImport(db: SchoolDb, importId: number) {
  return db.selectFrom('regularActivityImport').select(['id', 'failedRows', 'createdAt']).where('id', '=', importId).executeTakeFirst();
}
