import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 系统设置: the school's information (region, contacts, licence numbers, capacity, logo) on its own
 * row; its card machines and what they show; its devices and their types (设备管理); the apps'
 * sign-ins that 安装统计 counts, one row per phone and app; and the school's goods (Good4), read-only.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // SQLite adds one column per statement.
  const schoolColumns: [string, string][] = [
    ['province_code', 'text'],
    ['city_code', 'text'],
    ['county_code', 'text'],
    ['contact_name', 'text'],
    ['licence_no', 'text'],
    ['credit_code', 'text'],
    ['capacity', 'integer'],
    ['updated_at', 'text'],
  ];
  for (const [name, type] of schoolColumns) await db.schema.alterTable('school').addColumn(name, type as 'text').execute();
  await db.schema.alterTable('school').addColumn('logo_file_id', 'integer', (col) => col.references('file.id')).execute();

  // kind 1 入园, 2 离园, 3 教师考勤.
  await withId(db.schema.createTable('card_machine'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('card_machine_school_index').on('card_machine').column('school_id').execute();

  await db.schema
    .createTable('card_machine_setting')
    .addColumn('school_id', 'integer', (col) => col.primaryKey().references('school.id'))
    .addColumn('swipe_interval_minutes', 'integer', (col) => col.notNull())
    .addColumn('show_class_name', 'integer', (col) => col.notNull())
    .addColumn('show_photo', 'integer', (col) => col.notNull())
    .addColumn('welcome_text', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('device_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('device_type_school_name_unique', ['school_id', 'name'])
    .execute();

  // area_id names an activity area without a foreign key: deleting an area leaves the device without one.
  // status 1 正常, 2 异常, 3 维修中, 4 停用.
  await withId(db.schema.createTable('device'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('device_no', 'text')
    .addColumn('type_id', 'integer', (col) => col.notNull().references('device_type.id'))
    .addColumn('area_id', 'integer')
    .addColumn('manager_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('purchase_date', 'text')
    .addColumn('warranty_end_date', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('device_school_index').on('device').columns(['school_id', 'type_id']).execute();

  // audience 1 the teachers' app, 2 the parents' app.
  await withId(db.schema.createTable('app_install'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('audience', 'integer', (col) => col.notNull())
    .addColumn('app_id', 'text')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('first_login_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('app_install_phone_audience_unique', ['phone', 'audience'])
    .execute();

  // category 1 园服, 2 接送卡, 3 床品, 4 图书教材, 5 其他; prices in fen.
  await withId(db.schema.createTable('good'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'integer', (col) => col.notNull())
    .addColumn('unit_price_fen', 'integer', (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('stock', 'integer', (col) => col.notNull())
    .addColumn('is_on_sale', 'integer', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('good_school_index').on('good').columns(['school_id', 'category']).execute();
}
