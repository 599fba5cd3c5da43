import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Child records in full: the detail fields of a child, guardian relations that can be relieved and
 * restored, phone history, authorised pick-up people, pickup cards and the paid card applications,
 * new-student admission, and the imports of children with their row errors.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  for (const column of ['photo_url', 'id_card_no', 'home_address', 'remark', 'allergy_medication', 'allergy_food', 'leave_reason']) {
    await db.schema.alterTable('child').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('child_school_name_index').on('child').columns(['school_id', 'name']).execute();

  // A parent's password for the parent app, set by the school (UpdateUserPwd); null until set.
  await db.schema.alterTable('guardian').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('child_guardian').addColumn('relation_name', 'text').execute();
  // A relieved relation is kept, so that it can be restored (ReRelation) and the record stays.
  await db.schema.alterTable('child_guardian').addColumn('relieved_at', 'text').execute();

  // Why a class record ended: 1 转学, 2 毕业, 3 退学, 5 转班; null while open or when a promotion closed it.
  await db.schema.alterTable('child_class_history').addColumn('end_reason', 'integer').execute();

  await withId(db.schema.createTable('guardian_phone_change'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardian.id'))
    .addColumn('old_phone', 'text', (col) => col.notNull())
    .addColumn('new_phone', 'text', (col) => col.notNull())
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guardian_phone_change_guardian_index').on('guardian_phone_change').column('guardian_id').execute();

  await withId(db.schema.createTable('pickup_person'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('relation_type', 'integer', (col) => col.notNull())
    .addColumn('relation_name', 'text')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('pickup_person_child_index').on('pickup_person').column('child_id').execute();

  // holder_type 1: a guardian (holder_id is guardian.id), 2: a pick-up person (pickup_person.id).
  await withId(db.schema.createTable('pickup_card'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('card_no', 'text', (col) => col.notNull())
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('holder_type', 'integer', (col) => col.notNull())
    .addColumn('holder_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('bound_at', 'text', (col) => col.notNull())
    .addColumn('bound_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (col) => col.references('teacher.id'))
    .execute();
  await db.schema.createIndex('pickup_card_number_index').on('pickup_card').columns(['school_id', 'card_no']).execute();
  await db.schema.createIndex('pickup_card_child_index').on('pickup_card').columns(['child_id', 'holder_type', 'holder_id']).execute();

  await withId(db.schema.createTable('card_application'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('applicant_name', 'text', (col) => col.notNull())
    .addColumn('applicant_phone', 'text', (col) => col.notNull())
    .addColumn('relation_type', 'integer', (col) => col.notNull())
    .addColumn('amount_fen', 'integer', (col) => col.notNull())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text')
    .addColumn('issued_by', 'integer', (col) => col.references('teacher.id'))
    .addColumn('card_no', 'text')
    .execute();
  await db.schema.createIndex('card_application_school_paid_index').on('card_application').columns(['school_id', 'paid_at']).execute();

  // status 0 待分班, 1 已分班待确认 (class_id set), 2 已入园 (child_id set), 3 已删除.
  await withId(db.schema.createTable('enrolment'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sex', 'integer', (col) => col.notNull())
    .addColumn('birthday', 'text', (col) => col.notNull())
    .addColumn('ethnic_id', 'integer')
    .addColumn('grade_level', 'integer')
    .addColumn('join_date', 'text')
    .addColumn('guardian_name', 'text', (col) => col.notNull())
    .addColumn('guardian_phone', 'text', (col) => col.notNull())
    .addColumn('relation_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('class_id', 'integer', (col) => col.references('school_class.id'))
    .addColumn('child_id', 'integer', (col) => col.references('child.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('placed_at', 'text')
    .addColumn('admitted_at', 'text')
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('enrolment_school_status_index').on('enrolment').columns(['school_id', 'status']).execute();
  await db.schema.createIndex('enrolment_class_index').on('enrolment').column('class_id').execute();

  // One import of children from a workbook; the rows that failed, with their cells and messages, as JSON.
  await withId(db.schema.createTable('child_import'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('only_valid_rows', 'integer', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull())
    .addColumn('imported_rows', 'integer', (col) => col.notNull())
    .addColumn('failed_rows', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
