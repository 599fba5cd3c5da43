import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/** What teachers record about the children of their class: moods of the day, growth records and observations. */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // One row per child and day; mood 1 开心, 2 平静, 3 难过, 4 生气, 5 害怕.
  await withId(db.schema.createTable('child_mood'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('mood', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Also what the child's interval read walks.
  await db.schema.createIndex('child_mood_child_date_unique').on('child_mood').columns(['child_id', 'date']).unique().execute();

  // field: the domain of the national guidelines, 1 健康, 2 语言, 3 社会, 4 科学, 5 艺术.
  await withId(db.schema.createTable('growth_record'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('field', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('record_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('growth_record_child')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('growth_record.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addPrimaryKeyConstraint('growth_record_child_pk', ['record_id', 'child_id'])
    .execute();
  await db.schema.createIndex('growth_record_child_child_index').on('growth_record_child').column('child_id').execute();

  await db.schema
    .createTable('growth_record_photo')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('growth_record.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('growth_record_photo_pk', ['record_id', 'file_id'])
    .execute();

  await withId(db.schema.createTable('observation'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('activity_name', 'text', (col) => col.notNull())
    .addColumn('observe_date', 'text', (col) => col.notNull())
    .addColumn('field', 'integer', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('observation_child')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('observation_id', 'integer', (col) => col.notNull().references('observation.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addPrimaryKeyConstraint('observation_child_pk', ['observation_id', 'child_id'])
    .execute();
  await db.schema.createIndex('observation_child_child_index').on('observation_child').column('child_id').execute();

  await withId(db.schema.createTable('observation_goal'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('observation_id', 'integer', (col) => col.notNull().references('observation.id'))
    .addColumn('goal_text', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('observation_goal_observation_index').on('observation_goal').column('observation_id').execute();
}
