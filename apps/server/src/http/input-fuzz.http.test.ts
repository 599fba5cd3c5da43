import { allEndpoints, ErrorCode, legacySignatureText, toLegacyCase, type EndpointDefinition } from '@yuanwu/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadConfig } from '../config.js';
import { DEMO_TEST_DAY, testDialects } from '../test/databases.js';
import { createDemoApp, type DemoApp } from '../test/test-app.js';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../core/tokens.js';
import { md5 } from './signed-path.js';

/**
 * Story: an outside review sent odd input to every call and got -1 (未知错误) back where PostgreSQL
 * refused what validation had let through. Every declared call, in both families, now gets a
 * plausible input made from its declaration, then that input spoiled one way at a time. An answer
 * may be a refusal or even a success, but never -1 nor an HTTP 5xx; what the edge refuses for every
 * call (unstorable text, numbers only Number() reads, deep nesting) must be refused with 1000001.
 * The demo kindergarten gives the plausible ids rows to hit.
 */

/** The demo's own legacy app, for the signed paths. */
const [[LEGACY_APP_ID, LEGACY_APP_KEY]] = Object.entries(loadConfig({}).legacyApps) as [[string, string]];
/** Spoiled calls come from elsewhere, so that their failed sign-ins never lock out the tester's own. */
const FUZZER_ADDRESS = '203.0.113.7';
const DEPTH = 20_000;

// ---- a plausible input, from the declaration ----

type Def = { type: string } & Record<string, any>; // any: zod's internal definitions differ by type
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const STRING_CANDIDATES = ['测试', '2026-11-20', '13800000009', '08:00', '2026-11-20 08:00:00', '2026-11-20T08:00:00+08:00', '110101201901011234', 'Fuzz@2026x', '测试'];

function sampleString(schema: z.ZodType): string {
  return STRING_CANDIDATES.find((candidate) => schema.safeParse(candidate).success) ?? STRING_CANDIDATES[0]!;
}

/** 1 or the least the field takes; or, for the input at its edges, the most it takes. */
function sampleNumber(schema: { minValue: number | null; maxValue: number | null }, highest: boolean): number {
  const least = Math.min(Math.max(1, schema.minValue ?? 1), schema.maxValue ?? 1);
  return highest ? (schema.maxValue ?? least) : least;
}

/** A value the schema would likely take: ids 1, the first option of a choice, one item of a list. */
function sample(schema: z.ZodType, highest = false): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [key, sample(field, highest)]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, highest);
    case 'pipe':
      return sample(defOf(def.in).type === 'transform' ? def.out : def.in, highest);
    case 'array':
      return Array.from({ length: Math.max(1, (schema as unknown as { _zod: { bag: { minimum?: number } } })._zod.bag.minimum ?? 1) }, () => sample(def.element, highest));
    case 'union':
      return sample(def.options[0], highest);
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'string':
      return sampleString(schema);
    case 'number':
      return sampleNumber(schema as unknown as { minValue: number | null; maxValue: number | null }, highest);
    case 'boolean':
      return true;
    case 'lazy':
      return sample(def.getter(), highest);
    default:
      return undefined;
  }
}

// ---- spoiling it ----

/** The value with every leaf (a number, a string, a flag) passed through `replace`. */
function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, replace)]));
  return replace(value);
}

const numbersAs = (spoiled: unknown) => (leaf: unknown) => (typeof leaf === 'number' ? spoiled : leaf);
const stringsAs = (spoiled: string) => (leaf: unknown) => (typeof leaf === 'string' ? spoiled : leaf);

interface Spoiler {
  what: string;
  spoil: (leaf: unknown) => unknown;
  /** Refused at the edge (1000001) by every call it changes the input of; the others may even be taken. */
  refused: boolean;
  /** A URL is UTF-8, which has no form for half a surrogate pair: only a body can carry one. */
  bodyOnly?: boolean;
}

/** One kind of bad input each: numbers out of range or in forms only Number() reads, unstorable text, wrong shapes. */
const SPOILERS: Spoiler[] = [
  { what: 'exponent text', spoil: numbersAs('1e3'), refused: true },
  { what: 'Infinity', spoil: numbersAs('Infinity'), refused: true },
  { what: 'NUL in text', spoil: stringsAs('nul\u0000x'), refused: true },
  { what: 'a lone surrogate', spoil: stringsAs('\ud800x'), refused: true, bodyOnly: true },
  { what: 'a negative number', spoil: numbersAs(-1), refused: false },
  { what: 'empty text for a number', spoil: numbersAs(''), refused: false },
  { what: 'an array for a scalar', spoil: (leaf) => [leaf], refused: false },
  { what: 'an object for a scalar', spoil: () => ({}), refused: false },
  { what: 'a flag for a scalar', spoil: () => true, refused: false },
  { what: 'an impossible date', spoil: (leaf) => (leaf === '2026-11-20' ? '2026-02-30' : leaf), refused: false },
  { what: 'a date out of the calendar', spoil: (leaf) => (leaf === '2026-11-20' ? '9999-99-99' : leaf), refused: false },
];

interface FuzzInput {
  what: string;
  input: Record<string, unknown>;
  refused: boolean;
}

type Path = (string | number)[];

/** Where the numbers of a sample are. */
function numberPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'number') return [path];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...path, Array.isArray(value) ? Number(key) : key]));
}

function withLeaf(value: Record<string, unknown>, path: Path, leaf: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy); // any: a walk down a sample
  parent[path.at(-1)!] = leaf;
  return copy;
}

/**
 * One number at a time, the rest plausible, so that each number field meets the database or the
 * edge on its own: too large for an integer column, or text only Number() reads.
 */
function numberSpoilers(base: Record<string, unknown>): FuzzInput[] {
  return numberPaths(base).flatMap((path) => [
    { what: `${path.join('.')} over 2^31-1`, input: withLeaf(base, path, 2_147_483_648), refused: false },
    { what: `${path.join('.')} as hexadecimal text`, input: withLeaf(base, path, '0x10'), refused: true },
  ]);
}

/** The plausible input, the same at its largest, and each spoiled way that changes it. */
function inputsFor(endpoint: EndpointDefinition, method: 'GET' | 'POST'): FuzzInput[] {
  const base = (sample(endpoint.input) ?? {}) as Record<string, unknown>;
  const inputs: FuzzInput[] = [
    { what: 'a plausible input', input: base, refused: false },
    { what: 'the largest plausible input', input: sample(endpoint.input, true) as Record<string, unknown>, refused: false },
    ...SPOILERS.filter((spoiler) => method === 'POST' || !spoiler.bodyOnly).map(({ what, spoil, refused }) => ({
      what,
      input: mapLeaves(base, spoil) as Record<string, unknown>,
      refused,
    })),
    ...numberSpoilers(base),
  ];
  const seen = new Set<string>();
  return inputs.filter(({ input }) => {
    const key = JSON.stringify(input);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

// ---- sending it ----

interface Route {
  endpoint: EndpointDefinition;
  family: 'java' | 'legacy';
  method: 'GET' | 'POST';
  path: string;
  signed: boolean;
}

const routes: Route[] = allEndpoints.flatMap((endpoint) => [
  ...(endpoint.java ? [{ endpoint, family: 'java' as const, method: endpoint.java.method, path: endpoint.java.path, signed: false }] : []),
  ...(endpoint.legacy ? [{ endpoint, family: 'legacy' as const, method: endpoint.legacy.method, path: endpoint.legacy.path, signed: endpoint.legacy.signed ?? false }] : []),
]);

/** A query string carries text only: numbers and flags as text, a list as repeated keys. */
function asQuery(input: Record<string, unknown>): Record<string, string | string[]> {
  const text = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''));
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, Array.isArray(value) ? value.map(text) : text(value)]));
}

function signedUrl(path: string, query: Record<string, unknown>): string {
  const timestamp = String(Math.floor(DEMO_TEST_DAY.getTime() / 1000));
  const signature = md5(LEGACY_APP_KEY + legacySignatureText(path, query, timestamp));
  return `${path}/${LEGACY_APP_ID}/${signature}/${timestamp}`;
}

/** Built as text: a nested object that deep would overflow the test's own JSON.stringify. */
const nestedBody = (family: Route['family']) => `{"${family === 'legacy' ? 'Nested' : 'nested'}":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH + 1)}`;

/** `code` of the Java envelope, `ErrorCode` of the legacy one; undefined for a file. */
function answerCode(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type']).startsWith('application/json')) return undefined;
  const body = response.json();
  return body.code ?? body.ErrorCode;
}

/**
 * A family page's session of a demo guardian, made in the database: the family page signs in by SMS
 * code, which the demo app keeps to itself, and its calls take no console token.
 */
async function familySession(demo: DemoApp): Promise<string> {
  const db = demo.database.db;
  // A family the calls before have left alone (they spoil the rows numbered 1): the last one still in school.
  const relation = await db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .innerJoin('child', 'child.id', 'childGuardian.childId')
    .select(['childGuardian.schoolId', 'childGuardian.childId', 'guardian.id', 'guardian.phone'])
    .where('child.status', '=', 0)
    .where('child.classId', 'is not', null)
    .where('childGuardian.relievedAt', 'is', null)
    .orderBy('guardian.id', 'desc')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const at = DEMO_TEST_DAY.toISOString();
  await db
    .insertInto('familySession')
    .values({ tokenHash: hashToken(token), phone: relation.phone, schoolId: relation.schoolId, childId: relation.childId, guardianId: relation.id, ip: null, createdAt: at, lastUsedAt: at, absoluteExpiresAt: '2099-01-01T00:00:00.000Z', revokedAt: null })
    .execute();
  return token;
}

/** A family page's session of a demo teacher (a head teacher, who has a class), made in the database likewise. */
async function familyTeacherSession(demo: DemoApp): Promise<string> {
  const db = demo.database.db;
  const teacher = await db
    .selectFrom('classTeacher')
    .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
    .select(['teacher.id', 'teacher.schoolId', 'teacher.phone'])
    .orderBy('teacher.id', 'desc')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const at = DEMO_TEST_DAY.toISOString();
  await db
    .insertInto('familyTeacherSession')
    .values({ tokenHash: hashToken(token), phone: teacher.phone, schoolId: teacher.schoolId, teacherId: teacher.id, ip: null, createdAt: at, lastUsedAt: at, absoluteExpiresAt: '2099-01-01T00:00:00.000Z', revokedAt: null })
    .execute();
  return token;
}

describe.each(testDialects)('every call refuses odd input without -1, on %s', (dialect) => {
  let demo: DemoApp;
  let token: string;
  let familyToken: string;
  let teacherToken: string;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
    familyToken = await familySession(demo);
    teacherToken = await familyTeacherSession(demo);
  });
  afterAll(async () => {
    await demo.close();
  });

  /** Sends one input, again with a new session when an earlier call (logging out, say) ended the tester's. */
  async function send(route: Route, input: Record<string, unknown>, rawBody?: string): Promise<LightMyRequestResponse> {
    const response = await sendOnce(route, input, rawBody);
    if (answerCode(response) !== ErrorCode.INVALID_TOKEN) return response;
    if (route.endpoint.access === 'family') familyToken = await familySession(demo);
    else if (route.endpoint.access === 'familyTeacher') teacherToken = await familyTeacherSession(demo);
    else token = await demo.login();
    return sendOnce(route, input, rawBody);
  }

  async function sendOnce(route: Route, input: Record<string, unknown>, rawBody?: string): Promise<LightMyRequestResponse> {
    const named = (route.family === 'legacy' ? toLegacyCase(input) : input) as Record<string, unknown>;
    const query = route.method === 'GET' ? asQuery(named) : {};
    return demo.app.inject({
      method: route.method,
      url: route.signed ? signedUrl(route.path, query) : route.path,
      query,
      remoteAddress: FUZZER_ADDRESS,
      headers: { auth: { family: familyToken, familyTeacher: teacherToken }[route.endpoint.access as string] ?? token, ...(rawBody ? { 'content-type': 'application/json' } : {}) },
      ...(route.method === 'POST' ? { payload: rawBody ?? named } : {}),
    });
  }

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const failures: string[] = [];
    const judge = (what: string, refused: boolean, response: LightMyRequestResponse) => {
      const code = answerCode(response);
      if (response.statusCode >= 500 || code === ErrorCode.UNKNOWN) failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (refused && code !== ErrorCode.INVALID_PARAMS) failures.push(`${what}: not refused: ${response.body.slice(0, 200)}`);
    };
    for (const { what, input, refused } of inputsFor(route.endpoint, route.method)) judge(what, refused, await send(route, input));
    if (route.method === 'POST') judge(`a body nested ${DEPTH} levels`, true, await send(route, {}, nestedBody(route.family)));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
