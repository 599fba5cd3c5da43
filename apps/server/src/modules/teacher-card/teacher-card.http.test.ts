import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('teacher cards on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let phone = 13300000000;

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown>, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const addTeacher = async (teacherName: string, token = admin) =>
    (await post('/javaApi/teacher/addTeacher', { teacherName, sex: 2, phone: String(++phone) }, token)).body.data.teacherId as number;
  const holder = (cardNo: string, token = admin) => get('/api/TeacherCard/GetTeacherCardByCardNo', { cardNo }, token).then((answer) => answer.body.Data);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it('binds a card in both families; the number then reads as the teacher’s, upper-cased', async () => {
    const teacherId = await addTeacher('发卡甲');
    const bound = await post('/api/TeacherCard/BindTeacherCard', { TeacherId: teacherId, CardNo: 'ab12cd34' });
    expect(bound.body.Data).toEqual({ TeacherId: teacherId, CardNo: 'AB12CD34', Status: 1 });
    expect(await holder('AB12CD34')).toEqual({ CardNo: 'AB12CD34', Status: 1, StatusName: '正常', TeacherId: teacherId, TeacherName: '发卡甲', DepartmentName: null });
    const other = await addTeacher('发卡乙');
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId: other, cardNo: '20260001' })).body.data).toEqual({ teacherId: other, cardNo: '20260001', status: 1 });
  });

  it('keeps one card to one person: a number in use and a second card are refused', async () => {
    const teacherId = await addTeacher('发卡丙');
    const taken = await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'AB12CD34' });
    expect(taken.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '卡号AB12CD34已绑定给「发卡甲」，请先解绑' });
    await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'C0000003' });
    const second = await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'C0000004' });
    expect(second.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '「发卡丙」已有正常使用的卡C0000003，请先解绑或换卡' });
  });

  it('lets only one of two simultaneous binds of a number win', async () => {
    const [first, second] = [await addTeacher('同时甲'), await addTeacher('同时乙')];
    const answers = await Promise.all([first, second].map((teacherId) => post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'RACE0001' })));
    expect(answers.map((answer) => answer.body.code).sort((a, b) => a - b)).toEqual([200, ErrorCode.INVALID_PARAMS]);
    await post('/javaApi/teacherCard/unBindCard', { teacherId: (await holder('RACE0001')).TeacherId });
  });

  it('unbinds a card, which then reads as 已注销 while its number is free for someone else', async () => {
    const teacherId = await addTeacher('解绑甲');
    await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'U0000001' });
    expect((await post('/javaApi/teacherCard/unBindCard', { teacherId })).body.data).toEqual({ teacherId, cardNo: 'U0000001', status: 0 });
    expect(await holder('U0000001')).toMatchObject({ Status: 0, StatusName: '已注销', TeacherName: '解绑甲' });
    expect((await post('/api/TeacherCard/UnBindTeacherCard', { TeacherId: teacherId })).body).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '「解绑甲」没有正常使用的卡' });
    const next = await addTeacher('解绑乙');
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId: next, cardNo: 'U0000001' })).body.code).toBe(200);
    expect(await holder('U0000001')).toMatchObject({ Status: 1, TeacherName: '解绑乙' });
    expect(await holder('NEVER001')).toEqual({ CardNo: 'NEVER001', Status: 2, StatusName: '未发卡', TeacherId: null, TeacherName: null, DepartmentName: null });
  });

  it('changes a card (换卡): the old one is cancelled and the new one bound together', async () => {
    const teacherId = await addTeacher('换卡');
    expect((await post('/javaApi/teacherCard/resetCard', { teacherId, cardNo: 'R0000002' })).body.message).toBe('「换卡」还没有卡，请直接发卡');
    await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'R0000001' });
    expect((await post('/javaApi/teacherCard/resetCard', { teacherId, cardNo: 'R0000001' })).body.message).toBe('新卡号与当前卡号相同');
    expect((await post('/javaApi/teacherCard/resetCard', { teacherId, cardNo: 'AB12CD34' })).body.message).toBe('卡号AB12CD34已绑定给「发卡甲」，请先解绑');
    expect((await post('/api/TeacherCard/ResetTeacherCard', { TeacherId: teacherId, CardNo: 'R0000002' })).body.Data).toEqual({ TeacherId: teacherId, CardNo: 'R0000002', Status: 1 });
    expect((await holder('R0000001')).Status).toBe(0);
    expect((await holder('R0000002')).TeacherId).toBe(teacherId);
  });

  it('lists the working staff with their card status, filtered and paged, in both families', async () => {
    const all = (await get('/api/TeacherCard/GetTeacherCardList', { pageSize: 100 })).body.Data;
    const byName = (name: string) => all.List.find((row: { TeacherName: string }) => row.TeacherName === name);
    expect(byName('发卡甲')).toMatchObject({ CardNo: 'AB12CD34', Status: 1, StatusName: '正常', ChangedAt: expect.any(String) });
    expect(byName('解绑甲')).toMatchObject({ CardNo: 'U0000001', Status: 0, StatusName: '已注销' });
    expect(byName('甲老师')).toMatchObject({ CardNo: null, Status: 2, StatusName: '未发卡', ChangedAt: null });
    const statuses = async (status: number) =>
      (await post('/javaApi/teacherCard/getTeacherCardList', { status, pageSize: 100 })).body.data.list.map((row: { teacherName: string }) => row.teacherName);
    expect((await statuses(0)).filter((name: string) => !name.startsWith('同时'))).toEqual(['解绑甲']);
    expect(await statuses(1)).toEqual(['发卡甲', '发卡乙', '发卡丙', '解绑乙', '换卡']);
    expect((await statuses(2)).filter((name: string) => !name.startsWith('同时'))).toEqual(['甲园长', '甲老师']);
    const search = (await post('/javaApi/teacherCard/getTeacherCardList', { searchContent: 'r0000002' })).body.data;
    expect(search).toEqual({ total: 1, list: [expect.objectContaining({ teacherName: '换卡' })] });
    const paged = (await post('/javaApi/teacherCard/getTeacherCardList', { pageIndex: 2, pageSize: 3 })).body.data;
    expect(paged.total).toBe(all.Total);
    expect(paged.list).toHaveLength(3);
  });

  it('refuses a card for a leaver, and leaves the list without them', async () => {
    const teacherId = await addTeacher('离职者');
    await post('/javaApi/teacher/dimissionTeacher', { teacherId });
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'L0000001' })).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '「离职者」已离职，不能发卡' });
    expect((await post('/javaApi/teacherCard/getTeacherCardList', { searchContent: '离职者' })).body.data.total).toBe(0);
  });

  it('answers 1000001 naming the field for a card number that is not one', async () => {
    const teacherId = await addTeacher('格式');
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: '12' })).body.message).toBe('参数 cardNo 卡号为4-32位字母或数字');
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: '卡号1234' })).body.message).toBe('参数 cardNo 卡号为4-32位字母或数字');
    expect((await post('/javaApi/teacherCard/bindCard', { cardNo: 'A1234567' })).body.message).toBe('缺少参数 teacherId');
  });

  it('keeps cards apart between schools: the same number may serve each school, and no school reaches another’s staff', async () => {
    const teacherB = await addTeacher('乙园老师', adminB);
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId: teacherB, cardNo: 'AB12CD34' }, adminB)).body.code).toBe(200);
    expect((await holder('AB12CD34', adminB)).TeacherName).toBe('乙园老师');
    expect((await holder('AB12CD34')).TeacherName).toBe('发卡甲');
    const teacherA = (await holder('AB12CD34')).TeacherId;
    const notFound = { code: ErrorCode.INVALID_PARAMS, message: '教职工不存在' };
    expect((await post('/javaApi/teacherCard/bindCard', { teacherId: teacherA, cardNo: 'X0000001' }, adminB)).body).toMatchObject(notFound);
    expect((await post('/javaApi/teacherCard/unBindCard', { teacherId: teacherA }, adminB)).body).toMatchObject(notFound);
    expect((await post('/javaApi/teacherCard/resetCard', { teacherId: teacherA, cardNo: 'X0000002' }, adminB)).body).toMatchObject(notFound);
    expect((await post('/javaApi/teacherCard/getTeacherCardList', { searchContent: '发卡甲' }, adminB)).body.data.total).toBe(0);
    expect((await holder('AB12CD34')).Status).toBe(1);
  });
});
