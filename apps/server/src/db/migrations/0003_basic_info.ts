import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/** Holidays, a child's class history, and year-end promotion (升班) that can be undone. */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('holiday'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('user_type', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('holiday_school_dates_index').on('holiday').columns(['school_id', 'start_date']).execute();

  // The year-end promotion that made a school year; classes, grades and history rows point at it so it can be undone.
  await withId(db.schema.createTable('promotion'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('from_year_id', 'integer', (col) => col.notNull().references('school_year.id'))
    .addColumn('to_year_id', 'integer', (col) => col.notNull().references('school_year.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('grade').addColumn('promotion_id', 'integer', (col) => col.references('promotion.id')).execute();
  await db.schema.alterTable('school_class').addColumn('promotion_id', 'integer', (col) => col.references('promotion.id')).execute();

  await withId(db.schema.createTable('child_class_history'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text')
    .addColumn('opened_by_promotion_id', 'integer', (col) => col.references('promotion.id'))
    .addColumn('closed_by_promotion_id', 'integer', (col) => col.references('promotion.id'))
    .execute();
  await db.schema.createIndex('child_class_history_child_index').on('child_class_history').column('child_id').execute();
  await db.schema.createIndex('child_class_history_class_index').on('child_class_history').column('class_id').execute();
}
