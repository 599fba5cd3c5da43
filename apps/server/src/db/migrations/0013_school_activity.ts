import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 活动管理: the school's activity areas with the classes that use them, school activities (events)
 * and regular activities (a class's weekly routine in an area) with their classes and evaluation
 * units, and the imports of regular activities.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('activity_area'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('cover_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_area_school_index').on('activity_area').columns(['school_id', 'name']).execute();

  await db.schema
    .createTable('activity_area_class')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('area_id', 'integer', (col) => col.notNull().references('activity_area.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addPrimaryKeyConstraint('activity_area_class_pk', ['area_id', 'class_id'])
    .execute();

  // kind: 1 园所活动, 2 常规活动.
  await withId(db.schema.createTable('school_activity'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type_id', 'integer', (col) => col.notNull())
    .addColumn('area_id', 'integer', (col) => col.references('activity_area.id'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('weekday', 'integer')
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('content', 'text')
    .addColumn('created_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The list reads a period newest first; an area's activities and use by area.
  await db.schema.createIndex('school_activity_date_index').on('school_activity').columns(['school_id', 'start_date']).execute();
  await db.schema.createIndex('school_activity_area_index').on('school_activity').columns(['area_id', 'start_date']).execute();

  await db.schema
    .createTable('school_activity_class')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('school_activity.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addPrimaryKeyConstraint('school_activity_class_pk', ['activity_id', 'class_id'])
    .execute();
  await db.schema.createIndex('school_activity_class_class_index').on('school_activity_class').column('class_id').execute();

  await db.schema
    .createTable('school_activity_question_unit')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('school_activity.id'))
    .addColumn('unit_id', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('school_activity_question_unit_pk', ['activity_id', 'unit_id'])
    .execute();

  await withId(db.schema.createTable('regular_activity_import'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('only_valid_rows', 'integer', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull())
    .addColumn('imported_rows', 'integer', (col) => col.notNull())
    .addColumn('failed_rows', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
