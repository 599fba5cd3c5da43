import type { Insertable } from 'kysely';
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
