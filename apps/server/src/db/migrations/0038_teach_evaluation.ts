import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 教学评价: the school's appraisal fields (评价维度) in their order, appraisals of a teacher's lesson
 * or activity (a score and remark by field, the guide targets it served, an overall remark), and the
 * families' sign-offs of homework (作业签收), which the homework statistics count as completion.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('appraise_field'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('appraise_field_name_unique', ['school_id', 'name'])
    .execute();

  // One appraiser appraises one lesson once: the unique key is what GetIsExistsAppraise asks about,
  // and it holds against two adds racing.
  await withId(db.schema.createTable('appraisal'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('class_id', 'integer', (col) => col.references('school_class.id'))
    .addColumn('appraise_type', 'integer', (col) => col.notNull())
    .addColumn('lesson_name', 'text', (col) => col.notNull())
    .addColumn('lesson_date', 'text', (col) => col.notNull())
    .addColumn('appraiser_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('appraisal_once_unique', ['school_id', 'appraiser_id', 'teacher_id', 'lesson_date', 'lesson_name'])
    .execute();
  await db.schema.createIndex('appraisal_date_index').on('appraisal').columns(['school_id', 'lesson_date']).execute();
  await db.schema.createIndex('appraisal_teacher_index').on('appraisal').columns(['school_id', 'teacher_id', 'lesson_date']).execute();

  // score 1..5 by field.
  await db.schema
    .createTable('appraisal_score')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('appraisal_id', 'integer', (col) => col.notNull().references('appraisal.id'))
    .addColumn('field_id', 'integer', (col) => col.notNull().references('appraise_field.id'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addPrimaryKeyConstraint('appraisal_score_pk', ['appraisal_id', 'field_id'])
    .execute();
  await db.schema.createIndex('appraisal_score_field_index').on('appraisal_score').column('field_id').execute();

  // target_id: a target of the 3-6岁儿童学习与发展指南 (@yuanwu/shared's guide data).
  await db.schema
    .createTable('appraisal_target')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('appraisal_id', 'integer', (col) => col.notNull().references('appraisal.id'))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('appraisal_target_pk', ['appraisal_id', 'target_id'])
    .execute();

  // A family's sign-off of a homework for one child, once.
  await withId(db.schema.createTable('homework_sign'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('homework_id', 'integer', (col) => col.notNull().references('homework.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('guardian_id', 'integer', (col) => col.references('guardian.id'))
    .addColumn('content', 'text')
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('homework_sign_once_unique', ['homework_id', 'child_id'])
    .execute();
  await db.schema.createIndex('homework_sign_child_index').on('homework_sign').columns(['school_id', 'child_id']).execute();
}
