import { setImmediate } from 'node:timers/promises';

/** Rows in groups by a key, each group in the rows' order (Map.groupBy arrives with Node 21). */
export function groupedBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * Rows per multi-row statement: well under SQLite's 32,766 and PostgreSQL's 65,535 bound
 * parameters, and small enough that building one statement (synchronous, in Kysely) holds the
 * event loop for a few milliseconds only, while other schools' calls wait.
 */
const ROWS_PER_STATEMENT = 100;

/**
 * The rows in slices of one statement each, with a turn of the event loop between slices:
 * better-sqlite3 answers synchronously, so a write of thousands of rows would otherwise hold
 * every other call until it ends.
 */
export async function* inBatches<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await setImmediate();
    yield rows.slice(start, start + size);
  }
}
