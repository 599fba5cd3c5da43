import type { Kysely } from 'kysely';

/**
 * A role's data scope (数据范围): 1 全园, 2 本年级, 3 本班. Roles made before it keep what they
 * reached, the whole school.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('role').addColumn('data_scope', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}
