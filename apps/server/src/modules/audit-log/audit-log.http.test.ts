import { ANY_SIGNED_IN, ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const J = '/javaApi/auditLog/';

describe.each(testDialects)('操作日志 on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let typeId: number;
  /** Entries of a known moment, as the adapter writes them. */
  const entry = (teacherId: number, callId: string, createdAt: string, targetIds: unknown[] = [], schoolId = t.schools.schoolA) => ({
    schoolId,
    teacherId,
    callId,
    targetIds: JSON.stringify(targetIds),
    requestId: `test-${callId}-${createdAt}`,
    createdAt,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    await t.db
      .insertInto('auditLog')
      .values([
        // 2026-03-01 10:00 and 01:00 in China, and 2026-03-03 00:30 (still 03-02 in UTC).
        entry(t.people.teacherA.id, 'child.updateStudentAllergic', '2026-03-01T02:00:00.000Z', [41]),
        entry(t.people.adminA.id, 'device.updateDevice', '2026-02-28T17:00:00.000Z', [7, 3]),
        entry(t.people.adminA.id, 'account.updatePersonalAccountInfo', '2026-03-02T16:30:00.000Z'),
        entry(t.people.adminB.id, 'device.updateDevice', '2026-03-01T03:00:00.000Z', [99], t.schools.schoolB),
      ])
      .execute();
    typeId = (await t.call('POST', '/api/DeviceType/AddDeviceType', { token: admin, body: { TypeName: '空调' } })).body.Data.TypeId;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Record<string, string> = {}, token = admin) => t.call('GET', `${J}getList`, { token, query });
  const rows = async (query: Record<string, string> = {}, token = admin) => {
    const { body } = await list(query, token);
    expect(body.code).toBe(ErrorCode.SUCCESS);
    return body.data as { total: number; list: Record<string, unknown>[] };
  };
  const calls = async (query: Record<string, string>) => (await rows(query)).list.map((row) => row.callId);

  it('lists a write made in the console, newest first, with who, the call, its module and the records it named', async () => {
    const page = await rows();
    expect(page.total).toBe(4);
    expect(page.list[0]).toEqual({
      logId: expect.any(Number),
      createdAt: expect.any(String),
      teacherId: t.people.adminA.id,
      teacherName: '甲园长',
      callId: 'device.addDeviceType',
      operation: '添加设备类型',
      moduleCode: 'Setting.DeviceManage',
      moduleName: '设备管理',
      targetIds: [typeId],
    });
    expect(page.list.slice(1).map((row) => row.createdAt)).toEqual(['2026-03-02T16:30:00.000Z', '2026-03-01T02:00:00.000Z', '2026-02-28T17:00:00.000Z']);
    expect(page.list[2]).toMatchObject({ operation: '修改幼儿过敏药物与过敏食物', moduleName: '幼儿信息', targetIds: [41], teacherName: '甲老师' });
    expect(page.list[1]).toMatchObject({ moduleCode: ANY_SIGNED_IN, moduleName: '通用（个人与本班）', operation: '修改本人姓名、性别、生日、学历', targetIds: [] });
    // The legacy-cased envelope is not offered: the screen has only the Java family.
    expect((await t.call('GET', '/api/AuditLog/GetList', { token: admin })).status).toBe(404);
  });

  it('filters by person, by module (a group or one screen), and by China days', async () => {
    expect(await calls({ teacherId: String(t.people.teacherA.id) })).toEqual(['child.updateStudentAllergic']);
    expect(await calls({ moduleCode: 'ChildManage' })).toEqual(['child.updateStudentAllergic']);
    expect(await calls({ moduleCode: 'ChildManage.Child' })).toEqual(['child.updateStudentAllergic']);
    expect(await calls({ moduleCode: 'Setting' })).toEqual(['device.addDeviceType', 'device.updateDevice']);
    expect(await calls({ moduleCode: 'Setting.DeviceManage', teacherId: String(t.people.teacherA.id) })).toEqual([]);
    expect(await calls({ moduleCode: ANY_SIGNED_IN })).toEqual(['account.updatePersonalAccountInfo']);
    // 首页's calls only read: nothing, rather than everything.
    expect(await rows({ moduleCode: 'Home' })).toEqual({ total: 0, list: [] });
    expect(await calls({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual(['child.updateStudentAllergic', 'device.updateDevice']);
    expect(await calls({ startDate: '2026-03-03', endDate: '2026-03-03' })).toEqual(['account.updatePersonalAccountInfo']);
    expect(await calls({ endDate: '2026-02-28' })).toEqual([]);
    expect(await calls({ startDate: '', endDate: '', teacherId: '', moduleCode: '' })).toHaveLength(4);
  });

  it('pages', async () => {
    const second = await rows({ pageIndex: '2', pageSize: '3' });
    expect(second.total).toBe(4);
    expect(second.list.map((row) => row.callId)).toEqual(['device.updateDevice']);
  });

  it('offers the people whose changes the log holds', async () => {
    const { body } = await t.call('GET', `${J}getOperatorList`, { token: admin });
    expect(body.data).toEqual([
      { teacherId: t.people.adminA.id, teacherName: '甲园长' },
      { teacherId: t.people.teacherA.id, teacherName: '甲老师' },
    ]);
  });

  it('exports what the filters choose as a real xlsx', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${J}export`, headers: { auth: admin }, query: { moduleCode: 'Setting', startDate: '2026-03-01', endDate: '2026-03-01' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('操作日志');
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '操作人', '模块', '操作', '记录编号']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-03-01 01:00', '甲园长', '设备管理', '修改设备', '7、3']);
    expect(sheet.rowCount).toBe(2);
  });

  it('refuses bad input with the field named', async () => {
    const refusal = async (query: Record<string, string>) => (await list(query)).body;
    expect(await refusal({ pageSize: '1000' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'pageSize' });
    expect(await refusal({ moduleCode: 'Nowhere' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 moduleCode 模块不存在' });
    expect(await refusal({ startDate: '2026-03-02', endDate: '2026-03-01' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'endDate', message: expect.stringContaining('结束日期不能早于开始日期') });
    expect(await refusal({ startDate: '2026-02-30' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'startDate' });
    expect(await refusal({ teacherId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'teacherId' });
    const exported = await t.call('GET', `${J}export`, { token: admin, query: { moduleCode: 'Nowhere' } });
    expect(exported.body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('never shows another school’s entries, nor its people', async () => {
    const own = await rows({}, adminB);
    // School B's admin sees its own entry only (its sign-in is no write).
    expect(own.list.map((row) => [row.callId, row.teacherName])).toEqual([['device.updateDevice', '乙园长']]);
    expect((await rows({ teacherId: String(t.people.adminA.id) }, adminB)).total).toBe(0);
    expect((await rows({ teacherId: String(t.people.adminB.id) })).total).toBe(0);
    expect((await t.call('GET', `${J}getOperatorList`, { token: adminB })).body.data).toEqual([{ teacherId: t.people.adminB.id, teacherName: '乙园长' }]);
  });

  it('needs a session and a role granted 操作日志 (or all of 系统设置)', async () => {
    expect((await list({}, '')).body.code).toBe(ErrorCode.MISSING_TOKEN);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await list({}, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await t.call('GET', `${J}export`, { token: teacher })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await t.call('GET', `${J}getOperatorList`, { token: teacher })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    for (const [phone, modules] of [['13700000011', ['Setting.OperationLog']], ['13700000012', ['Setting']]] as const) {
      const roleId = await t.make.role(t.schools.schoolA, modules);
      await t.make.teacher(t.schools.schoolA, { phone, roleId, name: '审计员' });
      expect((await list({}, await t.login(phone))).body.code).toBe(ErrorCode.SUCCESS);
    }
  });
});
