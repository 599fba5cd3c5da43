import { pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * How many bytes raw deflate data (a zip entry's) inflates to, counted as zlib hands them over and
 * dropped at once, so memory stays flat whatever the data holds. Inflation stops at the first chunk
 * past `limit`: the count exceeds `limit` exactly when the data inflates to more, and the cost of
 * finding out is `limit` bytes of inflation, never what the data would have become. Rejects when the
 * data is not deflate or ends early.
 */
export async function inflatedBytes(packed: AsyncIterable<Buffer>, limit: number): Promise<number> {
  // The pipeline's own callback is not needed: a failure on either side fails the iteration below.
  const inflated = pipeline(packed, createInflateRaw(), () => undefined);
  let bytes = 0;
  for await (const chunk of inflated as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    // Leaving the loop destroys the inflater and the source: nothing more is read or inflated.
    if (bytes > limit) break;
  }
  return bytes;
}
