import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/** Staffing: education and invitations on the teacher, teacher cards, and teacher imports with their failed rows. */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await db.schema.alterTable('teacher').addColumn('education', 'integer').execute();
  await db.schema.alterTable('teacher').addColumn('invited_at', 'text').execute();
  await db.schema.createIndex('teacher_school_status_index').on('teacher').columns(['school_id', 'status']).execute();

  // A card row is one card held by one teacher from binding until it is cancelled; cancelled rows stay as history.
  await withId(db.schema.createTable('teacher_card'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('card_no', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('bound_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  // One card, one person; one person, one working card: enforced by the database too, against races.
  await db.schema
    .createIndex('teacher_card_active_number_unique')
    .on('teacher_card')
    .columns(['school_id', 'card_no'])
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
  await db.schema
    .createIndex('teacher_card_active_teacher_unique')
    .on('teacher_card')
    .column('teacher_id')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();

  await withId(db.schema.createTable('teacher_import'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    // Who imported; not a reference, so that an import never keeps its importer from being deleted.
    .addColumn('teacher_id', 'integer', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('only_valid_rows', 'integer', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull())
    .addColumn('imported_rows', 'integer', (col) => col.notNull())
    // JSON: the rows that failed, with their cells and reasons, for the error report.
    .addColumn('failed_rows', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
