import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/** The core model: schools, staff and roles, years and classes, children and guardians, sessions. */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('school'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('parent_id', 'integer', (col) => col.references('school.id'))
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('role'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('role_school_name_unique', ['school_id', 'name'])
    .execute();

  await db.schema
    .createTable('role_module')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('role.id').onDelete('cascade'))
    .addColumn('module_code', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('role_module_pk', ['role_id', 'module_code'])
    .execute();

  for (const table of ['department', 'post']) {
    await withId(db.schema.createTable(table))
      .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint(`${table}_school_name_unique`, ['school_id', 'name'])
      .execute();
  }

  await withId(db.schema.createTable('teacher'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sex', 'integer', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('login_name', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text')
    .addColumn('role_id', 'integer', (col) => col.references('role.id'))
    .addColumn('department_id', 'integer', (col) => col.references('department.id'))
    .addColumn('post_id', 'integer', (col) => col.references('post.id'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_group_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('birthday', 'text')
    .addColumn('entry_date', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('left_at', 'text')
    .addUniqueConstraint('teacher_school_phone_unique', ['school_id', 'phone'])
    .execute();
  await db.schema.createIndex('teacher_phone_index').on('teacher').column('phone').execute();

  await withId(db.schema.createTable('school_year'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('school_year_school_name_unique', ['school_id', 'name'])
    .execute();

  await withId(db.schema.createTable('semester'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('school_year_id', 'integer', (col) => col.notNull().references('school_year.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('grade'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('school_year_id', 'integer', (col) => col.notNull().references('school_year.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('manager_teacher_id', 'integer', (col) => col.references('teacher.id'))
    .addUniqueConstraint('grade_year_name_unique', ['school_year_id', 'name'])
    .execute();

  await withId(db.schema.createTable('school_class'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('school_year_id', 'integer', (col) => col.notNull().references('school_year.id'))
    .addColumn('grade_id', 'integer', (col) => col.notNull().references('grade.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('school_class_year_name_unique', ['school_year_id', 'name'])
    .execute();
  await db.schema.createIndex('school_class_grade_index').on('school_class').column('grade_id').execute();

  await db.schema
    .createTable('class_teacher')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_teacher_pk', ['class_id', 'teacher_id'])
    .execute();
  await db.schema.createIndex('class_teacher_teacher_index').on('class_teacher').column('teacher_id').execute();

  await withId(db.schema.createTable('child'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sex', 'integer', (col) => col.notNull())
    .addColumn('birthday', 'text')
    .addColumn('ethnic_id', 'integer')
    .addColumn('class_id', 'integer', (col) => col.references('school_class.id'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('join_date', 'text')
    .addColumn('leave_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('child_school_class_index').on('child').columns(['school_id', 'class_id']).execute();

  await withId(db.schema.createTable('guardian'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('guardian_school_phone_unique', ['school_id', 'phone'])
    .execute();

  await db.schema
    .createTable('child_guardian')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardian.id'))
    .addColumn('relation_type', 'integer', (col) => col.notNull())
    .addColumn('is_main', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('child_guardian_pk', ['child_id', 'guardian_id'])
    .execute();
  await db.schema.createIndex('child_guardian_guardian_index').on('child_guardian').column('guardian_id').execute();

  await withId(db.schema.createTable('session'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('plat_id', 'text')
    .addColumn('device_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('access_expires_at', 'text', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('successor_hash', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('session_teacher_index').on('session').column('teacher_id').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('sms_code_phone_index').on('sms_code').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await withId(db.schema.createTable('audit_log'))
    .addColumn('school_id', 'integer', (col) => col.references('school.id'))
    .addColumn('teacher_id', 'integer')
    .addColumn('call_id', 'text', (col) => col.notNull())
    .addColumn('target_ids', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_school_time_index').on('audit_log').columns(['school_id', 'created_at']).execute();
}
