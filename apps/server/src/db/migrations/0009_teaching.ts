import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * What teachers write for their classes in the teacher app: teaching notes (教学笔记) and homework
 * for the families (亲子作业), each with its attachments from the file store.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('teach_note'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    // The day the note is about, which a teacher may write up later.
    .addColumn('note_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // A teacher's notes over an interval (教学情况), and a class's (the teaching plan's note list).
  await db.schema.createIndex('teach_note_teacher_date_index').on('teach_note').columns(['school_id', 'teacher_id', 'note_date']).execute();
  await db.schema.createIndex('teach_note_class_date_index').on('teach_note').columns(['school_id', 'class_id', 'note_date']).execute();

  await db.schema
    .createTable('teach_note_attachment')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teach_note_id', 'integer', (col) => col.notNull().references('teach_note.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teach_note_attachment_pk', ['teach_note_id', 'file_id'])
    .execute();

  // end_date is the last day families may hand it in; the homework statistics read completion against it.
  await withId(db.schema.createTable('homework'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('homework_teacher_time_index').on('homework').columns(['school_id', 'teacher_id', 'created_at']).execute();
  await db.schema.createIndex('homework_class_time_index').on('homework').columns(['school_id', 'class_id', 'created_at']).execute();

  await db.schema
    .createTable('homework_attachment')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('homework_id', 'integer', (col) => col.notNull().references('homework.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('homework_attachment_pk', ['homework_id', 'file_id'])
    .execute();

  // 教学情况 counts the works a teacher added over an interval.
  await db.schema.createIndex('workbook_file_teacher_time_index').on('workbook_file').columns(['school_id', 'teacher_id', 'created_at']).execute();
}
