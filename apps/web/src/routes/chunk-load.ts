/** A chunk that does not arrive within this time counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be loaded: the network dropped, or a release replaced the chunk. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Loads a lazy chunk, failing with ChunkLoadError on any import failure or after the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('页面加载超时')), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('页面加载失败', { cause }));
      },
    );
  });
}

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === 'ChunkLoadError';
