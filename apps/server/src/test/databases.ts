import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js';
import type { SqlDialect } from '../db/migrations/dialect.js';

/** Every test file runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDialects: SqlDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fresh, migrated database: in memory for SQLite, a throwaway database on the PostgreSQL server. */
export async function openTestDatabase(dialect: SqlDialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    return handle;
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `yuanwu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  await migrateToLatest(handle);
  return {
    ...handle,
    async destroy() {
      await handle.destroy();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
