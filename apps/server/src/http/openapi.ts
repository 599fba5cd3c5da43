import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allEndpoints, Header, isFileEndpoint, type EndpointDefinition } from '@yuanwu/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legacySchema, type Family } from './families.js';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function envelope(family: Family, data: JsonSchema): JsonSchema {
  if (family === 'java') {
    return { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, data } };
  }
  return {
    type: 'object',
    properties: {
      ResponseStatus: { type: 'integer', description: '1 成功, 4 未登录或令牌无效, 5 登录过期' },
      ErrorCode: { type: 'integer' },
      ErrorMessage: { type: 'string' },
      Data: legacySchema(data),
    },
  };
}

const queryParameters = (properties: [string, JsonSchema][], required: Set<string>) =>
  properties.map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));

/** Where the input travels: the query for a GET; for an upload, the file as multipart and the rest in the query. */
function inputDocument(method: 'GET' | 'POST', properties: Record<string, JsonSchema>, required: Set<string>, shapedInput: JsonSchema) {
  const entries = Object.entries(properties);
  if (method === 'GET') return { parameters: queryParameters(entries, required) };
  const fileParts = entries.filter(([, schema]) => schema.format === 'binary');
  if (fileParts.length === 0) {
    return { requestBody: { content: { 'application/json': { schema: shapedInput }, 'application/x-www-form-urlencoded': { schema: shapedInput } } } };
  }
  const multipart = { type: 'object', properties: Object.fromEntries(fileParts), required: fileParts.map(([name]) => name).filter((name) => required.has(name)) };
  return {
    parameters: queryParameters(entries.filter(([, schema]) => schema.format !== 'binary'), required),
    requestBody: { required: true, content: { 'multipart/form-data': { schema: multipart } } },
  };
}

function operation(endpoint: EndpointDefinition, family: Family, method: 'GET' | 'POST') {
  const input = jsonSchema(endpoint.input, 'input');
  const shapedInput = (family === 'legacy' ? legacySchema(input) : input) as JsonSchema;
  const properties = (shapedInput.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((shapedInput.required as string[] | undefined) ?? []);
  const ok = isFileEndpoint(endpoint)
    ? { description: '文件', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
    : { description: '应答信封', content: { 'application/json': { schema: envelope(family, jsonSchema(endpoint.output, 'output')) } } };
  return {
    operationId: `${endpoint.id}.${family}`,
    summary: endpoint.summary,
    tags: [endpoint.id.split('.')[0]],
    description: endpoint.access === 'public' ? '无需登录' : endpoint.access === 'session' ? '需登录' : endpoint.access === 'family' ? '需家长端登录（家长端的令牌，非管理端令牌）' : endpoint.access === 'familyTeacher' ? '需家长端的教师登录（教师在家长端的令牌，非管理端或家长的令牌）' : `需登录，角色需有模块 ${endpoint.access}`,
    security: endpoint.access === 'public' ? [] : [{ token: [] }],
    ...inputDocument(method, properties, required, shapedInput),
    responses: { 200: ok },
  };
}

/** The OpenAPI 3 document, generated from the declarations: every call under every family it names. */
export function openApiDocument(endpoints: EndpointDefinition[] = allEndpoints) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.java) {
      (paths[endpoint.java.path] ??= {})[endpoint.java.method.toLowerCase()] = operation(endpoint, 'java', endpoint.java.method);
    }
    if (endpoint.legacy) {
      const path = endpoint.legacy.signed ? `${endpoint.legacy.path}/{appId}/{signature}/{timestamp}` : endpoint.legacy.path;
      const op = operation(endpoint, 'legacy', endpoint.legacy.method);
      if (endpoint.legacy.signed) {
        const segments = ['appId', 'signature', 'timestamp'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
        (op as { parameters?: unknown[] }).parameters = [...segments, ...((op as { parameters?: unknown[] }).parameters ?? [])];
      }
      (paths[path] ??= {})[endpoint.legacy.method.toLowerCase()] = op;
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: '园务 Yuanwu API', version: '1.0.0', description: '旧版 /api/... 与新版 /javaApi/... 两套调用，共用同一组服务。' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: Header.AUTH } } },
    paths,
  };
}

/**
 * The docs page's own policy, replacing the console's on /docs and its files: Swagger UI loads only
 * its own scripts, but its React components set style attributes, and its icons are data: SVGs.
 * Its calls ("Try it out") go to this server.
 */
const DOCS_CSP = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': "'self'",
};

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  app.get('/openapi.json', async () => document);
}
