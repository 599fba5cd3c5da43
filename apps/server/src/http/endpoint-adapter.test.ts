import { DataScope, defineEndpoint, ErrorCode, fileOutput, id } from '@yuanwu/shared';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../core/errors.js';
import type { SessionIdentity } from '../core/session-identity.js';
import type { SchoolDb } from '../db/school-scope.js';
import { handlersFor } from './context.js';
import { mountEndpoints, type AdapterDependencies } from './endpoint-adapter.js';

/** A module of calls made up for the adapter alone, so every branch of it is exercised. */
const probeEndpoints = {
  readGrade: defineEndpoint({
    id: 'probe.readGrade',
    summary: '读取年级',
    access: 'BaseInfoManage.ClassManage',
    java: { method: 'GET', path: '/javaApi/probe/readGrade' },
    legacy: { method: 'GET', path: '/api/Probe/ReadGrade' },
    input: z.object({ gradeId: id() }),
    output: z.object({ gradeId: z.number(), gradeName: z.string(), schoolId: z.number() }),
  }),
  addGrade: defineEndpoint({
    id: 'probe.addGrade',
    summary: '添加年级',
    access: 'BaseInfoManage.ClassManage',
    java: { method: 'POST', path: '/javaApi/probe/addGrade' },
    input: z.object({ yearId: id(), gradeName: z.string().min(1) }),
    output: z.object({ gradeId: z.number() }),
    creates: 'gradeId',
  }),
  exportGrades: defineEndpoint({
    id: 'probe.exportGrades',
    summary: '导出年级',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/probe/exportGrades' },
    input: z.object({}),
    output: fileOutput,
  }),
  explode: defineEndpoint({
    id: 'probe.explode',
    summary: '出错',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/probe/explode' },
    input: z.object({}),
    output: z.object({}),
  }),
};

const session = (modules: string[]): SessionIdentity => ({
  sessionId: 1,
  accountId: 7,
  teacherId: 7,
  schoolId: 3,
  homeSchoolId: 3,
  roleId: 1,
  modules: new Set(modules),
  isGroupAdmin: false,
  dataScope: DataScope.SCHOOL,
  classesInReach: null,
  mustChangePassword: false,
});

async function probeApp(modules: string[]) {
  const app = Fastify();
  await app.register(formbody);
  const recordWrite = vi.fn<AdapterDependencies['recordWrite']>(async () => undefined);
  const handlers = handlersFor(probeEndpoints, {
    readGrade: async (input, context) => ({ gradeId: input.gradeId, gradeName: '小班', schoolId: context.session.schoolId, secret: 'never sent' }),
    addGrade: async () => ({ gradeId: 42 }),
    exportGrades: async () => ({ fileName: '阳光幼儿园-年级.xlsx', contentType: 'application/octet-stream', body: Buffer.from('file') }),
    explode: async () => {
      throw new Error('database on fire');
    },
  });
  mountEndpoints(app, [handlers], {
    schoolDb: () => ({}) as SchoolDb,
    authenticate: async (token) => {
      if (!token) throw new AppError(ErrorCode.MISSING_TOKEN);
      return session(modules);
    },
    authenticateFamily: async () => {
      throw new AppError(ErrorCode.INVALID_TOKEN);
    },
    authenticateFamilyTeacher: async () => {
      throw new AppError(ErrorCode.INVALID_TOKEN);
    },
    verifySignedPath: () => undefined,
    recordWrite,
  });
  return { app, recordWrite };
}

describe('the endpoint adapter', () => {
  it('answers the same service in both envelopes, in each family’s field names, without undeclared fields', async () => {
    const { app } = await probeApp(['BaseInfoManage']);
    const java = await app.inject({ method: 'GET', url: '/javaApi/probe/readGrade?gradeId=5', headers: { auth: 't' } });
    expect(java.json()).toEqual({ code: 200, message: 'success', data: { gradeId: 5, gradeName: '小班', schoolId: 3 } });
    const legacy = await app.inject({ method: 'GET', url: '/api/Probe/ReadGrade?GradeId=5', headers: { auth: 't' } });
    expect(legacy.json()).toEqual({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: { GradeId: 5, GradeName: '小班', SchoolId: 3 } });
  });

  it('refuses a role without the module with 2000014 and does not run the handler', async () => {
    const { app, recordWrite } = await probeApp(['Home']);
    const answer = await app.inject({ method: 'POST', url: '/javaApi/probe/addGrade', headers: { auth: 't' }, payload: { yearId: 1, gradeName: '大班' } });
    expect(answer.json()).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    expect(recordWrite).not.toHaveBeenCalled();
  });

  it('records a write with the ids it named and the id it created', async () => {
    const { app, recordWrite } = await probeApp(['BaseInfoManage.ClassManage']);
    await app.inject({ method: 'POST', url: '/javaApi/probe/addGrade', headers: { auth: 't', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'yearId=9&gradeName=大班' });
    expect(recordWrite).toHaveBeenCalledWith(expect.objectContaining({ callId: 'probe.addGrade', targetIds: [9, 42] }));
  });

  it('names the field that failed its schema', async () => {
    const { app } = await probeApp(['BaseInfoManage']);
    const answer = await app.inject({ method: 'POST', url: '/javaApi/probe/addGrade', headers: { auth: 't' }, payload: { yearId: 1 } });
    expect(answer.json()).toEqual({ code: ErrorCode.INVALID_PARAMS, message: '缺少参数 gradeName', data: null, field: 'gradeName' });
  });

  it('sends files with a Content-Disposition whose Chinese name survives', async () => {
    const { app } = await probeApp([]);
    const answer = await app.inject({ method: 'POST', url: '/javaApi/probe/exportGrades', headers: { auth: 't' }, payload: {} });
    expect(answer.body).toBe('file');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="_____-__.xlsx"; filename*=UTF-8''${encodeURIComponent('阳光幼儿园-年级.xlsx')}`,
    );
  });

  it('answers -1 未知错误 for anything unexpected, without the details', async () => {
    const { app } = await probeApp([]);
    const answer = await app.inject({ method: 'GET', url: '/javaApi/probe/explode', headers: { auth: 't' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: -1, message: '未知错误', data: null });
  });
});
