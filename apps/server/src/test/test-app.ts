import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Clock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { memorySmsProvider } from '../core/sms.js';
import type { DatabaseHandle } from '../db/database.js';
import type { SqlDialect } from '../db/migrations/dialect.js';
import { storeDemoMedia } from '../modules/files/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_TEST_DAY, openTestDatabase } from './databases.js';
import { ALL_MODULES, factories, TEST_PASSWORD, TEST_PASSWORD_COST } from './factories.js';

export const LEGACY_APP = { appId: 'test-app', key: 'test-app-key' };

/** Nothing a test writes may land in the working tree. */
const testDataDir = () => path.join(tmpdir(), `yuanwu-test-${randomBytes(6).toString('hex')}`);

/** A clock that tests move by hand. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & { advance(seconds: number): void };
}

/**
 * The real app on a fresh database with two schools that must never see each other's rows:
 * school A (with a branch) and school B, an administrator in each, and a teacher with fewer modules.
 */
export async function createTestApp(dialect: SqlDialect, overrides: Partial<Config> = {}) {
  const database: DatabaseHandle = await openTestDatabase(dialect);
  const sms = memorySmsProvider();
  const clock = testClock();
  const config: Config = {
    ...loadConfig({ SEED: 'none' }),
    dataDir: testDataDir(),
    passwordCost: TEST_PASSWORD_COST,
    legacyApps: { [LEGACY_APP.appId]: LEGACY_APP.key },
    webDistDir: undefined,
    ...overrides,
  };
  const app = await buildApp({ db: database.db, config, sms: () => sms, clock, logger: false });
  const make = factories(database.db);
  const schoolA = await make.school('甲幼儿园');
  const branchA = await make.school('甲幼儿园分园', schoolA);
  const schoolB = await make.school('乙幼儿园');
  const adminRoleA = await make.role(schoolA, ALL_MODULES, '园长');
  const teacherRoleA = await make.role(schoolA, ['Home', 'ChildManage.Child'], '教师');
  const adminRoleB = await make.role(schoolB, ALL_MODULES, '园长');
  const people = {
    adminA: { phone: '13700000001', id: await make.teacher(schoolA, { phone: '13700000001', roleId: adminRoleA, name: '甲园长', groupAdmin: true }) },
    teacherA: { phone: '13700000002', id: await make.teacher(schoolA, { phone: '13700000002', roleId: teacherRoleA, name: '甲老师' }) },
    adminB: { phone: '13700000003', id: await make.teacher(schoolB, { phone: '13700000003', roleId: adminRoleB, name: '乙园长' }) },
  };

  async function call(method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      query: options.query,
      headers: { ...(options.token ? { auth: options.token } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() as Record<string, any> };
  }

  async function login(phone: string, password = TEST_PASSWORD): Promise<string> {
    const { body } = await call('POST', '/javaApi/login/validLogin', { body: { account: phone, password } });
    if (body.code !== 200) throw new Error(`login of ${phone} failed: ${body.message}`);
    return body.data.token as string;
  }

  return {
    app: app as FastifyInstance,
    db: database.db,
    dialect,
    sms,
    clock,
    config,
    make,
    schools: { schoolA, branchA, schoolB },
    people,
    call,
    login,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The demo kindergarten seeded on DEMO_TEST_DAY, served by an app whose clock stands on that day, with
 * the demo's photos and video in its file store.
 */
export async function createDemoApp(dialect: SqlDialect) {
  const database = await openTestDatabase(dialect, 'demo');
  const config: Config = { ...loadConfig({}), dataDir: testDataDir(), passwordCost: TEST_PASSWORD_COST };
  await storeDemoMedia(database.db, config);
  const app = await buildApp({ db: database.db, clock: testClock(DEMO_TEST_DAY.getTime()), config, sms: () => memorySmsProvider(), logger: false });
  return {
    database,
    app,
    /** A session token of a demo account (the head school's administrator unless named). */
    async login(account: string = DEMO_ACCOUNTS.headAdmin): Promise<string> {
      const answer = await app.inject({ method: 'POST', url: '/javaApi/login/validLogin', payload: { account, password: DEMO_PASSWORD } });
      return answer.json().data.token;
    },
    async close() {
      await app.close();
      await database.destroy();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type DemoApp = Awaited<ReturnType<typeof createDemoApp>>;

/**
 * The demo app of one describe block: made before its tests, closed after them, signed in as the
 * head school's administrator. `body` answers a GET's envelope, `data` its data in either family.
 */
export function demoForTests(dialect: SqlDialect) {
  let demo: DemoApp | undefined;
  let token = '';
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
  });
  afterAll(() => demo?.close());
  const made = () => {
    if (!demo) throw new Error('the demo app is made before the tests');
    return demo;
  };
  const body = async (url: string, query: Record<string, string> = {}) => (await made().app.inject({ method: 'GET', url, headers: { auth: token }, query })).json();
  return {
    body,
    data: async (url: string, query: Record<string, string> = {}) => {
      const answer = await body(url, query);
      return url.startsWith('/api/') ? answer.Data : answer.data;
    },
    inject: (options: InjectOptions) => made().app.inject(options),
  };
}
