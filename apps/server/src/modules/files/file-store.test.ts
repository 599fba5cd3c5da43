import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s3SettingsFrom } from '../../core/storage-settings.js';
import { localFileStore } from './file-store.js';
import { s3Bucket, s3FileStore } from './s3-store.js';
import { ChunkTooLarge, uploadTemp } from './upload-temp.js';

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('local file storage', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'yuanwu-store-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('moves a file in under its key, reads it back and removes it', async () => {
    const store = localFileStore(path.join(folder, 'files'));
    const local = path.join(folder, 'incoming.part');
    await writeFile(local, '幼儿照片');
    await store.putFile('3/ChildPhoto/2026-11/abc-123.png', local);
    expect(await readdir(folder)).toEqual(['files']);
    expect(await readFile(path.join(folder, 'files', '3', 'ChildPhoto', '2026-11', 'abc-123.png'), 'utf8')).toBe('幼儿照片');
    expect(await text(await store.read('3/ChildPhoto/2026-11/abc-123.png'))).toBe('幼儿照片');
    await store.remove('3/ChildPhoto/2026-11/abc-123.png');
    await expect(store.read('3/ChildPhoto/2026-11/abc-123.png')).rejects.toThrow(/ENOENT/);
  });

  it('keeps bytes it is given under their key', async () => {
    const store = localFileStore(path.join(folder, 'files'));
    await store.putBytes('3/ClassMedia/demo/nap-1.jpg', Buffer.from('午睡'));
    expect(await text(await store.read('3/ClassMedia/demo/nap-1.jpg'))).toBe('午睡');
    await expect(store.putBytes('../outside.jpg', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
  });

  it.each(['../outside.png', '3/../../outside.png', '/etc/passwd', '3\\..\\x.png', '3/ChildPhoto/.png', '3//x.png', 'x'])(
    'refuses the key %s, which is not one the server makes',
    async (key) => {
      const store = localFileStore(path.join(folder, 'files'));
      await expect(store.read(key)).rejects.toThrow(/not a storage key/);
      await expect(store.putFile(key, path.join(folder, 'any'))).rejects.toThrow(/not a storage key/);
    },
  );
});

describe('an S3-compatible store', () => {
  it('is configured from the environment only when a bucket is named', () => {
    expect(s3SettingsFrom({})).toBeUndefined();
    expect(s3SettingsFrom({ S3_BUCKET: 'yuanwu', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual({
      bucket: 'yuanwu',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses a key the server did not make before asking the store', async () => {
    const store = s3FileStore(s3Bucket(s3SettingsFrom({ S3_BUCKET: 'yuanwu', S3_ENDPOINT: 'http://127.0.0.1:1' })!));
    await expect(store.read('../outside.png')).rejects.toThrow(/not a storage key/);
  });
});

describe('the chunks of an upload in progress', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'yuanwu-temp-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes chunks at their offsets', async () => {
    const temp = uploadTemp(folder);
    const name = await temp.create();
    expect(name).toMatch(/^[0-9a-f]{32}\.part$/);
    expect(await temp.writeChunk(name, 0, chunksOf('abc', 'def'), 10)).toBe(6);
    expect(await temp.writeChunk(name, 6, chunksOf('ghi'), 10)).toBe(3);
    expect(await readFile(temp.pathOf(name), 'utf8')).toBe('abcdefghi');
  });

  it('keeps nothing of a chunk over its limit, nor of one that breaks off', async () => {
    const temp = uploadTemp(folder);
    const name = await temp.create();
    await temp.writeChunk(name, 0, chunksOf('abc'), 10);
    await expect(temp.writeChunk(name, 3, chunksOf('0123456', '789ab'), 10)).rejects.toBeInstanceOf(ChunkTooLarge);
    async function* breaksOff() {
      yield Buffer.from('xyz');
      throw new Error('connection reset');
    }
    await expect(temp.writeChunk(name, 3, breaksOff(), 10)).rejects.toThrow('connection reset');
    expect(await readFile(temp.pathOf(name), 'utf8')).toBe('abc');
  });

  it('refuses names it did not make', () => {
    expect(() => uploadTemp(folder).pathOf('../yuanwu.sqlite')).toThrow(/not an upload file/);
  });
});
