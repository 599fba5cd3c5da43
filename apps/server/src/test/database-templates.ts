import type { TestProject } from 'vitest/node';
import { migrateToLatest, refreshPlannerStatistics, type DatabaseHandle } from '../db/database.js';
import { dropPostgresDatabase, openPostgresCopy, seedTestDemo } from './databases.js';

/** A database filled once and closed, since PostgreSQL copies only a template nobody is connected to. */
async function makeTemplate(fill: (handle: DatabaseHandle) => Promise<void>, from?: string): Promise<string> {
  const database = await openPostgresCopy(from);
  try {
    await fill(database);
  } finally {
    await database.db.destroy();
  }
  return database.name;
}

/**
 * The server tests' globalSetup: on PostgreSQL, migrates one database and seeds the demo into a copy of
 * it, once per run; every test database is then a copy of one of them (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    project.provide('postgresTemplates', null);
    return;
  }
  const migrated = await makeTemplate(migrateToLatest);
  const demo = await makeTemplate(async (handle) => {
    await seedTestDemo(handle);
    await refreshPlannerStatistics(handle);
  }, migrated);
  project.provide('postgresTemplates', { migrated, demo });
  return async () => {
    await dropPostgresDatabase(demo);
    await dropPostgresDatabase(migrated);
  };
}
