import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * One account per person. The phone, password and sign-in belonged to each staff row, so a phone
 * was unique only within a school and a password change in one school wrote over every other
 * school's row. Now an account holds the phone and password, and staff rows point at it.
 *
 * Today's rows are merged by phone. When the rows of one phone carry different passwords, the
 * account keeps the password the person used last (the row with the most recently used session),
 * or else that of the earliest row still working, or else that of the earliest row; the other
 * passwords stop working and their holder signs in by SMS code or resets the password by code.
 * Nobody loses access: every row of the phone keeps its school, role and sessions.
 *
 * Sessions get the chain they belong to (the first token and every token refreshed from it), so
 * that logging out ends the whole chain at once, the grace window of a refresh included.
 */
export async function up(migrating: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // Rows read here keep their snake_case column names, whatever plugins the app's handle carries.
  const db = migrating.withoutPlugins();
  await withId(db.schema.createTable('account'))
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('teacher').addColumn('account_id', 'integer', (col) => col.references('account.id')).execute();
  await mergeStaffRowsIntoAccounts(db);
  await db.schema.createIndex('teacher_account_index').on('teacher').column('account_id').execute();
  // The hashes now live on the accounts: none is left behind on a staff row.
  await db.schema.alterTable('teacher').dropColumn('password_hash').execute();

  await db.schema.alterTable('session').addColumn('chain_id', 'integer').execute();
  await db.updateTable('session').set((eb) => ({ chain_id: eb.ref('id') })).execute();
  await db.schema.createIndex('session_chain_index').on('session').column('chain_id').execute();
}

interface StaffRow {
  id: number;
  phone: string;
  password_hash: string | null;
  status: number;
  created_at: string;
  last_used_at: string | null;
}

const LEFT = 1;

async function mergeStaffRowsIntoAccounts(db: Kysely<any>): Promise<void> {
  const rows: StaffRow[] = await db
    .selectFrom('teacher')
    .leftJoin(
      db.selectFrom('session').select(['teacher_id', (eb) => eb.fn.max('last_used_at').as('last_used_at')]).groupBy('teacher_id').as('used'),
      'used.teacher_id',
      'teacher.id',
    )
    .select(['teacher.id', 'teacher.phone', 'teacher.password_hash', 'teacher.status', 'teacher.created_at', 'used.last_used_at'])
    .orderBy('teacher.id')
    .execute();
  const byPhone = new Map<string, StaffRow[]>();
  for (const row of rows) byPhone.set(row.phone, [...(byPhone.get(row.phone) ?? []), row]);
  for (const [phone, staff] of byPhone) {
    const account = await db
      .insertInto('account')
      .values({ phone, password_hash: passwordKept(staff), created_at: staff[0]!.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('teacher').set({ account_id: account.id }).where('phone', '=', phone).execute();
  }
}

function passwordKept(staff: StaffRow[]): string | null {
  const withPassword = staff.filter((row) => row.password_hash);
  const lastUsed = withPassword.filter((row) => row.last_used_at).sort((a, b) => (a.last_used_at! < b.last_used_at! ? 1 : -1))[0];
  const working = withPassword.find((row) => row.status !== LEFT);
  return (lastUsed ?? working ?? withPassword[0])?.password_hash ?? null;
}
