import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const P = '/api/Emergency/';

describe.each(testDialects)('emergencies on %s', (dialect) => {
  let s: TeachingApp;
  const { call, ok } = legacyCalls(() => s.t, P, () => s.tokens.admin, ['DelEmergencyType']);
  let typeId: number;
  const emergency = (input: Record<string, unknown> = {}) => ({
    title: '小一班幼儿摔伤',
    typeId,
    level: 1,
    occurredAt: `${s.day(-2)} 10:20`,
    place: '户外大型玩具区',
    description: '从滑梯台阶踩空摔倒，右膝擦伤',
    actions: '保健医生清洗消毒包扎，观察30分钟',
    notifyList: ['家长', '园长'],
    childIds: [s.own.childId],
    teacherIds: [s.teacherId],
    ...input,
  });

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    typeId = (await ok('AddEmergencyType', { typeName: '意外伤害', description: '跌倒、碰撞' })).TypeId;
  });
  afterAll(() => s.t.close());

  it('keeps the school’s types: add, detail, select, rename, names unique', async () => {
    const other = (await ok('AddEmergencyType', { typeName: '食品安全' })).TypeId;
    expect(await ok('GetEmergencyTypeDetail', { typeId: other })).toEqual({ TypeId: other, TypeName: '食品安全', Description: null, EmergencyCount: 0 });
    expect(await call('AddEmergencyType', { typeName: '食品安全' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '已有名为「食品安全」的突发事件类型', ErrorField: 'TypeName' });
    await ok('UpdateEmergencyType', { typeId: other, typeName: '食品卫生', description: '疑似食物中毒' });
    expect((await call('UpdateEmergencyType', { typeId: other, typeName: '意外伤害' })).ErrorMessage).toBe('已有名为「意外伤害」的突发事件类型');
    expect(await ok('GetEmergencyTypeForSelect')).toEqual([
      { TypeId: typeId, TypeName: '意外伤害' },
      { TypeId: other, TypeName: '食品卫生' },
    ]);
    await ok('DelEmergencyType', { typeId: other });
    expect((await ok('GetEmergencyTypeList')).map((row: { TypeName: string }) => row.TypeName)).toEqual(['意外伤害']);
  });

  it('records an emergency with the children, staff, people told and files, and shows it', async () => {
    const fileId = await s.upload('EmergencyFile', s.tokens.admin, '伤口照片.png');
    const { EmergencyId: emergencyId } = await ok('AddEmergency', emergency({ fileIds: [fileId] }));
    const page = await ok('GetEmergencyList', { searchKey: '摔伤' });
    expect(page.Total).toBe(1);
    expect(page.List[0]).toMatchObject({ EmergencyId: emergencyId, TypeName: '意外伤害', Level: 1, OccurredAt: `${s.day(-2)} 10:20`, ChildCount: 1, TeacherCount: 1, ReporterName: '甲园长' });
    const detail = await ok('GetEmergencyDetail', { emergencyId });
    expect(detail).toMatchObject({ NotifyList: ['家长', '园长'], Actions: '保健医生清洗消毒包扎，观察30分钟' });
    expect(detail.ChildList).toEqual([{ StudentId: s.own.childId, StudentName: '王小明', ClassName: '小一班' }]);
    expect(detail.TeacherList).toEqual([{ TeacherId: s.teacherId, TeacherName: '小一班老师' }]);
    expect(detail.FileList).toEqual([expect.objectContaining({ FileId: fileId, FileName: '伤口照片.png' })]);
    expect((await ok('GetEmergencyTypeDetail', { typeId })).EmergencyCount).toBe(1);

    await ok('UpdateEmergency', emergency({ emergencyId, level: 2, childIds: [s.own.childId, s.other.childId], fileIds: [] }));
    const changed = await ok('GetEmergencyDetail', { emergencyId });
    expect(changed.Level).toBe(2);
    expect(changed.ChildList).toHaveLength(2);
    expect(changed.FileList).toEqual([]);
    expect((await ok('GetEmergencyList', { level: 3 })).Total).toBe(0);
    expect((await ok('GetEmergencyList', { startDate: s.day(-1), endDate: s.day(0) })).Total).toBe(0);
    expect((await ok('GetEmergencyList', { startDate: s.day(-2), endDate: s.day(-2) })).Total).toBe(1);
  });

  it('does not delete a type in use (2000032), and deletes a record', async () => {
    const { EmergencyId: emergencyId } = await ok('AddEmergency', emergency({ title: '午睡时流鼻血' }));
    expect(await call('DelEmergencyType', { typeId })).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: expect.stringContaining('不能删除') });
    await ok('DelEmergency', { emergencyId });
    expect((await call('GetEmergencyDetail', { emergencyId })).ErrorMessage).toBe('突发事件不存在');
  });

  it('refuses bad input, naming the field', async () => {
    expect(await call('AddEmergency', emergency({ title: '' }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorField: 'Title' });
    expect((await call('AddEmergency', emergency({ occurredAt: '2026-13-01 10:00' }))).ErrorMessage).toContain('发生时间');
    expect((await call('AddEmergency', emergency({ occurredAt: `${s.day(2)} 10:00` }))).ErrorMessage).toBe('发生时间不能晚于今天');
    expect(await call('AddEmergency', emergency({ typeId: 999999 }))).toMatchObject({ ErrorMessage: '突发事件类型不存在', ErrorField: 'TypeId' });
    expect((await call('AddEmergency', emergency({ childIds: [s.foreign.childId] }))).ErrorMessage).toBe('涉及的幼儿不存在');
    expect((await call('AddEmergency', emergency({ teacherIds: [999999] }))).ErrorMessage).toBe('涉及的教职工不存在或已离职');
    expect((await call('AddEmergency', emergency({ actions: '' }))).ErrorMessage).toContain('请填写处理措施');
    expect((await call('AddEmergencyType', { typeName: '' })).ErrorField).toBe('TypeName');
    const photo = await s.upload('GrowthRecordPhoto', s.tokens.admin);
    expect((await call('AddEmergency', emergency({ fileIds: [photo] }))).ErrorMessage).toContain('须为突发事件附件');
  });

  it('lists the school’s staff for selection', async () => {
    const staff = await ok('GetTeacherForSelect', { searchKey: '小一班' });
    expect(staff).toEqual([{ TeacherId: s.teacherId, TeacherName: '小一班老师', DepartmentName: null }]);
    expect((await ok('GetTeacherForSelect', {}, s.tokens.adminB)).map((row: { TeacherName: string }) => row.TeacherName)).toEqual(['乙园长']);
  });

  it('keeps another school’s records and types out of reach, and is for roles with 突发事件 and a session only', async () => {
    const { EmergencyId: emergencyId } = await ok('AddEmergency', emergency({ title: '幼儿误食橡皮' }));
    expect((await ok('GetEmergencyList', {}, s.tokens.adminB)).Total).toBe(0);
    expect(await ok('GetEmergencyTypeList', {}, s.tokens.adminB)).toEqual([]);
    expect((await call('GetEmergencyDetail', { emergencyId }, s.tokens.adminB)).ErrorMessage).toBe('突发事件不存在');
    expect((await call('DelEmergency', { emergencyId }, s.tokens.adminB)).ErrorMessage).toBe('突发事件不存在');
    expect((await call('DelEmergencyType', { typeId }, s.tokens.adminB)).ErrorMessage).toBe('突发事件类型不存在');
    expect((await call('UpdateEmergencyType', { typeId, typeName: '改' }, s.tokens.adminB)).ErrorMessage).toBe('突发事件类型不存在');
    const bType = (await ok('AddEmergencyType', { typeName: '意外伤害' }, s.tokens.adminB)).TypeId;
    expect((await call('AddEmergency', emergency({ typeId: bType }))).ErrorMessage).toBe('突发事件类型不存在');
    const withoutModule = await s.t.login(s.t.people.teacherA.phone);
    for (const action of ['GetEmergencyList', 'GetEmergencyDetail', 'AddEmergency', 'DelEmergency', 'GetEmergencyTypeList', 'AddEmergencyType', 'DelEmergencyType', 'GetTeacherForSelect']) {
      expect((await call(action, { emergencyId, typeId }, withoutModule)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(action, { emergencyId, typeId }, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
    }
  });
});
