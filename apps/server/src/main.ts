import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { clockStartingAt, systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { outboxSmsProvider, webhookSmsProvider } from './core/sms.js';
import { seedIfEmpty } from './seed/seed.js';

const config = loadConfig();
config.webDistDir ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
mkdirSync(config.dataDir, { recursive: true });

const database = openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, sqliteFile: path.join(config.dataDir, 'yuanwu.sqlite') });
await migrateToLatest(database);

const { smsWebhookUrl } = config;
const sms = smsWebhookUrl
  ? () => webhookSmsProvider(smsWebhookUrl)
  : (log: FastifyBaseLogger) => outboxSmsProvider(log, path.join(config.dataDir, 'sms-outbox.jsonl'));
const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
const app = await buildApp({ db: database.db, config, sms, clock });
// Said at every start: a pinned clock left on in production would date every record wrongly.
if (config.clockStart) app.log.warn(`the clock starts at ${config.clockStart.toISOString()} (CLOCK_START), not the system's time`);

await seedIfEmpty(database, config, clock, app.log);

const shutdown = async () => {
  await app.close();
  await database.destroy();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
