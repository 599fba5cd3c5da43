import type { Kysely } from 'kysely';

/**
 * When each class of a questionnaire's round (or a school's staff without a class) was last
 * reminded to answer: kept in the database, so that the pause between two reminders holds across
 * servers, and claimed row by row in one statement, so that two reminders at once text a family once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questionnaire_reminder')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('questionnaire_id', 'integer', (col) => col.notNull().references('questionnaire.id'))
    .addColumn('round_key', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('reminded_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('questionnaire_reminder_pk', ['questionnaire_id', 'round_key', 'target'])
    .execute();
}
