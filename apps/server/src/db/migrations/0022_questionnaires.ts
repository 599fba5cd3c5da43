import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Questionnaires (问卷调查): a school's surveys with their questions and options, and the answers:
 * one response per respondent (guardian or teacher) per round, unique so that two submits at once
 * keep one, with the class, grade and child it was given for kept as they were then.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('questionnaire'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('school_ids', 'text', (col) => col.notNull())
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('user_type', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('loop_type', 'integer', (col) => col.notNull())
    .addColumn('week_day', 'text', (col) => col.notNull())
    .addColumn('month_day', 'text', (col) => col.notNull())
    .addColumn('loop_day', 'integer', (col) => col.notNull())
    .addColumn('is_publish', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.notNull())
    .addColumn('adder_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('questionnaire_school_index').on('questionnaire').columns(['school_id', 'start_date']).execute();

  await withId(db.schema.createTable('questionnaire_question'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('questionnaire_id', 'integer', (col) => col.notNull().references('questionnaire.id'))
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .addColumn('question_type', 'integer', (col) => col.notNull())
    .addColumn('question_name', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('tip_content', 'text', (col) => col.notNull())
    .addColumn('is_must_answer', 'integer', (col) => col.notNull())
    .addColumn('is_relation_teacher', 'integer', (col) => col.notNull())
    .addColumn('max_selection', 'integer', (col) => col.notNull())
    .addColumn('is_limit_selection', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('questionnaire_question_index').on('questionnaire_question').columns(['questionnaire_id', 'order_num']).execute();

  await withId(db.schema.createTable('questionnaire_option'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questionnaire_question.id'))
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .addColumn('option_content', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .execute();
  await db.schema.createIndex('questionnaire_option_index').on('questionnaire_option').columns(['question_id', 'order_num']).execute();

  // school_id is the questionnaire's; a head school's survey is answered in its branches too.
  await withId(db.schema.createTable('questionnaire_response'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('questionnaire_id', 'integer', (col) => col.notNull().references('questionnaire.id'))
    .addColumn('round_key', 'text', (col) => col.notNull())
    .addColumn('respondent_type', 'integer', (col) => col.notNull())
    .addColumn('respondent_id', 'integer', (col) => col.notNull())
    .addColumn('respondent_school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('respondent_name', 'text', (col) => col.notNull())
    .addColumn('child_id', 'integer')
    .addColumn('child_name', 'text', (col) => col.notNull())
    .addColumn('class_id', 'integer')
    .addColumn('class_name', 'text', (col) => col.notNull())
    .addColumn('grade_id', 'integer')
    .addColumn('grade_name', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('questionnaire_response_once_unique', ['questionnaire_id', 'round_key', 'respondent_type', 'respondent_id'])
    .execute();

  await withId(db.schema.createTable('questionnaire_answer'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('response_id', 'integer', (col) => col.notNull().references('questionnaire_response.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questionnaire_question.id'))
    .addColumn('option_id', 'integer', (col) => col.references('questionnaire_option.id'))
    .addColumn('content', 'text')
    .addColumn('teacher_id', 'integer')
    .addColumn('teacher_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('questionnaire_answer_question_index').on('questionnaire_answer').columns(['question_id', 'option_id']).execute();
  await db.schema.createIndex('questionnaire_answer_response_index').on('questionnaire_answer').columns(['response_id']).execute();
}
