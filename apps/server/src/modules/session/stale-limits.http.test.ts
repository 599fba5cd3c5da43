import { ErrorCode } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInHousekeeping } from './housekeeping.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe.each(testDialects)('the hourly deletion of the send and login limits’ rows that no longer count, on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** The moment `ms` from the test clock's now, as the rows keep it. */
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const runHousekeeping = () => signInHousekeeping({ db: t.db, clock: t.clock }).run();

  describe('SMS codes and send slots', () => {
    const send = (phone: string) => t.call('POST', '/javaApi/login/sendMessage', { body: { phone, purpose: 'login' } });
    const codesSent = (phone: string, hoursAgo: number[]) =>
      t.db
        .insertInto('smsCode')
        .values(hoursAgo.map((hours) => ({ id: `old-${phone}-${hours}`, phone, purpose: 'login', codeHash: 'x', createdAt: at(-hours * HOUR_MS), expiresAt: at(-hours * HOUR_MS + 5 * MINUTE_MS) })))
        .execute();
    const sentHoursAgo = async (phone: string) => {
      const rows = await t.db.selectFrom('smsCode').select('createdAt').where('phone', '=', phone).execute();
      return rows.map((row) => Math.round((t.clock.now().getTime() - Date.parse(row.createdAt)) / HOUR_MS)).sort((a, b) => a - b);
    };
    const slotPhones = async () => (await t.db.selectFrom('smsSendSlot').select('phone').execute()).map((row) => row.phone).sort();

    it('deletes the codes of more than a day ago and the pauses that are over, and the cap and the pause still hold', async () => {
      const { teacherA, adminA } = t.people;
      await codesSent(teacherA.phone, [15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 30, 48]);
      await t.db
        .insertInto('smsSendSlot')
        .values([
          { phone: teacherA.phone, nextSendAt: at(-15 * HOUR_MS) },
          { phone: adminA.phone, nextSendAt: at(30_000) },
          { phone: '13711112222', nextSendAt: at(-MINUTE_MS) },
        ])
        .execute();

      await runHousekeeping();
      expect(await sentHoursAgo(teacherA.phone)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23]);
      expect(await slotPhones()).toEqual([adminA.phone]);

      expect((await send(teacherA.phone)).body.code).toBe(200);
      expect(await sentHoursAgo(teacherA.phone)).toEqual([0, 15, 16, 17, 18, 19, 20, 21, 22, 23]);

      expect((await send(adminA.phone)).body.message).toBe('验证码发送过于频繁，请60秒后再试');
      t.clock.advance(61);
      expect((await send(teacherA.phone)).body.message).toBe('今日验证码发送次数已达上限，请明天再试');
    });
  });

  describe('login counters', () => {
    const login = (account: string, password: string) => t.call('POST', '/javaApi/login/validLogin', { body: { account, password, appId: 'web' } });
    const counterKeys = async () => (await t.db.selectFrom('loginThrottle').select('key').execute()).map((row) => row.key).sort();
    const teacherKey = () => `account:${t.people.teacherA.phone}`;

    it('deletes the counters whose window and lock are both over, and a lock that outlasts its window still holds', async () => {
      await t.db
        .insertInto('loginThrottle')
        .values([
          { key: 'account:13799990001', failures: 9, windowStartedAt: at(-2 * HOUR_MS), lockedUntil: at(-105 * MINUTE_MS) },
          { key: 'ip:10.0.0.1', failures: 3, windowStartedAt: at(-61 * MINUTE_MS), lockedUntil: null },
          { key: 'ip:10.0.0.2', failures: 3, windowStartedAt: at(-10 * MINUTE_MS), lockedUntil: null },
          { key: teacherKey(), failures: 8, windowStartedAt: at(-70 * MINUTE_MS), lockedUntil: at(5 * MINUTE_MS) },
        ])
        .execute();

      await runHousekeeping();
      expect(await counterKeys()).toEqual([teacherKey(), 'ip:10.0.0.2']);
      const locked = await login(t.people.teacherA.phone, TEST_PASSWORD);
      expect(locked.body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect(locked.body.message).toMatch(/登录失败次数过多，请5分钟后再试/);

      // An hour on, the lock and every window but the new try's are over.
      t.clock.advance(61 * 60);
      expect((await login(t.people.adminA.phone, 'Wrong@2026')).body.message).toBe('账号或密码错误');
      await runHousekeeping();
      expect(await counterKeys()).toEqual([`account:${t.people.adminA.phone}`, 'ip:127.0.0.1']);
    });
  });
});
