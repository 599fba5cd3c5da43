import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/** Stored files of each school, and the chunked uploads still in progress. */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('file'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('extension', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('visibility', 'text', (col) => col.notNull())
    .addColumn('uploader_teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('conversion', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('converted_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('poster_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('file_school_index').on('file').column('school_id').execute();

  await withId(db.schema.createTable('upload'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('received_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('temp_path', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('upload_updated_index').on('upload').column('updated_at').execute();
}
