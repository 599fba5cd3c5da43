import type { Clock } from '../../clock.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `job` as housekeeping done by the writes that make the rows, so that it needs no timer to stop at
 * close: the first call runs it, later calls only once an hour has passed since it last ran. Each
 * server keeps its own hour, so with several servers the job runs more often and at the same time;
 * the jobs given here are deletes by age, which are safe to run twice or at once.
 */
export function hourly(clock: Clock, job: () => Promise<void>): () => Promise<void> {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock.now().getTime();
    if (now - lastRunAt < HOUR_MS) return;
    lastRunAt = now;
    await job();
  };
}
