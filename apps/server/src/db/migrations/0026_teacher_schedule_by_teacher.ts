import type { Kysely } from 'kysely';

/**
 * Statistics, the daily view and a person's month read each teacher's days of a range: with only the
 * school-and-date index, SQLite walked the whole school's range once per teacher (145 ms for a campus's
 * month instead of 2).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('teacher_schedule_school_teacher_date_index').on('teacher_schedule').columns(['school_id', 'teacher_id', 'work_date']).execute();
}
