import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A chunk carried more bytes than it may: nothing of it was kept. */
export class ChunkTooLarge extends Error {}

const TEMP_NAME = /^[0-9a-f]{32}\.part$/;

/** The local folder where chunks of uploads in progress, and conversion work, are kept. */
export function uploadTemp(dir: string) {
  const pathOf = (name: string) => {
    if (!TEMP_NAME.test(name)) throw new Error(`not an upload file: ${name}`);
    return path.join(dir, name);
  };

  return {
    pathOf,

    /** A new empty file with a server-made name. */
    async create(): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.part`;
      await writeFile(pathOf(name), '', { flag: 'wx' });
      return name;
    },

    /**
     * Writes a chunk at `offset` and answers its length. A chunk longer than `maxBytes`, or one
     * that fails midway, is cut off again: the file then ends at `offset`, as before.
     */
    async writeChunk(name: string, offset: number, chunk: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
      let written = 0;
      const counter = new Transform({
        transform(data: Buffer, _encoding, done) {
          written += data.length;
          done(written > maxBytes ? new ChunkTooLarge() : null, data);
        },
      });
      try {
        await pipeline(chunk, counter, createWriteStream(pathOf(name), { flags: 'r+', start: offset }));
        return written;
      } catch (error) {
        await truncate(pathOf(name), offset);
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
