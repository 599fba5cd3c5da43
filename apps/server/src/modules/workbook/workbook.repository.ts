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
