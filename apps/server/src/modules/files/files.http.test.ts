import { ErrorCode, legacySignatureText, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { md5 } from '../../http/signed-path.js';
import { testDialects } from '../../test/databases.js';
import { lyingXlsxBomb, sampleExe, sampleMp4, samplePng, sampleXlsx, sampleXlsxBomb } from '../../test/sample-files.js';
import { createTestApp, LEGACY_APP, type TestApp } from '../../test/test-app.js';
import { findOnPath } from './video-converter.js';

const UPLOAD_PATH = '/api/FileUpload/UploadCarveFile';
const KB = 1024;
const MB = 1024 * KB;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Chunk {
  kind: string;
  offset: number;
  isLast: boolean;
  bytes: Buffer;
  uploadId?: number;
  fileName?: string;
  token?: string | undefined;
  convert?: boolean;
  /** Sent on the signed path, signed now (or `at`) with the app's key (or `key`). */
  signed?: { at?: number; key?: string };
}

type LegacyAnswer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: Record<string, any> | null };

describe.each(testDialects)('files on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let tokenA: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-files-'));
    t = await createTestApp(dialect, { dataDir });
    tokenA = await t.login(t.people.adminA.phone);
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const queryOf = (chunk: Chunk): Record<string, string> => ({
    relativeServerName: chunk.kind,
    offset: String(chunk.offset),
    isLast: chunk.isLast ? '1' : '0',
    isRetainOrigianl: '1',
    ...(chunk.convert ? { isAutoCallVideoConvert: '1' } : {}),
    ...(chunk.uploadId ? { uploadId: String(chunk.uploadId) } : {}),
  });

  function signedPath(query: Record<string, string>, { at, key }: { at?: number; key?: string }): string {
    const timestamp = String(Math.floor((at ?? t.clock.now().getTime()) / 1000));
    const signature = md5((key ?? LEGACY_APP.key) + legacySignatureText(UPLOAD_PATH, query, timestamp));
    return `${UPLOAD_PATH}/${LEGACY_APP.appId}/${signature}/${timestamp}`;
  }

  async function sendChunk(chunk: Chunk): Promise<LegacyAnswer> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(chunk.bytes)]), chunk.fileName ?? 'photo.png');
    const query = queryOf(chunk);
    const token = 'token' in chunk ? chunk.token : tokenA;
    const response = await t.app.inject({
      method: 'POST',
      url: chunk.signed ? signedPath(query, chunk.signed) : UPLOAD_PATH,
      query,
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, ...(token ? { auth: token } : {}) },
      payload: form,
    });
    return response.json();
  }

  /** Sends a whole file chunk by chunk, each at the offset the previous answer named. */
  async function upload(
    kind: string,
    bytes: Buffer,
    options: { chunkBytes?: number; fileName?: string; convert?: boolean; token?: string; signed?: Chunk['signed']; withoutId?: boolean } = {},
  ) {
    const { withoutId, ...chunkOptions } = options;
    const answers: LegacyAnswer[] = [];
    let offset = 0;
    let uploadId: number | undefined;
    do {
      const slice = bytes.subarray(offset, offset + (options.chunkBytes ?? MB));
      const isLast = offset + slice.length >= bytes.length;
      const answer = await sendChunk({ kind, offset, isLast, bytes: slice, ...(uploadId ? { uploadId } : {}), ...chunkOptions });
      answers.push(answer);
      if (answer.ResponseStatus !== 1) break;
      if (!withoutId) uploadId = answer.Data!.UploadId;
      offset = answer.Data!.StartOffset;
    } while (offset < bytes.length);
    return { answers, last: answers[answers.length - 1]! };
  }

  const get = (url: string, token?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: token ? { auth: token } : {} });
  const statusOf = async (uploadId: number, token = tokenA) => (await get(`/javaApi/file/getUploadStatus?uploadId=${uploadId}`, token)).json();
  const leftovers = async () => readdir(path.join(dataDir, 'uploads')).catch(() => []);

  it('stores a 5 MB photo sent in 1 MB chunks, each answer naming the next offset', async () => {
    const photo = samplePng(5 * MB);
    const { answers, last } = await upload('ChildPhoto', photo, { fileName: '王小明.png' });

    expect(answers.map((answer) => answer.Data?.StartOffset)).toEqual([1, 2, 3, 4, 5].map((n) => n * MB));
    expect(answers[0]).toEqual({
      ResponseStatus: 1,
      ErrorCode: 200,
      ErrorMessage: '',
      Data: { UploadId: expect.any(Number), StartOffset: MB, IsFinished: false, FileId: null, FileName: null, FileUrl: null, Conversion: null },
    });
    expect(last.Data).toMatchObject({ IsFinished: true, FileName: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), Conversion: 'none' });

    const stored = await t.db.selectFrom('file').selectAll().where('id', '=', last.Data!.FileId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      schoolId: t.schools.schoolA,
      kind: 'ChildPhoto',
      storageKey: `${t.schools.schoolA}/ChildPhoto/${last.Data!.FileName}`,
      originalName: '王小明.png',
      contentType: 'image/png',
      size: 5 * MB,
      sha256: sha256(photo),
      visibility: 'private',
      uploaderTeacherId: t.people.adminA.id,
    });
    expect(await t.db.selectFrom('upload').select('id').execute()).toEqual([]);
    expect(await leftovers()).toEqual([]);

    const served = await get(`/javaApi/file/getFile?fileId=${stored.id}`, tokenA);
    expect(sha256(served.rawPayload)).toBe(sha256(photo));
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('王小明.png')}`);
  });

  it('files dated kinds under the day they arrive', async () => {
    const { last } = await upload('ConventionImport', await sampleXlsx(), { fileName: '常规活动.xlsx' });
    const stored = await t.db.selectFrom('file').select(['storageKey', 'contentType']).where('id', '=', last.Data!.FileId).executeTakeFirstOrThrow();
    expect(stored.storageKey).toMatch(new RegExp(`^${t.schools.schoolA}/ConventionImport/\\d{4}-\\d{2}-\\d{2}/[0-9a-f-]{36}\\.xlsx$`));
    expect(stored.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('resumes after a chunk that broke off, from the offset the server gives', async () => {
    const photo = samplePng(3 * MB);
    const first = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: photo.subarray(0, MB) });
    const uploadId = first.Data!.UploadId as number;

    const boundary = 'yuanwu-broken-chunk';
    const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="photo.png"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const broken = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      query: queryOf({ kind: 'ChildPhoto', offset: MB, isLast: false, bytes: Buffer.alloc(0), uploadId }),
      headers: { auth: tokenA, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(partHead), photo.subarray(MB, MB + 300 * KB)]),
    });
    expect(broken.json()).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '分片未完整收到，请从 StartOffset 重新上传该分片' });

    const status = await statusOf(uploadId);
    expect(status).toEqual({ code: 200, message: 'success', data: { uploadId, relativeServerName: 'ChildPhoto', startOffset: MB, chunkSize: MB, maxSize: 10 * MB } });
    let offset = status.data.startOffset as number;
    let answer: LegacyAnswer;
    do {
      answer = await sendChunk({ kind: 'ChildPhoto', offset, isLast: offset + MB >= photo.length, bytes: photo.subarray(offset, offset + MB), uploadId });
      offset = answer.Data!.StartOffset;
    } while (!answer.Data!.IsFinished);
    const served = await get(`/javaApi/file/getFile?fileId=${answer.Data!.FileId}`, tokenA);
    expect(sha256(served.rawPayload)).toBe(sha256(photo));
  });

  it('refuses a chunk at the wrong offset without appending it', async () => {
    const photo = samplePng(3 * MB);
    const first = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: photo.subarray(0, MB) });
    const uploadId = first.Data!.UploadId as number;
    for (const offset of [2 * MB, 0, MB - 1]) {
      const answer = await sendChunk({ kind: 'ChildPhoto', offset, isLast: false, bytes: photo.subarray(offset, offset + MB), uploadId });
      expect(answer).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: `分片位置不对，应从第 ${MB} 字节续传`, Data: null });
    }
    expect((await statusOf(uploadId)).data.startOffset).toBe(MB);
  });

  describe('continuing without the uploadId, by the caller, kind, file name and offset', () => {
    const chunkOf = (photo: Buffer, offset: number, more: Partial<Chunk> = {}): Chunk => ({
      kind: 'ChildPhoto',
      offset,
      isLast: offset + MB >= photo.length,
      bytes: photo.subarray(offset, offset + MB),
      fileName: '春游.png',
      ...more,
    });
    const uploadsInProgress = () => t.db.selectFrom('upload').select(['id', 'receivedBytes']).orderBy('id').execute();

    it('stores a file whose chunks never name the upload, on the plain and the signed path', async () => {
      for (const signed of [undefined, {}]) {
        const photo = samplePng(3 * MB);
        const { answers, last } = await upload('ChildPhoto', photo, { fileName: '春游.png', withoutId: true, ...(signed ? { signed } : {}) });
        expect(answers.map((answer) => answer.Data?.StartOffset)).toEqual([MB, 2 * MB, 3 * MB]);
        expect(new Set(answers.map((answer) => answer.Data!.UploadId)).size).toBe(1);
        const stored = await t.db.selectFrom('file').select(['sha256', 'originalName']).where('id', '=', last.Data!.FileId).executeTakeFirstOrThrow();
        expect(stored).toEqual({ sha256: sha256(photo), originalName: '春游.png' });
        expect(await uploadsInProgress()).toEqual([]);
      }
    });

    it('refuses a chunk at another offset with 1000001, naming the offset to resume from, and appends nothing', async () => {
      const photo = samplePng(3 * MB);
      const first = await sendChunk(chunkOf(photo, 0));
      for (const offset of [2 * MB, MB - 1, MB + 1]) {
        const answer = await sendChunk(chunkOf(photo, offset));
        expect(answer).toEqual({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: `分片位置不对，应从第 ${MB} 字节续传`, Data: null });
      }
      const noSuchUpload = { ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '没有可续传的上传任务，请从第 0 字节开始上传', Data: null };
      expect(await sendChunk(chunkOf(photo, MB, { fileName: '秋游.png' }))).toEqual(noSuchUpload);
      expect(await sendChunk(chunkOf(photo, MB, { kind: 'StaffPhoto' }))).toEqual(noSuchUpload);
      expect(await uploadsInProgress()).toEqual([{ id: first.Data!.UploadId, receivedBytes: MB }]);

      const next = await sendChunk(chunkOf(photo, MB));
      expect(next.Data).toMatchObject({ UploadId: first.Data!.UploadId, StartOffset: 2 * MB });
    });

    it('never continues another teacher’s upload of the same file, in the school or in another', async () => {
      const photo = samplePng(2 * MB);
      const started = await sendChunk(chunkOf(photo, 0));
      const tokenTeacherA = await t.login(t.people.teacherA.phone);
      const tokenB = await t.login(t.people.adminB.phone);
      for (const token of [tokenTeacherA, tokenB]) {
        const taken = await sendChunk(chunkOf(photo, MB, { token }));
        expect(taken).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '没有可续传的上传任务，请从第 0 字节开始上传' });
      }
      const finished = await sendChunk(chunkOf(photo, MB));
      expect(finished.Data).toMatchObject({ UploadId: started.Data!.UploadId, IsFinished: true });
      const stored = await t.db.selectFrom('file').select('sha256').where('id', '=', finished.Data!.FileId).executeTakeFirstOrThrow();
      expect(stored.sha256).toBe(sha256(photo));
    });

    it('continues the latest of two starts of the same file, and across a token refresh', async () => {
      const photo = samplePng(2 * MB);
      const abandoned = await sendChunk(chunkOf(photo, 0));
      t.clock.advance(60);
      const restarted = await sendChunk(chunkOf(photo, 0));
      const refreshed = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: tokenA, platId: 1 } });
      const finished = await sendChunk(chunkOf(photo, MB, { token: refreshed.headers.auth as string }));
      expect(finished.Data).toMatchObject({ UploadId: restarted.Data!.UploadId, IsFinished: true });
      expect(await uploadsInProgress()).toEqual([{ id: abandoned.Data!.UploadId, receivedBytes: MB }]);
    });

    it('keeps the console’s uploadId first: a chunk naming its upload continues that one', async () => {
      const photo = samplePng(2 * MB);
      const first = await sendChunk(chunkOf(photo, 0));
      const second = await sendChunk(chunkOf(photo, 0));
      const finished = await sendChunk(chunkOf(photo, MB, { uploadId: first.Data!.UploadId }));
      expect(finished.Data).toMatchObject({ UploadId: first.Data!.UploadId, IsFinished: true });
      expect(await uploadsInProgress()).toEqual([{ id: second.Data!.UploadId, receivedBytes: MB }]);
    });
  });

  it('refuses a file over its kind’s limit, and forgets the upload', async () => {
    const { answers, last } = await upload('ActivityTypeIcon', samplePng(2 * MB + 1));
    expect(answers.map((answer) => answer.Data?.StartOffset ?? null)).toEqual([MB, 2 * MB, null]);
    expect(last).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '活动类型图标不能超过 2MB' });
    expect((await statusOf(answers[0]!.Data!.UploadId)).message).toBe('上传任务不存在');
    expect(await leftovers()).toEqual([]);
    expect(await t.db.selectFrom('file').select('id').execute()).toEqual([]);
  });

  it('refuses a chunk larger than the kind’s chunk size, however large', async () => {
    const small = await sendChunk({ kind: 'SchoolNewsImage', offset: 0, isLast: false, bytes: samplePng(100 * KB + 1) });
    expect(small.ErrorMessage).toBe('每个分片不能超过 100KB');
    const huge = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: samplePng(MB + 10 * KB) });
    expect(huge.ErrorMessage).toBe('每个分片不能超过 1MB');
  });

  it('refuses a program disguised as a photo by what its bytes are, not by its name', async () => {
    const whole = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: true, bytes: sampleExe(200 * KB), fileName: 'photo.jpg' });
    expect(whole).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '幼儿照片只能是 jpg、png、gif、webp 格式，该文件实际是 exe 格式' });
    const firstOfMany = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: sampleExe(MB), fileName: 'photo.jpg' });
    expect(firstOfMany.ErrorMessage).toMatch(/该文件实际是 exe 格式/);
    const text = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: true, bytes: Buffer.from('<script>alert(1)</script>'), fileName: 'photo.png' });
    expect(text.ErrorMessage).toMatch(/无法识别该文件的格式/);
    expect(await t.db.selectFrom('file').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('upload').select('id').execute()).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a folder name that climbs out, and never puts a sent file name on disk', async () => {
    const climbing = await sendChunk({ kind: '../../etc', offset: 0, isLast: true, bytes: samplePng(KB) });
    expect(climbing).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 relativeServerName 不是可上传的文件类别' });

    const { last } = await upload('ChildPhoto', samplePng(KB), { fileName: '../../../../escaped.png' });
    const stored = await t.db.selectFrom('file').select(['storageKey', 'originalName']).where('id', '=', last.Data!.FileId).executeTakeFirstOrThrow();
    expect(stored.originalName).toBe('escaped.png');
    expect(stored.storageKey).toBe(`${t.schools.schoolA}/ChildPhoto/${last.Data!.FileName}`);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['files']));
    expect(await readdir(path.dirname(dataDir))).not.toContain('escaped.png');
  });

  it('refuses an upload without its file part, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: UPLOAD_PATH, query: queryOf({ kind: 'ChildPhoto', offset: 0, isLast: true, bytes: Buffer.alloc(0) }), headers: { auth: tokenA }, payload: {} });
    expect(response.json()).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 files 请选择要上传的文件' });
  });

  describe('the signed path', () => {
    it('takes chunks with the session token, which decides the school', async () => {
      const answer = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: true, bytes: samplePng(10 * KB), signed: {} });
      expect(answer.Data).toMatchObject({ IsFinished: true });
      const stored = await t.db.selectFrom('file').select('schoolId').where('id', '=', answer.Data!.FileId).executeTakeFirstOrThrow();
      expect(stored.schoolId).toBe(t.schools.schoolA);
    });

    it('refuses a wrong signature, a stale timestamp, a changed query and a missing token', async () => {
      const chunk = { kind: 'ChildPhoto', offset: 0, isLast: true, bytes: samplePng(10 * KB) };
      expect(await sendChunk({ ...chunk, signed: { key: 'a guess' } })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '签名错误' });
      const stale = await sendChunk({ ...chunk, signed: { at: t.clock.now().getTime() - 600_000 } });
      expect(stale).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '请求已过期，请校准时间后重试' });
      const url = signedPath(queryOf(chunk), {});
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(chunk.bytes)]), 'photo.png');
      const changed = await t.app.inject({ method: 'POST', url, query: { ...queryOf(chunk), relativeServerName: 'StaffPhoto' }, headers: { auth: tokenA }, payload: form });
      expect(changed.json()).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '签名错误' });
      expect(await sendChunk({ ...chunk, signed: {}, token: undefined })).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
      expect(await sendChunk({ ...chunk, token: undefined })).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
      expect(await t.db.selectFrom('file').select('id').execute()).toEqual([]);
    });
  });

  describe('serving', () => {
    it('keeps a child’s photo from other schools, and serves it through a signed link until it expires', async () => {
      const photo = samplePng(50 * KB);
      const { last } = await upload('ChildPhoto', photo);
      const fileId = last.Data!.FileId as number;
      const tokenB = await t.login(t.people.adminB.phone);
      for (const call of ['getFile', 'getFileInfo', 'getSignedUrl']) {
        expect((await get(`/javaApi/file/${call}?fileId=${fileId}`, tokenB)).json(), call).toEqual({ code: ErrorCode.INVALID_PARAMS, message: '文件不存在', data: null });
      }
      const tokenTeacherA = await t.login(t.people.teacherA.phone);
      expect(sha256((await get(`/javaApi/file/getFile?fileId=${fileId}`, tokenTeacherA)).rawPayload)).toBe(sha256(photo));

      const fromUpload = await get(last.Data!.FileUrl);
      expect(sha256(fromUpload.rawPayload)).toBe(sha256(photo));
      const signed = (await get(`/javaApi/file/getSignedUrl?fileId=${fileId}`, tokenA)).json().data;
      expect(signed.url).toMatch(new RegExp(`^/javaApi/file/download\\?fileId=${fileId}&expires=\\d+&sig=[\\w-]{43}$`));
      const linked = await get(signed.url);
      expect(linked.statusCode).toBe(200);
      expect(linked.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });

      const refused = { code: ErrorCode.NOT_ALLOWED, message: '链接无效或已过期', data: null };
      expect((await get(`/javaApi/file/download?fileId=${fileId}`)).json()).toEqual(refused);
      expect((await get(signed.url.replace(/sig=(.)/, (_: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`))).json()).toEqual(refused);
      const { last: other } = await upload('ChildPhoto', samplePng(KB));
      expect((await get(signed.url.replace(`fileId=${fileId}`, `fileId=${other.Data!.FileId}`))).json()).toEqual(refused);
      t.clock.advance(60 * 60 + 1);
      expect((await get(signed.url)).json()).toEqual(refused);
    });

    it('serves a public news image to anyone by its link, as an image and never as a page', async () => {
      const image = samplePng(250 * KB);
      const { answers, last } = await upload('SchoolNewsImage', image, { chunkBytes: 100 * KB });
      expect(answers).toHaveLength(3);
      expect(last.Data!.FileUrl).toBe(`/javaApi/file/download?fileId=${last.Data!.FileId}`);
      const served = await get(last.Data!.FileUrl);
      expect(sha256(served.rawPayload)).toBe(sha256(image));
      expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
      expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('tells what it knows of a file', async () => {
      const { last } = await upload('StaffPhoto', samplePng(20 * KB), { fileName: '李老师.png' });
      const info = (await get(`/javaApi/file/getFileInfo?fileId=${last.Data!.FileId}`, tokenA)).json().data;
      expect(info).toEqual({
        fileId: last.Data!.FileId,
        relativeServerName: 'StaffPhoto',
        originalName: '李老师.png',
        fileName: last.Data!.FileName,
        contentType: 'image/png',
        size: 20 * KB,
        visibility: 'private',
        conversion: 'none',
        convertedFileId: null,
        posterFileId: null,
        createdAt: t.clock.now().toISOString(),
      });
    });
  });

  describe('who may upload', () => {
    it('refuses a kind whose screen the role lacks, and another teacher’s upload', async () => {
      const tokenTeacherA = await t.login(t.people.teacherA.phone);
      const news = await sendChunk({ kind: 'SchoolNewsImage', offset: 0, isLast: true, bytes: samplePng(KB), token: tokenTeacherA });
      expect(news).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '当前角色无权上传园所新闻图片' });

      const started = await sendChunk({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: samplePng(MB) });
      const uploadId = started.Data!.UploadId as number;
      const tokenB = await t.login(t.people.adminB.phone);
      for (const token of [tokenTeacherA, tokenB]) {
        const taken = await sendChunk({ kind: 'ChildPhoto', offset: MB, isLast: true, bytes: samplePng(KB), uploadId, token });
        expect(taken).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '上传任务不存在' });
        expect((await statusOf(uploadId, token)).message).toBe('上传任务不存在');
      }
    });
  });

  describe('Office files', () => {
    it('takes a real workbook and refuses a zip bomb dressed as one', async () => {
      const { last } = await upload('ConventionImport', await sampleXlsx(), { fileName: '导入.xlsx' });
      expect(last.Data).toMatchObject({ IsFinished: true, FileName: expect.stringMatching(/\.xlsx$/) });
      const { last: bomb } = await upload('ConventionImport', sampleXlsxBomb(50 * MB), { fileName: '导入.xlsx' });
      expect(bomb).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '文件压缩比异常，疑似压缩炸弹' });
      expect(await t.db.selectFrom('file').select('id').execute()).toHaveLength(1);
    });

    it('refuses a workbook whose sheet claims 900,000 bytes and inflates to 300 MB', async () => {
      const { last } = await upload('ConventionImport', lyingXlsxBomb(300), { fileName: '常规活动.xlsx' });
      expect(last).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '文件解压后过大，疑似压缩炸弹' });
      expect(await t.db.selectFrom('file').select('id').execute()).toHaveLength(0);
    });
  });

  describe('videos', () => {
    it('says whether a video asked to be converted will be, by whether ffmpeg is installed', async () => {
      const { last } = await upload('NoticeVideo', sampleMp4(MB + KB), { fileName: '通知.mp4', convert: true });
      const expected = findOnPath('ffmpeg') ? 'pending' : 'unavailable';
      expect(last.Data).toMatchObject({ IsFinished: true, Conversion: expected });
      const info = (await get(`/javaApi/file/getFileInfo?fileId=${last.Data!.FileId}`, tokenA)).json().data;
      expect(info.conversion).toBe(expected);
      const { last: unasked } = await upload('NoticeVideo', sampleMp4(KB));
      expect(unasked.Data!.Conversion).toBe('none');
    });
  });

  describe('abandoned uploads', () => {
    it('are removed after a day by the app’s own housekeeping, which stops when the app closes', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const ownDataDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-housekeeping-'));
      const own = await createTestApp(dialect, { dataDir: ownDataDir });
      try {
        const start = async () => {
          const token = await own.login(own.people.adminA.phone);
          const form = new FormData();
          form.append('files', new Blob([new Uint8Array(samplePng(KB))]), 'photo.png');
          const response = await own.app.inject({ method: 'POST', url: UPLOAD_PATH, query: queryOf({ kind: 'ChildPhoto', offset: 0, isLast: false, bytes: Buffer.alloc(0) }), headers: { auth: token }, payload: form });
          return response.json().Data.UploadId as number;
        };
        const remaining = async () => (await own.db.selectFrom('upload').select('id').orderBy('id').execute()).map((row) => row.id);
        const abandoned = await start();
        own.clock.advance(23 * 60 * 60);
        const recent = await start();
        await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
        expect(await remaining()).toEqual([abandoned, recent]);

        own.clock.advance(2 * 60 * 60);
        await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
        await vi.waitFor(async () => expect(await readdir(path.join(ownDataDir, 'uploads'))).toHaveLength(1));
        expect(await remaining()).toEqual([recent]);
        // The uploads' housekeeping, the sign-in limits' (session module) and the check for absence notices (family module).
        expect(vi.getTimerCount()).toBe(3);
      } finally {
        await own.close();
        expect(vi.getTimerCount()).toBe(0);
        vi.useRealTimers();
        await rm(ownDataDir, { recursive: true, force: true });
      }
    });
  });
});
