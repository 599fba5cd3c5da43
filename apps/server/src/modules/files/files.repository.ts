import type { AttachedFile } from '@yuanwu/shared';
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

/**
 * The files that rows of an attachment table name, as their records show them: in the rows' order,
 * each with the rest of its row (the record it is attached to).
 */
export async function attachedFiles<Row extends { fileId: number }>(db: SchoolDb, rows: readonly Row[]): Promise<(Row & AttachedFile)[]> {
  if (rows.length === 0) return [];
  const files = await db
    .selectFrom('file')
    .select(['id as fileId', 'originalName as fileName', 'extension as fileType', 'size'])
    .where('id', 'in', [...new Set(rows.map((row) => row.fileId))])
    .execute();
  const byId = new Map(files.map((file) => [file.fileId, file]));
  return rows.flatMap((row) => {
    const file = byId.get(row.fileId);
    return file ? [{ ...row, ...file }] : [];
  });
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
