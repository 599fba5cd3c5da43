import type { Insertable } from 'kysely';
import type { Period } from '../../core/calendar.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export async function insertHomework(db: SchoolDb, homework: Insertable<SchoolScopedDatabase['homework']>, fileIds: number[]): Promise<number> {
  const { id } = await db.insertInto('homework').values(homework).returning('id').executeTakeFirstOrThrow();
  if (fileIds.length) {
    await db
      .insertInto('homeworkAttachment')
      .values(fileIds.map((fileId, sortOrder) => ({ homeworkId: id, fileId, sortOrder })))
      .execute();
  }
  return id;
}

export interface HomeworkFilter {
  period: Period;
  gradeId?: number | undefined;
  classId?: number | undefined;
  teacherId?: number | undefined;
  searchContent?: string | undefined;
}

/**
 * The homework set in the period, each with the children expected to hand it in (the class's
 * children on its due date) and the families' sign-offs of it: the one source every count reads.
 */
function homeworkWithCompletion(db: SchoolDb, filter: HomeworkFilter) {
  let query = db
    .selectFrom('homework')
    .innerJoin('schoolClass', 'schoolClass.id', 'homework.classId')
    .select((eb) => [
      'homework.id',
      'homework.classId',
      'homework.teacherId',
      'homework.title',
      'homework.endDate',
      'homework.createdAt',
      'schoolClass.gradeId',
      eb
        .selectFrom('childClassHistory')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('childClassHistory.classId', '=', 'homework.classId')
        .whereRef('childClassHistory.startDate', '<=', 'homework.endDate')
        .where((inner) => inner.or([inner('childClassHistory.endDate', 'is', null), inner('childClassHistory.endDate', '>=', inner.ref('homework.endDate'))]))
        .as('expectedCount'),
      eb
        .selectFrom('homeworkSign')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('homeworkSign.homeworkId', '=', 'homework.id')
        .as('signCount'),
    ])
    .where('homework.createdAt', '>=', filter.period.from)
    .where('homework.createdAt', '<', filter.period.until);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('homework.classId', '=', filter.classId);
  if (filter.teacherId) query = query.where('homework.teacherId', '=', filter.teacherId);
  if (filter.searchContent) query = query.where((eb) => containsText(eb.ref('homework.title'), filter.searchContent!));
  return query;
}

/** Each class's homework: how much, by how many teachers, the last set, and its completion. */
export function classCompletion(db: SchoolDb, filter: HomeworkFilter) {
  return db
    .selectFrom(homeworkWithCompletion(db, filter).as('hw'))
    .innerJoin('schoolClass', 'schoolClass.id', 'hw.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select((eb) => [
      'hw.classId',
      'schoolClass.name as className',
      'schoolClass.gradeId',
      'grade.name as gradeName',
      eb.fn.countAll<number>().as('homeworkCount'),
      eb.fn.count<number>('hw.teacherId').distinct().as('teacherCount'),
      eb.fn.max('hw.createdAt').as('lastAt'),
      eb.fn.sum<number>('hw.expectedCount').as('expectedCount'),
      eb.fn.sum<number>('hw.signCount').as('signCount'),
    ])
    .groupBy(['hw.classId', 'schoolClass.name', 'schoolClass.gradeId', 'grade.name', 'grade.level'])
    .orderBy('grade.level')
    // the classes' own order (小一班, 小二班, 小三班), as everywhere else; by name 三 sorts before 二
    .orderBy('hw.classId')
    .execute();
}

/** Each teacher's homework and its completion. */
export function teacherCompletion(db: SchoolDb, filter: HomeworkFilter) {
  return db
    .selectFrom(homeworkWithCompletion(db, filter).as('hw'))
    .innerJoin('teacher', 'teacher.id', 'hw.teacherId')
    .select((eb) => [
      'hw.teacherId',
      'teacher.name as teacherName',
      eb.fn.countAll<number>().as('homeworkCount'),
      eb.fn.count<number>('hw.classId').distinct().as('classCount'),
      eb.fn.sum<number>('hw.expectedCount').as('expectedCount'),
      eb.fn.sum<number>('hw.signCount').as('signCount'),
    ])
    .groupBy(['hw.teacherId', 'teacher.name'])
    .orderBy('teacher.name')
    .execute();
}

/** The whole period's homework, classes, teachers and completion in one row. */
export function totalCompletion(db: SchoolDb, filter: HomeworkFilter) {
  return db
    .selectFrom(homeworkWithCompletion(db, filter).as('hw'))
    .select((eb) => [
      eb.fn.countAll<number>().as('homeworkCount'),
      eb.fn.count<number>('hw.classId').distinct().as('classCount'),
      eb.fn.count<number>('hw.teacherId').distinct().as('teacherCount'),
      eb.fn.sum<number>('hw.expectedCount').as('expectedCount'),
      eb.fn.sum<number>('hw.signCount').as('signCount'),
    ])
    .executeTakeFirstOrThrow();
}

const homeworkRowColumns = [
  'hw.id as homeworkId',
  'hw.classId',
  'schoolClass.name as className',
  'hw.teacherId',
  'teacher.name as teacherName',
  'hw.title',
  'hw.endDate',
  'hw.createdAt',
  'hw.expectedCount',
  'hw.signCount',
] as const;

export async function homeworkPage(db: SchoolDb, filter: HomeworkFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(homeworkWithCompletion(db, filter).as('hw'))
      .innerJoin('schoolClass', 'schoolClass.id', 'hw.classId')
      .innerJoin('teacher', 'teacher.id', 'hw.teacherId')
      .select(homeworkRowColumns)
      .orderBy('hw.createdAt', 'desc')
      .orderBy('hw.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    homeworkWithCompletion(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One homework with its counts, whenever it was set. */
export function findHomework(db: SchoolDb, homeworkId: number) {
  return db
    .selectFrom(homeworkWithCompletion(db, { period: { from: '0000', until: '9999' } }).as('hw'))
    .innerJoin('schoolClass', 'schoolClass.id', 'hw.classId')
    .innerJoin('teacher', 'teacher.id', 'hw.teacherId')
    .innerJoin('homework', 'homework.id', 'hw.id')
    .select([...homeworkRowColumns, 'homework.content'])
    .where('hw.id', '=', homeworkId)
    .executeTakeFirst();
}

export function attachmentsOf(db: SchoolDb, homeworkId: number) {
  return db.selectFrom('homeworkAttachment').select('fileId').where('homeworkId', '=', homeworkId).orderBy('sortOrder').execute();
}

/** The children expected to hand it in, each with the family's sign-off if any, by name. */
export function signList(db: SchoolDb, homework: { homeworkId: number; classId: number; endDate: string }) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .leftJoin('homeworkSign', (join) => join.onRef('homeworkSign.childId', '=', 'child.id').on('homeworkSign.homeworkId', '=', homework.homeworkId))
    .leftJoin('guardian', 'guardian.id', 'homeworkSign.guardianId')
    .select(['child.id as studentId', 'child.name as studentName', 'homeworkSign.signedAt', 'guardian.name as guardianName', 'homeworkSign.content'])
    .where('childClassHistory.classId', '=', homework.classId)
    .where('childClassHistory.startDate', '<=', homework.endDate)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>=', homework.endDate)]))
    .orderBy('child.name')
    .execute();
}

/** A child in the class it is in now, as the family page acts for it. */
export interface ChildInClass {
  childId: number;
  classId: number;
}

/**
 * The homework of the child's class the child is expected to hand in (in the class on its due date,
 * as the completion counts it), with the family's sign-off; the latest due first.
 */
function homeworkOfChild(db: SchoolDb, child: ChildInClass) {
  return db
    .selectFrom('homework')
    .innerJoin('childClassHistory', (join) =>
      join
        .onRef('childClassHistory.classId', '=', 'homework.classId')
        .on('childClassHistory.childId', '=', child.childId)
        .onRef('childClassHistory.startDate', '<=', 'homework.endDate')
        .on((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>=', eb.ref('homework.endDate'))])),
    )
    .innerJoin('teacher', 'teacher.id', 'homework.teacherId')
    .leftJoin('homeworkSign', (join) => join.onRef('homeworkSign.homeworkId', '=', 'homework.id').on('homeworkSign.childId', '=', child.childId))
    .select(['homework.id as homeworkId', 'homework.title', 'homework.content', 'teacher.name as teacherName', 'homework.endDate', 'homework.createdAt', 'homeworkSign.signedAt'])
    .where('homework.classId', '=', child.classId);
}

export const childHomeworkList = (db: SchoolDb, child: ChildInClass, limit: number) =>
  homeworkOfChild(db, child).orderBy('homework.endDate', 'desc').orderBy('homework.id', 'desc').limit(limit).execute();

export const findChildHomework = (db: SchoolDb, child: ChildInClass, homeworkId: number) => homeworkOfChild(db, child).where('homework.id', '=', homeworkId).executeTakeFirst();

/** The family's sign-off; a second one of the same child keeps the first (one per child, by the unique key). */
export async function insertSign(db: SchoolDb, sign: { homeworkId: number; childId: number; guardianId: number; content: string | null; signedAt: string }): Promise<void> {
  await db
    .insertInto('homeworkSign')
    .values(sign)
    .onConflict((conflict) => conflict.columns(['homeworkId', 'childId']).doNothing())
    .execute();
}

export async function signedAt(db: SchoolDb, homeworkId: number, childId: number): Promise<string> {
  const row = await db.selectFrom('homeworkSign').select('signedAt').where('homeworkId', '=', homeworkId).where('childId', '=', childId).executeTakeFirstOrThrow();
  return row.signedAt;
}

/**
 * Each child of the class: the class's homework set in the period that was due while the child
 * was in the class, and how much of it the family signed.
 */
export function childCompletion(db: SchoolDb, classId: number, period: Period) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .leftJoin('homework', (join) =>
      join
        .onRef('homework.classId', '=', 'childClassHistory.classId')
        .onRef('homework.endDate', '>=', 'childClassHistory.startDate')
        .on((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>=', eb.ref('homework.endDate'))]))
        .on('homework.createdAt', '>=', period.from)
        .on('homework.createdAt', '<', period.until),
    )
    .leftJoin('homeworkSign', (join) => join.onRef('homeworkSign.homeworkId', '=', 'homework.id').onRef('homeworkSign.childId', '=', 'child.id'))
    .select((eb) => ['child.id as studentId', 'child.name as studentName', eb.fn.count<number>('homework.id').as('homeworkCount'), eb.fn.count<number>('homeworkSign.id').as('signCount')])
    .where('childClassHistory.classId', '=', classId)
    .groupBy(['child.id', 'child.name'])
    .orderBy('child.name')
    .execute();
}

export async function updateEndDate(db: SchoolDb, homeworkId: number, endDate: string): Promise<void> {
  await db.updateTable('homework').set({ endDate }).where('id', '=', homeworkId).execute();
}

/** The homework, its sign-offs and attachment rows; answers the files it let go. */
export async function deleteHomework(db: SchoolDb, homeworkId: number): Promise<number[]> {
  const files = await attachmentsOf(db, homeworkId);
  await db.deleteFrom('homeworkSign').where('homeworkId', '=', homeworkId).execute();
  await db.deleteFrom('homeworkAttachment').where('homeworkId', '=', homeworkId).execute();
  await db.deleteFrom('homework').where('id', '=', homeworkId).execute();
  return files.map((row) => row.fileId);
}
