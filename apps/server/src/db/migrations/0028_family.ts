import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * The family page (家长端). Its sessions, one per sign-in of a guardian's phone, acting for one of
 * the phone's children at a time. The leaves a family reports for a child, which the class's roll
 * call shows. Each school's time of day from which a child marked absent without a leave is told to
 * the main guardian, and each such notice, one per child and day (unique, so that several servers
 * running the check at once send it once). And uploads by families: an upload in progress and a
 * stored file name a guardian instead of a teacher as whoever sent it.
 */
export async function up(db: Kysely<any>, { dialect, withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('family_session'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardian.id'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await withId(db.schema.createTable('child_leave'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('leave_type', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('guardian_id', 'integer', (col) => col.references('guardian.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('child_leave_child_index').on('child_leave').columns(['school_id', 'child_id', 'start_date']).execute();

  await db.schema
    .createTable('absence_notice_setting')
    .addColumn('school_id', 'integer', (col) => col.primaryKey().references('school.id'))
    .addColumn('notify_time', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('absence_notice'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('guardian_id', 'integer', (col) => col.references('guardian.id'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('absence_notice_child_day_unique', ['child_id', 'date'])
    .execute();
  await db.schema.createIndex('absence_notice_guardian_index').on('absence_notice').columns(['school_id', 'guardian_id', 'date']).execute();

  await db.schema.alterTable('file').addColumn('uploader_guardian_id', 'integer', (col) => col.references('guardian.id')).execute();
  if (dialect === 'postgres') {
    await db.schema.alterTable('upload').addColumn('guardian_id', 'integer', (col) => col.references('guardian.id')).execute();
    await sql`alter table upload alter column teacher_id drop not null`.execute(db);
    return;
  }
  await relaxUploadTeacherOnSqlite(db, withId);
}

/**
 * SQLite changes a column's NOT NULL only by making the table anew. Dropping the old table deletes
 * its chunk rows (upload_part cascades), so they are kept aside and put back; the new table takes
 * the old one's name, which upload_part's reference names.
 */
async function relaxUploadTeacherOnSqlite(db: Kysely<any>, withId: MigrationContext['withId']): Promise<void> {
  await withId(db.schema.createTable('upload_next'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('received_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('temp_path', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('guardian_id', 'integer', (col) => col.references('guardian.id'))
    .execute();
  const columns = sql.raw('id, school_id, kind, teacher_id, original_name, received_bytes, temp_path, created_at, updated_at');
  await sql`insert into upload_next (${columns}) select ${columns} from upload`.execute(db);
  await sql`create table upload_part_kept as select * from upload_part`.execute(db);
  await db.schema.dropTable('upload').execute();
  await db.schema.alterTable('upload_next').renameTo('upload').execute();
  await db.schema.createIndex('upload_updated_index').on('upload').column('updated_at').execute();
  await sql`insert into upload_part select * from upload_part_kept`.execute(db);
  await db.schema.dropTable('upload_part_kept').execute();
}
