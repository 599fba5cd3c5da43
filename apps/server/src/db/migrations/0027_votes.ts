import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Vote activities (投票活动): an activity with its enrolment and voting dates, object types and
 * limits; the people, departments, grades and classes its ranges choose; the entries (one per
 * teacher or child and activity, unique so that two joins at once keep one) with their pictures;
 * each voter's votes in all and per day, kept as counters that a vote raises only while they stay
 * within the limits (one statement, so that votes at once never pass them); and the ballots.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('vote_activity'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_name', 'text', (col) => col.notNull())
    .addColumn('activity_intro', 'text')
    .addColumn('show_mode', 'integer', (col) => col.notNull())
    .addColumn('is_open_enroll', 'integer', (col) => col.notNull())
    .addColumn('enroll_object_type', 'integer', (col) => col.notNull())
    .addColumn('enroll_start_time', 'text', (col) => col.notNull())
    .addColumn('enroll_end_time', 'text', (col) => col.notNull())
    .addColumn('is_open_vote', 'integer', (col) => col.notNull())
    .addColumn('vote_mode', 'integer', (col) => col.notNull())
    .addColumn('vote_object_type', 'integer', (col) => col.notNull())
    .addColumn('vote_start_time', 'text', (col) => col.notNull())
    .addColumn('vote_end_time', 'text', (col) => col.notNull())
    .addColumn('is_batch_vote', 'integer', (col) => col.notNull())
    .addColumn('everyone_votes', 'integer', (col) => col.notNull())
    .addColumn('everyday_vote_count', 'integer', (col) => col.notNull())
    .addColumn('is_void', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('adder_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vote_activity_school_index').on('vote_activity').columns(['school_id', 'created_at']).execute();

  // phase 1 enrolment, 2 voting; select_kind 1 person (object_type 1 teacher, 2 child), 2 department, 3 grade, 4 class.
  await withId(db.schema.createTable('vote_range'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('vote_activity.id'))
    .addColumn('phase', 'integer', (col) => col.notNull())
    .addColumn('select_kind', 'integer', (col) => col.notNull())
    .addColumn('object_type', 'integer', (col) => col.notNull())
    .addColumn('object_id', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vote_range_activity_index').on('vote_range').columns(['activity_id', 'phase']).execute();

  await withId(db.schema.createTable('vote_joiner'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('vote_activity.id'))
    .addColumn('object_type', 'integer', (col) => col.notNull())
    .addColumn('object_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('video_file_id', 'integer', (col) => col.references('file.id'))
    .addColumn('adder_teacher_id', 'integer')
    .addColumn('adder_guardian_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('vote_joiner_once_unique', ['activity_id', 'object_type', 'object_id'])
    .execute();

  await withId(db.schema.createTable('vote_joiner_file'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('joiner_id', 'integer', (col) => col.notNull().references('vote_joiner.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vote_joiner_file_index').on('vote_joiner_file').columns(['joiner_id', 'order_num']).execute();

  // voter_type 1 teacher (voter_id the staff id), 2 child (the child's guardians vote for the child).
  await withId(db.schema.createTable('vote_voter'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('vote_activity.id'))
    .addColumn('voter_type', 'integer', (col) => col.notNull())
    .addColumn('voter_id', 'integer', (col) => col.notNull())
    .addColumn('votes', 'integer', (col) => col.notNull())
    .addColumn('last_voted_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('vote_voter_once_unique', ['activity_id', 'voter_type', 'voter_id'])
    .execute();

  await withId(db.schema.createTable('vote_voter_day'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('vote_activity.id'))
    .addColumn('voter_type', 'integer', (col) => col.notNull())
    .addColumn('voter_id', 'integer', (col) => col.notNull())
    .addColumn('vote_day', 'text', (col) => col.notNull())
    .addColumn('votes', 'integer', (col) => col.notNull())
    .addUniqueConstraint('vote_voter_day_once_unique', ['activity_id', 'voter_type', 'voter_id', 'vote_day'])
    .execute();

  await withId(db.schema.createTable('vote_ballot'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('vote_activity.id'))
    .addColumn('joiner_id', 'integer', (col) => col.notNull().references('vote_joiner.id'))
    .addColumn('voter_type', 'integer', (col) => col.notNull())
    .addColumn('voter_id', 'integer', (col) => col.notNull())
    .addColumn('guardian_id', 'integer')
    .addColumn('vote_day', 'text', (col) => col.notNull())
    .addColumn('voted_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vote_ballot_joiner_index').on('vote_ballot').columns(['activity_id', 'joiner_id']).execute();
  await db.schema.createIndex('vote_ballot_voter_index').on('vote_ballot').columns(['joiner_id', 'voter_type', 'voter_id']).execute();
}
