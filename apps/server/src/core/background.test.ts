import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './background.js';

describe('repeatEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const silentLog = () => ({ error: vi.fn() });

  it('runs the job each interval, skips a turn while a run is still going, and stops waiting for it', async () => {
    const finishers: (() => void)[] = [];
    const job = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const stop = repeatEvery(1000, job, silentLog(), 'failed');

    await vi.advanceTimersByTimeAsync(3500);
    expect(job).toHaveBeenCalledTimes(1);
    finishers[0]!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(job).toHaveBeenCalledTimes(2);
    finishers[1]!();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and goes on with the next', async () => {
    const log = silentLog();
    const job = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const stop = repeatEvery(1000, job, log, 'housekeeping failed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.error).toHaveBeenCalledExactlyOnceWith({ err: expect.objectContaining({ message: 'database gone' }) }, 'housekeeping failed');
    expect(job).toHaveBeenCalledTimes(2);
    await stop();
  });
});
