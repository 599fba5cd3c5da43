import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../core/storage-settings.js';

const BUCKET = 'yuanwu-test';
/** s3rver checks signatures with this key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible store for tests: s3rver, speaking S3 over HTTP on a free port of 127.0.0.1, its
 * objects in a throwaway folder. The servers reach it as they would MinIO or any store other than
 * AWS, through the settings it answers.
 */
export async function startS3Double() {
  const directory = await mkdtemp(path.join(tmpdir(), 'yuanwu-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const settings: S3Settings = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: CREDENTIALS };
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    settings,
    /** The keys of the objects under `prefix`, in order. */
    async keys(prefix = ''): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Double = Awaited<ReturnType<typeof startS3Double>>;
