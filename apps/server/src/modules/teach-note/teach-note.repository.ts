import type { Insertable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export async function insertTeachNote(db: SchoolDb, note: Insertable<SchoolScopedDatabase['teachNote']>, fileIds: number[]): Promise<number> {
  const { id } = await db.insertInto('teachNote').values(note).returning('id').executeTakeFirstOrThrow();
  if (fileIds.length) {
    await db
      .insertInto('teachNoteAttachment')
      .values(fileIds.map((fileId, sortOrder) => ({ teachNoteId: id, fileId, sortOrder })))
      .execute();
  }
  return id;
}
