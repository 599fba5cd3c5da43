import type { Readable } from 'node:stream';

/** What the handler of a call declared with `fileOutput` returns. */
export interface FileResult {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}
