import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 饮水进餐: one row per child and school day, with the cups of water drunk and how much of each meal
 * was eaten; and the size of the school's cup, which turns cups into ml.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // breakfast, lunch, snack: 1 全部吃完, 2 吃了大部分, 3 吃了一半, 4 吃得很少, 5 未进餐.
  await withId(db.schema.createTable('daily_care'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('water_cups', 'integer', (col) => col.notNull())
    .addColumn('breakfast', 'integer', (col) => col.notNull())
    .addColumn('lunch', 'integer', (col) => col.notNull())
    .addColumn('snack', 'integer', (col) => col.notNull())
    .addColumn('picky_note', 'text')
    .addColumn('recorded_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('daily_care_child_date_unique').on('daily_care').columns(['child_id', 'date']).unique().execute();
  // The class summary reads a class's days over an interval.
  await db.schema.createIndex('daily_care_class_date_index').on('daily_care').columns(['class_id', 'date']).execute();

  await db.schema
    .createTable('daily_care_setting')
    .addColumn('school_id', 'integer', (col) => col.primaryKey().references('school.id'))
    .addColumn('cup_ml', 'integer', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
