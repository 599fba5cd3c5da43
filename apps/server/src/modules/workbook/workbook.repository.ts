import { StudentStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export function findWorkbook(db: SchoolDb, workbookId: number) {
  return db
    .selectFrom('workbook')
    .innerJoin('schoolClass', 'schoolClass.id', 'workbook.classId')
    .leftJoin('teacher', 'teacher.id', 'workbook.teacherId')
    .select(['workbook.id', 'workbook.classId', 'workbook.name', 'schoolClass.name as className', 'teacher.name as teacherName', 'workbook.createdAt'])
    .where('workbook.id', '=', workbookId)
    .executeTakeFirst();
}

export function findWorkbookFile(db: SchoolDb, workbookFileId: number) {
  return db
    .selectFrom('workbookFile')
    .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
    .select(['workbookFile.id', 'workbookFile.workbookId', 'workbook.classId', 'workbookFile.fileId', 'workbookFile.isExcellent'])
    .where('workbookFile.id', '=', workbookFileId)
    .executeTakeFirst();
}

export async function insertWorkbookFile(db: SchoolDb, file: Insertable<SchoolScopedDatabase['workbookFile']>): Promise<number> {
  const { id } = await db.insertInto('workbookFile').values(file).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateWorkbookFile(db: SchoolDb, workbookFileId: number, changes: Updateable<SchoolScopedDatabase['workbookFile']>): Promise<void> {
  await db.updateTable('workbookFile').set(changes).where('id', '=', workbookFileId).execute();
}

/** Deletes a work; answers its file, which may now be unused. */
export async function deleteWorkbookFile(db: SchoolDb, workbookFileId: number): Promise<number | null> {
  const row = await db.deleteFrom('workbookFile').where('id', '=', workbookFileId).returning('fileId').executeTakeFirst();
  return row?.fileId ?? null;
}

// ---- a child's works and the school's portfolio (Workbook4) ----

/** Bounds of creation times, either left open. */
export interface OpenPeriod {
  from?: string | undefined;
  until?: string | undefined;
}

/** Which classes: of a school year, a grade, or one class; all the school's in reach when none is given. */
export interface ClassFilter {
  yearId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
}

/** Works as the school's lists and a child's page show them, narrowed as asked. */
export interface WorkFilter extends ClassFilter, OpenPeriod {
  childId?: number | undefined;
  workbookId?: number | undefined;
  workbookFileId?: number | undefined;
  excellentOnly?: boolean;
  /** Words of the child's name. */
  searchKey?: string | undefined;
}

function worksMatching(db: SchoolDb, filter: WorkFilter) {
  let query = db
    .selectFrom('workbookFile')
    .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
    .innerJoin('schoolClass', 'schoolClass.id', 'workbook.classId')
    .innerJoin('child', 'child.id', 'workbookFile.childId');
  if (filter.yearId) query = query.where('schoolClass.schoolYearId', '=', filter.yearId);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('workbook.classId', '=', filter.classId);
  if (filter.childId) query = query.where('workbookFile.childId', '=', filter.childId);
  if (filter.workbookId) query = query.where('workbookFile.workbookId', '=', filter.workbookId);
  if (filter.workbookFileId) query = query.where('workbookFile.id', '=', filter.workbookFileId);
  if (filter.from) query = query.where('workbookFile.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('workbookFile.createdAt', '<', filter.until);
  if (filter.excellentOnly) query = query.where('workbookFile.isExcellent', '=', 1);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('child.name'), filter.searchKey!));
  return query;
}

/** Works with their child, class, workbook, teacher and file: newest first, a page of them when asked. */
export function works(db: SchoolDb, filter: WorkFilter, page?: { offset: number; limit: number }) {
  let query = worksMatching(db, filter)
    .leftJoin('teacher', 'teacher.id', 'workbookFile.teacherId')
    .leftJoin('file', 'file.id', 'workbookFile.fileId')
    .select([
      'workbookFile.id as workbookFileId',
      'workbook.id as workbookId',
      'workbook.name as workbookName',
      'workbook.classId',
      'schoolClass.name as className',
      'child.id as studentId',
      'child.name as studentName',
      'workbookFile.title',
      'teacher.name as teacherName',
      'workbookFile.createdAt',
      'workbookFile.isExcellent',
      'workbookFile.teacherComment',
      'file.id as fileId',
      'file.extension as fileType',
    ])
    .orderBy('workbookFile.createdAt', 'desc')
    .orderBy('workbookFile.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countWorks(db: SchoolDb, filter: WorkFilter): Promise<{ fileCount: number; excellentCount: number }> {
  const row = await worksMatching(db, filter)
    .select((eb) => [eb.fn.countAll<number>().as('fileCount'), eb.fn.sum<number>('workbookFile.isExcellent').as('excellentCount')])
    .executeTakeFirstOrThrow();
  return { fileCount: Number(row.fileCount), excellentCount: Number(row.excellentCount ?? 0) };
}

function workbooksMatching(db: SchoolDb, filter: ClassFilter & OpenPeriod & { searchKey?: string | undefined }) {
  let query = db.selectFrom('workbook').innerJoin('schoolClass', 'schoolClass.id', 'workbook.classId');
  if (filter.yearId) query = query.where('schoolClass.schoolYearId', '=', filter.yearId);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('workbook.classId', '=', filter.classId);
  if (filter.from) query = query.where('workbook.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('workbook.createdAt', '<', filter.until);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('workbook.name'), filter.searchKey!));
  return query;
}

export async function countWorkbooks(db: SchoolDb, filter: Parameters<typeof workbooksMatching>[1]): Promise<number> {
  const row = await workbooksMatching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of workbooks, newest first, each with its works counted and its first work's file as the cover. */
export function workbookPage(db: SchoolDb, filter: Parameters<typeof workbooksMatching>[1], page: { offset: number; limit: number }) {
  return workbooksMatching(db, filter)
    .leftJoin('teacher', 'teacher.id', 'workbook.teacherId')
    .select((eb) => [
      'workbook.id as workbookId',
      'workbook.name as workbookName',
      'workbook.classId',
      'schoolClass.name as className',
      'teacher.name as teacherName',
      'workbook.createdAt',
      eb.selectFrom('workbookFile').select(eb.fn.countAll<number>().as('n')).whereRef('workbookFile.workbookId', '=', 'workbook.id').as('fileCount'),
      eb.selectFrom('workbookFile').select(eb.fn.countAll<number>().as('n')).whereRef('workbookFile.workbookId', '=', 'workbook.id').where('workbookFile.isExcellent', '=', 1).as('excellentCount'),
      eb
        .selectFrom('workbookFile')
        .select('workbookFile.fileId')
        .whereRef('workbookFile.workbookId', '=', 'workbook.id')
        .where('workbookFile.fileId', 'is not', null)
        .orderBy('workbookFile.isExcellent', 'desc')
        .orderBy('workbookFile.id')
        .limit(1)
        .as('coverFileId'),
    ])
    .orderBy('workbook.createdAt', 'desc')
    .orderBy('workbook.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Per class: its workbooks, works and excellent works, and the works added in the period. */
export async function classWorkCounts(db: SchoolDb, classIds: readonly number[], period: { from: string; until: string }) {
  if (classIds.length === 0) return { workbooks: new Map<number, number>(), works: [] };
  const [workbooks, works] = await Promise.all([
    db.selectFrom('workbook').select((eb) => ['classId', eb.fn.countAll<number>().as('n')]).where('classId', 'in', classIds).groupBy('classId').execute(),
    db
      .selectFrom('workbookFile')
      .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
      .select((eb) => [
        'workbook.classId',
        eb.fn.countAll<number>().as('fileCount'),
        eb.fn.sum<number>('workbookFile.isExcellent').as('excellentCount'),
        eb.fn.sum<number>(eb.case().when(eb.and([eb('workbookFile.createdAt', '>=', period.from), eb('workbookFile.createdAt', '<', period.until)])).then(1).else(0).end()).as('monthFileCount'),
      ])
      .where('workbook.classId', 'in', classIds)
      .groupBy('workbook.classId')
      .execute(),
  ]);
  return {
    workbooks: new Map(workbooks.map((row) => [row.classId, Number(row.n)])),
    works: works.map((row) => ({ classId: row.classId, fileCount: Number(row.fileCount), excellentCount: Number(row.excellentCount ?? 0), monthFileCount: Number(row.monthFileCount ?? 0) })),
  };
}

/** Per class: the children now in it without a work added in the period. */
export async function childrenWithoutWork(db: SchoolDb, classIds: readonly number[], period: { from: string; until: string }): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('child')
    .select((eb) => ['child.classId', eb.fn.countAll<number>().as('n')])
    .where('child.classId', 'in', classIds)
    .where('child.status', '=', StudentStatus.IN_SCHOOL)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('workbookFile')
            .select('workbookFile.id')
            .whereRef('workbookFile.childId', '=', 'child.id')
            .where('workbookFile.createdAt', '>=', period.from)
            .where('workbookFile.createdAt', '<', period.until),
        ),
      ),
    )
    .groupBy('child.classId')
    .execute();
  return new Map(rows.map((row) => [row.classId!, Number(row.n)]));
}

/** Per child, the works in the class's workbooks: all, excellent, those added in the period, and the last one's time. */
export async function childWorkCounts(db: SchoolDb, classId: number, period: { from: string; until: string }) {
  const rows = await db
    .selectFrom('workbookFile')
    .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
    .select((eb) => [
      'workbookFile.childId',
      eb.fn.countAll<number>().as('fileCount'),
      eb.fn.sum<number>('workbookFile.isExcellent').as('excellentCount'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('workbookFile.createdAt', '>=', period.from), eb('workbookFile.createdAt', '<', period.until)])).then(1).else(0).end()).as('monthFileCount'),
      eb.fn.max('workbookFile.createdAt').as('lastCreatedAt'),
    ])
    .where('workbook.classId', '=', classId)
    .groupBy('workbookFile.childId')
    .execute();
  return new Map(
    rows.map((row) => [
      row.childId,
      { fileCount: Number(row.fileCount), excellentCount: Number(row.excellentCount ?? 0), monthFileCount: Number(row.monthFileCount ?? 0), lastCreatedAt: row.lastCreatedAt },
    ]),
  );
}
