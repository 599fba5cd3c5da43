import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type Dialect,
  type KyselyConfig,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import { compilingOncePerShape, statementNameOf } from './compiled-queries.js';
import type { SqlDialect } from './migrations/dialect.js';
import { migrationsFor } from './migrations/index.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  destroy(): Promise<void>;
}

// COUNT(*) and BIGINT come back from PostgreSQL as strings; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Distinct statements kept compiled; a query with a list of ids makes one per list length, so the cache is bounded. */
const CACHED_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and compiling the SQL costs as much as running
 * a paged query; the same SQL reuses its compiled statement instead (the least recently used goes).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const statement = cache.get(sql) ?? sqlite.prepare(sql);
      cache.delete(sql);
      cache.set(sql, statement);
      if (cache.size > CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** The pool, with the statements the compiler reuses sent as named (prepared) statements. */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: string | pg.Submittable, parameters: readonly unknown[] = []) => {
      // A cursor (Kysely's stream) goes through as it is.
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
      const name = statementNameOf(sqlOrCursor);
      return client.query({ text: sqlOrCursor, values: [...parameters], ...(name ? { name } : {}) });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) wrapped.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** Kysely over a dialect as every handle of the server uses it: camelCase names, queries compiled once per shape. */
export function kyselyOver(dialect: Dialect, log?: KyselyConfig['log']): Kysely<Database> {
  return new Kysely<Database>({ ...compilingOncePerShape(dialect), log });
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file. */
export function openDatabase(options: { databaseUrl?: string; sqliteFile: string; poolSize?: number }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle client whose server went away (a restart, a dropped database) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => console.error('idle PostgreSQL client failed', error.message));
    const db = kyselyOver(new PostgresDialect({ pool: withNamedStatements(pool) }));
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = kyselyOver(new SqliteDialect({ database: withStatementCache(sqlite) }));
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrations = migrationsFor(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  if (results?.length) await refreshPlannerStatistics({ db, dialect });
}

/**
 * PostgreSQL plans from statistics it gathers on its own schedule: right after a migration or a seed
 * loads rows, it would plan as if the tables were empty (a card list took 8 s instead of 10 ms).
 */
export async function refreshPlannerStatistics({ db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<void> {
  if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
}
