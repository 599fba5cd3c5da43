import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('passes a loaded chunk through', async () => {
    await expect(loadChunk(() => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('turns an import failure into a ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => undefined));
    const settled = loading.catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(isChunkLoadError(await settled)).toBe(true);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('tells other errors apart', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
