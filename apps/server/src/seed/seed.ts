import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { refreshPlannerStatistics, type DatabaseHandle } from '../db/database.js';
import { storeDemoMedia } from '../modules/files/index.js';
import { seedDemo } from './demo.js';

type SeedConfig = Pick<Config, 'seed' | 'passwordCost' | 'dataDir' | 's3'>;

/** The PostgreSQL advisory lock servers starting on one database take around the first start's seed. */
const SEED_LOCK = 'yuanwu:seed-if-empty';

/**
 * On first start: the demo kindergarten, or nothing (SEED=none) until `npm run create-admin`. The
 * demo's records run up to the day before the server's today, so it reads the server's clock. Its
 * photos and video then go into the file store, where its file rows name them.
 *
 * Servers that start together on one empty PostgreSQL database would each find no school and each
 * seed, so there the check and the seed hold an advisory lock: the second waits, then finds the
 * school. The seed commits its own transaction and stores the media after it, which a transaction's
 * lock would not cover; so it is a session's lock, on one connection that does all the work (one
 * connection, whatever the pool's size), and PostgreSQL lets go of it should the server die. On
 * SQLite the file is one process's.
 */
export async function seedIfEmpty(database: DatabaseHandle, config: SeedConfig, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  if (database.dialect === 'sqlite') return seedUnlessSchool(database, config, clock, log);
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${SEED_LOCK}))`.execute(connection);
    try {
      await seedUnlessSchool({ db: connection, dialect: database.dialect }, config, clock, log);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${SEED_LOCK}))`.execute(connection);
    }
  });
}

async function seedUnlessSchool(database: Pick<DatabaseHandle, 'db' | 'dialect'>, config: SeedConfig, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const { db } = database;
  const existing = await db.selectFrom('school').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  if (config.seed === 'none') {
    log.warn('no school yet: create the first administrator with `npm run create-admin`');
    return;
  }
  await seedDemo(db, { passwordCost: config.passwordCost, today: clock.now() });
  await storeDemoMedia(db, config);
  await refreshPlannerStatistics(database);
  log.info('seeded the demo kindergarten: log in as 13800000000 / Demo@2026');
}
