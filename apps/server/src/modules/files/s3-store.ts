import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../core/storage-settings.js';
import { checkedStorageKey, type FileStore } from './file-store.js';

export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  return {
    async putFile(key, localPath) {
      const { size } = await stat(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedStorageKey(key), Body: createReadStream(localPath), ContentLength: size }));
      await rm(localPath, { force: true });
    },
    async putBytes(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedStorageKey(key), Body: bytes }));
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: checkedStorageKey(key) }));
      if (!(Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
      return Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedStorageKey(key) }));
    },
  };
}
