import { z } from 'zod';
import { flag, id, int, unixSeconds } from '../endpoint.js';
import { fileKindNames, fileTypeNames } from './file-kinds.js';

/**
 * The file part of a multipart call, as the server hands it to the handler: a stream read once, while
 * the request is answered. Its name is only metadata: no name a user sends reaches the file system.
 */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  stream: AsyncIterable<Uint8Array>;
}

/** Only the server makes one: a JSON body cannot carry a stream. */
const isUploadedFile = (value: unknown): value is UploadedFile => {
  const stream = (value as Partial<UploadedFile> | null)?.stream;
  return typeof (stream as Partial<AsyncIterable<Uint8Array>> | undefined)?.[Symbol.asyncIterator] === 'function';
};

export const uploadedFile = () => z.custom<UploadedFile>(isUploadedFile, '请选择要上传的文件').meta({ type: 'string', format: 'binary', description: 'multipart 文件部分' });

/** One chunk of a chunked upload; everything but the file travels in the query. */
export const UploadChunkInput = z.object({
  relativeServerName: z.enum(fileKindNames, { error: '不是可上传的文件类别' }),
  /** Where the chunk starts: what the server answered as StartOffset for the previous chunk, 0 for the first. */
  offset: int(0),
  isLast: flag(),
  /** Sent by the console; the server always keeps a file exactly as uploaded. */
  isRetainOrigianl: flag().optional(),
  isAutoCallVideoConvert: flag().default(false),
  /**
   * The upload the chunk continues, as the first chunk's answer named it; absent on the first chunk.
   * A client may leave it out throughout: a later chunk then continues the caller's upload of this
   * kind and file name that holds `offset` bytes.
   */
  uploadId: id().optional(),
  files: uploadedFile(),
});
export type UploadChunkInput = z.infer<typeof UploadChunkInput>;

/** What happened to a video the console asked to convert to H.264 MP4. */
export const VideoConversion = z.enum(['none', 'pending', 'done', 'failed', 'unavailable']);
export type VideoConversion = z.infer<typeof VideoConversion>;
export const videoConversionLabel: Record<VideoConversion, string> = {
  none: '未转码',
  pending: '转码中',
  done: '已转码',
  failed: '转码失败，保留原视频',
  unavailable: '服务器未安装转码工具，未转码，保留原视频',
};

export const UploadChunkResult = z.object({
  uploadId: z.number().int(),
  /** The offset of the next chunk: how many bytes the server holds. */
  startOffset: z.number().int(),
  isFinished: z.boolean(),
  /** Once finished: the stored file, its server-made name and a link to it. */
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  conversion: VideoConversion.nullable(),
});
export type UploadChunkResult = z.infer<typeof UploadChunkResult>;

export const UploadIdInput = z.object({ uploadId: id() });

/** How far an upload in progress has come: a client that lost a chunk resumes at `startOffset`. */
export const UploadStatus = z.object({
  uploadId: z.number().int(),
  relativeServerName: z.string(),
  startOffset: z.number().int(),
  chunkSize: z.number().int(),
  maxSize: z.number().int(),
});
export type UploadStatus = z.infer<typeof UploadStatus>;

export const FileIdInput = z.object({ fileId: id() });

export const FileInfo = z.object({
  fileId: z.number().int(),
  relativeServerName: z.string(),
  /** The name it was uploaded with, cleaned; for display only. */
  originalName: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  visibility: z.enum(['public', 'private']),
  conversion: VideoConversion,
  convertedFileId: z.number().int().nullable(),
  posterFileId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FileInfo = z.infer<typeof FileInfo>;

/**
 * A stored file attached to a record (a teaching note, homework, a research record), as its screens
 * show it; they link to it themselves, through a signed link of its id.
 */
export const AttachedFile = z.object({
  fileId: z.number().int(),
  /** The name it was uploaded with. */
  fileName: z.string(),
  /** The type its content was detected as: jpg, png, pdf ... */
  fileType: z.enum(fileTypeNames),
  size: z.number().int(),
});
export type AttachedFile = z.infer<typeof AttachedFile>;

export const SignedFileUrl = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedFileUrl = z.infer<typeof SignedFileUrl>;

/** A file link: public files need only the id; private ones the expiry (seconds) and signature too. */
export const DownloadInput = z.object({
  fileId: id(),
  expires: unixSeconds().optional(),
  sig: z.string().max(128).optional(),
});
export type DownloadInput = z.infer<typeof DownloadInput>;
