import { sql, type Expression, type SqlBool } from 'kysely';

/** LIKE's wildcards and its escape character, each to be matched as itself. */
const escapedForLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Whether a text column contains what someone typed in a search box, as typed: a % or _ searches
 * for itself, not for everything. The ESCAPE clause is spelled out because SQLite has no default.
 */
export const containsText = (column: Expression<string | null>, text: string): Expression<SqlBool> =>
  sql<SqlBool>`${column} like ${`%${escapedForLike(text)}%`} escape '\\'`;
