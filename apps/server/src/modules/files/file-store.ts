import { copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where stored files live: the local data folder, or an S3-compatible object store. */
export interface FileStore {
  /** Moves a finished local file into the store under `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Keeps bytes the server holds already under `key` (the demo's files). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** `12/ChildPhoto/2026-11/3f2a….png`: folders and a name the server made; nothing can climb out. */
const STORAGE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function checkedStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, ...checkedStorageKey(key).split('/'));
  return {
    async putFile(key, localPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await moveFile(localPath, target);
    },
    async putBytes(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async read(key) {
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    // The data folder's parts may sit on different disks, where a rename cannot reach.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}
