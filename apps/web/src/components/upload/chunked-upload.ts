import type { UploadChunkResult } from '@yuanwu/shared';
import { ApiError } from '../../api/api-error';

/** One chunk as the transport sends it: the bytes from `offset`, and whether they end the file. */
export interface OutgoingChunk {
  offset: number;
  isLast: boolean;
  bytes: Blob;
  /** Absent on the first chunk; the server names the upload in its first answer. */
  uploadId?: number;
}

/** How chunks reach the server; the console's one is `apiTransport`, tests pass their own. */
export interface UploadTransport {
  sendChunk(chunk: OutgoingChunk, signal: AbortSignal): Promise<UploadChunkResult>;
  /** How many bytes of the upload the server holds. */
  receivedBytes(uploadId: number, signal: AbortSignal): Promise<number>;
}

export interface RetryPolicy {
  /** Tries of one chunk after the first failed. */
  retries: number;
  /** The wait before retry `attempt` (1-based). */
  delayMs(attempt: number): number;
}

/** Three more tries, after 1, 2 and 4 seconds. */
export const DEFAULT_RETRY: RetryPolicy = { retries: 3, delayMs: (attempt) => 1000 * 2 ** (attempt - 1) };

export interface ChunkedUploadOptions {
  file: Blob;
  chunkBytes: number;
  transport: UploadTransport;
  signal: AbortSignal;
  /** Continues this upload from where the server stands instead of starting anew. */
  uploadId?: number;
  /** Bytes the server holds, after each chunk. */
  onProgress(sentBytes: number): void;
  /** The upload's id, once the server named it: what a later resume needs. */
  onUploadId(uploadId: number): void;
  retry?: RetryPolicy;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Only a lost connection is worth trying again; the server's refusals (type, size) stay refusals. */
const isRetryable = (error: unknown) => error instanceof ApiError && error.isNetwork;

/**
 * Sends `file` chunk by chunk, each at the offset the server last answered with, until the server
 * answers that the file is stored. After a lost connection it waits and asks the server how much it
 * holds (it may have kept the chunk whose answer was lost), then goes on from there; an upload the
 * server no longer knows starts over. Rejects with the last failure, or the signal's reason once aborted.
 */
export async function uploadInChunks(options: ChunkedUploadOptions): Promise<UploadChunkResult> {
  const { file, chunkBytes, transport, signal, retry = DEFAULT_RETRY, sleep = abortableSleep } = options;
  let uploadId = options.uploadId;
  /** Undefined until the server has said where to go on. */
  let offset: number | undefined = uploadId === undefined ? 0 : undefined;
  let failures = 0;
  for (;;) {
    try {
      signal.throwIfAborted();
      if (offset === undefined) {
        offset = await resumePoint();
        options.onProgress(offset);
      }
      const bytes = file.slice(offset, offset + chunkBytes);
      const isLast = offset + bytes.size >= file.size;
      const answer = await transport.sendChunk({ offset, isLast, bytes, ...(uploadId === undefined ? {} : { uploadId }) }, signal);
      failures = 0;
      if (uploadId !== answer.uploadId) options.onUploadId(answer.uploadId);
      uploadId = answer.uploadId;
      options.onProgress(Math.min(answer.startOffset, file.size));
      if (answer.isFinished) return answer;
      offset = answer.startOffset;
    } catch (error) {
      signal.throwIfAborted();
      failures += 1;
      if (!isRetryable(error) || failures > retry.retries) throw error;
      await sleep(retry.delayMs(failures), signal);
      offset = undefined;
    }
  }

  async function resumePoint(): Promise<number> {
    if (uploadId === undefined) return 0;
    try {
      return await transport.receivedBytes(uploadId, signal);
    } catch (error) {
      if (isRetryable(error) || signal.aborted) throw error;
      // Refused (finished, expired or cleaned up): nothing to continue.
      uploadId = undefined;
      return 0;
    }
  }
}
