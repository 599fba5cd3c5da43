import {
  fileEndpoints,
  fileKinds,
  fileTypeContentTypes,
  VIDEO_TYPES,
  ZIP_BASED_TYPES,
  type DownloadInput,
  type FileInfo,
  type FileKind,
  type FileKindName,
  type FileTypeName,
  type SignedFileUrl,
  type VideoConversion,
} from '@yuanwu/shared';
import type { Kysely, Selectable } from 'kysely';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { iso, schoolDate, type Clock } from '../../clock.js';
import type { JobLog } from '../../core/background.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { FileResult } from '../../core/file-result.js';
import { zipHazard } from '../../core/zip-inspection.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { allowedType, detectFileType, typeRefusal } from './content-check.js';
import type { FileStore } from './file-store.js';
import * as repository from './files.repository.js';
import type { FileTable } from './files.table.js';
import { isLinkSignature, linkSignature } from './signed-link.js';
import type { UploadTemp } from './upload-temp.js';
import type { VideoConverter } from './video-converter.js';

export interface FileLibraryDeps {
  clock: Clock;
  store: FileStore;
  temp: UploadTemp;
  converter: VideoConverter;
  linkSecret: () => Promise<string>;
  /** Links carry no school: a linked file is looked up in every school, and its signature decides. */
  db: Kysely<Database>;
}

/** A finished upload, still a local file, to check and keep. */
export interface IncomingFile {
  kind: FileKindName;
  localPath: string;
  originalName: string;
  schoolId: number;
  uploaderTeacherId: number | null;
  uploaderGuardianId: number | null;
  convert: boolean;
}

export interface KeptFile {
  fileId: number;
  fileName: string;
  fileUrl: string;
  conversion: VideoConversion;
}

type StoredFile = Selectable<FileTable>;

const SIGNED_LINK_SECONDS = 60 * 60;
const DOWNLOAD_PATH = fileEndpoints.download.java!.path;

const storedNameOf = (file: Pick<StoredFile, 'storageKey'>) => path.posix.basename(file.storageKey);

/** `12/NoticeVideo/2026-11-22/…`: the folder of the kind, by day or month as the kind's dateFolder says. */
function storageKey(schoolId: number, kindName: FileKindName, kind: FileKind, today: string, storedName: string): string {
  const dated = { none: [], day: [today], month: [today.slice(0, 7)] }[kind.dateFolder];
  return [String(schoolId), kindName, ...dated, storedName].join('/');
}

async function digest(localPath: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const data of createReadStream(localPath)) {
    hash.update(data as Buffer);
    size += (data as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

function conversionOf(kind: FileKind, type: FileTypeName, asked: boolean, converter: VideoConverter): VideoConversion {
  if (!asked || !kind.convertible || !VIDEO_TYPES.includes(type)) return 'none';
  return converter.available ? 'pending' : 'unavailable';
}

const renamed = (originalName: string, extension: string) => `${originalName.replace(/\.[^.]*$/, '') || 'video'}.${extension}`;

/** Stored files: checked and kept, served to their school, linked, and videos converted in the background. */
export function fileLibrary(deps: FileLibraryDeps) {
  const { clock, store, temp, converter } = deps;
  const jobs = new Set<Promise<void>>();

  async function storeFile(
    db: SchoolDb,
    file: Pick<StoredFile, 'schoolId' | 'kind' | 'originalName' | 'visibility' | 'uploaderTeacherId' | 'uploaderGuardianId' | 'conversion'> & { type: FileTypeName; localPath: string },
  ): Promise<StoredFile> {
    const { size, sha256 } = await digest(file.localPath);
    const now = clock.now();
    const key = storageKey(file.schoolId, file.kind, fileKinds[file.kind], schoolDate(now), `${randomUUID()}.${file.type}`);
    await store.putFile(key, file.localPath);
    const row = {
      kind: file.kind,
      storageKey: key,
      originalName: file.originalName,
      extension: file.type,
      contentType: fileTypeContentTypes[file.type],
      size,
      sha256,
      visibility: file.visibility,
      uploaderTeacherId: file.uploaderTeacherId,
      uploaderGuardianId: file.uploaderGuardianId,
      conversion: file.conversion,
      convertedFileId: null,
      posterFileId: null,
      createdAt: iso(now),
    };
    try {
      return { ...row, id: await repository.insertFile(db, row), schoolId: file.schoolId };
    } catch (error) {
      await store.remove(key);
      throw error;
    }
  }

  async function signedLink(fileId: number): Promise<SignedFileUrl> {
    const expires = Math.floor(clock.now().getTime() / 1000) + SIGNED_LINK_SECONDS;
    const sig = linkSignature(await deps.linkSecret(), fileId, expires);
    return { url: `${DOWNLOAD_PATH}?fileId=${fileId}&expires=${expires}&sig=${sig}`, expiresAt: iso(new Date(expires * 1000)) };
  }

  /** Public files keep one link; private ones get a link that expires. */
  async function linkTo(file: Pick<StoredFile, 'id' | 'visibility'>): Promise<string> {
    return file.visibility === 'public' ? `${DOWNLOAD_PATH}?fileId=${file.id}` : (await signedLink(file.id)).url;
  }

  async function convertVideo(db: SchoolDb, original: StoredFile, log: JobLog): Promise<void> {
    const folder = await temp.workFolder();
    try {
      const source = path.join(folder, `source.${original.extension}`);
      await pipeline(await store.read(original.storageKey), createWriteStream(source));
      const converted = await converter.convert(source, folder);
      const derived = { ...original, conversion: 'none' as const };
      const video = await storeFile(db, { ...derived, type: 'mp4', localPath: converted.video, originalName: renamed(original.originalName, 'mp4') });
      const poster = await storeFile(db, { ...derived, type: 'jpg', localPath: converted.poster, originalName: renamed(original.originalName, 'jpg') });
      await repository.recordConversion(db, original.id, { conversion: 'done', convertedFileId: video.id, posterFileId: poster.id });
    } catch (error) {
      log.error({ err: error, fileId: original.id }, 'video conversion failed');
      await repository.recordConversion(db, original.id, { conversion: 'failed' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  function inBackground(job: Promise<void>, log: JobLog): void {
    const settled = job.catch((error: unknown) => log.error({ err: error }, 'background file job failed'));
    jobs.add(settled);
    void settled.then(() => jobs.delete(settled));
  }

  async function isValidLink(fileId: number, expires: number | undefined, sig: string | undefined): Promise<boolean> {
    if (expires === undefined || !sig || expires * 1000 < clock.now().getTime()) return false;
    return isLinkSignature(await deps.linkSecret(), fileId, expires, sig);
  }

  async function fileResult(file: StoredFile): Promise<FileResult> {
    return { fileName: file.originalName || storedNameOf(file), contentType: file.contentType, body: await store.read(file.storageKey) };
  }

  /**
   * Removes from the store, with their rows, those of `fileIds` that no record names any longer (and
   * the converted video and poster made of each): for the records that let their files go. Answers
   * the ids removed.
   */
  async function removeUnused(db: SchoolDb, fileIds: readonly number[]): Promise<number[]> {
    const removed: number[] = [];
    for (const fileId of new Set(fileIds)) {
      const file = await repository.deleteFileUnlessUsed(db, fileId);
      if (!file) continue;
      await store.remove(file.storageKey);
      removed.push(file.id);
      const derived = [file.convertedFileId, file.posterFileId].filter((id): id is number => id !== null);
      if (derived.length) removed.push(...(await removeUnused(db, derived)));
    }
    return removed;
  }

  async function schoolFile(db: SchoolDb, fileId: number): Promise<StoredFile> {
    const file = await repository.findFile(db, fileId);
    if (!file) throw notFound('文件');
    return file;
  }

  return {
    /**
     * Checks a finished upload by its content (type, and zip bombs for Office files) and keeps it
     * under a server-made name; a video asked to be converted is converted in the background.
     */
    async keep(db: SchoolDb, incoming: IncomingFile, log: JobLog): Promise<KeptFile> {
      const kind = fileKinds[incoming.kind];
      const detected = await detectFileType(incoming.localPath);
      const type = allowedType(kind, detected);
      if (!type) throw invalidParams(typeRefusal(kind, detected));
      const hazard = ZIP_BASED_TYPES.includes(type) ? await zipHazard(incoming.localPath) : undefined;
      if (hazard) throw invalidParams(hazard);
      const conversion = conversionOf(kind, type, incoming.convert, converter);
      const file = await storeFile(db, { ...incoming, type, visibility: kind.visibility, conversion });
      if (conversion === 'pending') inBackground(convertVideo(db, file, log), log);
      return { fileId: file.id, fileName: storedNameOf(file), fileUrl: await linkTo(file), conversion };
    },

    async info(db: SchoolDb, fileId: number): Promise<FileInfo> {
      const file = await schoolFile(db, fileId);
      return {
        fileId: file.id,
        relativeServerName: file.kind,
        originalName: file.originalName,
        fileName: storedNameOf(file),
        contentType: file.contentType,
        size: file.size,
        visibility: file.visibility,
        conversion: file.conversion,
        convertedFileId: file.convertedFileId,
        posterFileId: file.posterFileId,
        createdAt: file.createdAt,
      };
    },

    async read(db: SchoolDb, fileId: number): Promise<FileResult> {
      return fileResult(await schoolFile(db, fileId));
    },

    async signedLink(db: SchoolDb, fileId: number): Promise<SignedFileUrl> {
      return signedLink((await schoolFile(db, fileId)).id);
    },

    /** A link: a public file needs nothing more; a private one a valid signature that has not expired. */
    async download({ fileId, expires, sig }: DownloadInput): Promise<FileResult> {
      const file = await repository.findLinkedFile(deps.db, fileId);
      if (!file) throw notFound('文件');
      if (file.visibility === 'private' && !(await isValidLink(fileId, expires, sig))) throw notAllowed('链接无效或已过期');
      return fileResult(file);
    },

    removeUnused,

    /** Waits for the background conversions still running. */
    async settle(): Promise<void> {
      await Promise.all(jobs);
    },
  };
}

export type FileLibrary = ReturnType<typeof fileLibrary>;
