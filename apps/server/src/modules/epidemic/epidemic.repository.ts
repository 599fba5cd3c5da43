import type { Insertable, Updateable } from 'kysely';
import type { PageInput } from '../../core/paging.js';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface ActivityFilter {
  searchKey?: string | null | undefined;
  measureType?: number | undefined;
  /** Activities starting after, running on, or ended before this day. */
  state?: { today: string; state: 1 | 2 | 3 } | undefined;
}

function matching(db: SchoolDb, filter: ActivityFilter) {
  let query = db.selectFrom('epidemicActivity');
  if (filter.measureType) query = query.where('epidemicActivity.measureType', '=', filter.measureType);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('epidemicActivity.name'), filter.searchKey!));
  const state = filter.state;
  if (state?.state === 1) query = query.where('epidemicActivity.startDate', '>', state.today);
  if (state?.state === 2) query = query.where('epidemicActivity.startDate', '<=', state.today).where('epidemicActivity.endDate', '>=', state.today);
  if (state?.state === 3) query = query.where('epidemicActivity.endDate', '<', state.today);
  return query;
}

/** Activities with their counts, each a subquery confined like the query (a data scope counts its classes only). */
const activityRows = (db: SchoolDb, filter: ActivityFilter) =>
  matching(db, filter)
    .innerJoin('teacher as adder', 'adder.id', 'epidemicActivity.adderId')
    .selectAll('epidemicActivity')
    .select((eb) => [
      'adder.name as adderName',
      eb
        .selectFrom('epidemicActivityClass')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('epidemicActivityClass.activityId', '=', 'epidemicActivity.id')
        .as('classCount'),
      eb.selectFrom('epidemicRecord').select((count) => count.fn.countAll<number>().as('n')).whereRef('epidemicRecord.activityId', '=', 'epidemicActivity.id').as('recordCount'),
      eb
        .selectFrom('epidemicRecordChild')
        .innerJoin('epidemicRecord', 'epidemicRecord.id', 'epidemicRecordChild.recordId')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('epidemicRecord.activityId', '=', 'epidemicActivity.id')
        .as('symptomCount'),
    ]);

export type StoredActivity = Awaited<ReturnType<ReturnType<typeof activityRows>['executeTakeFirstOrThrow']>>;

/** The latest started first. */
export function activityPage(db: SchoolDb, filter: ActivityFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return activityRows(db, filter).orderBy('epidemicActivity.startDate', 'desc').orderBy('epidemicActivity.id', 'desc').offset(offset).limit(limit).execute();
}

export async function activityCount(db: SchoolDb, filter: ActivityFilter): Promise<number> {
  return Number((await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export const findActivity = (db: SchoolDb, activityId: number) => activityRows(db, {}).where('epidemicActivity.id', '=', activityId).executeTakeFirst();

/** The activity's classes (those a data scope reaches), by grade level and class. */
export function classesOf(db: SchoolDb, activityId: number) {
  return db
    .selectFrom('epidemicActivityClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'epidemicActivityClass.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['schoolClass.id as classId', 'schoolClass.name as className', 'grade.name as gradeName'])
    .where('epidemicActivityClass.activityId', '=', activityId)
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .execute();
}

/** Of `classIds`, those the school has. */
export async function existingClassIds(db: SchoolDb, classIds: number[]): Promise<Set<number>> {
  if (classIds.length === 0) return new Set();
  return new Set((await db.selectFrom('schoolClass').select('id').where('id', 'in', classIds).execute()).map((row) => row.id));
}

/** Each class's recorded days, children found and last day, in one grouped query. */
export function classTotals(db: SchoolDb, activityId: number) {
  return db
    .selectFrom('epidemicRecord')
    .leftJoin('epidemicRecordChild', 'epidemicRecordChild.recordId', 'epidemicRecord.id')
    .select((eb) => [
      'epidemicRecord.classId',
      eb.fn.count<number>('epidemicRecord.id').distinct().as('recordDays'),
      eb.fn.max('epidemicRecord.recordDate').as('lastRecordDate'),
      eb.fn.count<number>('epidemicRecordChild.childId').as('symptomCount'),
    ])
    .where('epidemicRecord.activityId', '=', activityId)
    .groupBy('epidemicRecord.classId')
    .execute();
}

/** The days recorded of an activity, of every class or one. */
export function recordsOf(db: SchoolDb, activityId: number, classId?: number) {
  let query = db
    .selectFrom('epidemicRecord')
    .innerJoin('teacher as recorder', 'recorder.id', 'epidemicRecord.recorderId')
    .selectAll('epidemicRecord')
    .select('recorder.name as recorderName')
    .where('epidemicRecord.activityId', '=', activityId);
  if (classId !== undefined) query = query.where('epidemicRecord.classId', '=', classId);
  return query.orderBy('epidemicRecord.recordDate', 'desc').execute();
}

export function childrenOfRecords(db: SchoolDb, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('epidemicRecordChild')
    .innerJoin('child', 'child.id', 'epidemicRecordChild.childId')
    .select([
      'epidemicRecordChild.recordId',
      'child.id as studentId',
      'child.name as studentName',
      'epidemicRecordChild.symptom',
      'epidemicRecordChild.temperature',
      'epidemicRecordChild.remark',
    ])
    .where('epidemicRecordChild.recordId', 'in', recordIds)
    .orderBy('child.id')
    .execute();
}

export function findRecordOfDay(db: SchoolDb, key: { activityId: number; classId: number; recordDate: string }) {
  return db
    .selectFrom('epidemicRecord')
    .select('id')
    .where('activityId', '=', key.activityId)
    .where('classId', '=', key.classId)
    .where('recordDate', '=', key.recordDate)
    .executeTakeFirst();
}

/** The range of the days an activity's classes have records of, and which classes have any. */
export async function recordSpan(db: SchoolDb, activityId: number) {
  const rows = await db
    .selectFrom('epidemicRecord')
    .select((eb) => ['classId', eb.fn.min('recordDate').as('first'), eb.fn.max('recordDate').as('last')])
    .where('activityId', '=', activityId)
    .groupBy('classId')
    .execute();
  return rows.map((row) => ({ classId: row.classId, first: String(row.first), last: String(row.last) }));
}

export async function insertActivity(db: SchoolDb, activity: Insertable<SchoolScopedDatabase['epidemicActivity']>): Promise<number> {
  return (await db.insertInto('epidemicActivity').values(activity).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateActivity(db: SchoolDb, activityId: number, changes: Updateable<SchoolScopedDatabase['epidemicActivity']>): Promise<void> {
  await db.updateTable('epidemicActivity').set(changes).where('id', '=', activityId).execute();
}

export async function replaceClasses(db: SchoolDb, activityId: number, classIds: number[]): Promise<void> {
  await db.deleteFrom('epidemicActivityClass').where('activityId', '=', activityId).execute();
  await db.insertInto('epidemicActivityClass').values(classIds.map((classId) => ({ activityId, classId }))).execute();
}

export async function deleteActivity(db: SchoolDb, activityId: number): Promise<void> {
  const records = db.selectFrom('epidemicRecord').select('id').where('activityId', '=', activityId);
  await db.deleteFrom('epidemicRecordChild').where('recordId', 'in', records).execute();
  await db.deleteFrom('epidemicRecord').where('activityId', '=', activityId).execute();
  await db.deleteFrom('epidemicActivityClass').where('activityId', '=', activityId).execute();
  await db.deleteFrom('epidemicActivity').where('id', '=', activityId).execute();
}

export async function insertRecord(db: SchoolDb, record: Insertable<SchoolScopedDatabase['epidemicRecord']>): Promise<number> {
  return (await db.insertInto('epidemicRecord').values(record).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRecord(db: SchoolDb, recordId: number, changes: Updateable<SchoolScopedDatabase['epidemicRecord']>): Promise<void> {
  await db.updateTable('epidemicRecord').set(changes).where('id', '=', recordId).execute();
}

export async function replaceRecordChildren(db: SchoolDb, recordId: number, children: Omit<Insertable<SchoolScopedDatabase['epidemicRecordChild']>, 'recordId'>[]): Promise<void> {
  await db.deleteFrom('epidemicRecordChild').where('recordId', '=', recordId).execute();
  if (children.length) await db.insertInto('epidemicRecordChild').values(children.map((child) => ({ ...child, recordId }))).execute();
}

/** What the records of [from, to] found on a child. */
export function findingsOfChild(db: SchoolDb, childId: number, from: string, to: string) {
  return db
    .selectFrom('epidemicRecordChild')
    .innerJoin('epidemicRecord', 'epidemicRecord.id', 'epidemicRecordChild.recordId')
    .innerJoin('epidemicActivity', 'epidemicActivity.id', 'epidemicRecord.activityId')
    .innerJoin('schoolClass', 'schoolClass.id', 'epidemicRecord.classId')
    .innerJoin('teacher as recorder', 'recorder.id', 'epidemicRecord.recorderId')
    .select([
      'epidemicRecord.recordDate',
      'epidemicActivity.name as activityName',
      'epidemicActivity.measureType',
      'schoolClass.name as className',
      'epidemicRecordChild.symptom',
      'epidemicRecordChild.temperature',
      'epidemicRecordChild.remark',
      'recorder.name as recorderName',
    ])
    .where('epidemicRecordChild.childId', '=', childId)
    .where('epidemicRecord.recordDate', '>=', from)
    .where('epidemicRecord.recordDate', '<=', to)
    .orderBy('epidemicRecord.recordDate', 'desc')
    .execute();
}
