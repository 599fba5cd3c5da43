/**
 * What the database says when a write breaks a constraint: SQLite (better-sqlite3) names it in
 * `code`, PostgreSQL gives the SQLSTATE. The services check first; these catch the rare race, or
 * references from modules that do not exist yet, so that the answer is a rule refusal, never a 500.
 */
const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? String(error.code) : '');

export const isUniqueViolation = (error: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(codeOf(error));
export const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));
