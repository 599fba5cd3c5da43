import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * The family page's sessions of teachers: a staff phone signed in by SMS code, acting as one of its
 * working staff rows (its school). Apart from the families' sessions and from the console's, so
 * that neither token reaches the other's calls.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('family_teacher_session'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
}
