import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Teaching research records (教研) of five kinds, with the staff taking part and the attached files.
 * A record keeps its day, not a semester: the semester and week it falls in are read from the
 * school year's dates, so editing or removing semesters never leaves a record pointing nowhere.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // kind: 1 教研计划, 2 教研研讨, 3 业务学习, 4 试教/观摩, 5 其他.
  await withId(db.schema.createTable('teach_research'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('research_date', 'text', (col) => col.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('place', 'text')
    .addColumn('organizer_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_by', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The lists read one kind over a period, newest first; a teacher's records by organizer or participant.
  await db.schema.createIndex('teach_research_kind_date_index').on('teach_research').columns(['school_id', 'kind', 'research_date']).execute();
  await db.schema.createIndex('teach_research_organizer_index').on('teach_research').columns(['organizer_id', 'research_date']).execute();

  await db.schema
    .createTable('teach_research_participant')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('research_id', 'integer', (col) => col.notNull().references('teach_research.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addPrimaryKeyConstraint('teach_research_participant_pk', ['research_id', 'teacher_id'])
    .execute();
  await db.schema.createIndex('teach_research_participant_teacher_index').on('teach_research_participant').column('teacher_id').execute();

  await db.schema
    .createTable('teach_research_attachment')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('research_id', 'integer', (col) => col.notNull().references('teach_research.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('teach_research_attachment_pk', ['research_id', 'file_id'])
    .execute();
}
