import { StudentStatus, TeacherStatus, type ArticleListInput } from '@yuanwu/shared';
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import type { NewsTable } from './news.table.js';

/** The articles a school's console sees: its own, and those of its head school published to it. */
export interface NewsReach {
  schoolId: number;
  headSchoolId: number | null;
}

type Db = Kysely<Database>;

/** Pinned now: a pin ends by itself once its end date is past, with no job to undo it. */
const pinnedNow = (today: string) => sql<number>`case when news.is_top = 1 and news.top_end_date >= ${today} then 1 else 0 end`;

/**
 * Reads across the schools of a group, through the platform's handle: the school conditions are
 * written here, since a branch reads its head school's articles published to it (and only those).
 */
function reachable(db: Db, reach: NewsReach) {
  return db.selectFrom('news').where((eb) => {
    const own = eb('news.schoolId', '=', reach.schoolId);
    if (reach.headSchoolId === null) return own;
    const fromHead = eb.and([
      eb('news.schoolId', '=', reach.headSchoolId),
      eb('news.isPublish', '=', 1),
      eb.exists(eb.selectFrom('newsSchool').select('newsSchool.id').whereRef('newsSchool.newsId', '=', 'news.id').where('newsSchool.targetSchoolId', '=', reach.schoolId)),
    ]);
    return eb.or([own, fromHead]);
  });
}

/** An article as its readers see it, with its school (joined as `school`): the console's and the family page's. */
export const articleColumns = [
  'news.schoolId',
  'school.name as schoolName',
  'news.title',
  'news.author',
  'news.summary',
  'news.content',
  'news.coverImg',
  'news.bannerImg',
  'news.linkUrl',
  'news.activeDate',
  'news.isAllowComment',
] as const;

const listed = (db: Db, reach: NewsReach, today: string) =>
  reachable(db, reach)
    .innerJoin('school', 'school.id', 'news.schoolId')
    .leftJoin('teacher', 'teacher.id', 'news.adderId')
    .select((eb) => [
      'news.id',
      ...articleColumns,
      'news.limitGradeLevel',
      'news.limitUserType',
      'news.isAllowShare',
      'news.isPublish',
      'news.topEndDate',
      pinnedNow(today).as('pinned'),
      'news.adderId',
      eb.fn.coalesce('teacher.name', eb.val('')).as('adderName'),
      'news.updatedAt',
    ]);

export type StoredArticle = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

function filtered(query: ReturnType<typeof listed>, input: ArticleListInput, today: string) {
  let result = query;
  if (input.status === 1) result = result.where('news.isPublish', '=', 1).where('news.activeDate', '<=', today);
  if (input.status === 2) result = result.where('news.isPublish', '=', 1).where('news.activeDate', '>', today);
  if (input.status === 3) result = result.where('news.isPublish', '=', 0);
  if (input.keyword) {
    const { keyword } = input;
    result = result.where((eb) => eb.or([containsText(eb.ref('news.title'), keyword), containsText(eb.ref('news.author'), keyword), containsText(eb.ref('news.summary'), keyword)]) as Expression<SqlBool>);
  }
  if (input.startDate) result = result.where('news.activeDate', '>=', input.startDate);
  if (input.endDate) result = result.where('news.activeDate', '<=', input.endDate);
  return result;
}

export async function articlePage(db: Db, reach: NewsReach, input: ArticleListInput, today: string) {
  const { offset, limit } = rowsOfPage(input);
  const [list, total] = await Promise.all([
    filtered(listed(db, reach, today), input, today)
      .orderBy('pinned', 'desc')
      .orderBy('news.activeDate', 'desc')
      .orderBy('news.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(listed(db, reach, today), input, today)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export const findArticle = (db: Db, reach: NewsReach, newsId: number, today: string) => listed(db, reach, today).where('news.id', '=', newsId).executeTakeFirst();

export async function targetSchoolsOf(db: SchoolDb, newsId: number) {
  const rows = await db.selectFrom('newsSchool').select('targetSchoolId').where('newsId', '=', newsId).orderBy('targetSchoolId').execute();
  return rows.map((row) => row.targetSchoolId);
}

export async function insertArticle(db: SchoolDb, row: Insertable<SchoolScopedDatabase['news']>) {
  return (await db.insertInto('news').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateArticle(db: SchoolDb, newsId: number, changes: Updateable<Omit<NewsTable, 'id' | 'schoolId'>>) {
  await db.updateTable('news').set(changes).where('id', '=', newsId).execute();
}

export async function replaceTargetSchools(db: SchoolDb, newsId: number, schoolIds: readonly number[]) {
  await db.deleteFrom('newsSchool').where('newsId', '=', newsId).execute();
  if (schoolIds.length > 0) await db.insertInto('newsSchool').values(schoolIds.map((targetSchoolId) => ({ newsId, targetSchoolId }))).execute();
}

export async function deleteArticle(db: SchoolDb, newsId: number) {
  await db.deleteFrom('newsSchool').where('newsId', '=', newsId).execute();
  await db.deleteFrom('news').where('id', '=', newsId).execute();
}

/** The school's articles pinned now, other than `exceptId`. */
export async function pinnedCount(db: SchoolDb, today: string, exceptId: number) {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('isTop', '=', 1)
    .where('topEndDate', '>=', today)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The school's staff at work, an article's teacher audience. */
export function staffOf(db: SchoolDb) {
  return db.selectFrom('teacher').select(['id', 'name']).where('status', '!=', TeacherStatus.LEFT).orderBy('id').execute();
}

/** The guardians of the children in school in grades of `levels`, an article's family audience. */
export function guardiansOfLevels(db: SchoolDb, levels: readonly number[]) {
  if (levels.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guardian')
    .innerJoin('childGuardian', 'childGuardian.guardianId', 'guardian.id')
    .innerJoin('child', 'child.id', 'childGuardian.childId')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['guardian.id', 'guardian.name'])
    .distinct()
    .where('child.status', '=', StudentStatus.IN_SCHOOL)
    .where('grade.level', 'in', levels)
    .orderBy('guardian.id')
    .execute();
}

/** Titles of articles, for the latest comments across the school. */
export function titlesOf(db: SchoolDb, newsIds: readonly number[]) {
  if (newsIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('news').select(['id', 'title']).where('id', 'in', newsIds).execute();
}
