import { ErrorCode } from '@yuanwu/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * What the server does for the network rather than for a school: socket limits, answers to requests
 * Node refuses before routing, security headers, and whose address a request comes from. None of it
 * touches the database's dialect, so SQLite only.
 */

/** What came back on a raw socket, and when the server closed it. */
interface RawAnswer {
  status: number;
  body: string;
  closedAfterMs: number;
}

/** Writes `head`, then whatever `next` gives every `everyMs` until it gives nothing; ends when the server closes. */
function rawExchange(port: number, head: string, next: () => string | undefined = () => undefined, everyMs = 100): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      const piece = next();
      if (piece === undefined) clearInterval(timer);
      else if (socket.writable) socket.write(piece);
    }, everyMs);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    // A write after the server closed fails with EPIPE or ECONNRESET: what these tests wait for anyway.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const [statusAndHeaders = '', ...body] = received.split('\r\n\r\n');
      resolve({ status: Number(statusAndHeaders.split(' ')[1]), body: body.join('\r\n\r\n'), closedAfterMs: Date.now() - started });
    });
  });
}

const postHead = (url: string, length: number) =>
  `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
const getHead = (url: string) => `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

describe('socket limits and refusals before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // The same limits as production, shortened so the test takes seconds.
    t = await createTestApp('sqlite', { timeouts: { requestSeconds: 3, headersSeconds: 1 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a login whose body trickles in, once the request timeout has passed', async () => {
    const answer = await rawExchange(port, postHead('/javaApi/login/validLogin', 1000), () => 'a');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(answer.closedAfterMs).toBeLessThan(5000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, data: null });
  });

  it('closes a socket whose headers trickle in, sooner: after the headers timeout', async () => {
    const answer = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', () => 'X-Slow: 1\r\n');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(2900);
  });

  it('answers a slow body that arrives within the limit', async () => {
    const body = JSON.stringify({ account: t.people.adminA.phone, password: TEST_PASSWORD });
    const half = Math.ceil(body.length / 2);
    const rest = [body.slice(half)];
    const answer = await rawExchange(port, postHead('/javaApi/login/validLogin', Buffer.byteLength(body)) + body.slice(0, half), () => rest.shift(), 2000);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).code).toBe(200);
  });

  it.each([
    ['java', '/javaApi/school/getBranchSchoolList', { code: ErrorCode.INVALID_PARAMS, data: null }],
    ['legacy', '/api/School4/GetBranchSchoolList', { ErrorCode: ErrorCode.INVALID_PARAMS, Data: null }],
  ])('answers a URL over 16 KB in the %s envelope with 1000001', async (_family, url, envelope) => {
    const answer = await rawExchange(port, getHead(`${url}?q=${'a'.repeat(17 * 1024)}`));
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject(envelope);
    expect(body.message ?? body.ErrorMessage).toMatch(/过长/);
  });

  it('routes a long URL under the limit as usual', async () => {
    const answer = await rawExchange(port, getHead(`/javaApi/school/getBranchSchoolList?q=${'a'.repeat(15 * 1024)}`));
    expect(JSON.parse(answer.body).code).toBe(ErrorCode.MISSING_TOKEN);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    // A console build as Vite lays it out: index.html, hashed files under assets/, the rest beside.
    distDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
    await writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1);');
    await writeFile(path.join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const directives = (csp: unknown) => new Map(String(csp).split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

  function expectFramingAndSniffingRefused(headers: Record<string, unknown>) {
    expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }

  it.each([
    ['the console at /', '/'],
    ['a client route', '/home'],
  ])('sends %s with the console policy and no caching', async (_name, url) => {
    const answer = await get(url);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectFramingAndSniffingRefused(answer.headers);
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets a hashed asset be cached for a year, and other files only after asking again', async () => {
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectFramingAndSniffingRefused(asset.headers);
    const logo = await get('/logo.svg');
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('sends API answers with the same headers', async () => {
    const answer = await get('/javaApi/school/getBranchSchoolList');
    expect(answer.json().code).toBe(ErrorCode.MISSING_TOKEN);
    expectFramingAndSniffingRefused(answer.headers);
    const unknown = await get('/javaApi/no/such');
    expectFramingAndSniffingRefused(unknown.headers);
  });

  it("gives /docs a policy of its own that lets Swagger UI draw, not the console's", async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expectFramingAndSniffingRefused(page.headers);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    const script = await get('/docs/static/swagger-initializer.js');
    expect(script.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});

describe('the client address behind a reverse proxy', () => {
  const PROXY = '10.0.0.1';
  const client = (ip: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': ip } });

  async function loginFrom(t: TestApp, from: { remoteAddress: string; headers: Record<string, string> }, account: string, password: string) {
    const answer = await t.app.inject({ method: 'POST', url: '/javaApi/login/validLogin', payload: { account, password }, ...from });
    return answer.json() as { code: number; message: string };
  }

  async function addressOfLastSession(t: TestApp) {
    const row = await t.db.selectFrom('session').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.ip;
  }

  /** Wrong passwords on fresh accounts from one address until the address itself is refused. */
  async function lockOut(t: TestApp, from: { remoteAddress: string; headers: Record<string, string> }) {
    const first = await loginFrom(t, from, '13900000000', 'Wrong@2026');
    for (let attempt = 1; attempt < 200; attempt += 1) {
      const answer = await loginFrom(t, from, `139${String(attempt).padStart(8, '0')}`, 'Wrong@2026');
      if (answer.message !== first.message) return;
    }
    throw new Error('the address was never refused');
  }

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite');
    });
    afterAll(async () => {
      await t.close();
    });

    it('takes the socket address for the client and ignores X-Forwarded-For', async () => {
      expect((await loginFrom(t, client('203.0.113.7'), t.people.adminA.phone, TEST_PASSWORD)).code).toBe(200);
      expect(await addressOfLastSession(t)).toBe(PROXY);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { trustProxy: [PROXY] });
    });
    afterAll(async () => {
      await t.close();
    });

    it('takes the client from X-Forwarded-For when the proxy sends it', async () => {
      await loginFrom(t, client('203.0.113.7'), t.people.adminA.phone, TEST_PASSWORD);
      expect(await addressOfLastSession(t)).toBe('203.0.113.7');
    });

    it('ignores what the client itself wrote into X-Forwarded-For before the proxy added its address', async () => {
      await loginFrom(t, client('192.0.2.66, 203.0.113.8'), t.people.adminA.phone, TEST_PASSWORD);
      expect(await addressOfLastSession(t)).toBe('203.0.113.8');
    });

    it('ignores X-Forwarded-For from anyone but the proxy', async () => {
      await loginFrom(t, { remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.7' } }, t.people.adminA.phone, TEST_PASSWORD);
      expect(await addressOfLastSession(t)).toBe('198.51.100.9');
    });

    it('limits logins per client, so one guesser behind the proxy does not lock out the school', async () => {
      await lockOut(t, client('203.0.113.50'));
      expect((await loginFrom(t, client('203.0.113.50'), t.people.adminB.phone, TEST_PASSWORD)).code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await loginFrom(t, client('203.0.113.51'), t.people.adminB.phone, TEST_PASSWORD)).code).toBe(200);
    });
  });
});
