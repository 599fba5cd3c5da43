import { ErrorCode, fromLegacyCase, fromLegacyPath, grantsModule, isFileEndpoint, type EndpointDefinition, type ModuleCode, type UploadedFile } from '@yuanwu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError, invalidParams } from '../core/errors.js';
import type { FamilyIdentity, FamilyTeacherIdentity } from '../core/family-identity.js';
import type { FileResult } from '../core/file-result.js';
import type { SessionIdentity } from '../core/session-identity.js';
import type { SchoolDb } from '../db/school-scope.js';
import { constraintRefusal } from './constraint-violations.js';
import { contentDisposition } from './content-disposition.js';
import type { FamilyContext, FamilyTeacherContext, Handler, MountedGroup, PublicContext, SessionContext } from './context.js';
import { failureEnvelope, successEnvelope, type Family } from './families.js';
import { describeIssue, fieldOfIssue, unusableInput } from './input-errors.js';

export interface AdapterDependencies {
  /** The database confined to one school and the classes a data scope reaches: the only handle a signed-in call gets. */
  schoolDb(schoolId: number, classesInReach: ReadonlySet<number> | null): SchoolDb;
  authenticate(token: string | undefined): Promise<SessionIdentity>;
  /** A family page's token: its own sessions, never a console token. */
  authenticateFamily(token: string | undefined): Promise<FamilyIdentity>;
  /** A teacher's token of the family page: neither a family's nor a console token. */
  authenticateFamilyTeacher(token: string | undefined): Promise<FamilyTeacherIdentity>;
  verifySignedPath(path: string, query: Record<string, unknown>, params: SignedPathParams): void;
  recordWrite(entry: { session?: SessionIdentity; callId: string; targetIds: unknown[]; requestId: string }): Promise<void>;
}

export interface SignedPathParams {
  appId: string;
  signature: string;
  timestamp: string;
}

interface Route {
  family: Family;
  method: 'GET' | 'POST';
  url: string;
  signed: boolean;
}

function routesOf(endpoint: EndpointDefinition): Route[] {
  const routes: Route[] = [];
  if (endpoint.java) routes.push({ family: 'java', method: endpoint.java.method, url: endpoint.java.path, signed: false });
  if (endpoint.legacy) {
    const signed = endpoint.legacy.signed ?? false;
    const url = signed ? `${endpoint.legacy.path}/:appId/:signature/:timestamp` : endpoint.legacy.path;
    routes.push({ family: 'legacy', method: endpoint.legacy.method, url, signed });
  }
  return routes;
}

export const familyOfUrl = (url: string): Family => (url.startsWith('/javaApi/') ? 'java' : 'legacy');

/** Mounts every declared call under each family it names, as one thin adapter over the handlers. */
export function mountEndpoints(app: FastifyInstance, groups: MountedGroup[], deps: AdapterDependencies): void {
  const seen = new Set<string>();
  for (const { endpoints, handlers } of groups) {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const handler = handlers[key];
      if (!handler) throw new Error(`${endpoint.id} is declared but has no handler`);
      if (seen.has(endpoint.id)) throw new Error(`${endpoint.id} is declared twice`);
      seen.add(endpoint.id);
      for (const route of routesOf(endpoint)) {
        app.route({
          method: route.method,
          url: route.url,
          handler: (request, reply) => answer(request, reply, { endpoint, handler, route, deps }),
        });
      }
    }
  }
}

interface Call {
  endpoint: EndpointDefinition;
  handler: Handler<EndpointDefinition>;
  route: Route;
  deps: AdapterDependencies;
}

async function answer(request: FastifyRequest, reply: FastifyReply, call: Call): Promise<unknown> {
  const { endpoint, handler, route, deps } = call;
  let filePart: Readable | undefined;
  try {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (route.signed) deps.verifySignedPath(endpoint.legacy!.path, query, request.params as SignedPathParams);
    const context = await contextFor(request, endpoint, deps);
    const multipart = request.isMultipart?.() ? await multipartBodyOf(request) : undefined;
    filePart = multipart?.file;
    const input = parseInput(endpoint, route.family, { ...query, ...(multipart?.body ?? bodyOf(request)) });
    const result = await (handler as (input: unknown, context: PublicContext) => Promise<unknown>)(input, context);
    if (isFileEndpoint(endpoint)) return sendFile(reply, result as FileResult);
    const output = endpoint.output.parse(result);
    if (endpoint.issuesToken) reply.header('Auth', (output as { token: string }).token);
    if (endpoint.readOnly === undefined ? route.method === 'POST' : !endpoint.readOnly) {
      const session = 'session' in context ? (context as SessionContext).session : undefined;
      await deps.recordWrite({ session, callId: endpoint.id, targetIds: targetIds(endpoint, input, output), requestId: request.id });
    }
    return successEnvelope(route.family, output);
  } catch (error) {
    return failureEnvelope(route.family, asAppError(error, request));
  } finally {
    if (request.isMultipart?.()) drain(request, filePart);
  }
}

async function contextFor(
  request: FastifyRequest,
  endpoint: EndpointDefinition,
  deps: AdapterDependencies,
): Promise<PublicContext | SessionContext | FamilyContext | FamilyTeacherContext> {
  const base: PublicContext = { requestId: request.id, ip: request.ip, log: request.log };
  if (endpoint.access === 'public') return base;
  if (endpoint.access === 'family') {
    const family = await deps.authenticateFamily(tokenOf(request));
    return { ...base, family, db: deps.schoolDb(family.schoolId, null) };
  }
  if (endpoint.access === 'familyTeacher') {
    const teacher = await deps.authenticateFamilyTeacher(tokenOf(request));
    return { ...base, teacher, db: deps.schoolDb(teacher.schoolId, null) };
  }
  const session = await deps.authenticate(tokenOf(request));
  if (session.mustChangePassword && !endpoint.beforePasswordChange) {
    throw new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED, '请先修改临时密码');
  }
  if (endpoint.access !== 'session' && !grantsModule(session.modules, endpoint.access as ModuleCode)) {
    throw new AppError(ErrorCode.NOT_ALLOWED, '当前角色无权使用此功能');
  }
  return { ...base, session, db: deps.schoolDb(session.schoolId, session.classesInReach) };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.auth;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * A multipart body: the fields sent before the first file part, and that part as an `UploadedFile`
 * under its field name, for the handler to stream. Parts after it are not read.
 */
async function multipartBodyOf(request: FastifyRequest): Promise<{ body: Record<string, unknown>; file?: Readable }> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        body[part.fieldname] = part.value;
        continue;
      }
      body[part.fieldname] = { fileName: part.filename, mimeType: part.mimetype, stream: part.file } satisfies UploadedFile;
      return { body, file: part.file };
    }
  } catch {
    throw new AppError(ErrorCode.INVALID_PARAMS, '上传内容格式错误');
  }
  return { body };
}

/** Reads to its end what the handler left of a multipart body, so that the connection stays usable. */
function drain(request: FastifyRequest, filePart: Readable | undefined): void {
  filePart?.resume();
  request.raw.resume();
}

/**
 * Raw input is checked as a whole before anything walks it by declaration: what no column can keep
 * and nesting no declaration needs are refused here, once, for every call.
 */
function parseInput(endpoint: EndpointDefinition, family: Family, raw: Record<string, unknown>): unknown {
  const unusable = unusableInput(raw);
  if (unusable) throw invalidParams(unusable.message, unusable.field && (family === 'legacy' ? fromLegacyPath(unusable.field) : unusable.field));
  const named = family === 'legacy' ? fromLegacyCase(raw) : raw;
  const parsed = endpoint.input.safeParse(named);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw invalidParams(describeIssue(issue, named), fieldOfIssue(issue));
}

async function sendFile(reply: FastifyReply, file: FileResult): Promise<unknown> {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', contentDisposition(file.fileName));
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.send(file.body);
}

const NOT_TARGETS = new Set(['appId', 'deviceId', 'platId', 'codeId', 'requestId']);

/** The ids a write named in its input, and the id of the row it created, for the audit log. */
function targetIds(endpoint: EndpointDefinition, input: unknown, output: unknown): unknown[] {
  const ids: unknown[] = [];
  for (const [key, item] of Object.entries(input && typeof input === 'object' ? input : {})) {
    if (NOT_TARGETS.has(key) || !/(Id|Ids)$/.test(key)) continue;
    if (Array.isArray(item)) ids.push(...item);
    else if (typeof item === 'number' || typeof item === 'string') ids.push(item);
  }
  if (endpoint.creates) ids.push((output as Record<string, unknown>)[endpoint.creates]);
  return ids;
}

export function asAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const refusal = constraintRefusal(error);
  if (refusal) {
    request.log.warn({ err: error, requestId: request.id }, 'constraint violation answered as a refusal');
    return refusal;
  }
  request.log.error({ err: error, requestId: request.id }, 'unexpected error');
  return new AppError(ErrorCode.UNKNOWN);
}
