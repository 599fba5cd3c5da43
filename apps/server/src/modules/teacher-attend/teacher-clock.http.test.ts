import { attendStatisticsEndpoints, dailyAttendEndpoints, DayStatus, ErrorCode, teacherClockEndpoints, type EndpointDefinition } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../clock.js';
import { addDays, chinaTime } from '../../core/calendar.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const calls = { ...dailyAttendEndpoints, ...attendStatisticsEndpoints, ...teacherClockEndpoints } as Record<string, EndpointDefinition>;
type CallName = keyof typeof dailyAttendEndpoints | keyof typeof attendStatisticsEndpoints | keyof typeof teacherClockEndpoints;

/** A bad input for each call, and the field its refusal names. */
const badInputs: Record<CallName, { input: Record<string, unknown>; field: string }> = {
  getDayAttendList: { input: { dateTime: '2026-02-30' }, field: 'dateTime' },
  addLeaveRecord: { input: { teacherIds: [1], leaveTypeId: 1, startDate: '2026-11-20', endDate: '2026-11-19' }, field: 'endDate' },
  addTripRecord: { input: { teacherIds: [1], startDate: '2026-11-20', endDate: '2026-11-20', place: '' }, field: 'place' },
  addOvertimeRecord: { input: { teacherIds: [1], workDate: '2026-11-20', startTime: '18:00', endTime: '24:00' }, field: 'endTime' },
  addManualRecord: { input: { teacherIds: [], signTime: '2026-11-20 08:00' }, field: 'teacherIds' },
  getAttendStatistics: { input: { startDate: '2026-11-20', endDate: '2026-11-01' }, field: 'endDate' },
  getTeacherAttendDetail: { input: { teacherId: 1, month: '2026-1' }, field: 'month' },
  getManualRecordList: { input: { startDate: 'yesterday' }, field: 'startDate' },
  getLeaveRecordList: { input: { leaveTypeId: 'x' }, field: 'leaveTypeId' },
  getTripRecordList: { input: { pageSize: 1000 }, field: 'pageSize' },
  getOvertimeRecordList: { input: { departmentId: -1 }, field: 'departmentId' },
  deleteManualRecord: { input: {}, field: 'recordId' },
  deleteLeaveRecord: { input: { recordId: 0 }, field: 'recordId' },
  deleteTripRecord: { input: { recordId: 'a' }, field: 'recordId' },
  deleteOvertimeRecord: { input: { recordId: 1.5 }, field: 'recordId' },
  exportAttendStatistics: { input: { startDate: '2026-01-01', endDate: '2026-12-31' }, field: 'endDate' },
  exportAttendDetail: { input: { startDate: '2026-11-01' }, field: 'endDate' },
  teacherSign: { input: { address: 'x'.repeat(101) }, field: 'address' },
  teacherCardSwipe: { input: { deviceKey: 'k', cardNo: '' }, field: 'cardNo' },
};

const period = (startTime: string, endTime: string) => ({ startTime, endTime, signInBefore: 60, signOutAfter: 120 });
const send = (t: TestApp, name: string, input: Record<string, unknown>, token?: string) => {
  const { method, path } = calls[name]!.java!;
  return method === 'GET'
    ? t.call('GET', path, { token, query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)])) })
    : t.call('POST', path, { token, body: input });
};

describe.each(testDialects)('teacher clock-ins, records, days and statistics on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let deviceKey: string;
  let phone = 13500000000;
  /** Three days back and the two after it: past days whose windows have all closed. */
  let day1: string;
  let day2: string;
  const staff: Record<'carded' | 'late' | 'night', number> = { carded: 0, late: 0, night: 0 };
  let groupId: number;
  let sickLeave: number;
  let dayShift: number;

  const call = (name: CallName, input: Record<string, unknown> = {}, token = admin) => send(t, name, input, token).then((answer) => answer.body);
  const data = async (name: CallName, input: Record<string, unknown> = {}, token = admin) => {
    const body = await call(name, input, token);
    if (body.code !== 200) throw new Error(`${name}: ${body.code} ${body.message}`);
    return body.data;
  };
  const post = async (path: string, body: Record<string, unknown>, token = admin) => {
    const answer = (await t.call('POST', path, { token, body })).body;
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  const addTeacher = async (teacherName: string, token = admin) => (await post('/javaApi/teacher/addTeacher', { teacherName, sex: 2, phone: String(++phone) }, token)).teacherId as number;
  const week = () => [dayShift, dayShift, dayShift, dayShift, dayShift, null, null];
  const at = (date: string, time: string) => chinaTime(date, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const swipe = (cardNo: string, date: string, time: string, key = deviceKey) => call('teacherCardSwipe', { deviceKey: key, cardNo, swipeTime: at(date, time) }, '');
  const dayRow = async (date: string, teacherId: number) => (await data('getDayAttendList', { dateTime: date, pageSize: 200 })).list.find((row: { teacherId: number }) => row.teacherId === teacherId);
  const totalsOf = async (teacherId: number, range = { startDate: day1, endDate: day2 }) =>
    (await data('getAttendStatistics', { ...range, pageSize: 200 })).list.find((row: { teacherId: number }) => row.teacherId === teacherId);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const today = schoolDate(t.clock.now());
    [day1, day2] = [addDays(today, -3), addDays(today, -2)];
    deviceKey = (await post('/javaApi/studentAttend/issueDeviceKey', {})).deviceKey;
    staff.carded = await addTeacher('刷卡老师');
    staff.late = await addTeacher('迟到老师');
    staff.night = await addTeacher('夜班保安');
    await post('/javaApi/teacherCard/bindCard', { teacherId: staff.carded, cardNo: 'T0001' });
    dayShift = (await post('/javaApi/teacherAttend/addShift', { shiftName: '白班', periods: [period('08:00', '17:00')], lateMinutes: 5, earlyMinutes: 5 })).shiftId;
    const nightShift = (await post('/javaApi/teacherAttend/addShift', { shiftName: '夜班', periods: [period('20:00', '08:00')], lateMinutes: 0, earlyMinutes: 0 })).shiftId;
    groupId = (
      await post('/javaApi/teacherAttend/addAttendGroup', {
        groupName: '全体',
        loopType: 1,
        loopShiftIds: week(),
        teacherIds: Object.values(staff),
      })
    ).groupId;
    await post('/javaApi/teacherAttend/addArrangeShift', { teacherIds: [staff.carded, staff.late], startDate: day1, endDate: day2, shiftId: dayShift });
    await post('/javaApi/teacherAttend/addArrangeShift', { teacherIds: [staff.night], startDate: day1, endDate: day2, shiftId: nightShift });
    sickLeave = (await post('/javaApi/teacherAttend/addLeaveType', { leaveTypeName: '病假', halfDay: true })).leaveTypeId;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('every call', () => {
    const names = Object.keys(badInputs) as CallName[];
    it.each(names)('%s refuses bad input, naming the field', async (name) => {
      const bad = badInputs[name];
      expect(await call(name, bad.input)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: bad.field });
    });

    it.each(names.filter((name) => name !== 'teacherCardSwipe'))('%s needs a session', async (name) => {
      expect((await send(t, name, {})).body.code).toBe(ErrorCode.MISSING_TOKEN);
    });

    it('refuses a role without 每日考勤 or 考勤统计, each call to its own screen', async () => {
      const daily = await t.make.role(t.schools.schoolA, ['TeacherAttend.DailyAttend'], '考勤员');
      await t.make.teacher(t.schools.schoolA, { phone: '13711120001', roleId: daily, name: '考勤员' });
      const dailyToken = await t.login('13711120001');
      const teacherToken = await t.login(t.people.teacherA.phone);
      for (const name of [...Object.keys(dailyAttendEndpoints), ...Object.keys(attendStatisticsEndpoints)] as CallName[]) {
        expect((await call(name, {}, teacherToken)).code).toBe(ErrorCode.NOT_ALLOWED);
      }
      for (const name of Object.keys(attendStatisticsEndpoints) as CallName[]) expect((await call(name, {}, dailyToken)).code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call('getDayAttendList', { dateTime: day1 }, dailyToken)).code).toBe(200);
    });
  });

  describe('clock-ins', () => {
    it('records a teacher card swipe at the machine with the school’s device key, once per tap', async () => {
      const first = await swipe('t0001', day1, '07:55');
      expect(first).toMatchObject({ code: 200, data: { teacherId: staff.carded, teacherName: '刷卡老师', clockAt: `${day1} 07:55`, message: '刷卡老师 打卡成功 07:55' } });
      expect((await swipe('T0001', day1, '07:55')).code).toBe(200);
      expect((await swipe('T0001', day1, '17:10')).data).toMatchObject({ status: DayStatus.NORMAL, statusName: '正常' });
      const row = await dayRow(day1, staff.carded);
      expect(row).toMatchObject({ status: DayStatus.NORMAL, settled: true, shiftName: '白班', timeText: '08:00-17:00', groupName: '全体' });
      expect(row.clockIns).toEqual([
        { time: '07:55', source: 1, sourceName: '刷卡' },
        { time: '17:10', source: 1, sourceName: '刷卡' },
      ]);
    });

    it('refuses a wrong key, an unknown card, and a group that takes no card swipes', async () => {
      expect(await swipe('T0001', day1, '08:00', 'wrong-key')).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '设备密钥无效或已停用' });
      expect(await swipe('T9999', day1, '08:00')).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'cardNo', message: '卡号 T9999 未发卡或已注销' });
      const cardless = (await post('/javaApi/teacherAttend/addAttendGroup', { groupName: '无卡组', loopType: 1, loopShiftIds: week(), signByCard: false, teacherIds: [] })).groupId;
      const other = await addTeacher('无卡老师');
      await post('/javaApi/teacherCard/bindCard', { teacherId: other, cardNo: 'T0002' });
      expect(await swipe('T0002', day1, '08:00')).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '还没有加入考勤组，请联系管理员' });
      await post('/javaApi/teacherAttend/changeTeacherGroup', { teacherIds: [other], groupId: cardless });
      expect(await swipe('T0002', day1, '08:00')).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '考勤组「无卡组」未开启刷卡打卡' });
    });

    it('signs in from the app when the group allows it', async () => {
      const teacherToken = await t.login(t.people.teacherA.phone);
      expect((await call('teacherSign', {}, teacherToken)).message).toBe('还没有加入考勤组，请联系管理员');
      const appless = (await post('/javaApi/teacherAttend/addAttendGroup', { groupName: '无手机组', loopType: 1, loopShiftIds: week(), signByApp: false, teacherIds: [t.people.teacherA.id] })).groupId;
      expect((await call('teacherSign', {}, teacherToken)).message).toBe('考勤组「无手机组」未开启手机打卡');
      await post('/javaApi/teacherAttend/updateAttendGroup', { groupId: appless, groupName: '无手机组', loopType: 1, loopShiftIds: week(), signByApp: true, teacherIds: [t.people.teacherA.id] });
      const signed = await data('teacherSign', { address: '园区大门' }, teacherToken);
      expect(signed).toMatchObject({ teacherId: t.people.teacherA.id, teacherName: '甲老师', status: DayStatus.UNSCHEDULED, statusName: '未排班' });
      expect((await dayRow(schoolDate(t.clock.now()), t.people.teacherA.id)).clockIns).toEqual([{ time: signed.clockAt.slice(11), source: 2, sourceName: '手机打卡' }]);
    });

    it('takes a night shift’s clock-out on the next morning', async () => {
      await data('addManualRecord', { teacherIds: [staff.night], signTime: `${day1} 19:58` });
      expect((await dayRow(day1, staff.night)).status).toBe(DayStatus.ABNORMAL);
      await data('addManualRecord', { teacherIds: [staff.night], signTime: `${day2} 08:05`, reason: '忘带卡' });
      const night = await dayRow(day1, staff.night);
      expect(night).toMatchObject({ status: DayStatus.NORMAL, timeText: '20:00-次日08:00' });
      expect(night.clockIns.map((clockIn: { time: string }) => clockIn.time)).toEqual(['19:58', '次日08:05']);
    });
  });

  describe('records and the day’s status', () => {
    it('补卡 fixes a missing clock-in; lateness stays; deleting the record takes it back', async () => {
      const [morning] = (await data('addManualRecord', { teacherIds: [staff.late], signTime: `${day1} 08:20` })).recordIds;
      expect(await dayRow(day1, staff.late)).toMatchObject({ status: DayStatus.ABNORMAL, missingCount: 1, lateMinutes: 20 });
      await data('addManualRecord', { teacherIds: [staff.late], signTime: `${day1} 17:00` });
      expect(await dayRow(day1, staff.late)).toMatchObject({ status: DayStatus.LATE, missingCount: 0, lateMinutes: 20 });
      expect(await call('addManualRecord', { teacherIds: [staff.late], signTime: `${day1} 17:00` })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'signTime' });
      expect(await call('addManualRecord', { teacherIds: [staff.late], signTime: `${addDays(day2, 5)} 08:00` })).toMatchObject({ field: 'signTime', message: '补卡时间不能晚于现在' });

      expect(await call('deleteLeaveRecord', { recordId: morning })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请假记录不存在' });
      await data('deleteManualRecord', { recordId: morning });
      expect(await dayRow(day1, staff.late)).toMatchObject({ status: DayStatus.ABNORMAL, lateMinutes: 0, missingCount: 1 });
      await data('addManualRecord', { teacherIds: [staff.late], signTime: `${day1} 08:20` });
      // Computing again changes nothing: the same inputs give the same day.
      const before = await dayRow(day1, staff.late);
      expect(await dayRow(day1, staff.late)).toEqual(before);
    });

    it('a half-day leave excuses its half, and the other half is still due', async () => {
      await data('addLeaveRecord', { teacherIds: [staff.late], leaveTypeId: sickLeave, startDate: day2, startHalf: 1, endDate: day2, endHalf: 1, reason: '看病' });
      const row = await dayRow(day2, staff.late);
      expect(row).toMatchObject({ status: DayStatus.ABSENT, notes: ['病假 上午'] });
      await data('addManualRecord', { teacherIds: [staff.late], signTime: `${day2} 17:02` });
      expect(await dayRow(day2, staff.late)).toMatchObject({ status: DayStatus.LEAVE, missingCount: 0 });
      const leaves = await data('getLeaveRecordList', { startDate: day2, endDate: day2 });
      expect(leaves.list[0]).toMatchObject({ teacherName: '迟到老师', leaveTypeName: '病假', days: 0.5, timeText: `${day2} 上午 至 ${day2} 上午`, reason: '看病', createdByName: '甲园长' });
    });

    it('refuses an overlapping leave, a half day of a type taken by whole days, and a disabled type', async () => {
      expect(await call('addLeaveRecord', { teacherIds: [staff.late], leaveTypeId: sickLeave, startDate: day1, endDate: day2 })).toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        field: 'startDate',
        message: `迟到老师在 ${day2} 上午 至 ${day2} 上午 已有请假记录`,
      });
      const wedding = (await post('/javaApi/teacherAttend/addLeaveType', { leaveTypeName: '婚假', halfDay: false })).leaveTypeId;
      expect(await call('addLeaveRecord', { teacherIds: [staff.carded], leaveTypeId: wedding, startDate: day1, startHalf: 2, endDate: day2 })).toMatchObject({ field: 'startHalf', message: '「婚假」不能按半天请假' });
      await post('/javaApi/teacherAttend/updateLeaveTypeStatus', { leaveTypeIds: [wedding], status: 0 });
      expect(await call('addLeaveRecord', { teacherIds: [staff.carded], leaveTypeId: wedding, startDate: day1, endDate: day2 })).toMatchObject({ field: 'leaveTypeId', message: '请假类型「婚假」已停用' });
    });

    it('a trip excuses the day; overtime adds hours and may not overlap', async () => {
      await data('addTripRecord', { teacherIds: [staff.carded], startDate: day2, endDate: day2, place: '上海', reason: '培训' });
      expect(await dayRow(day2, staff.carded)).toMatchObject({ status: DayStatus.TRIP, notes: ['出差（上海） 全天'] });
      await data('addOvertimeRecord', { teacherIds: [staff.carded], workDate: day1, startTime: '18:00', endTime: '20:30' });
      expect(await call('addOvertimeRecord', { teacherIds: [staff.carded], workDate: day1, startTime: '20:00', endTime: '21:00' })).toMatchObject({ field: 'startTime' });
      const overtime = await data('getOvertimeRecordList', { searchKey: '刷卡' });
      expect(overtime.list).toHaveLength(1);
      expect(overtime.list[0]).toMatchObject({ hours: 2.5, timeText: `${day1} 18:00-20:30` });
    });

    it('adds up the statistics by teacher and by department, up to today', async () => {
      expect(await totalsOf(staff.carded)).toMatchObject({ dueDays: 2, presentDays: 1, tripDays: 1, overtimeHours: 2.5, lateCount: 0, absentDays: 0 });
      expect(await totalsOf(staff.late)).toMatchObject({
        dueDays: 2,
        presentDays: 1.5,
        lateCount: 1,
        lateMinutes: 20,
        abnormalDays: 0,
        leaveDays: 0.5,
        leaveByType: [{ leaveTypeId: sickLeave, leaveTypeName: '病假', days: 0.5 }],
      });
      const statistics = await data('getAttendStatistics', { startDate: day1, endDate: addDays(day2, 30), pageSize: 200 });
      expect(statistics.leaveTypes.map((type: { leaveTypeName: string }) => type.leaveTypeName)).toContain('病假');
      expect(statistics.list.find((row: { teacherId: number }) => row.teacherId === staff.late).dueDays).toBe(2);
      const departments = await data('getAttendStatistics', { startDate: day1, endDate: day2, by: 2 });
      const all = departments.list.find((row: { departmentName: string }) => row.departmentName === '未分配部门');
      expect(all).toMatchObject({ teacherId: null, leaveDays: 0.5, tripDays: 1, overtimeHours: 2.5 });
      expect(all.teacherCount).toBeGreaterThanOrEqual(3);
    });

    it('shows a person’s month: every date, its totals and records', async () => {
      const month = await data('getTeacherAttendDetail', { teacherId: staff.late, month: day1.slice(0, 7) });
      expect(month).toMatchObject({ teacherName: '迟到老师', groupName: '全体' });
      expect(month.days[0].date).toBe(`${day1.slice(0, 7)}-01`);
      const first = month.days.find((one: { date: string }) => one.date === day1);
      expect(first).toMatchObject({ status: DayStatus.LATE, lateMinutes: 20 });
      if (day2.slice(0, 7) === day1.slice(0, 7)) expect(month.records.map((record: { kindName: string }) => record.kindName)).toContain('请假');
      expect(await call('getTeacherAttendDetail', { teacherId: 999999, month: day1.slice(0, 7) })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '教职工不存在' });
    });

    it('keeps a day’s group after the teacher moves to another group', async () => {
      const other = (await post('/javaApi/teacherAttend/addAttendGroup', { groupName: '新组', loopType: 1, loopShiftIds: week(), teacherIds: [] })).groupId;
      await post('/javaApi/teacherAttend/changeTeacherGroup', { teacherIds: [staff.night], groupId: other });
      expect((await dayRow(day1, staff.night)).groupName).toBe('全体');
      await post('/javaApi/teacherAttend/changeTeacherGroup', { teacherIds: [staff.night], groupId });
    });

    it('counts the day by the status filter and lists every status in the summary', async () => {
      const day = await data('getDayAttendList', { dateTime: day1, status: DayStatus.LATE });
      expect(day).toMatchObject({ total: 1, list: [{ teacherId: staff.late, statusName: '迟到' }] });
      expect(day.summary).toHaveLength(9);
      expect(day.summary.find((one: { status: number }) => one.status === DayStatus.LATE).count).toBe(1);
      expect(day.summary.find((one: { status: number }) => one.status === DayStatus.NORMAL).count).toBe(2);
    });
  });

  describe('a teacher who left', () => {
    it('is listed and counted up to the day of leaving, not on the days planned after it', async () => {
      const leaver = await addTeacher('离职老师');
      await post('/javaApi/teacherAttend/changeTeacherGroup', { teacherIds: [leaver], groupId });
      await post('/javaApi/teacherAttend/addArrangeShift', { teacherIds: [leaver], startDate: day1, endDate: day2, shiftId: dayShift });
      await data('addManualRecord', { teacherIds: [leaver], signTime: `${day1} 07:58` });
      await data('addManualRecord', { teacherIds: [leaver], signTime: `${day1} 17:01` });
      await post('/javaApi/teacher/dimissionTeacher', { teacherId: leaver, leaveDate: day1 });
      expect(await dayRow(day1, leaver)).toMatchObject({ status: DayStatus.NORMAL });
      expect(await dayRow(day2, leaver)).toBeUndefined();
      expect(await totalsOf(leaver)).toMatchObject({ dueDays: 1, presentDays: 1, absentDays: 0 });
      const month = await data('getTeacherAttendDetail', { teacherId: leaver, month: day2.slice(0, 7) });
      expect(month.days.find((one: { date: string }) => one.date === day2)).toMatchObject({ status: DayStatus.UNSCHEDULED });
    });
  });

  describe('exports', () => {
    const sheetOf = async (name: 'exportAttendStatistics' | 'exportAttendDetail') => {
      const response = await t.app.inject({ method: 'POST', url: calls[name]!.java!.path, headers: { auth: admin }, payload: { startDate: day1, endDate: day2 } });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!;
    };

    it('exports the statistics with a column per leave type', async () => {
      const sheet = await sheetOf('exportAttendStatistics');
      const header = (sheet.getRow(1).values as string[]).filter(Boolean);
      expect(header).toEqual(expect.arrayContaining(['姓名', '应出勤（天）', '迟到（分钟）', '病假（天）', '加班（小时）']));
      const late = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === '迟到老师')!;
      expect(late.getCell(header.indexOf('迟到（分钟）') + 1).value).toBe(20);
    });

    it('exports the details, a row per teacher and day', async () => {
      const sheet = await sheetOf('exportAttendDetail');
      const rows = sheet.getRows(2, sheet.rowCount - 1)!.filter((row) => row.getCell(3).value === '夜班保安');
      expect(rows.map((row) => row.getCell(1).value)).toEqual([day1, day2]);
      expect(rows[0]!.getCell(7).value).toBe('19:58（补卡） 次日08:05（补卡）');
    });
  });

  describe('another school', () => {
    it('cannot see, add to or delete the records of another school’s teachers', async () => {
      const list = await data('getDayAttendList', { dateTime: day1, pageSize: 200 }, adminB);
      expect(list.list.map((row: { teacherId: number }) => row.teacherId)).not.toContain(staff.late);
      expect(await call('addLeaveRecord', { teacherIds: [staff.late], leaveTypeId: sickLeave, startDate: day1, endDate: day1 }, adminB)).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
      const [record] = (await data('getManualRecordList', {})).list;
      expect(await call('deleteManualRecord', { recordId: record.recordId }, adminB)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '补卡记录不存在' });
      expect((await data('getManualRecordList', {}, adminB)).total).toBe(0);
      expect(await call('getTeacherAttendDetail', { teacherId: staff.late, month: day1.slice(0, 7) }, adminB)).toMatchObject({ message: '教职工不存在' });
      const otherKey = (await post('/javaApi/studentAttend/issueDeviceKey', {}, adminB)).deviceKey;
      expect(await swipe('T0001', day1, '09:00', otherKey)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'cardNo' });
    });
  });
});
