import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../core/password.js';
import { openPostgresCopy, testDialects } from '../../test/databases.js';
import { TEST_PASSWORD_COST } from '../../test/factories.js';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrationsFor } from './index.js';

/**
 * Before accounts, each school's staff row held its own password. The merge keeps everyone's access:
 * one account per phone, with the password its owner used last.
 */
describe.each(testDialects)('merging staff rows into accounts on %s', (dialect) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
  });

  async function migratedUpTo(name: string) {
    handle = dialect === 'sqlite' ? openDatabase({ sqliteFile: ':memory:' }) : await openPostgresCopy();
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(dialect) } });
    const step = async (target: string) => {
      const { error } = await migrator.migrateTo(target);
      if (error) throw error;
    };
    await step(name);
    // The tables as they stood before the migration: untyped, in their own column names.
    return { db: handle.db.withoutPlugins() as unknown as Kysely<any>, toLatest: () => step('0016_accounts') };
  }

  it('makes one account per phone, keeping the password of the most recently used row', async () => {
    const { db, toLatest } = await migratedUpTo('0015_daily_care');
    const [head, branch, other] = await Promise.all(['总园', '分园', '他园'].map(async (name) => (await db.insertInto('school').values({ name, created_at: '2026-01-01' }).returning('id').executeTakeFirstOrThrow()).id));
    const [oldHash, usedHash, soloHash] = (await Promise.all(['Old@2026x', 'Used@2026x', 'Solo@2026x'].map((password) => hashPassword(password, TEST_PASSWORD_COST)))) as [string, string, string];
    const staff = async (schoolId: number, phone: string, passwordHash: string | null, status = 0) =>
      (await db.insertInto('teacher').values({ school_id: schoolId, name: '老师', sex: 2, phone, password_hash: passwordHash, status, created_at: '2026-01-01' }).returning('id').executeTakeFirstOrThrow()).id;
    const inHead = await staff(head!, '13600000001', oldHash);
    const inBranch = await staff(branch!, '13600000001', usedHash);
    const leaver = await staff(other!, '13600000001', null, 1);
    const solo = await staff(other!, '13600000002', soloHash);
    const session = (teacherId: number, schoolId: number, lastUsedAt: string) => ({
      token_hash: `${teacherId}-${lastUsedAt}`,
      teacher_id: teacherId,
      school_id: schoolId,
      created_at: lastUsedAt,
      last_used_at: lastUsedAt,
      access_expires_at: '2026-12-01',
      absolute_expires_at: '2026-12-01',
    });
    await db.insertInto('session').values([session(inHead, head!, '2026-10-01T08:00:00Z'), session(inBranch, branch!, '2026-11-01T08:00:00Z')]).execute();

    await toLatest();

    const accounts = await db.selectFrom('account').select(['id', 'phone', 'password_hash']).orderBy('phone').execute();
    expect(accounts.map((account) => account.phone)).toEqual(['13600000001', '13600000002']);
    expect(await verifyPassword('Used@2026x', accounts[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('Solo@2026x', accounts[1]!.password_hash)).toBe(true);
    const rows = await db.selectFrom('teacher').select(['id', 'account_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: inHead, account_id: accounts[0]!.id },
      { id: inBranch, account_id: accounts[0]!.id },
      { id: leaver, account_id: accounts[0]!.id },
      { id: solo, account_id: accounts[1]!.id },
    ]);
    const sessions = await db.selectFrom('session').select(['id', 'chain_id']).execute();
    expect(sessions.every((row) => row.chain_id === row.id)).toBe(true);
  });
});
