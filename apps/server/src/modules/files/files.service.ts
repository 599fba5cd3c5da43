import type { Kysely } from 'kysely';
import path from 'node:path';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { ONE_HOUR_MS, repeatEvery, type JobLog } from '../../core/background.js';
import { serverSecret } from '../../db/app-settings.js';
import type { Database } from '../../db/schema.js';
import { chunkedUploads } from './chunked-uploads.js';
import { localFileStore } from './file-store.js';
import { fileLibrary } from './file-library.js';
import { s3Bucket, s3FileStore, s3UploadStaging } from './s3-store.js';
import { localUploadStaging } from './upload-staging.js';
import { uploadTemp } from './upload-temp.js';
import { ffmpegConverter, type VideoConverter } from './video-converter.js';

export interface FileServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'dataDir' | 's3'>;
  /** ffmpeg from the PATH unless given. */
  converter?: VideoConverter;
}

/** The store the settings name: an S3-compatible one, else the data folder's `files`. */
export const fileStoreFor = (config: Pick<Config, 'dataDir' | 's3'>) => (config.s3 ? s3FileStore(s3Bucket(config.s3)) : localFileStore(path.join(config.dataDir, 'files')));

/**
 * Files: chunked uploads, kept until finished in the data folder, or in the S3-compatible store
 * when one is configured (where any server takes the next chunk); then stored in the data folder or
 * that store, served to their school or through signed links.
 */
export function fileService({ db, clock, config, converter = ffmpegConverter() }: FileServiceDeps) {
  const temp = uploadTemp(path.join(config.dataDir, 'uploads'));
  const bucket = config.s3 && s3Bucket(config.s3);
  const store = bucket ? s3FileStore(bucket) : localFileStore(path.join(config.dataDir, 'files'));
  const staging = bucket ? s3UploadStaging(bucket, temp) : localUploadStaging(temp);
  const library = fileLibrary({ db, clock, store, temp, converter, linkSecret: serverSecret(db, 'file_link_secret') });
  const uploads = chunkedUploads({ db, clock, staging, library });

  return {
    receiveChunk: uploads.receiveChunk,
    uploadStatus: uploads.status,
    info: library.info,
    read: library.read,
    signedLink: library.signedLink,
    download: library.download,
    removeUnused: library.removeUnused,

    /** Sweeps abandoned uploads every hour; the answer stops that and waits for the work under way. */
    startHousekeeping(log: JobLog): () => Promise<void> {
      const stop = repeatEvery(ONE_HOUR_MS, uploads.removeAbandoned, log, 'upload housekeeping failed');
      return async () => {
        await stop();
        await library.settle();
      };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
