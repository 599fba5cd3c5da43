import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Read receipts: who first opened a notice or an article (target_type, target_id), a teacher
 * (reader_type 1, teacher.id) or a parent (2, guardian.id), once each.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('read_receipt'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reader_type', 'integer', (col) => col.notNull())
    .addColumn('reader_id', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('read_receipt_once_unique', ['target_type', 'target_id', 'reader_type', 'reader_id', 'school_id'])
    .execute();
  await db.schema.createIndex('read_receipt_target_index').on('read_receipt').columns(['school_id', 'target_type', 'target_id']).execute();
}
