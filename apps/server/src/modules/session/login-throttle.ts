import { ErrorCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, type Clock } from '../../clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import * as repository from './session.repository.js';

/**
 * Password guesses counted per account and per address. Each try takes a slot before its password
 * is checked, so guesses sent in parallel count as well as guesses sent one by one; a success gives
 * the account's slots back. Past the free tries every further try locks the key for twice as long
 * (1, 2, 4, 8 then 15 minutes), which keeps an attacker near a dozen guesses an hour on an account,
 * while the owner is never locked out for long and may sign in by SMS code meanwhile. The count
 * starts over an hour after the first failure.
 */
const FREE_TRIES = { account: 5, ip: 30 };
const WINDOW_MINUTES = 60;
const MAX_LOCK_MINUTES = 15;
/** Concurrent tries on one key retry their compare-and-set this often before giving up. */
const MAX_CONTENTION_RETRIES = 50;

export type ThrottleKey = { kind: 'account' | 'ip'; value: string };
const keyOf = ({ kind, value }: ThrottleKey) => `${kind}:${value.toLowerCase()}`;

export type LoginThrottle = ReturnType<typeof loginThrottle>;

const locked = (minutes: number) => new AppError(ErrorCode.NOT_ALLOWED, `登录失败次数过多，请${minutes}分钟后再试，或使用短信验证码登录`);

/**
 * A counter whose window has closed and whose lock (if any) has ended counts as no counter: the
 * next try starts a new window from one. A lock can outlast the window by up to 15 minutes, so
 * both must be over. A try that read a counter this deletes fails its compare-and-set and reads again.
 */
export function pruneEndedThrottles({ db, clock }: { db: Kysely<Database>; clock: Clock }): Promise<void> {
  const now = clock.now();
  return repository.deleteEndedThrottles(db, iso(addMinutes(now, -WINDOW_MINUTES)), iso(now));
}

export function loginThrottle(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** Takes one slot of the key, or refuses while the key is locked. */
  async function takeSlot(key: ThrottleKey): Promise<void> {
    const name = keyOf(key);
    for (let attempt = 0; attempt < MAX_CONTENTION_RETRIES; attempt += 1) {
      const now = clock.now();
      const row = await repository.findThrottle(db, name);
      if (row?.lockedUntil && row.lockedUntil > iso(now)) throw locked(Math.ceil((Date.parse(row.lockedUntil) - now.getTime()) / 60_000));
      const windowOpen = row !== undefined && row.windowStartedAt > iso(addMinutes(now, -WINDOW_MINUTES));
      const tries = (windowOpen ? row.failures : 0) + 1;
      const beyond = tries - FREE_TRIES[key.kind];
      const lockMinutes = beyond >= 0 ? Math.min(2 ** beyond, MAX_LOCK_MINUTES) : 0;
      const next = {
        key: name,
        failures: tries,
        windowStartedAt: windowOpen ? row.windowStartedAt : iso(now),
        lockedUntil: lockMinutes ? iso(addMinutes(now, lockMinutes)) : null,
      };
      if (await repository.replaceThrottle(db, row, next)) return;
    }
    throw locked(1);
  }

  return {
    /** Call before checking a password: parallel guesses beyond the free tries are refused here. */
    async reserve(keys: ThrottleKey[]): Promise<void> {
      for (const key of keys) await takeSlot(key);
    },

    /**
     * After a right password: the account's tries start over, and the address gets its slot back, so
     * that a school's staff signing in from one office address never lock each other out.
     */
    async release(keys: ThrottleKey[]): Promise<void> {
      for (const key of keys) {
        if (key.kind === 'account') await repository.clearThrottle(db, keyOf(key));
        else await repository.giveBackThrottleSlot(db, keyOf(key));
      }
    },
  };
}
