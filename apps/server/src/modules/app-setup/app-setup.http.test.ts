import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('app install statistics on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let child: { classId: number; childId: number };
  let otherChildId: number;
  let childB: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    child = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明');
    otherChildId = await t.make.childInClass(t.schools.schoolA, child.classId, '李朵朵');
    await t.make.guardian(t.schools.schoolA, child.childId, { name: '王妈妈', phone: '13900000001' });
    await t.make.guardian(t.schools.schoolA, child.childId, { name: '王爸爸', phone: '13900000002' });
    await t.make.guardian(t.schools.schoolA, otherChildId, { name: '李妈妈', phone: '13900000003' });
    const yearB = await t.make.schoolYear(t.schools.schoolB);
    childB = (await t.make.classWithChild(t.schools.schoolB, yearB, '大一班', '赵乙乙')).childId;

    // The parents' app of 王妈妈, the teachers' app of the teacher; the administrator only in the console.
    const sent = await t.call('POST', '/javaApi/family/sendCode', { body: { phone: '13900000001' } });
    const family = await t.call('POST', '/javaApi/family/login', {
      body: { phone: '13900000001', code: t.sms.lastCode('13900000001'), codeId: sent.body.data.codeId, appId: 'yuanwu-parent', deviceId: 'iPhone-0001' },
    });
    expect(family.body.code).toBe(200);
    const teacherApp = await t.call('POST', '/javaApi/login/validLogin', { body: { account: t.people.teacherA.phone, password: TEST_PASSWORD, appId: 'yuanwu-teacher', deviceId: 'HUAWEI-0002' } });
    expect(teacherApp.body.code).toBe(200);
    admin = await t.login(t.people.adminA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, query: Record<string, string> = {}, token = admin) => t.call('GET', `/api/AppSetup/${path}`, { token, query });

  it('counts the school’s installs from the apps’ sign-ins, by class and department', async () => {
    const figures = (await get('GetAppSetupStatistics')).body.Data;
    expect(figures).toMatchObject({ StudentCount: 2, StudentInstalledCount: 1, GuardianCount: 3, GuardianInstalledCount: 1, TeacherCount: 2, TeacherInstalledCount: 1 });
    expect(figures.ClassList).toEqual([{ ClassId: child.classId, ClassName: '小一班', StudentCount: 2, InstalledCount: 1, GuardianCount: 3, InstalledGuardianCount: 1 }]);
    expect(figures.DepartmentList).toEqual([{ DepartmentId: null, DepartmentName: '未分配部门', TeacherCount: 2, InstalledCount: 1 }]);
  });

  it('lists the children by status, and which guardians of a child installed', async () => {
    const all = (await get('GetStudentAppSetupList', { classId: String(child.classId), status: '0' })).body.Data;
    expect(all.Total).toBe(2);
    const installed = (await get('GetStudentAppSetupList', { status: '1' })).body.Data.List;
    expect(installed).toEqual([expect.objectContaining({ StudentName: '王小明', GuardianCount: 2, InstalledGuardianCount: 1, IsInstalled: true, LastLoginAt: expect.any(String) })]);
    const missing = (await get('GetStudentAppSetupList', { status: '2', pageIndex: '1', pageSize: '10' })).body.Data;
    expect(missing).toEqual({ List: [expect.objectContaining({ StudentName: '李朵朵', IsInstalled: false, LastLoginAt: null })], Total: 1 });
    const relations = (await get('GetRelationList', { studentId: String(child.childId) })).body.Data;
    expect(relations.map((row: { GuardianName: string; IsInstalled: boolean }) => [row.GuardianName, row.IsInstalled])).toEqual([
      ['王妈妈', true],
      ['王爸爸', false],
    ]);
  });

  it('lists the staff by status', async () => {
    const installed = (await get('GetTeacherAppSetupList', { status: '1' })).body.Data;
    expect(installed).toEqual({ List: [expect.objectContaining({ TeacherName: '甲老师', IsInstalled: true, FirstLoginAt: expect.any(String) })], Total: 1 });
    const missing = (await get('GetTeacherAppSetupList', { status: '2', searchKey: '园长' })).body.Data.List;
    expect(missing.map((row: { TeacherName: string }) => row.TeacherName)).toEqual(['甲园长']);
  });

  it('exports either list as a spreadsheet', async () => {
    for (const userType of [1, 2]) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/AppSetup/ExportAppSetupList', headers: { auth: admin }, payload: { userType, status: 0 } });
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses bad input, and another school’s child', async () => {
    expect((await get('GetStudentAppSetupList', { status: '3' })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('安装状态') });
    expect((await get('GetRelationList', { studentId: 'x' })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get('GetRelationList', { studentId: String(childB) })).body.ErrorMessage).toBe('幼儿不存在');
    const adminB = await t.login(t.people.adminB.phone);
    const figuresB = (await get('GetAppSetupStatistics', {}, adminB)).body.Data;
    expect(figuresB).toMatchObject({ StudentCount: 1, StudentInstalledCount: 0, TeacherCount: 1, TeacherInstalledCount: 0 });
  });

  it('needs a session and the 安装统计 module', async () => {
    expect((await get('GetAppSetupStatistics', {}, '')).body.ResponseStatus).toBe(4);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await get('GetAppSetupStatistics', {}, teacher)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });
});
