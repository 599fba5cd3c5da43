import type { AttachedFile, FileKindName } from '@yuanwu/shared';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { isForeignKeyViolation } from '../../core/constraint-errors.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb, type SchoolScopedDatabase } from '../../db/school-scope.js';

/** Who an upload and its file belong to: a teacher, or a guardian on the family page. */
export type UploadOwner = { teacherId: number } | { guardianId: number };

export async function insertUpload(db: SchoolDb, upload: Insertable<SchoolScopedDatabase['upload']>): Promise<number> {
  const row = await db.insertInto('upload').values(upload).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findUpload(db: SchoolDb, uploadId: number) {
  return db.selectFrom('upload').selectAll().where('id', '=', uploadId).executeTakeFirst();
}

/** Someone's uploads in progress (a teacher's, or a guardian's) of one kind and file name, the latest first. */
export function uploadsInProgress(db: SchoolDb, of: { owner: UploadOwner; kind: FileKindName; originalName: string }) {
  return db
    .selectFrom('upload')
    .selectAll()
    .where((eb) => ('teacherId' in of.owner ? eb('teacherId', '=', of.owner.teacherId) : eb('guardianId', '=', of.owner.guardianId)))
    .where('kind', '=', of.kind)
    .where('originalName', '=', of.originalName)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Counts a chunk from `from` to `to`, with the part that holds it if it is one: whether the upload
 * still held `from` bytes, so that of two chunks for one offset, on any servers, one is counted.
 */
export function recordReceived(db: SchoolDb, chunk: { uploadId: number; from: number; to: number; partKey: string | null; at: string }): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('upload')
      .set({ receivedBytes: chunk.to, updatedAt: chunk.at })
      .where('id', '=', chunk.uploadId)
      .where('receivedBytes', '=', chunk.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (chunk.partKey) {
      await trx.insertInto('uploadPart').values({ uploadId: chunk.uploadId, startOffset: chunk.from, size: chunk.to - chunk.from, storageKey: chunk.partKey }).execute();
    }
    return true;
  });
}

/** The keys of an upload's parts, in the order of the file. */
export async function partsOf(db: SchoolDb, uploadId: number): Promise<string[]> {
  const rows = await db.selectFrom('uploadPart').select('storageKey').where('uploadId', '=', uploadId).orderBy('startOffset').execute();
  return rows.map((row) => row.storageKey);
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
  return db.selectFrom('file').select(['id', 'kind', 'uploaderTeacherId', 'uploaderGuardianId']).where('id', 'in', fileIds).execute();
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

/**
 * Deletes a file's row unless a record still names it, which its foreign key tells: the row as it was
 * when it went, or undefined when it stays (or is gone already). Not inside a transaction: on
 * PostgreSQL the refused statement would end it.
 */
export async function deleteFileUnlessUsed(db: SchoolDb, fileId: number) {
  const file = await db.selectFrom('file').select(['id', 'storageKey', 'convertedFileId', 'posterFileId']).where('id', '=', fileId).executeTakeFirst();
  if (!file) return undefined;
  try {
    await db.deleteFrom('file').where('id', '=', fileId).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return file;
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
