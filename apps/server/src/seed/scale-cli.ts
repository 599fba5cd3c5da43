import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase, refreshPlannerStatistics } from '../db/database.js';
import { storeDemoMedia } from '../modules/files/index.js';
import { seedScale } from './scale.js';

/**
 * npm run seed:scale [-- --campuses 50 --data-dir bench/data/scale]
 * Into PostgreSQL when DATABASE_URL is set (an empty database), else into its own SQLite folder,
 * never the demo's ./data.
 */
const { values } = parseArgs({ options: { campuses: { type: 'string', default: '50' }, 'data-dir': { type: 'string', default: 'bench/data/scale' } } });
const campuses = Number(values.campuses);
if (!Number.isInteger(campuses) || campuses < 1) throw new Error('--campuses must be a positive whole number');
const dataDir = path.resolve(values['data-dir']);
if (dataDir === path.resolve('data')) throw new Error('the scale data set never goes into the demo folder ./data');

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(dataDir, { recursive: true });
const database = openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, sqliteFile: path.join(dataDir, 'yuanwu.sqlite') });
await migrateToLatest(database);
const target = config.databaseUrl ? 'the PostgreSQL database' : dataDir;
if (await database.db.selectFrom('school').select('id').limit(1).executeTakeFirst()) {
  console.error(`${target} already holds schools: seed into an empty database (delete the folder, or drop and create the database)`);
  process.exit(1);
}
const started = performance.now();
await seedScale(database.db, {
  campuses,
  passwordCost: config.passwordCost,
  onCampus: (index) => console.log(`campus ${index + 1}/${campuses} seeded (${((performance.now() - started) / 1000).toFixed(0)} s)`),
});
await refreshPlannerStatistics(database);
await storeDemoMedia(database.db, { dataDir, s3: config.s3 });
const count = async (table: 'child' | 'guardian' | 'teacher' | 'schoolClass' | 'childAttendance' | 'teacherClockIn') =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const counts = { children: await count('child'), guardians: await count('guardian'), staff: await count('teacher'), classes: await count('schoolClass'), attendance: await count('childAttendance'), teacherClockIns: await count('teacherClockIn') };
console.log(`seeded ${target} in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts);
await database.destroy();
