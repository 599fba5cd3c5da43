import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 教师考勤, its settings and schedule: shifts (班次) with their work periods, attendance groups
 * (考勤组) with their work loop and members, leave types, and the scheduled shift of each teacher on
 * each day (排班), which the day's attendance status is computed from.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // status: 1 有效, 0 无效. A deleted shift stays for the past days scheduled on it (deleted_at).
  await withId(db.schema.createTable('teacher_shift'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('late_minutes', 'integer', (col) => col.notNull())
    .addColumn('early_minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  // Minutes from the scheduled day's 00:00: a night shift's end passes 1440.
  await db.schema
    .createTable('teacher_shift_period')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('shift_id', 'integer', (col) => col.notNull().references('teacher_shift.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('start_minute', 'integer', (col) => col.notNull())
    .addColumn('end_minute', 'integer', (col) => col.notNull())
    .addColumn('sign_in_before', 'integer', (col) => col.notNull())
    .addColumn('sign_out_after', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teacher_shift_period_pk', ['shift_id', 'seq'])
    .execute();

  // loop_type: 1 按周, 2 按天轮班.
  await withId(db.schema.createTable('attend_group'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('loop_type', 'integer', (col) => col.notNull())
    .addColumn('loop_start_date', 'text')
    .addColumn('follow_holidays', 'integer', (col) => col.notNull())
    .addColumn('sign_by_card', 'integer', (col) => col.notNull())
    .addColumn('sign_by_app', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('attend_group_school_name_unique').on('attend_group').columns(['school_id', 'name']).unique().execute();

  // A null shift is a day of rest.
  await db.schema
    .createTable('attend_group_loop')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('attend_group.id'))
    .addColumn('day_index', 'integer', (col) => col.notNull())
    .addColumn('shift_id', 'integer', (col) => col.references('teacher_shift.id'))
    .addPrimaryKeyConstraint('attend_group_loop_pk', ['group_id', 'day_index'])
    .execute();

  // A teacher is in at most one group: the teacher is the key.
  await db.schema
    .createTable('attend_group_member')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.primaryKey().references('teacher.id'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('attend_group.id'))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('attend_group_member_group_index').on('attend_group_member').columns(['group_id']).execute();

  // status: 1 启用, 0 停用. A deleted type stays for the leave records that name it (deleted_at).
  await withId(db.schema.createTable('leave_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('half_day', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  // One row per teacher and day; no row is 未排班, a null shift 休息. group_id is the group the day was
  // planned for (no foreign key: a deleted group's past days stay as they were). source: 1 智能, 2 手动.
  await db.schema
    .createTable('teacher_schedule')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('work_date', 'text', (col) => col.notNull())
    .addColumn('group_id', 'integer', (col) => col.notNull())
    .addColumn('shift_id', 'integer', (col) => col.references('teacher_shift.id'))
    .addColumn('source', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teacher_schedule_pk', ['teacher_id', 'work_date'])
    .execute();
  // Statistics and the day's status read a school's days by date; the month grid a group's.
  await db.schema.createIndex('teacher_schedule_school_date_index').on('teacher_schedule').columns(['school_id', 'work_date']).execute();
  await db.schema.createIndex('teacher_schedule_group_date_index').on('teacher_schedule').columns(['group_id', 'work_date']).execute();
  await db.schema.createIndex('teacher_schedule_shift_date_index').on('teacher_schedule').columns(['shift_id', 'work_date']).execute();
}
