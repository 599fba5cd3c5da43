import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { ErrorCode, MAX_CHUNK_BYTES } from '@yuanwu/shared';
import Fastify, { LogController, type ConnectionError, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { AppError, invalidParams } from './core/errors.js';
import type { SmsProvider } from './core/sms.js';
import type { Database } from './db/schema.js';
import { asAppError, familyOfUrl, mountEndpoints } from './http/endpoint-adapter.js';
import { failureEnvelope } from './http/families.js';
import { registerApiDocs } from './http/openapi.js';
import { signedPathVerifier } from './http/signed-path.js';
import { consoleSecurityHeaders, isClientRoute, registerWebConsole } from './http/web-console.js';
import { scopeToSchool } from './module-list.js';
import { createServices, mountedGroups } from './services.js';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Made once the logger exists: the default provider writes to it. */
  sms: (log: FastifyBaseLogger) => SmsProvider;
  clock?: Clock;
  logger?: boolean | { level: string };
}

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/javaApi/');
/** Request line and headers together; Node's default, written out so the refusal below can name it. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Socket limits. Fastify leaves the whole-request timeout off, so a body trickled a byte at a time
 * would hold its socket forever. Node checks the header and request limits on a timer, 30 s apart
 * by default: a quarter of the shorter limit keeps a socket from outliving its limit by much.
 */
function socketLimits(config: Config) {
  const requestTimeout = config.timeouts.requestSeconds * 1000;
  const headersTimeout = Math.min(config.timeouts.headersSeconds * 1000, requestTimeout);
  return {
    requestTimeout,
    // Longer than the 60 s after which proxies (nginx, cloud load balancers) drop an idle upstream
    // connection, so the server never closes one the proxy is about to reuse.
    keepAliveTimeout: 72_000,
    // Nothing read or written for this long, in either direction: a client that stopped reading.
    connectionTimeout: 5 * 60_000,
    http: { headersTimeout, connectionsCheckingInterval: Math.ceil(headersTimeout / 4), maxHeaderSize: MAX_HEADER_BYTES },
  };
}

/** The path of the request line a refused packet starts with, when it does (its family's envelope). */
function pathOfPacket(packet: unknown): string {
  const head = Buffer.isBuffer(packet) ? packet.subarray(0, 128).toString('latin1') : '';
  return /^[A-Z]+ (\/\S*)/.exec(head)?.[1] ?? '';
}

/**
 * Requests Node refuses before Fastify sees them: headers or URL over MAX_HEADER_BYTES, a request
 * not received in time, bytes that are not HTTP. They get the family's envelope, with status 200
 * like every other refusal of bad input; a timeout keeps HTTP's 408, since the caller, still
 * sending, is not reading answers. The socket is closed either way: its parser is past saving.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [200, `请求地址或请求头过长（上限 ${MAX_HEADER_BYTES / 1024} KB）`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '请求未在时限内传完']
        : [200, '请求格式错误'];
  this.log.debug({ err: error }, 'refused before routing');
  // The answer Node has opened for a request whose headers arrived (Node's own handler looks at it too).
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const url = inFlight?.req.url ?? pathOfPacket(error.rawPacket);
    const body = JSON.stringify(failureEnvelope(familyOfUrl(url), new AppError(ErrorCode.INVALID_PARAMS, message)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config, sms } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // The console sends its own requestId; anything else gets a fresh one.
    genReqId: (request) => {
      const given = request.headers.requestid;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID().replaceAll('-', '');
    },
    bodyLimit: 2 * 1024 * 1024,
    ...socketLimits(config),
    clientErrorHandler: answerClientError,
    // Only the configured proxies may name the client; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy ?? false,
  });
  // Every answer, console and API alike; /docs replaces the CSP with its own (openapi.ts).
  await app.register(helmet, consoleSecurityHeaders);
  await app.register(formbody);
  // A file part one byte over the largest chunk is cut there, so the upload service sees it is too large.
  await app.register(multipart, { limits: { fileSize: MAX_CHUNK_BYTES + 1, files: 1 } });
  app.addHook('onSend', async (request, reply) => {
    reply.header('requestId', request.id);
  });

  app.setErrorHandler((error, request, reply) => {
    // Fastify's own refusals (a body that is not JSON, say) are bad input; anything else is ours.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const appError = status >= 400 && status < 500 ? new AppError(ErrorCode.INVALID_PARAMS, '请求格式错误') : asAppError(error, request);
    void reply.status(200).send(failureEnvelope(familyOfUrl(request.url), appError));
  });

  const schoolDb = (schoolId: number, classesInReach: ReadonlySet<number> | null = null) => scopeToSchool(db, schoolId, classesInReach);
  const services = createServices({ db, schoolDb, clock, config, sms: sms(app.log) });
  app.addHook('onClose', services.files.startHousekeeping(app.log));
  app.addHook('onClose', services.absenceNotices.start(app.log));
  app.addHook('onClose', services.signInHousekeeping.start(app.log));
  mountEndpoints(app, mountedGroups(services), {
    schoolDb,
    authenticate: (token) => services.sessions.authenticate(token),
    authenticateFamily: (token) => services.familySessions.authenticate(token),
    authenticateFamilyTeacher: (token) => services.familySessions.authenticateTeacher(token),
    verifySignedPath: signedPathVerifier(config.legacyApps, clock),
    recordWrite: (entry) => services.audit.recordWrite(entry),
  });
  await registerApiDocs(app);
  app.get('/healthz', async () => ({ status: 'ok' }));

  const serveConsole = await registerWebConsole(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !serveConsole || !isClientRoute(request.url)) {
      // A path no call answers is the client's mistake, told as bad input: -1 is for what went wrong on our side.
      return reply.status(404).send(failureEnvelope(familyOfUrl(request.url), invalidParams('接口不存在')));
    }
    return serveConsole(reply, request.url);
  });
  return app;
}
