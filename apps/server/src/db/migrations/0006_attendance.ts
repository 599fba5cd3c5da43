import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Child attendance (the teacher's daily sheet and the card machines' swipes, with the machines' keys),
 * and the class life the dashboard counts: class dynamics, class albums and their photos and videos,
 * workbooks of children's works, and parents' comments and likes.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // One row per child and day: status 0 缺勤, 1 出勤, 2 离园; source 1 the teacher's sheet, 2 a card swipe.
  await withId(db.schema.createTable('child_attendance'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    // The class the child was in that day: statistics by class read it, not the child's class of today.
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('source', 'integer', (col) => col.notNull())
    .addColumn('arrive_at', 'text')
    .addColumn('leave_at', 'text')
    .addColumn('remark', 'text')
    .addColumn('marked_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('child_attendance_child_date_unique').on('child_attendance').columns(['child_id', 'date']).unique().execute();
  // Both cover their statistics without touching the table (the school column too, which every scoped query adds):
  // counts by day and class in one pass, and counts by child within classes.
  await db.schema.createIndex('child_attendance_school_date_index').on('child_attendance').columns(['school_id', 'date', 'class_id', 'status']).execute();
  await db.schema.createIndex('child_attendance_class_child_index').on('child_attendance').columns(['school_id', 'class_id', 'child_id', 'date', 'status']).execute();

  // The key a school's card machines authenticate with; only its hash is kept. A new key revokes the old one.
  await withId(db.schema.createTable('card_machine_key'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('issued_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  // A teacher's post to a class's families; check_status 0 待审核, 1 已通过, 2 未通过 (moderation).
  await withId(db.schema.createTable('class_dynamic'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('dynamic_type', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('check_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('checked_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('checked_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The dashboard counts posts by teacher and by class over a period; every scoped query adds the school.
  await db.schema.createIndex('class_dynamic_teacher_time_index').on('class_dynamic').columns(['school_id', 'teacher_id', 'created_at']).execute();
  await db.schema.createIndex('class_dynamic_class_time_index').on('class_dynamic').columns(['school_id', 'class_id', 'created_at']).execute();

  await withId(db.schema.createTable('class_album'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('class_album_class_index').on('class_album').column('class_id').execute();

  // Every photo (media_type 1) and video (2) of a class: posted with a dynamic, put in an album, or both.
  await withId(db.schema.createTable('class_media'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('dynamic_id', 'integer', (col) => col.references('class_dynamic.id'))
    .addColumn('album_id', 'integer', (col) => col.references('class_album.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('media_type', 'integer', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Covering the dashboard's counts: the school's photos and videos, by uploader and by class over a period.
  await db.schema.createIndex('class_media_school_type_index').on('class_media').columns(['school_id', 'media_type', 'created_at']).execute();
  await db.schema.createIndex('class_media_teacher_time_index').on('class_media').columns(['school_id', 'teacher_id', 'media_type', 'created_at']).execute();
  await db.schema.createIndex('class_media_class_time_index').on('class_media').columns(['school_id', 'class_id', 'created_at', 'media_type']).execute();
  await db.schema.createIndex('class_media_dynamic_index').on('class_media').column('dynamic_id').execute();
  await db.schema.createIndex('class_media_album_index').on('class_media').column('album_id').execute();

  // A workbook (作品集) is a theme a class's works are collected under; each file is one child's work.
  await withId(db.schema.createTable('workbook'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workbook_class_index').on('workbook').column('class_id').execute();

  await withId(db.schema.createTable('workbook_file'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('workbook_id', 'integer', (col) => col.notNull().references('workbook.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('title', 'text')
    .addColumn('is_excellent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('teacher_comment', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workbook_file_school_time_index').on('workbook_file').columns(['school_id', 'created_at', 'workbook_id']).execute();
  await db.schema.createIndex('workbook_file_workbook_index').on('workbook_file').column('workbook_id').execute();
  await db.schema.createIndex('workbook_file_child_index').on('workbook_file').column('child_id').execute();

  // Comments and likes on any content (target_type: classDynamic, workbookFile, schoolNews ...), by a
  // teacher (author_type 1, teacher.id) or a parent (2, guardian.id).
  await withId(db.schema.createTable('comment'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('author_type', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('reply_to_id', 'integer', (col) => col.references('comment.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Covering the parents' ranking: who commented or liked in a period.
  await db.schema.createIndex('comment_author_time_index').on('comment').columns(['school_id', 'author_type', 'created_at', 'author_id']).execute();
  await db.schema.createIndex('comment_target_index').on('comment').columns(['target_type', 'target_id']).execute();

  await withId(db.schema.createTable('content_like'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('author_type', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('content_like_once_unique', ['target_type', 'target_id', 'author_type', 'author_id'])
    .execute();
  await db.schema.createIndex('content_like_author_time_index').on('content_like').columns(['school_id', 'author_type', 'created_at', 'author_id']).execute();
}
