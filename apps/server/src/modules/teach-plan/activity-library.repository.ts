import type { Insertable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Scoped = SchoolScopedDatabase;

/** The guide targets of plan activities, in the guide's order. */
export function activityTargets(db: SchoolDb, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teachActivityTarget').select(['activityId', 'targetId']).where('activityId', 'in', activityIds).orderBy('targetId').execute();
}

export async function setActivityTargets(db: SchoolDb, activity: { id: number; classId: number }, targetIds: number[]): Promise<void> {
  await db.deleteFrom('teachActivityTarget').where('activityId', '=', activity.id).execute();
  if (targetIds.length) await db.insertInto('teachActivityTarget').values(targetIds.map((targetId) => ({ classId: activity.classId, activityId: activity.id, targetId }))).execute();
}

/** A week plan's own activity types, with how many of its activities take each. */
export function weekTypesOf(db: SchoolDb, weekId: number) {
  return db
    .selectFrom('teachWeekActivityType as weekType')
    .select((eb) => [
      'weekType.id as weekActivityTypeId',
      'weekType.name',
      eb.fn.coalesce(eb.selectFrom('teachActivity').select(eb.fn.countAll<number>().as('n')).whereRef('teachActivity.weekActivityTypeId', '=', 'weekType.id'), eb.lit(0)).as('activityCount'),
    ])
    .where('weekType.weekPlanId', '=', weekId)
    .orderBy('weekType.id')
    .execute();
}

export function findWeekType(db: SchoolDb, weekActivityTypeId: number) {
  return db.selectFrom('teachWeekActivityType').select(['id', 'weekPlanId', 'name']).where('id', '=', weekActivityTypeId).executeTakeFirst();
}

/** The new type's id, or none when the week has one of that name already. */
export async function insertWeekType(db: SchoolDb, type: Insertable<Scoped['teachWeekActivityType']>): Promise<number | undefined> {
  const row = await db
    .insertInto('teachWeekActivityType')
    .values(type)
    .onConflict((conflict) => conflict.columns(['weekPlanId', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function weekTypeNamed(db: SchoolDb, weekId: number, name: string) {
  return db.selectFrom('teachWeekActivityType').select('id').where('weekPlanId', '=', weekId).where('name', '=', name).executeTakeFirst();
}

export async function countWeekTypes(db: SchoolDb, weekId: number): Promise<number> {
  const row = await db.selectFrom('teachWeekActivityType').select((eb) => eb.fn.countAll<number>().as('n')).where('weekPlanId', '=', weekId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function renameWeekType(db: SchoolDb, weekActivityTypeId: number, name: string): Promise<void> {
  await db.updateTable('teachWeekActivityType').set({ name }).where('id', '=', weekActivityTypeId).execute();
}

export async function weekTypeInUse(db: SchoolDb, weekActivityTypeId: number): Promise<boolean> {
  return (await db.selectFrom('teachActivity').select('id').where('weekActivityTypeId', '=', weekActivityTypeId).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteWeekType(db: SchoolDb, weekActivityTypeId: number): Promise<void> {
  await db.deleteFrom('teachWeekActivityType').where('id', '=', weekActivityTypeId).execute();
}

export interface LibraryFilter {
  keyword?: string | undefined;
  activityTypeId?: number | undefined;
  sourceId?: number | undefined;
  activityId?: number | undefined;
}

/** The library's activities (not deleted) matching `filter`, with their type, adder and how often they were used. */
function libraryQuery(db: SchoolDb, filter: LibraryFilter) {
  let query = db
    .selectFrom('teachLibraryActivity as library')
    .innerJoin('teacher as adder', 'adder.id', 'library.adderId')
    .leftJoin('teachActivityType as type', 'type.id', 'library.activityTypeId')
    .where('library.deletedAt', 'is', null);
  if (filter.activityId) query = query.where('library.id', '=', filter.activityId);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('library.name'), filter.keyword!));
  if (filter.activityTypeId) query = query.where('library.activityTypeId', '=', filter.activityTypeId);
  if (filter.sourceId) query = query.where('library.source', '=', filter.sourceId);
  return query;
}

export function libraryActivities(db: SchoolDb, filter: LibraryFilter, page: { offset: number; limit: number }) {
  return libraryQuery(db, filter)
    .select((eb) => [
      'library.id as activityId',
      'library.name as activityName',
      'library.activityTypeId',
      'type.name as activityTypeName',
      'library.content',
      'library.source as sourceId',
      'adder.name as adderName',
      'library.updatedAt',
      eb.fn.coalesce(eb.selectFrom('teachActivity').select(eb.fn.countAll<number>().as('n')).whereRef('teachActivity.libraryActivityId', '=', 'library.id'), eb.lit(0)).as('useCount'),
    ])
    .orderBy('library.updatedAt', 'desc')
    .orderBy('library.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countLibraryActivities(db: SchoolDb, filter: LibraryFilter): Promise<number> {
  const row = await libraryQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function libraryOptions(db: SchoolDb, filter: LibraryFilter, limit: number) {
  return libraryQuery(db, filter)
    .select(['library.id as activityId', 'library.name as activityName', 'type.name as activityTypeName'])
    .orderBy('library.name')
    .orderBy('library.id')
    .limit(limit)
    .execute();
}

/** Library activities (deleted ones too, which plans still name) with what a plan copies of them. */
export function librarySources(db: SchoolDb, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teachLibraryActivity').select(['id', 'name', 'activityTypeId', 'content', 'deletedAt']).where('id', 'in', activityIds).execute();
}

export function libraryTargets(db: SchoolDb, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teachLibraryActivityTarget')
    .select(['libraryActivityId', 'targetId'])
    .where('libraryActivityId', 'in', activityIds)
    .orderBy('targetId')
    .execute();
}

export async function insertLibraryActivity(db: SchoolDb, activity: Insertable<Scoped['teachLibraryActivity']>, targetIds: number[]): Promise<number> {
  const { id } = await db.insertInto('teachLibraryActivity').values(activity).returning('id').executeTakeFirstOrThrow();
  await replaceLibraryTargets(db, id, targetIds);
  return id;
}

export async function updateLibraryActivity(
  db: SchoolDb,
  activityId: number,
  changes: { name: string; activityTypeId: number | null; content: string | null; updatedAt: string },
  targetIds: number[],
): Promise<void> {
  await db.updateTable('teachLibraryActivity').set(changes).where('id', '=', activityId).execute();
  await replaceLibraryTargets(db, activityId, targetIds);
}

async function replaceLibraryTargets(db: SchoolDb, activityId: number, targetIds: number[]): Promise<void> {
  await db.deleteFrom('teachLibraryActivityTarget').where('libraryActivityId', '=', activityId).execute();
  if (targetIds.length) await db.insertInto('teachLibraryActivityTarget').values(targetIds.map((targetId) => ({ libraryActivityId: activityId, targetId }))).execute();
}

export async function markLibraryActivityDeleted(db: SchoolDb, activityId: number, deletedAt: string): Promise<void> {
  await db.updateTable('teachLibraryActivity').set({ deletedAt }).where('id', '=', activityId).execute();
}

/** The plan activities taken from a library activity, newest week first. */
function recordsQuery(db: SchoolDb, libraryActivityId: number) {
  return db
    .selectFrom('teachActivity as activity')
    .innerJoin('teachWeekPlan as plan', 'plan.id', 'activity.weekPlanId')
    .innerJoin('schoolClass', 'schoolClass.id', 'plan.classId')
    .innerJoin('semester', 'semester.id', 'plan.semesterId')
    .where('activity.libraryActivityId', '=', libraryActivityId);
}

export function activityRecords(db: SchoolDb, libraryActivityId: number, page: { offset: number; limit: number }) {
  return recordsQuery(db, libraryActivityId)
    .select([
      'activity.id as planActivityId',
      'plan.id as weekId',
      'schoolClass.name as className',
      'semester.name as semesterName',
      'plan.weekIndex',
      'plan.startDate',
      'activity.dayOfWeek',
      'activity.period',
      'plan.approveStatus',
    ])
    .orderBy('plan.startDate', 'desc')
    .orderBy('activity.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countActivityRecords(db: SchoolDb, libraryActivityId: number): Promise<number> {
  const row = await recordsQuery(db, libraryActivityId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The week plans of a semester whose status is among `statuses`, of the classes `teacherId` teaches
 * (every class within the handle's reach when null), in class and week order.
 */
export function plansOfSemester(db: SchoolDb, filter: { semesterId: number; statuses: number[]; teacherId: number | null }) {
  let query = db
    .selectFrom('teachWeekPlan as plan')
    .innerJoin('schoolClass', 'schoolClass.id', 'plan.classId')
    .innerJoin('semester', 'semester.id', 'plan.semesterId')
    .select([
      'plan.id as weekId',
      'plan.classId',
      'schoolClass.name as className',
      'semester.name as semesterName',
      'plan.weekIndex',
      'plan.startDate',
      'plan.endDate',
      'plan.approveStatus',
    ])
    .where('plan.semesterId', '=', filter.semesterId)
    .where('plan.approveStatus', 'in', filter.statuses);
  if (filter.teacherId !== null) {
    const teacherId = filter.teacherId;
    query = query.where('plan.classId', 'in', (eb) => eb.selectFrom('classTeacher').select('classTeacher.classId').where('classTeacher.teacherId', '=', teacherId));
  }
  return query.orderBy('schoolClass.id').orderBy('plan.weekIndex').execute();
}
