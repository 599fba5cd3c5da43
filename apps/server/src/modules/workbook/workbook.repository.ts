import type { Insertable, Updateable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export function findWorkbook(db: SchoolDb, workbookId: number) {
  return db.selectFrom('workbook').select(['id', 'classId', 'name']).where('id', '=', workbookId).executeTakeFirst();
}

export function findWorkbookFile(db: SchoolDb, workbookFileId: number) {
  return db.selectFrom('workbookFile').select(['id', 'workbookId', 'fileId']).where('id', '=', workbookFileId).executeTakeFirst();
}

export async function insertWorkbookFile(db: SchoolDb, file: Insertable<SchoolScopedDatabase['workbookFile']>): Promise<number> {
  const { id } = await db.insertInto('workbookFile').values(file).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateWorkbookFile(db: SchoolDb, workbookFileId: number, changes: Updateable<SchoolScopedDatabase['workbookFile']>): Promise<void> {
  await db.updateTable('workbookFile').set(changes).where('id', '=', workbookFileId).execute();
}

/** Bounds of creation times, either left open. */
export interface OpenPeriod {
  from?: string | undefined;
  until?: string | undefined;
}

function worksOfChild(db: SchoolDb, childId: number, period: OpenPeriod) {
  let query = db.selectFrom('workbookFile').where('workbookFile.childId', '=', childId);
  if (period.from) query = query.where('workbookFile.createdAt', '>=', period.from);
  if (period.until) query = query.where('workbookFile.createdAt', '<', period.until);
  return query;
}

/** A page of the child's works created in the period, newest first. */
export function childWorks(db: SchoolDb, childId: number, period: OpenPeriod, page: { offset: number; limit: number }) {
  return worksOfChild(db, childId, period)
    .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
    .innerJoin('schoolClass', 'schoolClass.id', 'workbook.classId')
    .leftJoin('teacher', 'teacher.id', 'workbookFile.teacherId')
    .leftJoin('file', 'file.id', 'workbookFile.fileId')
    .select([
      'workbookFile.id as workbookFileId',
      'workbook.id as workbookId',
      'workbook.name as workbookName',
      'schoolClass.name as className',
      'workbookFile.title',
      'teacher.name as teacherName',
      'workbookFile.createdAt',
      'workbookFile.isExcellent',
      'workbookFile.teacherComment',
      'file.id as fileId',
      'file.extension as fileType',
    ])
    .orderBy('workbookFile.createdAt', 'desc')
    .orderBy('workbookFile.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many works the child has in the period, and how many of them are excellent. */
export async function countChildWorks(db: SchoolDb, childId: number, period: OpenPeriod): Promise<{ total: number; excellentCount: number }> {
  const row = await worksOfChild(db, childId, period)
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.sum('workbookFile.isExcellent').as('excellentCount')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), excellentCount: Number(row.excellentCount ?? 0) };
}
