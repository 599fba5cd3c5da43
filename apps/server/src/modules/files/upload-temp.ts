import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A chunk carried more bytes than it may: nothing of it was kept. */
export class ChunkTooLarge extends Error {}

const TEMP_NAME = /^[0-9a-f]{32}\.part$/;

/** Passes bytes through; one byte past `maxBytes` fails the stream with ChunkTooLarge. */
function byteLimit(maxBytes: number) {
  let bytes = 0;
  const counter = new Transform({
    transform(data: Buffer, _encoding, done) {
      bytes += data.length;
      done(bytes > maxBytes ? new ChunkTooLarge() : null, data);
    },
  });
  return { counter, bytes: () => bytes };
}

/** A chunk read into memory, for a store that takes it whole: it fails as `writeChunk` does, and a chunk is at most 1 MB. */
export async function readChunk(chunk: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(chunk, byteLimit(maxBytes).counter, async (counted: AsyncIterable<Buffer>) => {
    for await (const data of counted) parts.push(data);
  });
  return Buffer.concat(parts);
}

/**
 * The local folder where chunks of uploads in progress are kept when no object store keeps them,
 * where a finished upload whose chunks the store kept is put together, and where conversions work.
 */
export function uploadTemp(dir: string) {
  const pathOf = (name: string) => {
    if (!TEMP_NAME.test(name)) throw new Error(`not an upload file: ${name}`);
    return path.join(dir, name);
  };
  /** A server-made name for a new upload. */
  const newName = () => `${randomBytes(16).toString('hex')}.part`;

  return {
    pathOf,
    newName,

    /** A new empty file with a server-made name. */
    async create(): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = newName();
      await writeFile(pathOf(name), '', { flag: 'wx' });
      return name;
    },

    /**
     * Writes a chunk at `offset` and answers its length. A chunk longer than `maxBytes`, or one
     * that fails midway, is cut off again: the file then ends at `offset`, as before.
     */
    async writeChunk(name: string, offset: number, chunk: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(chunk, limit.counter, createWriteStream(pathOf(name), { flags: 'r+', start: offset }));
        return limit.bytes();
      } catch (error) {
        await truncate(pathOf(name), offset);
        throw error;
      }
    },

    /** Writes the file `name` from `content`, from its start; the file is removed when that fails. */
    async writeWhole(name: string, content: AsyncIterable<Uint8Array>): Promise<string> {
      await mkdir(dir, { recursive: true });
      try {
        await pipeline(content, createWriteStream(pathOf(name)));
        return pathOf(name);
      } catch (error) {
        await rm(pathOf(name), { force: true });
        throw error;
      }
    },

    async remove(name: string): Promise<void> {
      await rm(pathOf(name), { force: true });
    },

    /** A private folder for one background job; the caller removes it. */
    async workFolder(): Promise<string> {
      await mkdir(dir, { recursive: true });
      return mkdtemp(path.join(dir, 'job-'));
    },
  };
}

export type UploadTemp = ReturnType<typeof uploadTemp>;
