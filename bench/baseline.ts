/**
 * The baselines of the benchmark, in a process of their own pinned to the server's core: a bare
 * Fastify app over the scale data set that runs, through cached better-sqlite3 statements, exactly
 * the SQL the server's handlers run (captured once through Kysely's log), and the raw operations
 * the heavier workloads are compared with (CSV, one-transaction insert, crypto.scrypt).
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { SqliteDialect, type LogEvent } from 'kysely';
import { scrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DataScope, moduleCatalogue } from '@yuanwu/shared';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { kyselyOver } from '../apps/server/src/db/database.js';
import type { SessionContext } from '../apps/server/src/http/context.js';
import { scopeToSchool } from '../apps/server/src/module-list.js';
import { createServices, mountedGroups } from '../apps/server/src/services.js';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo.js';
import type { ImportRow } from './import-rows.js';
import { summarize } from './stats.js';
import type { SessionIdentity } from '../apps/server/src/core/session-identity.js';

const dataDir = process.env.DATA_DIR!;
const sqlite = new SQLite(path.join(dataDir, 'yuanwu.sqlite'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}
let capturing: Captured[] | null = null;
const logged = (event: LogEvent) => {
  capturing?.push({ sql: event.query.sql, parameters: event.query.parameters });
};
const db = kyselyOver(new SqliteDialect({ database: sqlite }), logged);
const config = { ...loadConfig({ DATA_DIR: dataDir, SEED: 'none' }), logLevel: 'warn' };
const services = createServices({ db, schoolDb: (schoolId) => scopeToSchool(db, schoolId), clock: systemClock, config, sms: { send: async () => undefined } });
const handlers = new Map(mountedGroups(services).flatMap((group) => Object.entries(group.endpoints).map(([key, endpoint]) => [endpoint.id, { endpoint, handler: group.handlers[key]! }])));

/** The group administrator of the head campus: every module, as the bench's token is. */
async function adminSession(): Promise<SessionIdentity> {
  const admin = await db.selectFrom('teacher').select(['id', 'accountId', 'schoolId', 'roleId']).where('phone', '=', DEMO_ACCOUNTS.headAdmin).executeTakeFirstOrThrow();
  const modules = new Set(moduleCatalogue.map((group) => group.code));
  return { sessionId: 0, accountId: admin.accountId, teacherId: admin.id, schoolId: admin.schoolId, homeSchoolId: admin.schoolId, roleId: admin.roleId, modules, isGroupAdmin: true, dataScope: DataScope.SCHOOL, classesInReach: null, mustChangePassword: false };
}
const session = await adminSession();

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** A call's SQL as cached statements, with the column names the server's CamelCasePlugin gives. */
interface Prepared {
  statements: { statement: SQLite.Statement; parameters: unknown[]; keys: string[] }[];
  /** The statement that returned the most rows: the one an export writes out. */
  largest: number;
}
const prepared = new Map<string, Prepared>();

/** Runs the handler of `callId` once with logging on, and caches what it ran. */
async function prepareCall(name: string, callId: string, rawInput: Record<string, unknown>): Promise<string[]> {
  const found = handlers.get(callId);
  if (!found) throw new Error(`no call ${callId}`);
  const input = found.endpoint.input.parse(rawInput);
  const context = { requestId: 'bench', ip: '127.0.0.1', log: undefined as never, session, db: scopeToSchool(db, session.schoolId) } satisfies SessionContext;
  capturing = [];
  try {
    await found.handler(input, context);
  } finally {
    const queries = capturing;
    capturing = null;
    const statements = queries.map((query) => {
      const statement = sqlite.prepare(query.sql);
      const keys = statement.reader ? statement.columns().map((column) => camel(column.name)) : [];
      return { statement, parameters: [...query.parameters], keys };
    });
    const rowCounts = statements.map(({ statement, parameters }) => (statement.reader ? statement.all(...parameters).length : 0));
    prepared.set(name, { statements, largest: rowCounts.indexOf(Math.max(...rowCounts)) });
  }
  return prepared.get(name)!.statements.map((entry) => entry.statement.source);
}

/** Every statement of the call, rows keyed as the server keys them. */
function runCall(name: string): unknown[][] {
  return prepared.get(name)!.statements.map(({ statement, parameters, keys }) => {
    if (!statement.reader) return [statement.run(...parameters)];
    return (statement.raw(true).all(...parameters) as unknown[][]).map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])));
  });
}

/** Calls of a round run back to back for `ms`; the time of each round. */
function timeRounds(names: string[], ms: number): number[] {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const start = performance.now();
    for (const name of names) runCall(name);
    times.push(performance.now() - start);
  }
  return times;
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows of the call's largest statement as CSV, row by row from the cursor. */
function* csvOf(name: string): Generator<string> {
  const call = prepared.get(name)!;
  const { statement, parameters, keys } = call.statements[call.largest]!;
  yield `${keys.join(',')}\n`;
  for (const row of statement.raw(true).iterate(...parameters) as Iterable<unknown[]>) yield `${row.map(csvCell).join(',')}\n`;
}

/** The rows an import makes (child, guardians, relations, class record), inserted in one transaction and rolled back. */
function rawInsert(schoolId: number, rows: ImportRow[]): number {
  const child = sqlite.prepare('insert into child (school_id, name, sex, birthday, ethnic_id, class_id, status, join_date, created_at) values (?, ?, ?, ?, 1, ?, 0, ?, ?)');
  const guardian = sqlite.prepare('insert into guardian (school_id, name, phone, created_at) values (?, ?, ?, ?)');
  const relation = sqlite.prepare('insert into child_guardian (school_id, child_id, guardian_id, relation_type, is_main) values (?, ?, ?, ?, ?)');
  const history = sqlite.prepare('insert into child_class_history (school_id, child_id, class_id, start_date) values (?, ?, ?, ?)');
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const start = performance.now();
  sqlite.exec('begin');
  try {
    for (const row of rows) {
      const childId = child.run(schoolId, row.name, row.sex, row.birthday, row.classId, today, now).lastInsertRowid;
      history.run(schoolId, childId, row.classId, today);
      row.guardians.forEach((entry, index) => {
        const guardianId = guardian.run(schoolId, entry.name, entry.phone, now).lastInsertRowid;
        relation.run(schoolId, childId, guardianId, entry.relationType, index === 0 ? 1 : 0);
      });
    }
    return performance.now() - start;
  } finally {
    sqlite.exec('rollback');
  }
}

/** scrypt at the login's parameters, `concurrency` at a time for `ms`: hashes a second. */
async function scryptRate(ms: number, concurrency: number, cost: number): Promise<number> {
  const options = { N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 2 ** cost * 8 };
  const until = performance.now() + ms;
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await new Promise((resolve, reject) => scrypt('Demo@2026', 'bench-salt-16byte', 64, options, (error) => (error ? reject(error) : resolve(null))));
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

// The import workload's rows arrive in one body.
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
/** The bare app's build, as a static server would give it (the server's own static plugin is not a dependency here). */
app.get<{ Params: { '*': string } }>('/bare/*', async (request, reply) => {
  const file = path.join(process.env.BARE_APP_DIR!, path.normalize(`/${request.params['*'] || 'index.html'}`));
  return reply.type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream').send(await readFile(file));
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.post<{ Body: { name: string; callId: string; input: Record<string, unknown> } }>('/prepare', async (request) => ({
  sql: await prepareCall(request.body.name, request.body.callId, request.body.input),
}));
app.get<{ Params: { name: string } }>('/run/:name', async (request) => ({ code: 200, message: '成功', data: runCall(request.params.name) }));
app.get<{ Querystring: { names: string; ms: string } }>('/rounds', async (request) => summarize(timeRounds(request.query.names.split(','), Number(request.query.ms))));
app.get<{ Params: { name: string } }>('/csv/:name', (request, reply) => reply.type('text/csv; charset=utf-8').send(Readable.from(csvOf(request.params.name))));
app.post<{ Body: { schoolId: number; rows: ImportRow[] } }>('/raw-insert', async (request) => ({ ms: rawInsert(request.body.schoolId, request.body.rows) }));
app.get<{ Querystring: { ms: string; concurrency: string; cost: string } }>('/scrypt', async (request) => ({
  perSecond: await scryptRate(Number(request.query.ms), Number(request.query.concurrency), Number(request.query.cost)),
}));
app.get<{ Params: { name: string } }>('/plan/:name', async (request) =>
  prepared.get(request.params.name)!.statements.map(({ statement, parameters }) => ({
    sql: statement.source,
    plan: (sqlite.prepare(`explain query plan ${statement.source}`).all(...parameters) as { detail: string }[]).map((row) => row.detail),
  })),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
