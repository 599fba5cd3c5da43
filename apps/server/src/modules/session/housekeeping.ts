import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ONE_HOUR_MS, repeatEvery, type JobLog } from '../../core/background.js';
import type { Database } from '../../db/schema.js';
import { pruneEndedThrottles } from './login-throttle.js';
import { pruneStaleSmsRows } from './sms-codes.js';

/**
 * Deletes the rows of the sign-in limits that no longer count. Every server runs it each hour: the
 * deletes go by age, so running them twice or at once is safe.
 */
export function signInHousekeeping(deps: { db: Kysely<Database>; clock: Clock }) {
  async function run(): Promise<void> {
    await pruneStaleSmsRows(deps);
    await pruneEndedThrottles(deps);
  }
  return { run, start: (log: JobLog) => repeatEvery(ONE_HOUR_MS, run, log, 'sign-in housekeeping failed') };
}
