import { ErrorCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, type Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import * as repository from './session.repository.js';

/**
 * Failed logins counted per account and per address. Past the free tries each further failure
 * locks the key for twice as long (1, 2, 4 ... 60 minutes), which keeps an attacker well under
 * 100 guesses an hour; the count starts over an hour after the first failure.
 */
const FREE_TRIES = { account: 5, ip: 30 };
const WINDOW_MINUTES = 60;
const MAX_LOCK_MINUTES = 60;

export type ThrottleKey = { kind: 'account' | 'ip'; value: string };
const keyOf = ({ kind, value }: ThrottleKey) => `${kind}:${value.toLowerCase()}`;

export type LoginThrottle = ReturnType<typeof loginThrottle>;

export function loginThrottle(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async assertOpen(keys: ThrottleKey[]): Promise<void> {
      const now = iso(clock.now());
      for (const key of keys) {
        const row = await repository.findThrottle(db, keyOf(key));
        if (row?.lockedUntil && row.lockedUntil > now) {
          const minutes = Math.ceil((Date.parse(row.lockedUntil) - Date.parse(now)) / 60_000);
          throw new AppError(ErrorCode.NOT_ALLOWED, `登录失败次数过多，请${minutes}分钟后再试`);
        }
      }
    },

    async recordFailure(keys: ThrottleKey[]): Promise<void> {
      const now = clock.now();
      for (const key of keys) {
        const row = await repository.findThrottle(db, keyOf(key));
        const windowOpen = row && row.windowStartedAt > iso(addMinutes(now, -WINDOW_MINUTES));
        const failures = windowOpen ? row.failures + 1 : 1;
        const beyond = failures - FREE_TRIES[key.kind];
        const lockMinutes = beyond >= 0 ? Math.min(2 ** beyond, MAX_LOCK_MINUTES) : 0;
        await repository.saveThrottle(db, {
          key: keyOf(key),
          failures,
          windowStartedAt: windowOpen ? row.windowStartedAt : iso(now),
          lockedUntil: lockMinutes ? iso(addMinutes(now, lockMinutes)) : null,
        });
      }
    },

    async recordSuccess(key: ThrottleKey): Promise<void> {
      await repository.clearThrottle(db, keyOf(key));
    },
  };
}
