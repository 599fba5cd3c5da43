import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { refreshPlannerStatistics, type DatabaseHandle } from '../db/database.js';
import { storeDemoMedia } from '../modules/files/index.js';
import { seedDemo } from './demo.js';

/**
 * On first start: the demo kindergarten, or nothing (SEED=none) until `npm run create-admin`. The
 * demo's records run up to the day before the server's today, so it reads the server's clock. Its
 * photos and video then go into the file store, where its file rows name them.
 */
export async function seedIfEmpty(database: DatabaseHandle, config: Pick<Config, 'seed' | 'passwordCost' | 'dataDir' | 's3'>, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const existing = await database.db.selectFrom('school').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  if (config.seed === 'none') {
    log.warn('no school yet: create the first administrator with `npm run create-admin`');
    return;
  }
  await seedDemo(database.db, { passwordCost: config.passwordCost, today: clock.now() });
  await storeDemoMedia(database.db, config);
  await refreshPlannerStatistics(database);
  log.info('seeded the demo kindergarten: log in as 13800000000 / Demo@2026');
}
