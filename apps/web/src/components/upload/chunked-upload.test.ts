import { ErrorCode, fileKinds } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { createApiClient } from '../../api/client';
import { uploadInChunks, type ChunkedUploadOptions } from './chunked-upload';
import { apiTransport } from './upload-transport';

const KB = 1024;
const MB = 1024 * KB;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const legacyOk = (data: unknown) => json({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: data });
const legacyFail = (message: string) => json({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: message, Data: null });

interface SentChunk {
  offset: number;
  isLast: string | null;
  uploadId: string | null;
  size: number;
  appHeader: string | null;
}

/**
 * The server's side of UploadCarveFile and getUploadStatus, in memory. `trouble` decides per chunk
 * (1-based, counting every chunk request) whether the connection breaks before the server reads it
 * ('drop') or after it kept it ('lose answer'), or the server refuses it.
 */
function fakeServer(trouble: (chunkNumber: number) => 'drop' | 'lose answer' | { refuse: string } | undefined = () => undefined) {
  const chunks: SentChunk[] = [];
  const statusCalls: number[] = [];
  const held = new Map<number, number>();
  let nextId = 41;

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/javaApi/file/getUploadStatus') {
      const uploadId = Number(url.searchParams.get('uploadId'));
      statusCalls.push(uploadId);
      const startOffset = held.get(uploadId);
      if (startOffset === undefined) return json({ code: ErrorCode.INVALID_PARAMS, message: '上传任务不存在', data: null });
      return json({ code: 200, message: 'success', data: { uploadId, relativeServerName: 'StaffPhoto', startOffset, chunkSize: MB, maxSize: 10 * MB } });
    }
    const part = (init?.body as FormData).get('Files') as File;
    const chunk: SentChunk = {
      offset: Number(url.searchParams.get('Offset')),
      isLast: url.searchParams.get('IsLast'),
      uploadId: url.searchParams.get('UploadId'),
      size: part.size,
      appHeader: new Headers(init?.headers).get('X-App'),
    };
    chunks.push(chunk);
    const problem = trouble(chunks.length);
    if (problem === 'drop') throw new TypeError('Failed to fetch');
    if (problem && typeof problem === 'object') return legacyFail(problem.refuse);
    const uploadId = chunk.uploadId ? Number(chunk.uploadId) : nextId++;
    const holds = held.get(uploadId) ?? 0;
    if (chunk.offset !== holds) return legacyFail(`分片位置不对，应从第 ${holds} 字节续传`);
    held.set(uploadId, holds + chunk.size);
    if (problem === 'lose answer') throw new TypeError('Failed to fetch');
    const isFinished = chunk.isLast === '1';
    return legacyOk({
      UploadId: uploadId,
      StartOffset: holds + chunk.size,
      IsFinished: isFinished,
      FileId: isFinished ? 9 : null,
      FileName: isFinished ? 'a1b2.png' : null,
      FileUrl: isFinished ? '/javaApi/file/download?fileId=9&expires=1&sig=x' : null,
      Conversion: isFinished ? 'none' : null,
    });
  });
  return { fetch, chunks, statusCalls, held };
}

function clientOf(server: ReturnType<typeof fakeServer>) {
  return createApiClient({
    fetch: server.fetch,
    session: { token: () => 'token-1', setToken: vi.fn(), clear: vi.fn() },
    notify: vi.fn(),
    goToLogin: vi.fn(),
  });
}

function upload(server: ReturnType<typeof fakeServer>, size: number, extra: Partial<ChunkedUploadOptions> = {}) {
  const progress: number[] = [];
  const uploadIds: number[] = [];
  const sleeps: number[] = [];
  const result = uploadInChunks({
    file: new File([new Uint8Array(size)], 'photo.png'),
    chunkBytes: fileKinds.StaffPhoto.chunkBytes,
    transport: apiTransport(clientOf(server).call, { kind: 'StaffPhoto', fileName: 'photo.png', convertVideo: false }),
    signal: new AbortController().signal,
    onProgress: (sent) => progress.push(sent),
    onUploadId: (uploadId) => uploadIds.push(uploadId),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { result, progress, uploadIds, sleeps };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploadInChunks', () => {
  it('sends a 2.5 MB photo in 1 MB chunks at the offsets the server answers, with the app header', async () => {
    const server = fakeServer();
    const { result, progress, uploadIds } = upload(server, 2.5 * MB);
    expect(await result).toMatchObject({ uploadId: 41, isFinished: true, fileId: 9, fileName: 'a1b2.png' });
    expect(server.chunks).toEqual([
      { offset: 0, isLast: '0', uploadId: null, size: MB, appHeader: 'yuanwu-web' },
      { offset: MB, isLast: '0', uploadId: '41', size: MB, appHeader: 'yuanwu-web' },
      { offset: 2 * MB, isLast: '1', uploadId: '41', size: 0.5 * MB, appHeader: 'yuanwu-web' },
    ]);
    expect(progress).toEqual([MB, 2 * MB, 2.5 * MB]);
    expect(uploadIds).toEqual([41]);
  });

  it('uses the kind’s chunk size: 100 KB chunks for school news images', async () => {
    const server = fakeServer();
    const { result } = upload(server, 250 * KB, { chunkBytes: fileKinds.SchoolNewsImage.chunkBytes });
    await result;
    expect(server.chunks.map((chunk) => chunk.size)).toEqual([100 * KB, 100 * KB, 50 * KB]);
  });

  it('sends a file smaller than a chunk as one last chunk', async () => {
    const server = fakeServer();
    const { result } = upload(server, 300 * KB);
    await result;
    expect(server.chunks).toMatchObject([{ offset: 0, isLast: '1', uploadId: null, size: 300 * KB }]);
  });

  it('after a dropped chunk waits, asks the server where it stands and goes on from there', async () => {
    const server = fakeServer((number) => (number === 2 ? 'drop' : undefined));
    const { result, sleeps, progress } = upload(server, 3 * MB);
    expect(await result).toMatchObject({ isFinished: true });
    expect(sleeps).toEqual([1000]);
    expect(server.statusCalls).toEqual([41]);
    expect(server.chunks.map((chunk) => chunk.offset)).toEqual([0, MB, MB, 2 * MB]);
    expect(progress).toEqual([MB, MB, 2 * MB, 3 * MB]);
  });

  it('skips a chunk the server kept although its answer was lost', async () => {
    const server = fakeServer((number) => (number === 2 ? 'lose answer' : undefined));
    const { result } = upload(server, 3 * MB);
    await result;
    expect(server.chunks.map((chunk) => chunk.offset)).toEqual([0, MB, 2 * MB]);
    expect(server.held.get(41)).toBe(3 * MB);
  });

  it('starts over when the first chunk’s answer never came', async () => {
    const server = fakeServer((number) => (number === 1 ? 'drop' : undefined));
    const { result } = upload(server, 1.5 * MB);
    await result;
    expect(server.statusCalls).toEqual([]);
    expect(server.chunks.map((chunk) => [chunk.offset, chunk.uploadId])).toEqual([
      [0, null],
      [0, null],
      [MB, '41'],
    ]);
  });

  it('gives up after three more tries, with backoff, rejecting with the network failure', async () => {
    const server = fakeServer((number) => (number >= 2 ? 'drop' : undefined));
    const { result, sleeps, uploadIds } = upload(server, 3 * MB);
    const error = (await result.catch((reason: unknown) => reason)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetwork).toBe(true);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(server.chunks).toHaveLength(5);
    expect(uploadIds).toEqual([41]);
  });

  it('resumes a failed upload later from the offset the server holds', async () => {
    const server = fakeServer();
    server.held.set(41, 2 * MB);
    const { result, progress } = upload(server, 3 * MB, { uploadId: 41 });
    expect(await result).toMatchObject({ uploadId: 41, isFinished: true });
    expect(server.chunks).toMatchObject([{ offset: 2 * MB, isLast: '1', uploadId: '41', size: MB }]);
    expect(progress).toEqual([2 * MB, 3 * MB]);
  });

  it('starts over when the server no longer knows the upload to resume', async () => {
    const server = fakeServer();
    const { result, uploadIds } = upload(server, 1.5 * MB, { uploadId: 7 });
    await result;
    expect(server.statusCalls).toEqual([7]);
    expect(server.chunks.map((chunk) => [chunk.offset, chunk.uploadId])).toEqual([
      [0, null],
      [MB, '41'],
    ]);
    expect(uploadIds).toEqual([41]);
  });

  it('does not retry a refusal and rejects with the server’s message', async () => {
    const refusal = '教职工照片只能是 jpg、png、gif、webp 格式，无法识别该文件的格式';
    const server = fakeServer(() => ({ refuse: refusal }));
    const { result, sleeps } = upload(server, 2 * MB);
    await expect(result).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: refusal });
    expect(sleeps).toEqual([]);
    expect(server.chunks).toHaveLength(1);
  });

  it('stops when cancelled, with the cancel reason, sending nothing more', async () => {
    const controller = new AbortController();
    const server = fakeServer();
    const { result } = upload(server, 3 * MB, {
      signal: controller.signal,
      onProgress: () => controller.abort(new DOMException('已取消上传', 'AbortError')),
    });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.chunks).toHaveLength(1);
  });
});
