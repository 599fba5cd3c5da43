import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../core/storage-settings.js';
import { detectBytesType } from './content-check.js';
import { checkedStorageKey, type FileStore } from './file-store.js';
import type { UploadStaging } from './upload-staging.js';
import { readChunk, type UploadTemp } from './upload-temp.js';

/** The bucket the settings name, with the client that reaches it; stored files and uploads in progress share it. */
export interface S3Bucket {
  client: S3Client;
  name: string;
}

export function s3Bucket(settings: S3Settings): S3Bucket {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default sends a streamed body in aws-chunked encoding with a trailing checksum,
    // which stores other than AWS may keep as part of the object; they get plain bodies.
    ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
  return { client, name: settings.bucket };
}

async function readObject({ client, name }: S3Bucket, key: string): Promise<Readable> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: name, Key: checkedStorageKey(key) }));
  if (!(Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
  return Body;
}

async function removeObject({ client, name }: S3Bucket, key: string): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: name, Key: checkedStorageKey(key) }));
}

export function s3FileStore(bucket: S3Bucket): FileStore {
  const { client, name: Bucket } = bucket;
  return {
    async putFile(key, localPath) {
      const { size } = await stat(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedStorageKey(key), Body: createReadStream(localPath), ContentLength: size }));
      await rm(localPath, { force: true });
    },
    async putBytes(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedStorageKey(key), Body: bytes }));
    },
    read: (key) => readObject(bucket, key),
    remove: (key) => removeObject(bucket, key),
  };
}

/** Parts requested ahead of the one being written, so that putting a large file together is not one round trip per megabyte. */
const PARTS_AHEAD = 8;

/** `uploads/3f2a…/`: where the parts of one upload in progress are, apart from the schools' files. */
const partsFolder = (name: string) => `uploads/${name.replace(/\.part$/, '')}/`;

/**
 * With an object store: each chunk becomes an object of its own, so that the next chunk may reach
 * any server. A part's key is new for every chunk received: two servers taking a chunk for the same
 * offset at once each write their own, and the one the upload's row does not count is dropped. The
 * parts are too small for S3's multipart uploads (5 MB each at least), so the server that takes the
 * last chunk puts them together into a local file, which is checked and stored like any upload.
 */
export function s3UploadStaging(bucket: S3Bucket, temp: UploadTemp): UploadStaging {
  const { client, name: Bucket } = bucket;

  async function partsUnder(folder: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
      keys.push(...(listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    create: async () => temp.newName(),
    async receive(name, offset, chunk, maxBytes) {
      const bytes = await readChunk(chunk, maxBytes);
      const key = checkedStorageKey(`${partsFolder(name)}${String(offset).padStart(12, '0')}-${randomBytes(8).toString('hex')}.part`);
      return {
        bytes: bytes.length,
        detectType: () => detectBytesType(bytes),
        async keep() {
          await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
          return key;
        },
        drop: () => removeObject(bucket, key),
      };
    },
    async assemble(name, parts) {
      const opened: Promise<Readable>[] = [];
      const open = (index: number) => {
        if (index >= parts.length || opened[index]) return;
        opened[index] = readObject(bucket, parts[index]!);
        // Awaited in its turn; until then its failure must not count as unhandled.
        opened[index].catch(() => undefined);
      };
      async function* inOrder() {
        for (let index = 0; index < parts.length; index += 1) {
          for (let ahead = index; ahead <= index + PARTS_AHEAD; ahead += 1) open(ahead);
          yield* await opened[index]!;
        }
      }
      try {
        return await temp.writeWhole(name, inOrder());
      } finally {
        // Parts fetched ahead of a failure are never read: their connections go back.
        for (const body of opened) void body.then((stream) => stream.destroy(), () => undefined);
      }
    },
    async remove(name) {
      // Listed rather than read from the rows: a part written by a server that died before it was
      // counted (or dropped) is removed too.
      for (const key of await partsUnder(partsFolder(name))) await removeObject(bucket, key);
      await temp.remove(name);
    },
  };
}
