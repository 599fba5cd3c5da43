import { CourseSource, CourseVisibility, type CoursewareFilter } from '@yuanwu/shared';
import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Who looks at the library: their school, its group and whether it is a branch, and the person (for 私有). */
export interface Viewer {
  schoolId: number;
  teacherId: number;
  /** The other schools of the group. */
  groupSchoolIds: readonly number[];
  /** The head school when the viewer's is a branch: its 仅订阅可见 lessons reach the branch. */
  parentSchoolId: number | null;
}

type Platform = Kysely<Database>;
type CoursewareEb = ExpressionBuilder<Database, 'courseware'>;

/** The lessons a viewer may see: the school's own (私有 only its author's), the group's 公开 ones, and the head school's 仅订阅可见 ones for a branch. */
function visibleTo(eb: CoursewareEb, viewer: Viewer) {
  const reaches = [
    eb.and([
      eb('courseware.schoolId', '=', viewer.schoolId),
      eb.or([eb('courseware.visibility', '<>', CourseVisibility.PRIVATE), eb('courseware.adderId', '=', viewer.teacherId)]),
    ]),
  ];
  if (viewer.groupSchoolIds.length) {
    reaches.push(eb.and([eb('courseware.schoolId', 'in', [...viewer.groupSchoolIds]), eb('courseware.visibility', '=', CourseVisibility.PUBLIC)]));
  }
  if (viewer.parentSchoolId !== null) {
    reaches.push(eb.and([eb('courseware.schoolId', '=', viewer.parentSchoolId), eb('courseware.visibility', '=', CourseVisibility.SUBSCRIBERS)]));
  }
  return eb.or(reaches);
}

function matching(db: Platform, viewer: Viewer, filter: CoursewareFilter) {
  let query = db.selectFrom('courseware').where((eb) => visibleTo(eb, viewer));
  if (filter.sourceId === CourseSource.OWN) query = query.where('courseware.schoolId', '=', viewer.schoolId).where('courseware.copiedFromId', 'is', null);
  if (filter.sourceId === CourseSource.COPIED) query = query.where('courseware.schoolId', '=', viewer.schoolId).where('courseware.copiedFromId', 'is not', null);
  if (filter.sourceId === CourseSource.GROUP) query = query.where('courseware.schoolId', '<>', viewer.schoolId);
  if (filter.gradeId !== undefined) query = query.where('courseware.gradeLevel', '=', filter.gradeId);
  if (filter.subjectId !== undefined) query = query.where('courseware.subject', '=', filter.subjectId);
  if (filter.visibility !== undefined) query = query.where('courseware.visibility', '=', filter.visibility);
  if (filter.seriesId !== undefined) query = query.where('courseware.seriesId', '=', filter.seriesId);
  if (filter.themeId !== undefined) query = query.where('courseware.themeId', '=', filter.themeId);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('courseware.name'), filter.searchKey!));
  return query;
}

const rows = (db: Platform, viewer: Viewer, filter: CoursewareFilter) =>
  matching(db, viewer, filter)
    .innerJoin('school', 'school.id', 'courseware.schoolId')
    .leftJoin('teacher as adder', 'adder.id', 'courseware.adderId')
    .leftJoin('courseSeries', 'courseSeries.id', 'courseware.seriesId')
    .leftJoin('courseTheme', 'courseTheme.id', 'courseware.themeId')
    .selectAll('courseware')
    .select((eb) => [
      'school.name as schoolName',
      eb.fn.coalesce('adder.name', eb.val('')).as('adderName'),
      eb.fn.coalesce('courseSeries.name', eb.val('')).as('seriesName'),
      eb.fn.coalesce('courseTheme.name', eb.val('')).as('themeName'),
    ]);

export type StoredCourseware = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

/** The visible lessons that match, the latest changed first. */
export function coursewarePage(db: Platform, viewer: Viewer, filter: CoursewareFilter, page: { offset: number; limit: number }) {
  return rows(db, viewer, filter).orderBy('courseware.updatedAt', 'desc').orderBy('courseware.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function coursewareCount(db: Platform, viewer: Viewer, filter: CoursewareFilter): Promise<number> {
  const row = await matching(db, viewer, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A lesson the viewer may see, or undefined: another school's private lesson reads as one that does not exist. */
export const findVisible = (db: Platform, viewer: Viewer, coursewareId: number) => rows(db, viewer, {}).where('courseware.id', '=', coursewareId).executeTakeFirst();

/** The school's own lesson, through its handle: writes reach no other school's. */
export function findOwn(db: SchoolDb, coursewareId: number) {
  return db.selectFrom('courseware').selectAll().where('id', '=', coursewareId).executeTakeFirst();
}

/** The parts of a lesson, read on the platform handle once the lesson is known to be visible. */
export async function partsOf(db: Platform, coursewareId: number) {
  const [resources, goals, targets, points, lessons] = await Promise.all([
    db.selectFrom('coursewareResource').select('fileId').where('coursewareId', '=', coursewareId).orderBy('orderNum').execute(),
    db.selectFrom('coursewareGoal').select(['id as goalId', 'content']).where('coursewareId', '=', coursewareId).orderBy('orderNum').orderBy('id').execute(),
    db.selectFrom('coursewareGuideTarget').select('targetId').where('coursewareId', '=', coursewareId).orderBy('targetId').execute(),
    db.selectFrom('coursewareActivityPoint').select(['id as pointId', 'content', 'targetId']).where('coursewareId', '=', coursewareId).orderBy('orderNum').orderBy('id').execute(),
    db.selectFrom('courseLesson').select((eb) => eb.fn.countAll<number>().as('n')).where('coursewareId', '=', coursewareId).where('deletedAt', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { fileIds: resources.map((row) => row.fileId), goals, targetIds: targets.map((row) => row.targetId), points, lessonCount: Number(lessons.n) };
}

export async function insertCourseware(db: SchoolDb, values: Insertable<SchoolScopedDatabase['courseware']>): Promise<number> {
  return (await db.insertInto('courseware').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCourseware(db: SchoolDb, coursewareId: number, changes: Updateable<SchoolScopedDatabase['courseware']>): Promise<void> {
  await db.updateTable('courseware').set(changes).where('id', '=', coursewareId).execute();
}

export async function resourceFileIds(db: SchoolDb, coursewareId: number): Promise<number[]> {
  return (await db.selectFrom('coursewareResource').select('fileId').where('coursewareId', '=', coursewareId).orderBy('orderNum').execute()).map((row) => row.fileId);
}

export async function replaceResources(db: SchoolDb, coursewareId: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('coursewareResource').where('coursewareId', '=', coursewareId).execute();
  if (fileIds.length) await db.insertInto('coursewareResource').values(fileIds.map((fileId, index) => ({ coursewareId, fileId, orderNum: index + 1 }))).execute();
}

export async function replaceGuideTargets(db: SchoolDb, coursewareId: number, targetIds: readonly number[]): Promise<void> {
  await db.deleteFrom('coursewareGuideTarget').where('coursewareId', '=', coursewareId).execute();
  if (targetIds.length) await db.insertInto('coursewareGuideTarget').values(targetIds.map((targetId) => ({ coursewareId, targetId }))).execute();
}

async function nextOrder(db: SchoolDb, table: 'coursewareGoal' | 'coursewareActivityPoint', coursewareId: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('orderNum').as('last')).where('coursewareId', '=', coursewareId).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertGoals(db: SchoolDb, coursewareId: number, contents: readonly string[]): Promise<number[]> {
  const first = await nextOrder(db, 'coursewareGoal', coursewareId);
  const ids: number[] = [];
  for (const [index, content] of contents.entries()) {
    ids.push((await db.insertInto('coursewareGoal').values({ coursewareId, content, orderNum: first + index }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return ids;
}

export const findGoal = (db: SchoolDb, goalId: number) => db.selectFrom('coursewareGoal').select(['id', 'coursewareId']).where('id', '=', goalId).executeTakeFirst();
export async function updateGoal(db: SchoolDb, goalId: number, content: string): Promise<void> {
  await db.updateTable('coursewareGoal').set({ content }).where('id', '=', goalId).execute();
}
export async function deleteGoal(db: SchoolDb, goalId: number): Promise<void> {
  await db.deleteFrom('coursewareGoal').where('id', '=', goalId).execute();
}

export async function insertPoints(db: SchoolDb, coursewareId: number, points: readonly { content: string; targetId: number | null }[]): Promise<number[]> {
  const first = await nextOrder(db, 'coursewareActivityPoint', coursewareId);
  const ids: number[] = [];
  for (const [index, point] of points.entries()) {
    ids.push((await db.insertInto('coursewareActivityPoint').values({ coursewareId, ...point, orderNum: first + index }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return ids;
}

export const findPoint = (db: SchoolDb, pointId: number) => db.selectFrom('coursewareActivityPoint').select(['id', 'coursewareId']).where('id', '=', pointId).executeTakeFirst();
export async function updatePoint(db: SchoolDb, pointId: number, point: { content: string; targetId: number | null }): Promise<void> {
  await db.updateTable('coursewareActivityPoint').set(point).where('id', '=', pointId).execute();
}
export async function deletePoint(db: SchoolDb, pointId: number): Promise<void> {
  await db.deleteFrom('coursewareActivityPoint').where('id', '=', pointId).execute();
}

export async function lessonCountOf(db: SchoolDb, coursewareId: number): Promise<number> {
  const row = await db.selectFrom('courseLesson').select((eb) => eb.fn.countAll<number>().as('n')).where('coursewareId', '=', coursewareId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a lesson with its parts; the copies made of it keep their content and lose the link. */
export async function deleteCourseware(db: SchoolDb, coursewareId: number): Promise<void> {
  for (const table of ['coursewareResource', 'coursewareGoal', 'coursewareGuideTarget', 'coursewareActivityPoint'] as const) {
    await db.deleteFrom(table).where('coursewareId', '=', coursewareId).execute();
  }
  await db.updateTable('courseware').set({ copiedFromId: null }).where('copiedFromId', '=', coursewareId).execute();
  await db.deleteFrom('courseware').where('id', '=', coursewareId).execute();
}

// ---------- series and themes: the same shape, one table each ----------

type Shelf = 'courseSeries' | 'courseTheme';

function shelfRows(db: SchoolDb, shelf: Shelf) {
  const link = shelf === 'courseSeries' ? 'courseware.seriesId' : 'courseware.themeId';
  return db
    .selectFrom(shelf)
    .leftJoin('teacher as adder', 'adder.id', `${shelf}.adderId`)
    .select((eb) => [
      `${shelf}.id as id`,
      `${shelf}.name as name`,
      `${shelf}.gradeLevel as gradeLevel`,
      `${shelf}.description as description`,
      `${shelf}.createdAt as createdAt`,
      `${shelf}.deletedAt as deletedAt`,
      eb.fn.coalesce('adder.name', eb.val('')).as('adderName'),
      eb.selectFrom('courseware').select((count) => count.fn.countAll<number>().as('n')).whereRef(link, '=', `${shelf}.id`).as('coursewareNum'),
    ]);
}

export type StoredShelf = Awaited<ReturnType<ReturnType<typeof shelfRows>['executeTakeFirstOrThrow']>>;

function shelfFilter(db: SchoolDb, shelf: Shelf, filter: { isDeleted: boolean; searchKey?: string | undefined }) {
  let query = shelfRows(db, shelf).where(`${shelf}.deletedAt`, filter.isDeleted ? 'is not' : 'is', null);
  const { searchKey } = filter;
  if (searchKey) query = query.where((eb) => containsText(eb.ref(`${shelf}.name`), searchKey));
  return query;
}

export function shelfPage(db: SchoolDb, shelf: Shelf, filter: { isDeleted: boolean; searchKey?: string | undefined }, page: { offset: number; limit: number }) {
  return shelfFilter(db, shelf, filter).orderBy(`${shelf}.createdAt`, 'desc').orderBy(`${shelf}.id`, 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function shelfCount(db: SchoolDb, shelf: Shelf, isDeleted: boolean, searchKey?: string): Promise<number> {
  let query = db.selectFrom(shelf).select((eb) => eb.fn.countAll<number>().as('n')).where('deletedAt', isDeleted ? 'is not' : 'is', null);
  if (searchKey) query = query.where((eb) => containsText(eb.ref('name'), searchKey));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The kept shelves, by name, for selects and filters. */
export const keptShelves = (db: SchoolDb, shelf: Shelf) => shelfRows(db, shelf).where(`${shelf}.deletedAt`, 'is', null).orderBy(`${shelf}.name`).execute();

export const findShelf = (db: SchoolDb, shelf: Shelf, id: number) => shelfRows(db, shelf).where(`${shelf}.id`, '=', id).executeTakeFirst();
export const findShelfByName = (db: SchoolDb, shelf: Shelf, name: string) => db.selectFrom(shelf).select(['id', 'deletedAt']).where('name', '=', name).executeTakeFirst();

export async function insertShelf(db: SchoolDb, shelf: Shelf, values: { name: string; gradeLevel: number | null; description: string | null; adderId: number; createdAt: string }): Promise<number> {
  return (await db.insertInto(shelf).values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateShelf(db: SchoolDb, shelf: Shelf, id: number, changes: { name?: string; gradeLevel?: number | null; description?: string | null; deletedAt?: string | null }): Promise<void> {
  await db.updateTable(shelf).set(changes).where('id', '=', id).execute();
}

/** How many lessons the school has, and how many of them sit in a kept series. */
export async function coursewareTotals(db: SchoolDb) {
  const row = await db
    .selectFrom('courseware')
    .leftJoin('courseSeries', 'courseSeries.id', 'courseware.seriesId')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('courseSeries.id').filterWhere('courseSeries.deletedAt', 'is', null).as('inSeries'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), inSeries: Number(row.inSeries) };
}
