import type { Kysely } from 'kysely';

/**
 * A homework's sign-offs by the homework within the school: the completion counts them homework by
 * homework, and the school-scoped query names school_id, so an index led by school_id and then the
 * homework is the one it can use (the once-per-child key starts with the homework but not the school,
 * and SQLite preferred the school's child index, reading every sign-off of the school for each homework).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('homework_sign_homework_index').on('homework_sign').columns(['school_id', 'homework_id']).execute();
}
