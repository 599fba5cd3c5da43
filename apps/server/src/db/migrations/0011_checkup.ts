import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 幼儿体检: templates of items, batches with the items copied from their template (so that editing a
 * template never changes a past checkup), the children on each batch's list with their values, and
 * the imports with their failed rows.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('checkup_template'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('checkup_template_school_index').on('checkup_template').column('school_id').execute();

  // kind: 1 数值, 2 计数, 3 正常/异常; ref_low/ref_high: the normal range of a measure.
  const itemTable = (table: string, owner: string, ownerTable: string) =>
    withId(db.schema.createTable(table))
      .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
      .addColumn(owner, 'integer', (col) => col.notNull().references(`${ownerTable}.id`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('unit', 'text', (col) => col.notNull())
      .addColumn('kind', 'integer', (col) => col.notNull())
      .addColumn('code', 'text')
      .addColumn('ref_low', 'double precision')
      .addColumn('ref_high', 'double precision')
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .execute();
  await itemTable('checkup_template_item', 'template_id', 'checkup_template');
  await db.schema.createIndex('checkup_template_item_template_index').on('checkup_template_item').column('template_id').execute();

  await withId(db.schema.createTable('checkup_batch'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('checkup_date', 'text', (col) => col.notNull())
    .addColumn('template_id', 'integer', (col) => col.notNull().references('checkup_template.id'))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('checkup_batch_school_date_index').on('checkup_batch').columns(['school_id', 'checkup_date']).execute();

  await db.schema
    .createTable('checkup_batch_class')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('checkup_batch.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addPrimaryKeyConstraint('checkup_batch_class_pk', ['batch_id', 'class_id'])
    .execute();

  await itemTable('checkup_batch_item', 'batch_id', 'checkup_batch');
  await db.schema.createIndex('checkup_batch_item_batch_index').on('checkup_batch_item').column('batch_id').execute();

  await withId(db.schema.createTable('checkup_record'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('checkup_batch.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('checked_at', 'text')
    .addColumn('checked_by', 'integer', (col) => col.references('teacher.id'))
    .addUniqueConstraint('checkup_record_batch_child_unique', ['batch_id', 'child_id'])
    .execute();
  // The child's health read goes by child across batches.
  await db.schema.createIndex('checkup_record_child_index').on('checkup_record').column('child_id').execute();

  await db.schema
    .createTable('checkup_value')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('checkup_record.id'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('checkup_batch_item.id'))
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('checkup_value_pk', ['record_id', 'item_id'])
    .execute();

  await withId(db.schema.createTable('checkup_import'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('checkup_batch.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull())
    .addColumn('imported_rows', 'integer', (col) => col.notNull())
    .addColumn('failed_rows', 'text', (col) => col.notNull())
    .addColumn('columns', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('checkup_import_batch_index').on('checkup_import').columns(['batch_id', 'teacher_id']).execute();
}
