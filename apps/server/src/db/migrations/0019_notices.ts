import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 通知动态: a school's notices with their audience (the whole school, grades, classes or the staff,
 * read by families, staff or both), attachments, an optional video, a publish time (ahead: 待发布),
 * and the edits made once they were published (who, when, the title and content before).
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // audience_type: 1 全园, 2 年级, 3 班级, 4 全体教职工; receiver_type: 1 家长, 2 教职工, 3 家长和教职工.
  await withId(db.schema.createTable('notice'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('audience_type', 'integer', (col) => col.notNull())
    .addColumn('receiver_type', 'integer', (col) => col.notNull())
    .addColumn('video_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('publish_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The list reads a school's notices newest first.
  await db.schema.createIndex('notice_school_publish_index').on('notice').columns(['school_id', 'publish_at']).execute();

  await db.schema
    .createTable('notice_grade')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notice.id'))
    .addColumn('grade_id', 'integer', (col) => col.notNull().references('grade.id'))
    .addPrimaryKeyConstraint('notice_grade_pk', ['notice_id', 'grade_id'])
    .execute();

  await db.schema
    .createTable('notice_class')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notice.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addPrimaryKeyConstraint('notice_class_pk', ['notice_id', 'class_id'])
    .execute();
  // A class-scoped list asks which notices name its classes.
  await db.schema.createIndex('notice_class_class_index').on('notice_class').columns(['class_id']).execute();

  await db.schema
    .createTable('notice_file')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notice.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_file_pk', ['notice_id', 'file_id'])
    .execute();

  await withId(db.schema.createTable('notice_edit'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notice.id'))
    .addColumn('edited_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('edited_at', 'text', (col) => col.notNull())
    .addColumn('previous_title', 'text', (col) => col.notNull())
    .addColumn('previous_content', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notice_edit_notice_index').on('notice_edit').columns(['notice_id']).execute();
}
