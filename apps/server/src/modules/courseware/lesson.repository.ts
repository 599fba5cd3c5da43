import { sql, type Insertable, type Updateable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface LessonFilter {
  termId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
  coursewareId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Unset: kept and deleted alike. */
  isDeleted?: boolean;
}

function matchingLessons(db: SchoolDb, filter: LessonFilter) {
  let query = db
    .selectFrom('courseLesson')
    .innerJoin('schoolClass', 'schoolClass.id', 'courseLesson.classId');
  if (filter.isDeleted !== undefined) query = query.where('courseLesson.deletedAt', filter.isDeleted ? 'is not' : 'is', null);
  if (filter.termId !== undefined) query = query.where('courseLesson.termId', '=', filter.termId);
  if (filter.gradeId !== undefined) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId !== undefined) query = query.where('courseLesson.classId', '=', filter.classId);
  if (filter.coursewareId !== undefined) query = query.where('courseLesson.coursewareId', '=', filter.coursewareId);
  if (filter.startDate) query = query.where('courseLesson.lessonDate', '>=', filter.startDate);
  if (filter.endDate) query = query.where('courseLesson.lessonDate', '<=', filter.endDate);
  return query;
}

const lessonRows = (db: SchoolDb, filter: LessonFilter) =>
  matchingLessons(db, filter)
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('courseTerm', 'courseTerm.id', 'courseLesson.termId')
    .innerJoin('courseware', 'courseware.id', 'courseLesson.coursewareId')
    .leftJoin('teacher', 'teacher.id', 'courseLesson.teacherId')
    .select((eb) => [
      'courseLesson.id as lessonId',
      'courseLesson.termId',
      'courseTerm.name as termName',
      'grade.id as gradeId',
      'grade.name as gradeName',
      'courseLesson.classId',
      'schoolClass.name as className',
      'courseLesson.coursewareId',
      'courseware.name as coursewareName',
      'courseware.subject',
      'courseLesson.lessonDate',
      'courseLesson.section',
      'courseLesson.remark',
      'courseLesson.deletedAt',
      eb.fn.coalesce('teacher.name', eb.val('')).as('teacherName'),
    ]);

export type StoredLesson = Awaited<ReturnType<ReturnType<typeof lessonRows>['executeTakeFirstOrThrow']>>;

export function lessonPage(db: SchoolDb, filter: LessonFilter, page?: { offset: number; limit: number }) {
  let query = lessonRows(db, filter).orderBy('courseLesson.lessonDate', 'desc').orderBy('courseLesson.section').orderBy('courseLesson.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function lessonCount(db: SchoolDb, filter: LessonFilter): Promise<number> {
  const row = await matchingLessons(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A lesson of the timetable, deleted or not, within the caller's data scope. */
export function findLesson(db: SchoolDb, lessonId: number) {
  return db.selectFrom('courseLesson').selectAll().where('id', '=', lessonId).executeTakeFirst();
}

export const findLessonRow = (db: SchoolDb, lessonId: number) =>
  lessonRows(db, {}).where('courseLesson.id', '=', lessonId).executeTakeFirst();

/** Another kept lesson of the class in the same period of the same day. */
export function clashingLesson(db: SchoolDb, lesson: { classId: number; lessonDate: string; section: number }, exceptId: number | null) {
  let query = db
    .selectFrom('courseLesson')
    .select('id')
    .where('classId', '=', lesson.classId)
    .where('lessonDate', '=', lesson.lessonDate)
    .where('section', '=', lesson.section)
    .where('deletedAt', 'is', null);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertLesson(db: SchoolDb, values: Insertable<SchoolScopedDatabase['courseLesson']>): Promise<number> {
  return (await db.insertInto('courseLesson').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateLesson(db: SchoolDb, lessonId: number, changes: Updateable<SchoolScopedDatabase['courseLesson']>): Promise<void> {
  await db.updateTable('courseLesson').set(changes).where('id', '=', lessonId).execute();
}

// ---------- terms ----------

const termRows = (db: SchoolDb) =>
  db
    .selectFrom('courseTerm')
    .select((eb) => [
      'courseTerm.id as termId',
      'courseTerm.name as termName',
      'courseTerm.startDate',
      'courseTerm.endDate',
      eb
        .selectFrom('courseLesson')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('courseLesson.termId', '=', 'courseTerm.id')
        .where('courseLesson.deletedAt', 'is', null)
        .as('lessonCount'),
    ]);

export const terms = (db: SchoolDb) => termRows(db).orderBy('courseTerm.startDate', 'desc').orderBy('courseTerm.id', 'desc').execute();
export const findTerm = (db: SchoolDb, termId: number) => termRows(db).where('courseTerm.id', '=', termId).executeTakeFirst();
export const findTermByName = (db: SchoolDb, name: string) => db.selectFrom('courseTerm').select('id').where('name', '=', name).executeTakeFirst();

export async function insertTerm(db: SchoolDb, values: Insertable<SchoolScopedDatabase['courseTerm']>): Promise<number> {
  return (await db.insertInto('courseTerm').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export async function updateTerm(db: SchoolDb, termId: number, changes: Updateable<SchoolScopedDatabase['courseTerm']>): Promise<void> {
  await db.updateTable('courseTerm').set(changes).where('id', '=', termId).execute();
}

/** The term's lessons of the whole school (not only the caller's classes): what blocks deleting or narrowing it. */
export function termLessonDates(db: SchoolDb, termId: number) {
  return db
    .selectFrom('courseLesson')
    .select((eb) => [eb.fn.min('lessonDate').as('first'), eb.fn.max('lessonDate').as('last'), eb.fn.count<number>('id').filterWhere('deletedAt', 'is', null).as('kept')])
    .where('termId', '=', termId)
    .executeTakeFirstOrThrow();
}

export async function deleteTerm(db: SchoolDb, termId: number): Promise<void> {
  await db.deleteFrom('courseLesson').where('termId', '=', termId).where('deletedAt', 'is not', null).execute();
  await db.deleteFrom('courseTerm').where('id', '=', termId).execute();
}

// ---------- attendance on the days a lesson was taught ----------

/** Each kept lesson of the lesson plan with its class's head count and attendance that day, counted in SQL. */
export function attendanceOfLessons(db: SchoolDb, coursewareId: number, classId: number | undefined) {
  let query = db
    .selectFrom('courseLesson')
    .innerJoin('schoolClass', 'schoolClass.id', 'courseLesson.classId')
    .select((eb) => [
      'courseLesson.id as lessonId',
      'courseLesson.lessonDate',
      'courseLesson.classId',
      'schoolClass.name as className',
      eb
        .selectFrom('childClassHistory')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('childClassHistory.classId', '=', 'courseLesson.classId')
        .whereRef('childClassHistory.startDate', '<=', 'courseLesson.lessonDate')
        .where((inner) => inner.or([inner('childClassHistory.endDate', 'is', null), inner('childClassHistory.endDate', '>', inner.ref('courseLesson.lessonDate'))]))
        .as('childCount'),
      eb
        .selectFrom('childAttendance')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('childAttendance.classId', '=', 'courseLesson.classId')
        .whereRef('childAttendance.date', '=', 'courseLesson.lessonDate')
        .where('childAttendance.status', '<>', 0)
        .as('presentCount'),
    ])
    .where('courseLesson.coursewareId', '=', coursewareId)
    .where('courseLesson.deletedAt', 'is', null);
  if (classId !== undefined) query = query.where('courseLesson.classId', '=', classId);
  return query.orderBy('courseLesson.lessonDate', 'desc').orderBy('courseLesson.id').execute();
}

/** The children in the lesson's class that day, with their attendance status if marked. */
export function attendanceOfLesson(db: SchoolDb, lesson: { classId: number; lessonDate: string }) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .leftJoin('childAttendance', (join) =>
      join.onRef('childAttendance.childId', '=', 'child.id').on('childAttendance.date', '=', lesson.lessonDate),
    )
    .select(['child.id as studentId', 'child.name as studentName', 'childAttendance.status'])
    .where('childClassHistory.classId', '=', lesson.classId)
    .where('childClassHistory.startDate', '<=', lesson.lessonDate)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', lesson.lessonDate)]))
    .orderBy('child.name')
    .orderBy('child.id')
    .execute();
}

// ---------- statistics, counted in SQL ----------

export interface StatisticsRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
  gradeLevel?: number | undefined;
}

function lessonsInRange(db: SchoolDb, range: StatisticsRange) {
  let query = db.selectFrom('courseLesson').innerJoin('courseware', 'courseware.id', 'courseLesson.coursewareId').where('courseLesson.deletedAt', 'is', null);
  if (range.startDate) query = query.where('courseLesson.lessonDate', '>=', range.startDate);
  if (range.endDate) query = query.where('courseLesson.lessonDate', '<=', range.endDate);
  if (range.gradeLevel !== undefined) query = query.where('courseware.gradeLevel', '=', range.gradeLevel);
  return query;
}

function coursewareOfGrade(db: SchoolDb, gradeLevel: number | undefined) {
  const query = db.selectFrom('courseware');
  return gradeLevel === undefined ? query : query.where('courseware.gradeLevel', '=', gradeLevel);
}

/** The school's lessons and the lessons taught in the range, by subject. */
export async function countsBySubject(db: SchoolDb, range: StatisticsRange) {
  const [lessons, taught] = await Promise.all([
    coursewareOfGrade(db, range.gradeLevel).select((eb) => ['courseware.subject as key', eb.fn.countAll<number>().as('n')]).groupBy('courseware.subject').execute(),
    lessonsInRange(db, range).select((eb) => ['courseware.subject as key', eb.fn.countAll<number>().as('n')]).groupBy('courseware.subject').execute(),
  ]);
  return { lessons, taught };
}

const domainOfTarget = sql<number>`${sql.ref('coursewareGuideTarget.targetId')} / 100`;

/** By the guide's domain: the lessons working towards any of its targets, and how often they were taught in the range. */
export async function countsByDomain(db: SchoolDb, range: StatisticsRange) {
  const [lessons, taught] = await Promise.all([
    coursewareOfGrade(db, range.gradeLevel)
      .innerJoin('coursewareGuideTarget', 'coursewareGuideTarget.coursewareId', 'courseware.id')
      .select((eb) => [domainOfTarget.as('key'), eb.fn.count<number>('courseware.id').distinct().as('n')])
      .groupBy(domainOfTarget)
      .execute(),
    lessonsInRange(db, range)
      .innerJoin('coursewareGuideTarget', 'coursewareGuideTarget.coursewareId', 'courseware.id')
      .select((eb) => [domainOfTarget.as('key'), eb.fn.count<number>('courseLesson.id').distinct().as('n')])
      .groupBy(domainOfTarget)
      .execute(),
  ]);
  return { lessons, taught };
}

/** By guide target. */
export async function countsByTarget(db: SchoolDb, range: StatisticsRange) {
  const [lessons, taught] = await Promise.all([
    coursewareOfGrade(db, range.gradeLevel)
      .innerJoin('coursewareGuideTarget', 'coursewareGuideTarget.coursewareId', 'courseware.id')
      .select((eb) => ['coursewareGuideTarget.targetId as key', eb.fn.countAll<number>().as('n')])
      .groupBy('coursewareGuideTarget.targetId')
      .execute(),
    lessonsInRange(db, range)
      .innerJoin('coursewareGuideTarget', 'coursewareGuideTarget.coursewareId', 'courseware.id')
      .select((eb) => ['coursewareGuideTarget.targetId as key', eb.fn.countAll<number>().as('n')])
      .groupBy('coursewareGuideTarget.targetId')
      .execute(),
  ]);
  return { lessons, taught };
}

/** How many lessons the school has and how many were taught in the range. */
export async function totals(db: SchoolDb, range: StatisticsRange) {
  const [lessons, taught] = await Promise.all([
    coursewareOfGrade(db, range.gradeLevel).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    lessonsInRange(db, range).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { coursewareTotal: Number(lessons.n), lessonTotal: Number(taught.n) };
}
