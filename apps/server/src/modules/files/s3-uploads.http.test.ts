import { DataScope, ErrorCode, UPLOAD_APP_HEADER, type UploadChunkInput } from '@yuanwu/shared';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { scopeToSchool } from '../../module-list.js';
import { testDialects } from '../../test/databases.js';
import { ALL_MODULES } from '../../test/factories.js';
import { startS3Double, type S3Double } from '../../test/s3-double.js';
import { sampleExe, samplePng } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chunkedUploads } from './chunked-uploads.js';
import { fileLibrary } from './file-library.js';
import { s3Bucket, s3FileStore, s3UploadStaging } from './s3-store.js';
import type { UploadStaging } from './upload-staging.js';
import { ChunkTooLarge, uploadTemp } from './upload-temp.js';
import type { VideoConverter } from './video-converter.js';

const UPLOAD_PATH = '/api/FileUpload/UploadCarveFile';
const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Chunk {
  offset: number;
  bytes: Buffer;
  isLast: boolean;
  uploadId?: number | undefined;
  fileName?: string;
}

type LegacyAnswer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: Record<string, any> | null };

describe('parts in an S3-compatible store', () => {
  let s3: S3Double;
  let folder: string;
  beforeAll(async () => {
    s3 = await startS3Double();
    folder = await mkdtemp(path.join(tmpdir(), 'yuanwu-s3-parts-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function* streamOf(bytes: Buffer) {
    yield bytes;
  }

  it('are put together in order however many there are, and a missing one leaves no file behind', async () => {
    const temp = uploadTemp(folder);
    const staging = s3UploadStaging(s3Bucket(s3.settings), temp);
    const name = await staging.create();
    const parts: string[] = [];
    const pieces = Array.from({ length: 30 }, (_, index) => Buffer.from(`第${index}段;`));
    let offset = 0;
    for (const piece of pieces) {
      parts.push((await (await staging.receive(name, offset, streamOf(piece), 100)).keep())!);
      offset += piece.length;
    }
    await expect(staging.receive(name, offset, streamOf(Buffer.alloc(101)), 100)).rejects.toBeInstanceOf(ChunkTooLarge);
    expect(await s3.keys('uploads/')).toHaveLength(30);
    expect(await readFile(await staging.assemble(name, parts), 'utf8')).toBe(Buffer.concat(pieces).toString('utf8'));

    await expect(staging.assemble(name, [...parts.slice(0, 20), `uploads/${'0'.repeat(32)}/000000000000-missing.part`, ...parts.slice(20)])).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
    await staging.remove(name);
    expect(await s3.keys('uploads/')).toEqual([]);
  });
});

describe.each(testDialects)('uploads in progress kept in an S3-compatible store, on %s', (dialect) => {
  let s3: S3Double;
  let t: TestApp;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3Double();
  });
  afterAll(() => s3.close());
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-s3-uploads-'));
    t = await createTestApp(dialect, { dataDir, s3: s3.settings });
    token = await t.login(t.people.adminA.phone);
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function sendChunk(chunk: Chunk): Promise<LegacyAnswer> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(chunk.bytes)]), chunk.fileName ?? 'photo.png');
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      query: {
        relativeServerName: 'ChildPhoto',
        offset: String(chunk.offset),
        isLast: chunk.isLast ? '1' : '0',
        ...(chunk.uploadId ? { uploadId: String(chunk.uploadId) } : {}),
      },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    return response.json();
  }

  const partsInStore = () => s3.keys('uploads/');
  const localUploads = () => readdir(path.join(dataDir, 'uploads')).catch(() => []);

  it('keeps each chunk as an object until the last, then stores the file there and removes the parts, with or without the uploadId', async () => {
    for (const withoutId of [false, true]) {
      const photo = samplePng(3 * MB);
      let uploadId: number | undefined;
      let answer: LegacyAnswer | undefined;
      for (let offset = 0; offset < photo.length; offset += MB) {
        answer = await sendChunk({ offset, bytes: photo.subarray(offset, offset + MB), isLast: offset + MB >= photo.length, uploadId: withoutId ? undefined : uploadId });
        expect(answer.Data).toMatchObject({ StartOffset: offset + MB });
        uploadId = answer.Data!.UploadId;
        if (!answer.Data!.IsFinished) {
          const parts = await partsInStore();
          expect(parts).toHaveLength(offset / MB + 1);
          expect(parts.at(-1)).toMatch(new RegExp(`^uploads/[0-9a-f]{32}/${String(offset).padStart(12, '0')}-[0-9a-f]{16}\\.part$`));
          expect(await localUploads()).toEqual([]);
        }
      }
      const stored = await t.db.selectFrom('file').selectAll().where('id', '=', answer!.Data!.FileId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ size: 3 * MB, sha256: sha256(photo), storageKey: `${t.schools.schoolA}/ChildPhoto/${answer!.Data!.FileName}` });
      expect(await s3.keys(`${t.schools.schoolA}/`)).toContain(stored.storageKey);
      expect(await partsInStore()).toEqual([]);
      expect(await t.db.selectFrom('uploadPart').select('id').execute()).toEqual([]);
      expect(await t.db.selectFrom('upload').select('id').execute()).toEqual([]);
      expect(await localUploads()).toEqual([]);
      const served = await t.app.inject({ method: 'GET', url: `/javaApi/file/getFile?fileId=${stored.id}`, headers: { auth: token } });
      expect(sha256(served.rawPayload)).toBe(sha256(photo));
    }
  });

  it('keeps nothing of a chunk that broke off, and refuses a program dressed as a photo from its first chunk', async () => {
    const photo = samplePng(2 * MB);
    const first = await sendChunk({ offset: 0, bytes: photo.subarray(0, MB), isLast: false });
    const boundary = 'yuanwu-broken-chunk';
    const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="photo.png"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const broken = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      query: { relativeServerName: 'ChildPhoto', offset: String(MB), isLast: '1', uploadId: String(first.Data!.UploadId) },
      headers: { auth: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(partHead), photo.subarray(MB, MB + 300 * 1024)]),
    });
    expect(broken.json()).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '分片未完整收到，请从 StartOffset 重新上传该分片' });
    expect(await partsInStore()).toHaveLength(1);
    const finished = await sendChunk({ offset: MB, bytes: photo.subarray(MB), isLast: true, uploadId: first.Data!.UploadId });
    expect(finished.Data).toMatchObject({ IsFinished: true, StartOffset: 2 * MB });

    const program = await sendChunk({ offset: 0, bytes: sampleExe(MB), isLast: false, fileName: 'photo.png' });
    expect(program).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('该文件实际是 exe 格式') });
    expect(await partsInStore()).toEqual([]);
    expect(await t.db.selectFrom('upload').select('id').execute()).toEqual([]);
  });

  describe('two servers taking chunks of one upload', () => {
    const noVideos: VideoConverter = { available: false, convert: () => Promise.reject(new Error('no ffmpeg')) };
    const log = { error: vi.fn(), warn: vi.fn() };

    /** A server's uploads, as `fileService` makes them, its chunks held before they are kept until `release`. */
    function server(hold?: Promise<void>, arrived?: () => void) {
      const bucket = s3Bucket(s3.settings);
      const temp = uploadTemp(path.join(dataDir, `server-${Math.random().toString(36).slice(2)}`));
      const s3Staging = s3UploadStaging(bucket, temp);
      const staging: UploadStaging = {
        ...s3Staging,
        async receive(...args) {
          const chunk = await s3Staging.receive(...args);
          return {
            ...chunk,
            async keep() {
              arrived?.();
              await hold;
              return chunk.keep();
            },
          };
        },
      };
      const library = fileLibrary({ db: t.db, clock: t.clock, store: s3FileStore(bucket), temp, converter: noVideos, linkSecret: async () => 'secret' });
      return chunkedUploads({ db: t.db, clock: t.clock, staging, library });
    }

    const session = (): SessionIdentity => ({
      sessionId: 1,
      accountId: 1,
      teacherId: t.people.adminA.id,
      schoolId: t.schools.schoolA,
      homeSchoolId: t.schools.schoolA,
      roleId: null,
      modules: new Set(ALL_MODULES),
      isGroupAdmin: false,
      dataScope: DataScope.SCHOOL,
      classesInReach: null,
      mustChangePassword: false,
    });

    async function* streamOf(bytes: Buffer) {
      yield bytes;
    }

    const chunkInput = (photo: Buffer, offset: number, uploadId?: number): UploadChunkInput => ({
      relativeServerName: 'ChildPhoto',
      offset,
      isLast: offset + MB >= photo.length,
      isAutoCallVideoConvert: false,
      ...(uploadId ? { uploadId } : {}),
      files: { fileName: '春游.png', mimeType: 'image/png', stream: streamOf(photo.subarray(offset, offset + MB)) },
    });

    it('count one of two chunks sent for the same offset at once, and drop the other’s part', async () => {
      let arrivals = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const bothArrived = () => {
        arrivals += 1;
        if (arrivals === 2) release();
      };
      const [first, second] = [server(held, bothArrived), server(held, bothArrived)];
      const uploader = { session: session(), db: scopeToSchool(t.db, t.schools.schoolA), log };
      const photo = samplePng(3 * MB);
      const started = await server().receiveChunk(chunkInput(photo, 0), uploader);

      const raced = await Promise.allSettled([first, second].map((one) => one.receiveChunk(chunkInput(photo, MB, started.uploadId), uploader)));
      const counted = raced.filter((result) => result.status === 'fulfilled');
      const refused = raced.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      expect(counted).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(AppError);
      expect(refused[0]).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `分片位置不对，应从第 ${2 * MB} 字节续传` });
      expect(await partsInStore()).toHaveLength(2);

      const finished = await second.receiveChunk(chunkInput(photo, 2 * MB, started.uploadId), uploader);
      expect(finished).toMatchObject({ isFinished: true, startOffset: 3 * MB });
      const stored = await t.db.selectFrom('file').select('sha256').where('id', '=', finished.fileId!).executeTakeFirstOrThrow();
      expect(stored.sha256).toBe(sha256(photo));
      expect(await partsInStore()).toEqual([]);
    });

    it('remove an abandoned upload’s parts from any server', async () => {
      const uploader = { session: session(), db: scopeToSchool(t.db, t.schools.schoolA), log };
      const photo = samplePng(3 * MB);
      const started = await server().receiveChunk(chunkInput(photo, 0), uploader);
      await server().receiveChunk(chunkInput(photo, MB, started.uploadId), uploader);
      expect(await partsInStore()).toHaveLength(2);
      t.clock.advance(25 * 60 * 60);
      expect(await server().removeAbandoned()).toBe(1);
      expect(await partsInStore()).toEqual([]);
      expect(await t.db.selectFrom('uploadPart').select('id').execute()).toEqual([]);
    });
  });
});
