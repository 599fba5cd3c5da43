import { detectFileType } from './content-check.js';
import type { UploadTemp } from './upload-temp.js';

/** A chunk received whole, not yet counted in its upload's row. */
export interface StagedChunk {
  bytes: number;
  /** What its bytes show, read as the start of a file: asked of an upload's first chunk. */
  detectType(): Promise<string | undefined>;
  /** Keeps it where every server finds it; answers the key of the part it became, or null when it went to the upload's own file. */
  keep(): Promise<string | null>;
  /** Lets go of a kept chunk the upload's row did not take: another server counted a chunk at that offset first. */
  drop(): Promise<void>;
}

/** Where the chunks of uploads in progress are kept until the last one has arrived. */
export interface UploadStaging {
  /** A new upload's server-made name. */
  create(): Promise<string>;
  /** A chunk for `offset`; nothing is kept of one over `maxBytes` (ChunkTooLarge) or one that breaks off. */
  receive(name: string, offset: number, chunk: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StagedChunk>;
  /** The whole upload as a local file, from its parts in order; `remove` removes that file too. */
  assemble(name: string, parts: readonly string[]): Promise<string>;
  remove(name: string): Promise<void>;
}

/**
 * Without an object store: each upload is one file in this server's uploads folder, each chunk
 * written where the file ends, so every chunk of an upload must reach this server.
 */
export function localUploadStaging(temp: UploadTemp): UploadStaging {
  return {
    create: () => temp.create(),
    async receive(name, offset, chunk, maxBytes) {
      const bytes = await temp.writeChunk(name, offset, chunk, maxBytes);
      return {
        bytes,
        detectType: () => detectFileType(temp.pathOf(name)),
        keep: async () => null,
        // Chunks of one upload take turns in this process, so its row refuses one only when the
        // upload is gone, and its file with it.
        drop: async () => undefined,
      };
    },
    assemble: async (name) => temp.pathOf(name),
    remove: (name) => temp.remove(name),
  };
}
