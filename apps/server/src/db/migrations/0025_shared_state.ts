import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * What several servers on one database must agree on. The chunks of an upload in progress, kept as
 * objects of their own when an object store is configured, so that any server takes the next one:
 * the rows say which object holds the chunk at each offset. And each phone's next allowed SMS send,
 * claimed in one statement, so that two sends at once, on any servers, text the phone once.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('upload_part'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('upload_id', 'integer', (col) => col.notNull().references('upload.id').onDelete('cascade'))
    .addColumn('start_offset', 'bigint', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addUniqueConstraint('upload_part_offset_unique', ['upload_id', 'start_offset'])
    .execute();

  await db.schema
    .createTable('sms_send_slot')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('next_send_at', 'text', (col) => col.notNull())
    .execute();
}
