import type { FileKindName, FileTypeName, FileVisibility, VideoConversion } from '@yuanwu/shared';
import type { Generated } from 'kysely';

/** A stored file of a school. */
export interface FileTable {
  id: Generated<number>;
  schoolId: number;
  kind: FileKindName;
  /** Where the bytes are in the store; made by the server, never from a name a user sent. */
  storageKey: string;
  /** The name it was uploaded with, cleaned; metadata only. */
  originalName: string;
  /** The type its content was detected as. */
  extension: FileTypeName;
  contentType: string;
  size: number;
  sha256: string;
  visibility: FileVisibility;
  uploaderTeacherId: number | null;
  /** A guardian who uploaded it on the family page (a vote entry's picture), when no teacher did. */
  uploaderGuardianId: Generated<number | null>;
  conversion: VideoConversion;
  /** For a converted video: the H.264 MP4 and the poster frame, each a file of its own. */
  convertedFileId: number | null;
  posterFileId: number | null;
  createdAt: string;
}

/** A chunked upload in progress; its row goes when it is finished, refused or abandoned. */
export interface UploadTable {
  id: Generated<number>;
  schoolId: number;
  kind: FileKindName;
  /** Whoever sends the chunks: a teacher, or a guardian on the family page. */
  teacherId: number | null;
  guardianId: Generated<number | null>;
  originalName: string;
  receivedBytes: number;
  /**
   * The upload's server-made name: of the file its chunks are written to in the uploads folder, or,
   * when an object store keeps them, of the folder of its parts there.
   */
  tempPath: string;
  createdAt: string;
  updatedAt: string;
}

/** A chunk of an upload in progress kept as an object of its own (when an object store is configured). */
export interface UploadPartTable {
  id: Generated<number>;
  schoolId: number;
  uploadId: number;
  /** Where the chunk starts in the file; one part per offset. */
  startOffset: number;
  size: number;
  storageKey: string;
}

declare module '../../db/schema.js' {
  interface Database {
    file: FileTable;
    upload: UploadTable;
    uploadPart: UploadPartTable;
  }
}
