import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 食谱管理: foods, each grade's weekly cookbook with its dishes by day and meal type, the schools
 * of the group a cookbook is shared with, and the school's serving rule.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('food'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'integer', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('energy', 'double precision')
    .addColumn('protein', 'double precision')
    .addColumn('fat', 'double precision')
    .addColumn('carbohydrate', 'double precision')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('food_name_unique').on('food').columns(['school_id', 'name']).unique().execute();

  await withId(db.schema.createTable('cookbook'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('grade_id', 'integer', (col) => col.notNull().references('grade.id'))
    .addColumn('week_start', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cookbook_grade_week_unique').on('cookbook').columns(['school_id', 'grade_id', 'week_start']).unique().execute();

  await db.schema
    .createTable('cookbook_dish')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('cookbook_id', 'integer', (col) => col.notNull().references('cookbook.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('meal_type', 'integer', (col) => col.notNull())
    .addColumn('food_id', 'integer', (col) => col.notNull().references('food.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('cookbook_dish_pk', ['cookbook_id', 'date', 'meal_type', 'food_id'])
    .execute();
  // A food in use cannot be deleted: looked up by food.
  await db.schema.createIndex('cookbook_dish_food_index').on('cookbook_dish').column('food_id').execute();

  await db.schema
    .createTable('cookbook_share')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('cookbook_id', 'integer', (col) => col.notNull().references('cookbook.id'))
    .addColumn('shared_school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addPrimaryKeyConstraint('cookbook_share_pk', ['cookbook_id', 'shared_school_id'])
    .execute();
  await db.schema.createIndex('cookbook_share_school_index').on('cookbook_share').column('shared_school_id').execute();

  await db.schema
    .createTable('cookbook_rule')
    .addColumn('school_id', 'integer', (col) => col.primaryKey().references('school.id'))
    .addColumn('meal_types', 'text', (col) => col.notNull())
    .addColumn('week_days', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
