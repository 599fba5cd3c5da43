import type { Kysely } from 'kysely';

/**
 * The moderation of class dynamics: why a post did not pass (the teacher is shown it), and each
 * school's choice whether posts wait for a check before families see them (no row: they do). The
 * school's posts newest first, and their photos and videos by post, for the moderation list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('class_dynamic').addColumn('check_remark', 'text').execute();
  await db.schema.createIndex('class_dynamic_school_time_index').on('class_dynamic').columns(['school_id', 'created_at']).execute();
  await db.schema.createIndex('class_media_school_dynamic_index').on('class_media').columns(['school_id', 'dynamic_id', 'sort_order']).execute();

  await db.schema
    .createTable('class_dynamic_setting')
    .addColumn('school_id', 'integer', (col) => col.primaryKey().references('school.id'))
    .addColumn('needs_check', 'integer', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
