import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { ErrorCode, MAX_CHUNK_BYTES } from '@yuanwu/shared';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { scopeToSchool } from './db/school-scope.js';
import type { Database } from './db/schema.js';
import { AppError } from './http/app-error.js';
import { asAppError, familyOfUrl, mountEndpoints } from './http/endpoint-adapter.js';
import { failureEnvelope } from './http/families.js';
import { registerApiDocs } from './http/openapi.js';
import { isClientRoute, registerWebConsole } from './http/web-console.js';
import { signedPathVerifier } from './modules/session/signed-path.js';
import type { SmsProvider } from './modules/session/sms-provider.js';
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

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config, sms } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // The console sends its own requestId (seed 000 section 7); anything else gets a fresh one.
    genReqId: (request) => {
      const given = request.headers.requestid;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID().replaceAll('-', '');
    },
    bodyLimit: 2 * 1024 * 1024,
  });
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

  const services = createServices({ db, clock, config, sms: sms(app.log) });
  app.addHook('onClose', services.files.startHousekeeping(app.log));
  mountEndpoints(app, mountedGroups(services), {
    schoolDb: (schoolId) => scopeToSchool(db, schoolId),
    authenticate: (token) => services.sessions.authenticate(token),
    verifySignedPath: signedPathVerifier(config.legacyApps, clock),
    recordWrite: (entry) => services.audit.recordWrite(entry),
  });
  await registerApiDocs(app);
  app.get('/healthz', async () => ({ status: 'ok' }));

  const serveConsole = await registerWebConsole(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !serveConsole || !isClientRoute(request.url)) {
      return reply.status(404).send(failureEnvelope(familyOfUrl(request.url), new AppError(ErrorCode.UNKNOWN, '接口不存在')));
    }
    return serveConsole(reply);
  });
  return app;
}
