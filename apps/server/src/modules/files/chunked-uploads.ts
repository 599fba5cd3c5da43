import { fileKinds, formatFileSize, grantsModule, type FileKind, type UploadChunkInput, type UploadChunkResult, type UploadStatus } from '@yuanwu/shared';
import type { Kysely, Selectable } from 'kysely';
import { addSeconds, iso, type Clock } from '../../clock.js';
import type { JobLog } from '../../core/background.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mayBecome, typeRefusal } from './content-check.js';
import type { FileLibrary } from './file-library.js';
import * as repository from './files.repository.js';
import type { UploadTable } from './files.table.js';
import { keyedQueue } from './keyed-queue.js';
import type { StagedChunk, UploadStaging } from './upload-staging.js';
import { ChunkTooLarge } from './upload-temp.js';

/**
 * Who sends a chunk: a staff member's session, or a family on the family page (a guardian in their
 * child's school), which decides the school and whose the upload is.
 */
type UploaderIdentity = { session: SessionIdentity } | { family: { schoolId: number; guardianId: number } };
export type Uploader = UploaderIdentity & {
  db: SchoolDb;
  log: JobLog & { warn(details: object, message: string): void };
};

const ownerOf = (who: UploaderIdentity): repository.UploadOwner => ('session' in who ? { teacherId: who.session.teacherId } : { guardianId: who.family.guardianId });
const schoolOf = (who: UploaderIdentity) => ('session' in who ? who.session.schoolId : who.family.schoolId);

export interface ChunkedUploadDeps {
  /** The housekeeping sweeps the uploads of every school. */
  db: Kysely<Database>;
  clock: Clock;
  staging: UploadStaging;
  library: FileLibrary;
}

type Upload = Selectable<UploadTable>;

/** An upload no chunk reached for this long is abandoned: its chunks are removed. */
const ABANDONED_AFTER_SECONDS = 24 * 60 * 60;

const NAME_LENGTH = 100;

/** The name a file was sent with, for display only: no folders, no control characters. */
function displayName(sent: string): string {
  const base = sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-NAME_LENGTH);
}

const wrongOffset = (received: number) => `分片位置不对，应从第 ${received} 字节续传`;

/** A staff member uploads the kinds their role grants; a family uploads what the family page asks for (it checks the kind). */
const mayUpload = (uploader: Uploader, kind: FileKind) => !('session' in uploader) || kind.access === 'session' || grantsModule(uploader.session.modules, kind.access);

/**
 * Chunked, resumable uploads: chunks arrive in order at the offset the server answered; the last one
 * hands the whole file to the library.
 */
export function chunkedUploads(deps: ChunkedUploadDeps) {
  const { clock, staging, library } = deps;
  /**
   * Chunks of one upload, and its removal, take turns on this server; across servers, the upload's
   * row counts one chunk per offset (`recordReceived`).
   */
  const oneAtATime = keyedQueue<number>();

  async function discard(db: SchoolDb, upload: Upload): Promise<void> {
    await repository.deleteUpload(db, upload.id);
    await staging.remove(upload.tempPath);
  }

  async function ownUpload(uploader: UploaderIdentity & Pick<Uploader, 'db'>, uploadId: number): Promise<Upload> {
    const upload = await repository.findUpload(uploader.db, uploadId);
    const owner = ownerOf(uploader);
    const owns = 'teacherId' in owner ? upload?.teacherId === owner.teacherId : upload?.guardianId === owner.guardianId;
    if (!upload || !owns) throw notFound('上传任务');
    return upload;
  }

  async function start(uploader: Uploader, input: UploadChunkInput): Promise<number> {
    const now = iso(clock.now());
    const tempPath = await staging.create();
    const originalName = displayName(input.files.fileName);
    const owner = { teacherId: null, guardianId: null, ...ownerOf(uploader) };
    return repository.insertUpload(uploader.db, { kind: input.relativeServerName, ...owner, originalName, receivedBytes: 0, tempPath, createdAt: now, updatedAt: now });
  }

  /**
   * The upload a chunk sent without its id continues: the caller's upload of that kind and file name
   * which holds exactly `offset` bytes, the latest if the same file was started twice. The caller is
   * the teacher rather than the session row, which a token refresh during a long upload replaces.
   */
  async function continued(uploader: Uploader, input: UploadChunkInput): Promise<number> {
    const candidates = await repository.uploadsInProgress(uploader.db, { owner: ownerOf(uploader), kind: input.relativeServerName, originalName: displayName(input.files.fileName) });
    const match = candidates.find((upload) => upload.receivedBytes === input.offset);
    if (match) return match.id;
    const [latest] = candidates;
    throw invalidParams(latest ? wrongOffset(latest.receivedBytes) : '没有可续传的上传任务，请从第 0 字节开始上传');
  }

  /** Receives the chunk where the upload ends; a chunk over the file's size limit ends the upload. */
  async function receive(uploader: Uploader, upload: Upload, kind: FileKind, input: UploadChunkInput): Promise<StagedChunk> {
    const room = kind.maxBytes - upload.receivedBytes;
    try {
      return await staging.receive(upload.tempPath, upload.receivedBytes, input.files.stream, Math.min(kind.chunkBytes, room));
    } catch (error) {
      if (!(error instanceof ChunkTooLarge)) {
        uploader.log.warn({ err: error, uploadId: upload.id }, 'chunk not received');
        throw invalidParams('分片未完整收到，请从 StartOffset 重新上传该分片');
      }
      if (room > kind.chunkBytes) throw invalidParams(`每个分片不能超过 ${formatFileSize(kind.chunkBytes)}`);
      await discard(uploader.db, upload);
      throw invalidParams(`${kind.label}不能超过 ${formatFileSize(kind.maxBytes)}`);
    }
  }

  /** A file whose first chunk shows it is of a type the kind does not take goes no further. */
  async function checkStart(uploader: Uploader, upload: Upload, kind: FileKind, chunk: StagedChunk): Promise<void> {
    const detected = await chunk.detectType();
    if (mayBecome(kind, detected)) return;
    await discard(uploader.db, upload);
    throw invalidParams(typeRefusal(kind, detected));
  }

  /** Counts the chunk in the upload's row, unless a chunk for the same offset, sent to another server, was counted first. */
  async function record(uploader: Uploader, upload: Upload, chunk: StagedChunk): Promise<number> {
    const partKey = await chunk.keep();
    const received = upload.receivedBytes + chunk.bytes;
    if (await repository.recordReceived(uploader.db, { uploadId: upload.id, from: upload.receivedBytes, to: received, partKey, at: iso(clock.now()) })) return received;
    await chunk.drop();
    const now = await repository.findUpload(uploader.db, upload.id);
    throw now ? invalidParams(wrongOffset(now.receivedBytes)) : notFound('上传任务');
  }

  async function finish(uploader: Uploader, upload: Upload, size: number, input: UploadChunkInput): Promise<UploadChunkResult> {
    try {
      const kept = await library.keep(
        uploader.db,
        {
          kind: upload.kind,
          localPath: await staging.assemble(upload.tempPath, await repository.partsOf(uploader.db, upload.id)),
          originalName: upload.originalName,
          schoolId: schoolOf(uploader),
          uploaderTeacherId: upload.teacherId,
          uploaderGuardianId: upload.guardianId,
          convert: input.isAutoCallVideoConvert,
        },
        uploader.log,
      );
      return { uploadId: upload.id, startOffset: size, isFinished: true, ...kept };
    } finally {
      await discard(uploader.db, upload);
    }
  }

  async function append(uploader: Uploader, uploadId: number, input: UploadChunkInput): Promise<UploadChunkResult> {
    const upload = await ownUpload(uploader, uploadId);
    if (upload.kind !== input.relativeServerName) throw invalidParams('relativeServerName 与该上传任务不一致');
    if (input.offset !== upload.receivedBytes) throw invalidParams(wrongOffset(upload.receivedBytes));
    const kind = fileKinds[upload.kind];
    const chunk = await receive(uploader, upload, kind, input);
    if (chunk.bytes === 0) throw invalidParams('分片为空');
    if (upload.receivedBytes === 0) await checkStart(uploader, upload, kind, chunk);
    const received = await record(uploader, upload, chunk);
    if (input.isLast) return finish(uploader, upload, received, input);
    return { uploadId: upload.id, startOffset: received, isFinished: false, fileId: null, fileName: null, fileUrl: null, conversion: null };
  }

  return {
    async receiveChunk(input: UploadChunkInput, uploader: Uploader): Promise<UploadChunkResult> {
      const kind = fileKinds[input.relativeServerName];
      if (!mayUpload(uploader, kind)) throw notAllowed(`当前角色无权上传${kind.label}`);
      const uploadId = input.uploadId ?? (input.offset === 0 ? await start(uploader, input) : await continued(uploader, input));
      return oneAtATime(uploadId, () => append(uploader, uploadId, input));
    },

    async status(uploader: UploaderIdentity & Pick<Uploader, 'db'>, uploadId: number): Promise<UploadStatus> {
      const upload = await ownUpload(uploader, uploadId);
      const kind = fileKinds[upload.kind];
      return { uploadId: upload.id, relativeServerName: upload.kind, startOffset: upload.receivedBytes, chunkSize: kind.chunkBytes, maxSize: kind.maxBytes };
    },

    /** Removes the chunks of uploads abandoned for a day; answers how many. */
    async removeAbandoned(): Promise<number> {
      const cutoff = iso(addSeconds(clock.now(), -ABANDONED_AFTER_SECONDS));
      let removed = 0;
      for (const upload of await repository.idleUploads(deps.db, cutoff)) {
        await oneAtATime(upload.id, async () => {
          if (!(await repository.deleteIdleUpload(deps.db, upload.id, cutoff))) return;
          await staging.remove(upload.tempPath);
          removed += 1;
        });
      }
      return removed;
    },
  };
}
