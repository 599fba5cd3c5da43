import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js';
import type { SqlDialect } from '../db/migrations/dialect.js';
import { seedDemo } from '../seed/demo.js';
import { TEST_PASSWORD_COST } from './factories.js';

/** Every test file runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDialects: SqlDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** The day the demo tests live on: the demo's figures (attendance up to yesterday) depend on it. */
export const DEMO_TEST_DAY = new Date('2026-11-22T08:00:00Z');

/** What a test database holds when a test gets it: the schema only, or the demo kindergarten too. */
export type TestDatabaseContents = 'migrated' | 'demo';

export const seedTestDemo = (handle: DatabaseHandle) => seedDemo(handle.db, { passwordCost: TEST_PASSWORD_COST, today: DEMO_TEST_DAY });

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL databases that test databases are copied from, made once per run (database-templates.ts). */
    postgresTemplates: Record<TestDatabaseContents, string> | null;
  }
}

/**
 * A fresh database: in memory for SQLite, migrated (and seeded) on the spot; on PostgreSQL a throwaway
 * copy of the run's template, since migrating and seeding there cost seconds a test.
 */
export async function openTestDatabase(dialect: SqlDialect, contents: TestDatabaseContents = 'migrated'): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    if (contents === 'demo') await seedTestDemo(handle);
    return handle;
  }
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('PostgreSQL tests need the templates of database-templates.ts (the server project’s globalSetup)');
  return openPostgresCopy(templates[contents]);
}

/** A throwaway database on the TEST_DATABASE_URL server, copied from a template or empty; dropped on destroy. */
export async function openPostgresCopy(template?: string): Promise<DatabaseHandle & { name: string }> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `yuanwu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  return {
    ...handle,
    name,
    async destroy() {
      await handle.destroy();
      await dropPostgresDatabase(name);
    },
  };
}

export const dropPostgresDatabase = (name: string) => adminQuery(new URL(process.env.TEST_DATABASE_URL!), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

async function adminQuery(serverUrl: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
