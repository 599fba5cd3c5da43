import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 教学资源 > 课程资源: the curriculum library (series, course themes, lessons with their parts: resources,
 * goals, guide targets, activity points) and the timetable (terms and the lessons classes are taught).
 * Deleted series, themes and timetable lessons are kept (deleted_at) so that they can come back.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  for (const table of ['course_series', 'course_theme']) {
    await withId(db.schema.createTable(table))
      .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('grade_level', 'integer')
      .addColumn('description', 'text')
      .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('deleted_at', 'text')
      .addUniqueConstraint(`${table}_school_name_unique`, ['school_id', 'name'])
      .execute();
  }

  // grade_level 1 托班 to 5 其他; subject 1 健康 to 8 其他; visibility 1 公开, 2 仅订阅可见, 3 私有, 4 仅本园.
  await withId(db.schema.createTable('courseware'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('grade_level', 'integer', (col) => col.notNull())
    .addColumn('subject', 'integer', (col) => col.notNull())
    .addColumn('visibility', 'integer', (col) => col.notNull())
    .addColumn('series_id', 'integer', (col) => col.references('course_series.id'))
    .addColumn('theme_id', 'integer', (col) => col.references('course_theme.id'))
    .addColumn('activity_type', 'text')
    .addColumn('cover_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('introduction', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('activity_prepare', 'text')
    .addColumn('activity_process', 'text')
    .addColumn('teach_case', 'text')
    .addColumn('copied_from_id', 'integer', (col) => col.references('courseware.id').onDelete('set null'))
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courseware_school_index').on('courseware').columns(['school_id', 'updated_at']).execute();
  await db.schema.createIndex('courseware_visibility_index').on('courseware').columns(['visibility', 'school_id']).execute();
  await db.schema.createIndex('courseware_series_index').on('courseware').column('series_id').execute();

  await withId(db.schema.createTable('courseware_resource'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('courseware_id', 'integer', (col) => col.notNull().references('courseware.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courseware_resource_index').on('courseware_resource').columns(['courseware_id', 'order_num']).execute();

  await withId(db.schema.createTable('courseware_goal'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('courseware_id', 'integer', (col) => col.notNull().references('courseware.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courseware_goal_index').on('courseware_goal').columns(['courseware_id', 'order_num']).execute();

  // target_id: a target of the guide data shipped with the product (domain × 100 + place).
  await db.schema
    .createTable('courseware_guide_target')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('courseware_id', 'integer', (col) => col.notNull().references('courseware.id'))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('courseware_guide_target_pk', ['courseware_id', 'target_id'])
    .execute();
  await db.schema.createIndex('courseware_guide_target_index').on('courseware_guide_target').columns(['school_id', 'target_id']).execute();

  await withId(db.schema.createTable('courseware_activity_point'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('courseware_id', 'integer', (col) => col.notNull().references('courseware.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courseware_activity_point_index').on('courseware_activity_point').columns(['courseware_id', 'order_num']).execute();

  await withId(db.schema.createTable('course_term'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('course_term_school_name_unique', ['school_id', 'name'])
    .execute();

  // section: the day's period (节次) 1 to 6.
  await withId(db.schema.createTable('course_lesson'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('term_id', 'integer', (col) => col.notNull().references('course_term.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('courseware_id', 'integer', (col) => col.notNull().references('courseware.id'))
    .addColumn('lesson_date', 'text', (col) => col.notNull())
    .addColumn('section', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('course_lesson_class_index').on('course_lesson').columns(['class_id', 'lesson_date', 'section']).execute();
  await db.schema.createIndex('course_lesson_courseware_index').on('course_lesson').columns(['courseware_id', 'lesson_date']).execute();
  await db.schema.createIndex('course_lesson_school_index').on('course_lesson').columns(['school_id', 'lesson_date']).execute();
}
