import path from 'node:path';
import { s3SettingsFrom, type S3Settings } from './core/storage-settings.js';

export interface SessionPolicy {
  /** A token answers calls this long; then the console refreshes it. */
  accessMinutes: number;
  /** A session unused this long cannot be refreshed: the user logs in again. */
  idleMinutes: number;
  /** No session, however refreshed, outlives this. */
  absoluteHours: number;
  /** A refresh of an already rotated token within this window gets the same successor. */
  refreshGraceSeconds: number;
}

/** How long the server waits for a request to arrive; see buildApp for the socket limits that derive from these. */
export interface RequestTimeouts {
  /**
   * Headers and body of one request must have arrived within this. 120 s lets a 1 MB upload chunk
   * through a link of 70 kbit/s, and is as long as the console waits for any answer anyway.
   */
  requestSeconds: number;
  /** The headers alone must have arrived within this: they are a few hundred bytes. */
  headersSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  seed: 'demo' | 'none';
  logLevel: string;
  webDistDir: string | undefined;
  session: SessionPolicy;
  /** log2 of scrypt's N; OWASP's 2^17 unless lowered for tests. */
  passwordCost: number;
  tokenSecret: string | undefined;
  /** App ids and shared keys for the legacy signed paths. */
  legacyApps: Record<string, string>;
  smsWebhookUrl: string | undefined;
  /** Where the console is reached from outside (`https://yuanwu.example.com`), for links sent by text; unset: texts carry the path alone. */
  publicUrl: string | undefined;
  /** An S3-compatible store for uploaded files; `DATA_DIR/files` when unset. */
  s3: S3Settings | undefined;
  timeouts: RequestTimeouts;
  /**
   * The reverse proxies (addresses, CIDR ranges or proxy-addr's names such as `loopback`) whose
   * X-Forwarded-For names the client. Unset: the socket's address is the client.
   */
  trustProxy: string[] | undefined;
  /** The instant the server's clock reads when it starts (CLOCK_START), for tests and demos; the system's clock when unset. */
  clockStart: Date | undefined;
}

/** Connections to PostgreSQL unless DATABASE_POOL_SIZE says: enough for its processes to work on some queries while others wait on the server. */
export const DEFAULT_POOL_SIZE = 20;

export const defaultSessionPolicy: SessionPolicy = {
  accessMinutes: 120,
  idleMinutes: 12 * 60,
  absoluteHours: 7 * 24,
  refreshGraceSeconds: 60,
};

const DEMO_LEGACY_APP = { yuanwu: 'yuanwu-legacy-demo-key' };

function number(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** `LEGACY_APPS=app1:key1,app2:key2` */
function parseApps(value: string | undefined): Record<string, string> | undefined {
  if (!value) return undefined;
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const [appId, secret] = pair.split(':');
      if (!appId || !secret) throw new Error('LEGACY_APPS must look like app1:key1,app2:key2');
      return [appId.trim(), secret.trim()];
    }),
  );
}

/**
 * `TRUST_PROXY=10.0.0.2,10.1.0.0/16`. A hop count or `true` would believe an X-Forwarded-For sent
 * by anyone who reaches the port directly (Fastify 5.12 ignores hop counts for that reason), so
 * they are refused rather than quietly trusting nobody or everybody.
 */
function parseTrustProxy(value: string | undefined): string[] | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  if (entries.some((entry) => /^(\d+|true|false)$/i.test(entry))) {
    throw new Error('TRUST_PROXY must name the proxies: addresses, CIDR ranges or loopback/uniquelocal, not a hop count or true');
  }
  return entries;
}

/** `PUBLIC_URL=https://yuanwu.example.com` (a path prefix may follow), without its trailing slash, so that a path appends to it. */
function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error('PUBLIC_URL must be the address the console is reached at, such as https://yuanwu.example.com');
  }
  return value.replace(/\/+$/, '');
}

/**
 * `CLOCK_START=2026-11-18T09:00:00+08:00`. The offset (or Z) is required: without one, the instant
 * would depend on the time zone of the machine, and the school day with it.
 */
function parseInstant(name: string, value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(instant.getTime())) {
    throw new Error(`${name} must be an instant with its offset, such as 2026-11-18T09:00:00+08:00`);
  }
  return instant;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = env.SEED === 'none' ? 'none' : 'demo';
  return {
    port: number(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: number(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE),
    seed,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: env.WEB_DIST_DIR,
    session: {
      accessMinutes: number(env.SESSION_ACCESS_MINUTES, defaultSessionPolicy.accessMinutes),
      idleMinutes: number(env.SESSION_IDLE_MINUTES, defaultSessionPolicy.idleMinutes),
      absoluteHours: number(env.SESSION_ABSOLUTE_HOURS, defaultSessionPolicy.absoluteHours),
      refreshGraceSeconds: number(env.SESSION_REFRESH_GRACE_SECONDS, defaultSessionPolicy.refreshGraceSeconds),
    },
    passwordCost: number(env.PASSWORD_HASH_COST, 17),
    tokenSecret: env.TOKEN_SECRET || undefined,
    legacyApps: parseApps(env.LEGACY_APPS) ?? (seed === 'demo' ? DEMO_LEGACY_APP : {}),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    s3: s3SettingsFrom(env),
    timeouts: { requestSeconds: number(env.REQUEST_TIMEOUT_SECONDS, 120), headersSeconds: 20 },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clockStart: parseInstant('CLOCK_START', env.CLOCK_START),
  };
}
