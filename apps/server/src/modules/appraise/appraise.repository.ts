import type { Insertable, Updateable } from 'kysely';
import type { DateRange } from '../../core/calendar.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Scoped = SchoolScopedDatabase;

/** The school's fields in their order, with how many appraisals score each. */
export function fields(db: SchoolDb) {
  return db
    .selectFrom('appraiseField')
    .select((eb) => [
      'appraiseField.id as fieldId',
      'appraiseField.name as fieldName',
      'appraiseField.description',
      'appraiseField.sortOrder',
      eb.selectFrom('appraisalScore').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('appraisalScore.fieldId', '=', 'appraiseField.id').as('appraiseCount'),
    ])
    .orderBy('appraiseField.sortOrder')
    .orderBy('appraiseField.id')
    .execute();
}

export function findField(db: SchoolDb, fieldId: number) {
  return db.selectFrom('appraiseField').select(['id', 'name', 'sortOrder']).where('id', '=', fieldId).executeTakeFirst();
}

export function fieldNamed(db: SchoolDb, name: string) {
  return db.selectFrom('appraiseField').select('id').where('name', '=', name).executeTakeFirst();
}

export async function lastSortOrder(db: SchoolDb): Promise<number> {
  const row = await db.selectFrom('appraiseField').select((eb) => eb.fn.max('sortOrder').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function insertField(db: SchoolDb, field: Insertable<Scoped['appraiseField']>): Promise<number> {
  const { id } = await db.insertInto('appraiseField').values(field).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateField(db: SchoolDb, fieldId: number, changes: Updateable<Scoped['appraiseField']>): Promise<void> {
  await db.updateTable('appraiseField').set(changes).where('id', '=', fieldId).execute();
}

export async function deleteField(db: SchoolDb, fieldId: number): Promise<void> {
  await db.deleteFrom('appraiseField').where('id', '=', fieldId).execute();
}

export async function fieldIsScored(db: SchoolDb, fieldId: number): Promise<boolean> {
  return !!(await db.selectFrom('appraisalScore').select('fieldId').where('fieldId', '=', fieldId).limit(1).executeTakeFirst());
}

export async function fieldIds(db: SchoolDb): Promise<number[]> {
  return (await db.selectFrom('appraiseField').select('id').orderBy('sortOrder').orderBy('id').execute()).map((row) => row.id);
}

/** Numbers the fields 1, 2, 3... in the order given. */
export async function setFieldOrder(db: SchoolDb, orderedIds: number[]): Promise<void> {
  for (const [index, fieldId] of orderedIds.entries()) await db.updateTable('appraiseField').set({ sortOrder: index + 1 }).where('id', '=', fieldId).execute();
}

export interface LessonKey {
  appraiserId: number;
  teacherId: number;
  lessonDate: string;
  lessonName: string;
}

export function appraisalOfLesson(db: SchoolDb, key: LessonKey) {
  return db
    .selectFrom('appraisal')
    .select('id')
    .where('appraiserId', '=', key.appraiserId)
    .where('teacherId', '=', key.teacherId)
    .where('lessonDate', '=', key.lessonDate)
    .where('lessonName', '=', key.lessonName)
    .executeTakeFirst();
}

export interface AppraisalFilter {
  range: DateRange;
  teacherId?: number | undefined;
  appraiserId?: number | undefined;
  appraiseType?: number | undefined;
  searchContent?: string | undefined;
}

/** Appraisals with their names and mean score, the filter applied. */
function appraisalQuery(db: SchoolDb, filter: AppraisalFilter) {
  let query = db
    .selectFrom('appraisal')
    .innerJoin('teacher', 'teacher.id', 'appraisal.teacherId')
    .innerJoin('teacher as appraiser', 'appraiser.id', 'appraisal.appraiserId')
    .leftJoin('schoolClass', 'schoolClass.id', 'appraisal.classId')
    .where('appraisal.lessonDate', '>=', filter.range.startDate)
    .where('appraisal.lessonDate', '<=', filter.range.endDate);
  if (filter.teacherId) query = query.where('appraisal.teacherId', '=', filter.teacherId);
  if (filter.appraiserId) query = query.where('appraisal.appraiserId', '=', filter.appraiserId);
  if (filter.appraiseType) query = query.where('appraisal.appraiseType', '=', filter.appraiseType);
  if (filter.searchContent) query = query.where((eb) => containsText(eb.ref('appraisal.lessonName'), filter.searchContent!));
  return query;
}

const appraisalColumns = [
  'appraisal.id as appraiseId',
  'appraisal.teacherId',
  'teacher.name as teacherName',
  'appraisal.classId',
  'schoolClass.name as className',
  'appraisal.appraiseType',
  'appraisal.lessonName',
  'appraisal.lessonDate',
  'appraisal.appraiserId',
  'appraiser.name as appraiserName',
  'appraisal.remark',
] as const;

export async function appraisalPage(db: SchoolDb, filter: AppraisalFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    appraisalQuery(db, filter)
      .select(appraisalColumns)
      .select((eb) =>
        eb.selectFrom('appraisalScore').select((inner) => inner.fn.avg<number | string>('appraisalScore.score').as('average')).whereRef('appraisalScore.appraisalId', '=', 'appraisal.id').as('averageScore'),
      )
      .orderBy('appraisal.lessonDate', 'desc')
      .orderBy('appraisal.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    appraisalQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findAppraisal(db: SchoolDb, appraiseId: number) {
  return db
    .selectFrom('appraisal')
    .innerJoin('teacher', 'teacher.id', 'appraisal.teacherId')
    .innerJoin('teacher as appraiser', 'appraiser.id', 'appraisal.appraiserId')
    .leftJoin('schoolClass', 'schoolClass.id', 'appraisal.classId')
    .select(appraisalColumns)
    .where('appraisal.id', '=', appraiseId)
    .executeTakeFirst();
}

export function scoresOf(db: SchoolDb, appraiseId: number) {
  return db
    .selectFrom('appraisalScore')
    .innerJoin('appraiseField', 'appraiseField.id', 'appraisalScore.fieldId')
    .select(['appraisalScore.fieldId', 'appraiseField.name as fieldName', 'appraisalScore.score', 'appraisalScore.remark'])
    .where('appraisalScore.appraisalId', '=', appraiseId)
    .orderBy('appraiseField.sortOrder')
    .execute();
}

export async function targetsOf(db: SchoolDb, appraiseId: number): Promise<number[]> {
  return (await db.selectFrom('appraisalTarget').select('targetId').where('appraisalId', '=', appraiseId).orderBy('targetId').execute()).map((row) => row.targetId);
}

export interface AppraisalContent {
  scores: { fieldId: number; score: number; remark: string | null }[];
  targetIds: number[];
}

export async function insertAppraisal(db: SchoolDb, appraisal: Insertable<Scoped['appraisal']>, content: AppraisalContent): Promise<number> {
  const { id } = await db.insertInto('appraisal').values(appraisal).returning('id').executeTakeFirstOrThrow();
  await insertContent(db, id, content);
  return id;
}

async function insertContent(db: SchoolDb, appraisalId: number, content: AppraisalContent): Promise<void> {
  await db
    .insertInto('appraisalScore')
    .values(content.scores.map((item) => ({ appraisalId, ...item })))
    .execute();
  if (content.targetIds.length) {
    await db
      .insertInto('appraisalTarget')
      .values(content.targetIds.map((targetId) => ({ appraisalId, targetId })))
      .execute();
  }
}

async function deleteContent(db: SchoolDb, appraisalId: number): Promise<void> {
  await db.deleteFrom('appraisalScore').where('appraisalId', '=', appraisalId).execute();
  await db.deleteFrom('appraisalTarget').where('appraisalId', '=', appraisalId).execute();
}

export async function updateAppraisal(db: SchoolDb, appraisalId: number, changes: Updateable<Scoped['appraisal']>, content: AppraisalContent): Promise<void> {
  await db.updateTable('appraisal').set(changes).where('id', '=', appraisalId).execute();
  await deleteContent(db, appraisalId);
  await insertContent(db, appraisalId, content);
}

export async function deleteAppraisal(db: SchoolDb, appraisalId: number): Promise<void> {
  await deleteContent(db, appraisalId);
  await db.deleteFrom('appraisal').where('id', '=', appraisalId).execute();
}

/** Each appraised teacher's appraisals and mean score over the range, one row per teacher. */
export function teacherTotals(db: SchoolDb, range: DateRange, teacherId: number | undefined) {
  let query = db
    .selectFrom('appraisal')
    .innerJoin('teacher', 'teacher.id', 'appraisal.teacherId')
    .innerJoin('appraisalScore', 'appraisalScore.appraisalId', 'appraisal.id')
    .select((eb) => [
      'appraisal.teacherId',
      'teacher.name as teacherName',
      eb.fn.count<number>('appraisal.id').distinct().as('appraiseCount'),
      eb.fn.avg<number | string>('appraisalScore.score').as('averageScore'),
    ])
    .where('appraisal.lessonDate', '>=', range.startDate)
    .where('appraisal.lessonDate', '<=', range.endDate);
  if (teacherId) query = query.where('appraisal.teacherId', '=', teacherId);
  return query.groupBy(['appraisal.teacherId', 'teacher.name']).orderBy('teacher.name').execute();
}

/** Each teacher's mean score on each field over the range. */
export function teacherFieldAverages(db: SchoolDb, range: DateRange, teacherId: number | undefined) {
  let query = db
    .selectFrom('appraisal')
    .innerJoin('appraisalScore', 'appraisalScore.appraisalId', 'appraisal.id')
    .select((eb) => ['appraisal.teacherId', 'appraisalScore.fieldId', eb.fn.avg<number | string>('appraisalScore.score').as('averageScore'), eb.fn.countAll<number>().as('scoreCount')])
    .where('appraisal.lessonDate', '>=', range.startDate)
    .where('appraisal.lessonDate', '<=', range.endDate);
  if (teacherId) query = query.where('appraisal.teacherId', '=', teacherId);
  return query.groupBy(['appraisal.teacherId', 'appraisalScore.fieldId']).execute();
}
