import { ErrorCode, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { memorySmsProvider } from '../core/sms.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { openPostgresCopy } from './databases.js';
import { ALL_MODULES, factories, TEST_PASSWORD, TEST_PASSWORD_COST } from './factories.js';
import { startS3Double, type S3Double } from './s3-double.js';
import { samplePng } from './sample-files.js';
import { testClock } from './test-app.js';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PHONES = { admin: '13700000011', teacher: '13700000012', guessed: '13700000013', texted: '13700000014' };

/**
 * Two servers as they run behind a load balancer: each its own app, database pool and data folder,
 * on one PostgreSQL database and one S3-compatible store, with nothing else in common. Every call a
 * client makes may land on either, so each step below alternates between them.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database and one S3-compatible store', () => {
  const clock = testClock();
  const sms = memorySmsProvider();
  let s3: S3Double;
  let database: DatabaseHandle;
  let secondPool: DatabaseHandle;
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];

  async function startServer(handle: DatabaseHandle) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-instance-'));
    const config: Config = { ...loadConfig({ SEED: 'none' }), dataDir, passwordCost: TEST_PASSWORD_COST, webDistDir: undefined, s3: s3.settings };
    const app: FastifyInstance = await buildApp({ db: handle.db, config, sms: () => sms, clock, logger: false });
    async function call(url: string, body: object, token?: string) {
      const response = await app.inject({ method: 'POST', url, headers: token ? { auth: token } : {}, payload: body });
      return response.json() as { code: number; message: string; data: Record<string, any> };
    }
    return {
      app,
      dataDir,
      call,
      get: (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { auth: token } : {} }),
      login: (account: string, password = TEST_PASSWORD) => call('/javaApi/login/validLogin', { account, password }),
      async sendChunk(token: string, chunk: { offset: number; bytes: Buffer; isLast: boolean; uploadId?: number | undefined }) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(chunk.bytes)]), '运动会.png');
        const query = { relativeServerName: 'ChildPhoto', offset: String(chunk.offset), isLast: chunk.isLast ? '1' : '0', ...(chunk.uploadId ? { uploadId: String(chunk.uploadId) } : {}) };
        const response = await app.inject({ method: 'POST', url: '/api/FileUpload/UploadCarveFile', query, headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token }, payload: form });
        return response.json() as { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: Record<string, any> | null };
      },
    };
  }

  beforeAll(async () => {
    s3 = await startS3Double();
    const copy = await openPostgresCopy(inject('postgresTemplates')!.migrated);
    database = copy;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${copy.name}`;
    secondPool = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });

    const make = factories(database.db);
    const school = await make.school('双机幼儿园');
    const roleId = await make.role(school, ALL_MODULES, '园长');
    for (const phone of Object.values(PHONES)) await make.teacher(school, { phone, roleId });
    servers = [await startServer(database), await startServer(secondPool)];
  });

  afterAll(async () => {
    for (const server of servers) {
      await server.app.close();
      await rm(server.dataDir, { recursive: true, force: true });
    }
    await secondPool?.destroy();
    await database?.destroy();
    await s3?.close();
  });

  it('a login on one is refreshed on the other, both deriving the same successor from the secret kept in the database', async () => {
    const [a, b] = servers as [typeof servers[number], typeof servers[number]];
    const login = await a.login(PHONES.admin);
    expect(login.code).toBe(200);
    const token = login.data.token as string;
    expect((await b.call('/javaApi/login/getTeacherAccountInfo', {}, token)).code).toBe(200);

    const refreshes = await Promise.all([b, a].map((server) => server.call('/javaApi/login/refreshToken', { oldToken: token })));
    expect(refreshes.map((answer) => answer.code)).toEqual([200, 200]);
    const successor = refreshes[0]!.data.token as string;
    expect(refreshes[1]!.data.token).toBe(successor);
    expect(successor).not.toBe(token);
    const secrets = await database.db.selectFrom('appSetting').select('key').where('key', '=', 'token_secret').execute();
    expect(secrets).toHaveLength(1);

    expect((await a.call('/javaApi/login/getTeacherAccountInfo', {}, successor)).code).toBe(200);
    expect((await b.call('/javaApi/login/logout', {}, successor)).code).toBe(200);
    for (const ended of [successor, token]) expect((await a.call('/javaApi/login/getTeacherAccountInfo', {}, ended)).code).toBe(ErrorCode.INVALID_TOKEN);
  });

  it('takes the chunks of one upload on either, with or without the uploadId, and serves the file from both', async () => {
    const token = (await servers[0]!.login(PHONES.teacher)).data.token as string;
    for (const withoutId of [false, true]) {
      const photo = samplePng(5 * MB);
      let uploadId: number | undefined;
      let answer: Awaited<ReturnType<typeof servers[number]['sendChunk']>> | undefined;
      for (let offset = 0, turn = 0; offset < photo.length; offset += MB, turn += 1) {
        const server = servers[turn % 2]!;
        answer = await server.sendChunk(token, { offset, bytes: photo.subarray(offset, offset + MB), isLast: offset + MB >= photo.length, uploadId: withoutId ? undefined : uploadId });
        expect(answer.Data, answer.ErrorMessage).toMatchObject({ StartOffset: offset + MB });
        if (uploadId) expect(answer.Data!.UploadId).toBe(uploadId);
        uploadId = answer.Data!.UploadId;
      }
      expect(answer!.Data).toMatchObject({ IsFinished: true });
      for (const server of servers) {
        const served = await server.get(`/javaApi/file/getFile?fileId=${answer!.Data!.FileId}`, token);
        expect(sha256(served.rawPayload)).toBe(sha256(photo));
        // The link one server signed opens on the other: the link secret is in the database too.
        const link = await servers[0]!.get(`/javaApi/file/getSignedUrl?fileId=${answer!.Data!.FileId}`, token);
        expect(sha256((await server.get(link.json().data.url)).rawPayload)).toBe(sha256(photo));
      }
    }
    expect(await s3.keys('uploads/')).toEqual([]);
    for (const server of servers) expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('counts one of the same chunk sent to both at once', async () => {
    const token = (await servers[1]!.login(PHONES.teacher)).data.token as string;
    const photo = samplePng(2 * MB);
    const first = await servers[0]!.sendChunk(token, { offset: 0, bytes: photo.subarray(0, MB), isLast: false });
    const uploadId = first.Data!.UploadId as number;
    const both = await Promise.all(servers.map((server) => server.sendChunk(token, { offset: MB, bytes: photo.subarray(MB), isLast: true, uploadId })));
    const finished = both.filter((answer) => answer.ResponseStatus === 1);
    expect(finished).toHaveLength(1);
    expect(both.find((answer) => answer.ResponseStatus !== 1)).toMatchObject({ ErrorCode: expect.any(Number) });
    const stored = await database.db.selectFrom('file').select('sha256').where('id', '=', finished[0]!.Data!.FileId).executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha256(photo));
    expect(await s3.keys('uploads/')).toEqual([]);
  });

  it('counts password guesses across both, and locks the account on both', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await servers[guess % 2]!.login(PHONES.guessed, 'wrong-password')).message).toBe('账号或密码错误');
    }
    for (const server of servers) {
      const locked = await server.login(PHONES.guessed);
      expect(locked).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: expect.stringMatching(/^登录失败次数过多，请\d+分钟后再试/) });
    }
  });

  it('sends one SMS code at a time to a phone, whichever server is asked, and a code sent by one signs in on the other', async () => {
    const send = (server: typeof servers[number]) => server.call('/javaApi/login/sendMessage', { phone: PHONES.texted, purpose: 'login' });
    const atOnce = await Promise.all([...servers, ...servers].map(send));
    expect(atOnce.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(atOnce.filter((answer) => answer.message === '验证码发送过于频繁，请60秒后再试')).toHaveLength(3);
    expect(sms.sent.filter((message) => message.phone === PHONES.texted)).toHaveLength(1);

    const codeId = atOnce.find((answer) => answer.code === 200)!.data.codeId as string;
    const signedIn = await servers[1]!.call('/javaApi/login/smsLogin', { phone: PHONES.texted, code: sms.lastCode(PHONES.texted), codeId });
    expect(signedIn.code).toBe(200);

    for (let sent = 1; sent < 10; sent += 1) {
      clock.advance(61);
      expect((await send(servers[sent % 2]!)).code).toBe(200);
    }
    clock.advance(61);
    for (const server of servers) expect((await send(server)).message).toBe('今日验证码发送次数已达上限，请明天再试');
  });
});
