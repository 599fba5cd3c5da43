import type { FastifyBaseLogger } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { DEMO_TEST_DAY, openPostgresCopy } from '../test/databases.js';
import { TEST_PASSWORD_COST } from '../test/factories.js';
import { testClock } from '../test/test-app.js';
import { seedIfEmpty } from './seed.js';

/** Two servers starting at once on one empty PostgreSQL database, each with its own pool and data folder. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the first start of two servers on one empty PostgreSQL database', () => {
  let database: DatabaseHandle;
  let secondPool: DatabaseHandle;
  let dataDirs: string[] = [];

  beforeAll(async () => {
    const copy = await openPostgresCopy(inject('postgresTemplates')!.migrated);
    database = copy;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${copy.name}`;
    secondPool = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'yuanwu-seed-'))));
  });

  afterAll(async () => {
    await secondPool?.destroy();
    await database?.destroy();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo once: the second waits for the first, then finds the school', async () => {
    const seededBy: number[] = [];
    const start = (handle: DatabaseHandle, server: number) => {
      const config = { ...loadConfig({ SEED: 'demo' }), dataDir: dataDirs[server]!, passwordCost: TEST_PASSWORD_COST };
      const log = { info: () => seededBy.push(server), warn: () => {} } as unknown as FastifyBaseLogger;
      return seedIfEmpty(handle, config, testClock(DEMO_TEST_DAY.getTime()), log);
    };
    await Promise.all([start(database, 0), start(secondPool, 1)]);

    expect(seededBy).toHaveLength(1);
    const schools = await database.db.selectFrom('school').select('name').orderBy('id').execute();
    expect(schools.map((school) => school.name)).toEqual(['阳光幼儿园', '阳光幼儿园（东湖分园）']);
  }, 180_000);
});
