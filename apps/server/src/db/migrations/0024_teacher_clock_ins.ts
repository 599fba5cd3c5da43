import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 教师考勤, what happened: clock-ins (card machine, app, 补卡), the records that excuse or add time
 * (补卡, 请假, 出差, 加班), and each scheduled day's outcome, kept on its schedule row so that statistics
 * are one aggregate over the schedule.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // kind: 1 补卡, 2 请假, 3 出差, 4 加班. Leaves and trips run from a date's half (1 上午, 2 下午) to
  // another's and count the working halves they cover; overtime and 补卡 have instants (start_at, end_at).
  await withId(db.schema.createTable('teacher_attend_record'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('leave_type_id', 'integer', (col) => col.references('leave_type.id'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('start_half', 'integer')
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('end_half', 'integer')
    .addColumn('start_at', 'text')
    .addColumn('end_at', 'text')
    .addColumn('minutes', 'integer')
    .addColumn('halves', 'integer')
    .addColumn('place', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teacher_attend_record_kind_date_index').on('teacher_attend_record').columns(['school_id', 'kind', 'start_date']).execute();
  await db.schema.createIndex('teacher_attend_record_teacher_date_index').on('teacher_attend_record').columns(['teacher_id', 'end_date']).execute();

  // source: 1 刷卡, 2 手机打卡, 3 补卡 (record_id names the 补卡 record, deleted with it).
  await withId(db.schema.createTable('teacher_clock_in'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('clock_at', 'text', (col) => col.notNull())
    .addColumn('source', 'integer', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.references('teacher_attend_record.id'))
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teacher_clock_in_teacher_time_index').on('teacher_clock_in').columns(['teacher_id', 'clock_at']).execute();

  // The day's outcome. recheck_at: when time alone may change it (a clock-in window closes, or the day
  // begins); null once settled. Halves count half days: present, absent, and which leave type or trip
  // covers the morning and the afternoon.
  const outcome: [string, 'integer' | 'text', boolean][] = [
    ['day_status', 'integer', true],
    ['recheck_at', 'text', false],
    ['late_count', 'integer', true],
    ['late_minutes', 'integer', true],
    ['early_count', 'integer', true],
    ['early_minutes', 'integer', true],
    ['missing_count', 'integer', true],
    ['present_halves', 'integer', true],
    ['absent_halves', 'integer', true],
    ['am_leave_type_id', 'integer', false],
    ['pm_leave_type_id', 'integer', false],
    ['am_trip', 'integer', true],
    ['pm_trip', 'integer', true],
  ];
  for (const [column, type, counted] of outcome) {
    await db.schema
      .alterTable('teacher_schedule')
      .addColumn(column, type, (col) => (counted ? col.notNull().defaultTo(0) : col))
      .execute();
  }
  // Days scheduled before: computed when first read (a date sorts before any instant of that day).
  await sql`update teacher_schedule set recheck_at = work_date`.execute(db);
  await db.schema.createIndex('teacher_schedule_recheck_index').on('teacher_schedule').columns(['school_id', 'recheck_at']).execute();
}
