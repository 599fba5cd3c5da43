import type { Kysely } from 'kysely';

/**
 * Observations by the catalogue of the guidelines: what the teacher saw of each child, and the level
 * each child reached on each item observed. The items themselves are the fixed catalogue in
 * @yuanwu/shared (observation-catalogue.ts), referred to by their stable ids.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('observation_child').addColumn('remark', 'text').execute();

  // level: 1 需要帮助, 2 发展中, 3 已达成.
  await db.schema
    .createTable('observation_level')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('observation_id', 'integer', (col) => col.notNull().references('observation.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('observation_level_pk', ['observation_id', 'child_id', 'item_id'])
    .execute();
  // The child's 学习品质 read walks a child's levels.
  await db.schema.createIndex('observation_level_child_index').on('observation_level').columns(['child_id', 'item_id']).execute();
  // The list's month filter and the months read.
  await db.schema.createIndex('observation_date_index').on('observation').columns(['school_id', 'observe_date']).execute();
}
