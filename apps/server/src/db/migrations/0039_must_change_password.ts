import type { Kysely } from 'kysely';

/**
 * A password someone other than the person set (an administrator's reset gives a temporary one)
 * must be changed at the next sign-in: 1 until the person sets their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
