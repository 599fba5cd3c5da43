import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Teaching plans, continued: the school's activity library (活动库) with each activity's guide
 * targets; a week plan's own activity types, its 环境创设 and 家园共育 texts; and, on a plan's
 * activity, its own type of the week, the library activity it was taken from and its guide targets
 * (which carry the class, so that a data scope by class confines them).
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // source 1 本园 (written in the library), 2 周计划 (copied from a plan's activity).
  await withId(db.schema.createTable('teach_library_activity'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('source', 'integer', (col) => col.notNull())
    .addColumn('activity_type_id', 'integer', (col) => col.references('teach_activity_type.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // Deleted activities stay for the plans that took them (their records name them).
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('teach_library_activity_school_index').on('teach_library_activity').columns(['school_id', 'updated_at']).execute();

  await db.schema
    .createTable('teach_library_activity_target')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('library_activity_id', 'integer', (col) => col.notNull().references('teach_library_activity.id'))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teach_library_activity_target_pk', ['library_activity_id', 'target_id'])
    .execute();

  await withId(db.schema.createTable('teach_week_activity_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('week_plan_id', 'integer', (col) => col.notNull().references('teach_week_plan.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('teach_week_activity_type_name_unique', ['week_plan_id', 'name'])
    .execute();

  await db.schema
    .createTable('teach_activity_target')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('teach_activity.id'))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teach_activity_target_pk', ['activity_id', 'target_id'])
    .execute();

  await db.schema.alterTable('teach_activity').addColumn('week_activity_type_id', 'integer', (col) => col.references('teach_week_activity_type.id')).execute();
  await db.schema.alterTable('teach_activity').addColumn('library_activity_id', 'integer', (col) => col.references('teach_library_activity.id')).execute();
  await db.schema.createIndex('teach_activity_library_index').on('teach_activity').column('library_activity_id').execute();
  await db.schema.alterTable('teach_week_plan').addColumn('environment', 'text').execute();
  await db.schema.alterTable('teach_week_plan').addColumn('family_work', 'text').execute();
}
