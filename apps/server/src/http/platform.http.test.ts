import { allEndpoints, ErrorCode, type EndpointDefinition } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Every route of every declaration, by family. */
const routes = allEndpoints.flatMap((endpoint: EndpointDefinition) => [
  ...(endpoint.java ? [{ endpoint, family: 'java' as const, method: endpoint.java.method, url: endpoint.java.path }] : []),
  ...(endpoint.legacy && !endpoint.legacy.signed ? [{ endpoint, family: 'legacy' as const, method: endpoint.legacy.method, url: endpoint.legacy.path }] : []),
]);
const guarded = routes.filter((route) => route.endpoint.access !== 'public');
const moduleGated = guarded.filter((route) => !['session', 'family', 'familyTeacher'].includes(route.endpoint.access));

describe.each(testDialects)('the platform on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('mounts every declared call under every family it names', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.java) expect(t.app.hasRoute({ method: endpoint.java.method, url: endpoint.java.path }), endpoint.id).toBe(true);
      if (endpoint.legacy) {
        const url = endpoint.legacy.signed ? `${endpoint.legacy.path}/:appId/:signature/:timestamp` : endpoint.legacy.path;
        expect(t.app.hasRoute({ method: endpoint.legacy.method, url }), endpoint.id).toBe(true);
      }
    }
  });

  it.each(guarded.map((route) => [`${route.method} ${route.url}`, route] as const))('%s refuses a call without a token', async (_name, route) => {
    const { body } = await t.call(route.method, route.url, route.method === 'POST' ? { body: {} } : {});
    if (route.family === 'java') expect(body).toMatchObject({ code: ErrorCode.MISSING_TOKEN, data: null });
    else expect(body).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN, Data: null });
  });

  it('refuses every module-gated call to a role without the module', async () => {
    const roleWithout = await t.make.role(t.schools.schoolA, []);
    await t.make.teacher(t.schools.schoolA, { phone: '13700000099', roleId: roleWithout });
    const token = await t.login('13700000099');
    for (const route of moduleGated) {
      const { body } = await t.call(route.method, route.url, { token, ...(route.method === 'POST' ? { body: {} } : {}) });
      expect(body.code ?? body.ErrorCode, route.url).toBe(ErrorCode.NOT_ALLOWED);
    }
  });

  it.each([
    ['a phone that is not one', '/javaApi/login/sendMessage', { phone: '12345' }, /phone/],
    ['a missing account', '/javaApi/login/validLogin', { password: 'x' }, /缺少参数 account/],
    ['a short new password', '/javaApi/teacher/updatePasswordByCode', { phone: '13700000001', codeId: 'x', code: '123456', password: 'short1' }, /password 密码至少8位/],
    ['a school id that is not a number', '/javaApi/school/switchSchool', { schoolId: 'abc' }, /schoolId/],
  ])('answers 1000001 naming the field for %s', async (_case, url, body, message) => {
    const token = await t.login(t.people.adminA.phone);
    const answer = await t.call('POST', url, { token, body });
    expect(answer.body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(answer.body.message).toMatch(message);
  });

  it('answers 1000001, not a 500, for a body that is not JSON', async () => {
    const answer = await t.call('POST', '/javaApi/login/validLogin', { body: '{"account":', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('takes url-encoded form bodies as well as JSON', async () => {
    const answer = await t.call('POST', '/javaApi/login/validLogin', {
      body: `account=${t.people.adminA.phone}&password=Test%402026x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.body.code).toBe(200);
  });

  it('echoes the caller requestId and makes one when there is none', async () => {
    const given = await t.call('GET', '/javaApi/school/getBranchSchoolList', { headers: { requestId: 'abc123def' } });
    expect(given.headers.requestid).toBe('abc123def');
    const made = await t.call('GET', '/javaApi/school/getBranchSchoolList', { headers: { requestId: 'bad id with spaces' } });
    expect(made.headers.requestid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers an unknown call with a 404 envelope of its family', async () => {
    const java = await t.call('GET', '/javaApi/nothing/here');
    expect([java.status, java.body]).toMatchObject([404, { code: ErrorCode.INVALID_PARAMS, message: '接口不存在' }]);
    expect((await t.call('POST', '/api/Nothing/Here')).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '接口不存在' });
  });

  it('writes an audit entry for each successful write, with the requestId', async () => {
    const token = await t.login(t.people.adminA.phone);
    await t.call('POST', '/javaApi/school/switchSchool', { token, body: { schoolId: t.schools.branchA }, headers: { requestId: 'audit1' } });
    const entry = await t.db.selectFrom('auditLog').selectAll().where('requestId', '=', 'audit1').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ schoolId: t.schools.schoolA, teacherId: t.people.adminA.id, callId: 'school.switchSchool' });
    expect(JSON.parse(entry.targetIds)).toEqual([t.schools.branchA]);
    await t.call('POST', '/javaApi/school/switchSchool', { token, body: { schoolId: t.schools.schoolB }, headers: { requestId: 'audit2' } });
    expect(await t.db.selectFrom('auditLog').select('id').where('requestId', '=', 'audit2').executeTakeFirst()).toBeUndefined();
  });

  it('publishes an OpenAPI document with every declared path, and the docs page', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of routes) expect(document.paths[route.url]?.[route.method.toLowerCase()], route.url).toBeDefined();
    expect(document.paths['/api/Account/GetPhoneUser/{appId}/{signature}/{timestamp}'].get.parameters[0].name).toBe('appId');
    const upload = document.paths['/api/FileUpload/UploadCarveFile'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.Files).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`)).toContain('query:Offset');
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
