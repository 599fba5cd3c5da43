import { parseBuffer, parseStream } from 'music-metadata';
import type { Readable } from 'node:stream';

/** Shorter than a second, a file is no music to play in class (or its header lies). */
const SHORTEST_SECONDS = 1;
const OPTIONS = { duration: true, skipCovers: true };

/**
 * The length of an audio file in whole seconds, cut as players show it (6.7 s is 0:06), read from its
 * bytes with music-metadata: from the headers of WAV, M4A and AAC, and for an MP3 without a length
 * header by reading its frames to the end. Undefined when the bytes tell none (a damaged or
 * truncated file) or under a second. A stream is closed after.
 */
export async function audioSeconds(body: Readable | Uint8Array, file: { contentType: string; size: number }): Promise<number | undefined> {
  const info = { mimeType: file.contentType, size: file.size };
  try {
    const { format } = body instanceof Uint8Array ? await parseBuffer(body, info, OPTIONS) : await parseStream(body, info, OPTIONS);
    const seconds = format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds >= SHORTEST_SECONDS ? Math.floor(seconds) : undefined;
  } catch {
    // The parser's refusal of bytes it cannot read is the answer itself: no length.
    return undefined;
  } finally {
    if (!(body instanceof Uint8Array)) body.destroy();
  }
}
