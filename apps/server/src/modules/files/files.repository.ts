import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export async function insertUpload(db: SchoolDb, upload: Insertable<SchoolScopedDatabase['upload']>): Promise<number> {
  const row = await db.insertInto('upload').values(upload).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findUpload(db: SchoolDb, uploadId: number) {
  return db.selectFrom('upload').selectAll().where('id', '=', uploadId).executeTakeFirst();
}

/** Whether the upload was still there to record the bytes on. */
export async function recordReceived(db: SchoolDb, uploadId: number, receivedBytes: number, updatedAt: string): Promise<boolean> {
  const result = await db.updateTable('upload').set({ receivedBytes, updatedAt }).where('id', '=', uploadId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteUpload(db: SchoolDb, uploadId: number): Promise<void> {
  await db.deleteFrom('upload').where('id', '=', uploadId).execute();
}

/** Uploads of every school that no chunk reached since `cutoff`: the housekeeping runs for the platform. */
export function idleUploads(db: Kysely<Database>, cutoff: string) {
  return db.selectFrom('upload').select(['id', 'tempPath']).where('updatedAt', '<', cutoff).execute();
}

/** Whether the upload was still idle, and so removed. */
export async function deleteIdleUpload(db: Kysely<Database>, uploadId: number, cutoff: string): Promise<boolean> {
  const result = await db.deleteFrom('upload').where('id', '=', uploadId).where('updatedAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertFile(db: SchoolDb, file: Insertable<SchoolScopedDatabase['file']>): Promise<number> {
  const row = await db.insertInto('file').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function filesByIds(db: SchoolDb, fileIds: readonly number[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('file').select(['id', 'kind', 'uploaderTeacherId']).where('id', 'in', fileIds).execute();
}

export function findFile(db: SchoolDb, fileId: number) {
  return db.selectFrom('file').selectAll().where('id', '=', fileId).executeTakeFirst();
}

/** A file looked up by a link, before anyone knows its school: the link's signature decides. */
export function findLinkedFile(db: Kysely<Database>, fileId: number) {
  return db.selectFrom('file').selectAll().where('id', '=', fileId).executeTakeFirst();
}

export async function recordConversion(
  db: SchoolDb,
  fileId: number,
  conversion: Pick<Updateable<SchoolScopedDatabase['file']>, 'conversion' | 'convertedFileId' | 'posterFileId'>,
): Promise<void> {
  await db.updateTable('file').set(conversion).where('id', '=', fileId).execute();
}
