import { attendSettingEndpoints, ErrorCode, teacherAttendFilterEndpoints, workforceEndpoints, type EndpointDefinition } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Cell = { date: string; shiftId: number | null; shiftName: string; manual: boolean };
type Grid = { days: { date: string; kind: number; note: string | null }[]; teachers: { teacherId: number; cells: Cell[] }[] };

const period = (startTime: string, endTime: string) => ({ startTime, endTime, signInBefore: 60, signOutAfter: 120 });
const weekLoop = (work: number, weekend: number | null = null) => [work, work, work, work, work, weekend, weekend];

/** A bad input for each call, and the field its refusal names. */
const badInputs: Record<string, { input: Record<string, unknown>; field: string }> = {
  getShiftList: { input: { status: 3 }, field: 'status' },
  addShift: { input: { shiftName: '', periods: [period('08:00', '17:00')] }, field: 'shiftName' },
  updateShift: { input: { shiftId: 1, shiftName: '班', periods: [{ startTime: '25:00', endTime: '17:00' }] }, field: 'periods.0.startTime' },
  updateShiftStatus: { input: { shiftIds: [], status: 1 }, field: 'shiftIds' },
  deleteShift: { input: { shiftId: 'x' }, field: 'shiftId' },
  getAttendGroupList: { input: { pageSize: 1000 }, field: 'pageSize' },
  addAttendGroup: { input: { groupName: '组', loopType: 3, loopShiftIds: [1] }, field: 'loopType' },
  getAttendGroup: { input: { groupId: 0 }, field: 'groupId' },
  updateAttendGroup: { input: { groupId: 1, groupName: '', loopType: 1, loopShiftIds: [1] }, field: 'groupName' },
  deleteAttendGroup: { input: {}, field: 'groupId' },
  getAttendGroupMembers: { input: { groupId: -1 }, field: 'groupId' },
  getTeacherGroupFilterList: { input: { groupState: 9 }, field: 'groupState' },
  changeTeacherGroup: { input: { teacherIds: [1] }, field: 'groupId' },
  removeTeacherFromGroup: { input: { teacherIds: [] }, field: 'teacherIds' },
  getLeaveTypeList: { input: { status: 'on' }, field: 'status' },
  addLeaveType: { input: { leaveTypeName: '超过十个字的请假类型名称啊' }, field: 'leaveTypeName' },
  updateLeaveTypeStatus: { input: { leaveTypeIds: [1], status: 2 }, field: 'status' },
  deleteLeaveType: { input: {}, field: 'leaveTypeId' },
  getArrangeShiftList: { input: { groupId: 1, month: '2026-13' }, field: 'month' },
  smartArrangeShift: { input: { groupId: 1 }, field: 'month' },
  addArrangeShift: { input: { teacherIds: [1], startDate: '2026-02-30', endDate: '2026-03-01', shiftId: 1 }, field: 'startDate' },
  deleteArrangeShift: { input: { groupId: 1, startDate: '2026-03-01' }, field: 'endDate' },
};

const groups = { ...attendSettingEndpoints, ...workforceEndpoints };
const send = (t: TestApp, endpoint: EndpointDefinition, input: Record<string, unknown>, token?: string) => {
  const { method, path } = endpoint.java!;
  return method === 'GET'
    ? t.call('GET', path, { token, query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) })
    : t.call('POST', path, { token, body: input });
};

describe.each(testDialects)('teacher attendance settings and scheduling on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let phone = 13400000000;

  const call = (name: keyof typeof groups | keyof typeof teacherAttendFilterEndpoints, input: Record<string, unknown> = {}, token = admin) =>
    send(t, ({ ...groups, ...teacherAttendFilterEndpoints } as Record<string, EndpointDefinition>)[name]!, input, token).then((answer) => answer.body);
  const data = async (name: Parameters<typeof call>[0], input: Record<string, unknown> = {}, token = admin) => {
    const body = await call(name, input, token);
    if (body.code !== 200) throw new Error(`${name}: ${body.code} ${body.message}`);
    return body.data;
  };
  const addTeacher = async (teacherName: string, token = admin) =>
    (await t.call('POST', '/javaApi/teacher/addTeacher', { token, body: { teacherName, sex: 2, phone: String(++phone) } })).body.data.teacherId as number;
  const addShift = async (shiftName: string, periods = [period('08:00', '17:00')], token = admin) =>
    (await data('addShift', { shiftName, periods, lateMinutes: 10, earlyMinutes: 5 }, token)).shiftId as number;
  const addGroup = async (groupName: string, loopShiftIds: (number | null)[], teacherIds: number[], extra: Record<string, unknown> = {}) =>
    (await data('addAttendGroup', { groupName, loopType: 1, loopShiftIds, teacherIds, ...extra })).groupId as number;
  const grid = (groupId: number, month: string): Promise<Grid> => data('getArrangeShiftList', { groupId, month });
  const cellsOf = async (groupId: number, month: string, teacherId: number) =>
    new Map((await grid(groupId, month)).teachers.find((row) => row.teacherId === teacherId)!.cells.map((cell) => [cell.date, cell]));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('every call', () => {
    const names = Object.keys(groups) as (keyof typeof groups)[];

    it.each(names)('%s refuses bad input, naming the field', async (name) => {
      const bad = badInputs[name]!;
      expect(await call(name, bad.input)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: bad.field });
    });

    it.each([...names, ...(Object.keys(teacherAttendFilterEndpoints) as (keyof typeof teacherAttendFilterEndpoints)[])])('%s needs a session', async (name) => {
      const endpoint = ({ ...groups, ...teacherAttendFilterEndpoints } as Record<string, EndpointDefinition>)[name]!;
      expect((await send(t, endpoint, {})).body.code).toBe(ErrorCode.MISSING_TOKEN);
    });

    it('refuses a role without 考勤设置 or 排班, each call to its own screen', async () => {
      const cardsOnly = await t.make.role(t.schools.schoolA, ['TeacherAttend.TeacherCard'], '发卡员');
      await t.make.teacher(t.schools.schoolA, { phone: '13711110001', roleId: cardsOnly, name: '发卡员' });
      const scheduler = await t.make.role(t.schools.schoolA, ['TeacherAttend.Workforce'], '排班员');
      await t.make.teacher(t.schools.schoolA, { phone: '13711110002', roleId: scheduler, name: '排班员' });
      const [cardToken, schedulerToken] = [await t.login('13711110001'), await t.login('13711110002')];
      for (const name of names) expect((await call(name, {}, cardToken)).code).toBe(ErrorCode.NOT_ALLOWED);
      for (const name of Object.keys(attendSettingEndpoints) as (keyof typeof groups)[]) expect((await call(name, {}, schedulerToken)).code).toBe(ErrorCode.NOT_ALLOWED);
      expect(await call('getArrangeShiftList', { groupId: 999999, month: '2026-10' }, schedulerToken)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '考勤组不存在' });
      // The filters are any signed-in user's.
      expect((await call('getAttendGroupListForFilter', {}, cardToken)).code).toBe(200);
    });
  });

  describe('shifts', () => {
    it('adds, lists and updates a shift; a night shift ends on the next day', async () => {
      const shiftId = await addShift('门卫夜班', [period('19:00', '07:00')]);
      const list = await data('getShiftList', { searchKey: '门卫' });
      expect(list.total).toBe(1);
      expect(list.list[0]).toMatchObject({
        shiftId,
        shiftName: '门卫夜班',
        timeText: '19:00-次日07:00',
        workMinutes: 720,
        lateMinutes: 10,
        earlyMinutes: 5,
        status: 1,
        statusName: '有效',
        periods: [{ startTime: '19:00', endTime: '07:00', startMinute: 1140, endMinute: 1860, nextDay: true, signInBefore: 60, signOutAfter: 120 }],
      });
      const split = [{ ...period('20:00', '23:30'), signOutAfter: 30 }, { ...period('00:30', '06:00'), signInBefore: 30 }];
      expect((await call('updateShift', { shiftId, shiftName: '门卫夜班', periods: split, lateMinutes: 0, earlyMinutes: 0 })).code).toBe(200);
      const updated = (await data('getShiftList', { searchKey: '门卫' })).list[0];
      expect(updated.timeText).toBe('20:00-23:30 次日00:30-次日06:00');
      expect(updated.periods.map((one: { startMinute: number; endMinute: number }) => [one.startMinute, one.endMinute])).toEqual([
        [1200, 1410],
        [1470, 1800],
      ]);
    });

    it('refuses clock-in windows that overlap, a shift over 24 hours and a name in use', async () => {
      const overlapping = await call('addShift', { shiftName: '重叠班', periods: [period('08:00', '12:00'), period('13:00', '17:00')] });
      expect(overlapping).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'periods.1.signInBefore', message: '与上一时段的打卡时间重叠，请缩短打卡时间范围' });
      const long = await call('addShift', { shiftName: '超长班', periods: [{ ...period('08:00', '12:00'), signOutAfter: 0 }, { ...period('07:00', '09:00'), signInBefore: 0 }] });
      expect(long).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'periods.1.endTime' });
      await addShift('同名班');
      expect(await call('addShift', { shiftName: '同名班', periods: [period('08:00', '17:00')] })).toMatchObject({ field: 'shiftName', message: '班次「同名班」已存在' });
    });

    it('sets shifts valid and invalid in bulk; an invalid shift is not offered for scheduling', async () => {
      const [a, b] = [await addShift('批量甲'), await addShift('批量乙')];
      expect((await call('updateShiftStatus', { shiftIds: [a, b], status: 0 })).code).toBe(200);
      expect((await data('getShiftList', { status: 0, searchKey: '批量' })).total).toBe(2);
      expect((await data('getWorkTimeListForFilter')).map((option: { shiftId: number }) => option.shiftId)).not.toContain(a);
      expect(await call('addAttendGroup', { groupName: '无效班组', loopType: 1, loopShiftIds: weekLoop(a) })).toMatchObject({ field: 'loopShiftIds', message: '班次「批量甲」已设为无效，不能用于排班' });
      await call('updateShiftStatus', { shiftIds: String(a), status: 1 });
      expect((await data('getWorkTimeListForFilter')).map((option: { shiftId: number }) => option.shiftId)).toContain(a);
    });

    it('deletes an unused shift, and refuses one in a loop or scheduled ahead, saying why', async () => {
      const unused = await addShift('闲置班');
      expect((await call('deleteShift', { shiftId: unused })).code).toBe(200);
      expect((await data('getShiftList', { searchKey: '闲置' })).total).toBe(0);
      expect(await call('deleteShift', { shiftId: unused })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班次不存在' });

      const looped = await addShift('规则班');
      await addGroup('规则组', weekLoop(looped), []);
      expect(await call('deleteShift', { shiftId: looped })).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '班次「规则班」正在被考勤组「规则组」的排班规则使用，不能删除' });

      const scheduled = await addShift('临时班');
      const [regular, teacherId] = [await addShift('临时组常规'), await addTeacher('临时老师')];
      await addGroup('临时组', weekLoop(regular), [teacherId]);
      await data('addArrangeShift', { teacherIds: [teacherId], startDate: '2030-03-04', endDate: '2030-03-05', shiftId: scheduled });
      expect(await call('deleteShift', { shiftId: scheduled })).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '班次「临时班」已排在2030-03-04起的2个班中，请先清除这些排班再删除' });
    });
  });

  describe('attendance groups', () => {
    it('adds a group with members, reads it, lists it and its members, and updates it', async () => {
      const shiftId = await addShift('组常规班');
      const [a, b, c] = [await addTeacher('组员甲'), await addTeacher('组员乙'), await addTeacher('组员丙')];
      const groupId = await addGroup('教学一组', weekLoop(shiftId), [a, b], { signByApp: false });
      const group = await data('getAttendGroup', { groupId });
      expect(group).toMatchObject({ groupName: '教学一组', loopType: 1, loopTypeName: '按周', followHolidays: true, signByCard: true, signByApp: false, memberCount: 2 });
      expect(group.teacherIds.sort()).toEqual([a, b].sort());
      expect(group.loop.map((day: { dayName: string; shiftName: string }) => `${day.dayName}${day.shiftName}`)).toEqual([
        '周一组常规班', '周二组常规班', '周三组常规班', '周四组常规班', '周五组常规班', '周六休息', '周日休息',
      ]);
      expect((await data('getAttendGroupList', { searchKey: '教学一' })).list[0]).toMatchObject({ groupId, memberCount: 2 });
      expect((await data('getAttendGroupMembers', { groupId, searchKey: '组员甲' })).list).toEqual([expect.objectContaining({ teacherId: a, teacherName: '组员甲' })]);

      const ungrouped = (await data('getTeacherGroupFilterList', { groupState: 2, searchKey: '组员', pageSize: 50 })).list;
      expect(ungrouped.map((row: { teacherId: number }) => row.teacherId)).toEqual([c]);
      const grouped = (await data('getTeacherGroupFilterList', { groupState: 1, searchKey: '组员' })).list;
      expect(grouped).toEqual(expect.arrayContaining([expect.objectContaining({ teacherId: a, groupName: '教学一组' })]));

      const update = { groupId, groupName: '教学一组', loopType: 2, loopShiftIds: [shiftId, 0], loopStartDate: '2030-01-01', teacherIds: [b, c] };
      expect((await call('updateAttendGroup', update)).code).toBe(200);
      const updated = await data('getAttendGroup', { groupId });
      expect(updated).toMatchObject({ loopType: 2, loopTypeName: '按天轮班', loopStartDate: '2030-01-01', memberCount: 2 });
      expect(updated.loop.map((day: { dayName: string }) => day.dayName)).toEqual(['第1天', '第2天']);
      expect(updated.teacherIds.sort()).toEqual([b, c].sort());
      expect((await data('getAttendGroupListForFilter')).map((option: { groupName: string }) => option.groupName)).toContain('教学一组');
    });

    it('keeps a teacher in one group: adding to another moves them; removing and deleting ungroup them', async () => {
      const shiftId = await addShift('移动班');
      const teacherId = await addTeacher('移动老师');
      const first = await addGroup('先组', weekLoop(shiftId), [teacherId]);
      const second = await addGroup('后组', weekLoop(shiftId), []);
      expect((await call('changeTeacherGroup', { teacherIds: [teacherId], groupId: second })).code).toBe(200);
      expect((await data('getAttendGroup', { groupId: first })).teacherIds).toEqual([]);
      expect((await data('getAttendGroup', { groupId: second })).teacherIds).toEqual([teacherId]);
      expect((await call('removeTeacherFromGroup', { teacherIds: [teacherId] })).code).toBe(200);
      expect(await call('removeTeacherFromGroup', { teacherIds: [teacherId] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'teacherIds' });
      await data('changeTeacherGroup', { teacherIds: [teacherId], groupId: first });
      expect((await call('deleteAttendGroup', { groupId: first })).code).toBe(200);
      expect(await call('getAttendGroup', { groupId: first })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '考勤组不存在' });
      expect((await data('getTeacherGroupFilterList', { groupState: 2, searchKey: '移动老师' })).total).toBe(1);
    });

    it('refuses a loop without a working day, a rotation without its first day, and no clock-in means', async () => {
      const shiftId = await addShift('规则校验班');
      expect(await call('addAttendGroup', { groupName: '全休组', loopType: 1, loopShiftIds: weekLoop(0 as never, null).map(() => null) })).toMatchObject({ field: 'loopShiftIds' });
      expect(await call('addAttendGroup', { groupName: '轮班组', loopType: 2, loopShiftIds: [shiftId, null] })).toMatchObject({ field: 'loopStartDate' });
      expect(await call('addAttendGroup', { groupName: '短周组', loopType: 1, loopShiftIds: [shiftId] })).toMatchObject({ field: 'loopShiftIds', message: '按周排班需设置周一至周日7天' });
      expect(await call('addAttendGroup', { groupName: '不打卡组', loopType: 1, loopShiftIds: weekLoop(shiftId), signByCard: false, signByApp: false })).toMatchObject({ field: 'signByCard' });
    });
  });

  describe('leave types', () => {
    it('adds, lists, disables and deletes leave types', async () => {
      const leaveTypeId = (await data('addLeaveType', { leaveTypeName: '探亲假', halfDay: false })).leaveTypeId;
      expect(await call('addLeaveType', { leaveTypeName: '探亲假' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'leaveTypeName', message: '请假类型「探亲假」已存在' });
      expect(await data('getLeaveTypeList')).toEqual(expect.arrayContaining([{ leaveTypeId, leaveTypeName: '探亲假', halfDay: false, status: 1, statusName: '启用' }]));
      expect((await call('updateLeaveTypeStatus', { leaveTypeIds: [leaveTypeId], status: 0 })).code).toBe(200);
      expect((await data('getLeaveTypeList', { status: 0 })).map((type: { leaveTypeId: number }) => type.leaveTypeId)).toEqual([leaveTypeId]);
      expect((await data('getLeaveTypeListForFilter')).map((type: { leaveTypeId: number }) => type.leaveTypeId)).not.toContain(leaveTypeId);
      expect((await call('deleteLeaveType', { leaveTypeId })).code).toBe(200);
      expect((await data('getLeaveTypeList')).map((type: { leaveTypeId: number }) => type.leaveTypeId)).not.toContain(leaveTypeId);
      expect((await call('addLeaveType', { leaveTypeName: '探亲假', halfDay: 1 })).code).toBe(200);
    });
  });

  describe('scheduling', () => {
    it('smart-schedules a month: official holidays rest, a 调休 Saturday works, the school’s holidays rest; again changes nothing', async () => {
      const shiftId = await addShift('十月班');
      const teacherId = await addTeacher('十月老师');
      const groupId = await addGroup('十月组', weekLoop(shiftId), [teacherId]);
      await t.call('POST', '/javaApi/holiday/addHoliday', { token: admin, body: { holidayName: '园庆', userType: 0, startDate: '2026-10-15', endDate: '2026-10-16' } });
      expect((await data('smartArrangeShift', { groupId, month: '2026-10' })).days).toBe(31);
      const month = await grid(groupId, '2026-10');
      const day = (date: string) => month.days.find((one) => one.date === date)!;
      expect(day('2026-10-01')).toMatchObject({ kind: 2, note: '国庆节' });
      expect(day('2026-10-10')).toMatchObject({ kind: 3, note: '国庆节调休' });
      expect(day('2026-10-15')).toMatchObject({ kind: 2, note: '园庆' });
      const cells = await cellsOf(groupId, '2026-10', teacherId);
      const shiftOn = (date: string) => cells.get(date)!.shiftId;
      expect(['2026-10-01', '2026-10-07', '2026-10-11', '2026-10-15', '2026-10-16', '2026-10-17'].map(shiftOn)).toEqual([null, null, null, null, null, null]);
      expect(['2026-10-09', '2026-10-10', '2026-10-12', '2026-10-14'].map(shiftOn)).toEqual([shiftId, shiftId, shiftId, shiftId]);
      expect((await data('smartArrangeShift', { groupId, month: '2026-10' })).days).toBe(31 - countPast('2026-10'));
      expect(await grid(groupId, '2026-10')).toEqual(month);
    });

    it('gives the staff their own holidays off, not the children’s breaks', async () => {
      const shiftId = await addShift('十二月班');
      const teacherId = await addTeacher('十二月老师');
      const groupId = await addGroup('十二月组', weekLoop(shiftId), [teacherId]);
      const holiday = (holidayName: string, userType: number, date: string) =>
        t.call('POST', '/javaApi/holiday/addHoliday', { token: admin, body: { holidayName, userType, startDate: date, endDate: date } });
      await holiday('幼儿离园日', 2, '2026-12-07');
      await holiday('教师培训休息', 1, '2026-12-08');
      await data('smartArrangeShift', { groupId, month: '2026-12' });
      const cells = await cellsOf(groupId, '2026-12', teacherId);
      expect(cells.get('2026-12-07')!.shiftId).toBe(shiftId);
      expect(cells.get('2026-12-08')!.shiftId).toBeNull();
    });

    it('turns a rotation through holidays when the group does not follow them', async () => {
      const [day, night] = [await addShift('轮白班'), await addShift('轮夜班', [period('19:00', '07:00')])];
      const teacherId = await addTeacher('轮班老师');
      const groupId = await addGroup('轮班组', [day, night, null], [teacherId], { loopType: 2, loopStartDate: '2026-09-30', followHolidays: false });
      await data('smartArrangeShift', { groupId, month: '2026-10' });
      const cells = await cellsOf(groupId, '2026-10', teacherId);
      expect(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'].map((date) => cells.get(date)!.shiftName)).toEqual(['轮夜班', '休息', '轮白班', '轮夜班']);
    });

    it('arranges days by hand and clears a range in bulk', async () => {
      const [regular, extra] = [await addShift('手排常规'), await addShift('手排加班')];
      const [a, b] = [await addTeacher('手排甲'), await addTeacher('手排乙')];
      const groupId = await addGroup('手排组', weekLoop(regular), [a, b]);
      await data('smartArrangeShift', { groupId, month: '2030-05' });
      expect((await data('addArrangeShift', { teacherIds: [a], startDate: '2030-05-04', endDate: '2030-05-05', shiftId: extra })).days).toBe(2);
      expect((await data('addArrangeShift', { teacherIds: String(b), startDate: '2030-05-06', endDate: '2030-05-06', shiftId: 0 })).days).toBe(1);
      expect((await cellsOf(groupId, '2030-05', a)).get('2030-05-04')).toEqual({ date: '2030-05-04', shiftId: extra, shiftName: '手排加班', manual: true });
      expect((await cellsOf(groupId, '2030-05', b)).get('2030-05-06')).toMatchObject({ shiftId: null, shiftName: '休息', manual: true });
      expect(await call('addArrangeShift', { teacherIds: [a], startDate: '2030-05-10', endDate: '2030-05-01', shiftId: extra })).toMatchObject({ field: 'endDate' });
      expect((await data('deleteArrangeShift', { groupId, startDate: '2030-05-10', endDate: '2030-05-19' })).days).toBe(20);
      const cleared = await cellsOf(groupId, '2030-05', a);
      expect([cleared.has('2030-05-09'), cleared.has('2030-05-10'), cleared.has('2030-05-19'), cleared.has('2030-05-20')]).toEqual([true, false, false, true]);
      expect((await data('deleteArrangeShift', { groupId, startDate: '2030-05-01', endDate: '2030-05-31', teacherIds: [b] })).days).toBe(21);
      expect((await cellsOf(groupId, '2030-05', a)).size).toBe(21);
    });

    it('keeps another school’s shifts, groups, teachers and schedules out of reach', async () => {
      const shiftId = await addShift('甲园班');
      const teacherId = await addTeacher('甲园老师');
      const groupId = await addGroup('甲园组', weekLoop(shiftId), [teacherId]);
      expect((await data('getShiftList', { searchKey: '甲园' }, adminB)).total).toBe(0);
      expect((await data('getAttendGroupList', {}, adminB)).list.map((group: { groupName: string }) => group.groupName)).not.toContain('甲园组');
      expect(await call('updateShift', { shiftId, shiftName: '乙改', periods: [period('08:00', '17:00')] }, adminB)).toMatchObject({ message: '班次不存在' });
      expect(await call('deleteShift', { shiftId }, adminB)).toMatchObject({ message: '班次不存在' });
      expect(await call('updateShiftStatus', { shiftIds: [shiftId], status: 0 }, adminB)).toMatchObject({ message: '班次不存在' });
      expect(await call('getAttendGroup', { groupId }, adminB)).toMatchObject({ message: '考勤组不存在' });
      expect(await call('smartArrangeShift', { groupId, month: '2030-06' }, adminB)).toMatchObject({ message: '考勤组不存在' });
      expect(await call('getArrangeShiftList', { groupId, month: '2030-06' }, adminB)).toMatchObject({ message: '考勤组不存在' });
      const shiftB = await addShift('乙园班', undefined, adminB);
      const groupB = (await data('addAttendGroup', { groupName: '乙园组', loopType: 1, loopShiftIds: weekLoop(shiftB) }, adminB)).groupId;
      expect(await call('changeTeacherGroup', { teacherIds: [teacherId], groupId: groupB }, adminB)).toMatchObject({ field: 'teacherIds' });
      expect(await call('addArrangeShift', { teacherIds: [teacherId], startDate: '2030-06-03', endDate: '2030-06-03', shiftId: shiftB }, adminB)).toMatchObject({ field: 'teacherIds' });
      expect(await call('addArrangeShift', { teacherIds: [teacherId], startDate: '2030-06-03', endDate: '2030-06-03', shiftId: shiftB })).toMatchObject({ message: '班次不存在' });
      expect((await data('getTeacherGroupFilterList', { searchKey: '甲园老师' }, adminB)).total).toBe(0);
      expect((await data('getLeaveTypeList', {}, adminB)).map((type: { leaveTypeName: string }) => type.leaveTypeName)).not.toContain('探亲假');
    });

    // Moves the test clock on: the last test.
    it('moves a teacher between groups mid-month: past days keep the old group’s shifts, later days follow the new loop', async () => {
      const [dayShift, nightShift] = [await addShift('搬前班'), await addShift('搬后班', [period('19:00', '07:00')])];
      const teacherId = await addTeacher('搬组老师');
      const before = await addGroup('搬前组', [dayShift, dayShift, dayShift, dayShift, dayShift, dayShift, dayShift], [teacherId], { followHolidays: false });
      const after = await addGroup('搬后组', [nightShift, nightShift, nightShift, nightShift, nightShift, nightShift, nightShift], [await addTeacher('后组老师')], { followHolidays: false });
      const month = nextMonthOf(t.clock.now());
      await data('smartArrangeShift', { groupId: before, month });
      await data('smartArrangeShift', { groupId: after, month });
      t.clock.advance((Date.parse(`${month}-15T04:00:00Z`) - t.clock.now().getTime()) / 1000);
      const token = await t.login(t.people.adminA.phone);
      expect((await call('changeTeacherGroup', { teacherIds: [teacherId], groupId: after }, token)).code).toBe(200);
      const cells = new Map(((await data('getArrangeShiftList', { groupId: after, month }, token)) as Grid).teachers.find((row) => row.teacherId === teacherId)!.cells.map((cell) => [cell.date, cell.shiftId]));
      expect([cells.get(`${month}-01`), cells.get(`${month}-14`), cells.get(`${month}-15`)]).toEqual([dayShift, dayShift, dayShift]);
      expect([cells.get(`${month}-16`), cells.get(`${month}-28`)]).toEqual([nightShift, nightShift]);
      // Planning the new group's month again leaves the days before the move alone.
      await data('smartArrangeShift', { groupId: after, month }, token);
      const again = new Map(((await data('getArrangeShiftList', { groupId: after, month }, token)) as Grid).teachers.find((row) => row.teacherId === teacherId)!.cells.map((cell) => [cell.date, cell.shiftId]));
      expect([again.get(`${month}-10`), again.get(`${month}-20`)]).toEqual([dayShift, nightShift]);
      // A shift scheduled from today on cannot go; once the days are cleared it can.
      expect((await call('deleteShift', { shiftId: nightShift }, token)).code).toBe(ErrorCode.DELETE_RULE);
    });
  });

  /** The days of a month up to today: history, which planning again leaves alone. */
  function countPast(month: string) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(t.clock.now());
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
    return Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`).filter((date) => date <= today).length;
  }
});

const nextMonthOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
