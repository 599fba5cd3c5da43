import { describe, expect, it } from 'vitest';
import { workerFunction } from './worker.js';

type Input = number | 'hog' | 'exit';

describe('a worker function', () => {
  const hungry = () => workerFunction<Input, number>('../../test/hungry.worker', import.meta.url, { maxOldGenerationSizeMb: 64 });

  it('answers each job', async () => {
    const double = hungry();
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
  });

  it('refuses the job its worker ran out of memory on, and runs the next ones in a new worker', async () => {
    const double = hungry();
    const hog = double('hog');
    const next = Promise.all([double(20), double(21)]);
    await expect(hog).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(await next).toEqual([40, 42]);
    expect(await double(1)).toBe(2);
  });

  it('refuses the job its worker stopped on, whatever the reason', async () => {
    const double = hungry();
    const stopped = double('exit');
    const next = double(5);
    await expect(stopped).rejects.toThrow('worker ../../test/hungry.worker stopped (3)');
    expect(await next).toBe(10);
  });
});
