import { ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');
const WEEK = { dateType: '4', startDate: '2026-11-14', endDate: '2026-11-20' };
const SHEET = '/javaApi/studentAttend/saveClassAttendSheet';
const SWIPE = '/javaApi/studentAttend/cardSwipe';

/**
 * One class of three children over the week of 14-20 November 2026: the teacher's sheet on Monday,
 * Tuesday and Wednesday, card swipes on Thursday, Friday and a Saturday, and then Wednesday made a
 * children's holiday. The school days are Monday, Tuesday, Thursday and Friday:
 *
 *          Mon 16  Tue 17  (Wed 18)  Thu 19   Fri 20
 *   王小明  出勤    出勤    (缺勤)    刷卡出勤  —
 *   李小红  出勤    离园    (出勤)    —        刷卡出勤
 *   张小刚  缺勤    缺勤    (出勤)    出勤     缺勤 (病假)
 *
 * 王小明 3 recorded, all attended (100%); 李小红 3 recorded, 2 出勤 1 离园 (100%); 张小刚 4 recorded,
 * 1 出勤 2 缺勤 1 请假 (25%): his family reported Friday's leave (and one for Tuesday it cancelled).
 * The class: 10 recorded, 6 出勤, 1 离园, 2 缺勤, 1 请假: 70%.
 */
describe.each(testDialects)('child attendance on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;
  let classId: number;
  let children: { wang: number; li: number; zhang: number };
  let deviceKey: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    const made = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明');
    classId = made.classId;
    children = {
      wang: made.childId,
      li: await t.make.childInClass(t.schools.schoolA, classId, '李小红'),
      zhang: await t.make.childInClass(t.schools.schoolA, classId, '张小刚', { sex: 1 }),
    };
    await t.make.guardian(t.schools.schoolA, children.wang, { name: '王爸爸', phone: '13600000001', cardNo: 'A0001' });
    await t.make.guardian(t.schools.schoolA, children.li, { name: '李妈妈', phone: '13600000002', cardNo: 'A0002' });
    deviceKey = (await t.call('POST', '/javaApi/studentAttend/issueDeviceKey', { token: admin, body: {} })).body.data.deviceKey;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, query: Record<string, string | number>, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const mark = (date: string, records: { studentId: number; status: number; remark?: string }[], token = admin) => t.call('POST', SHEET, { token, body: { classId, date, records } });
  const swipe = (cardNo: string, swipeTime: string, key = deviceKey) => t.call('POST', SWIPE, { body: { deviceKey: key, cardNo, swipeTime } });

  describe('taking attendance', () => {
    it('marks a class’s day on the sheet and reads it back', async () => {
      const { wang, li, zhang } = children;
      expect((await mark('2026-11-16', [{ studentId: wang, status: 1 }, { studentId: li, status: 1 }, { studentId: zhang, status: 0, remark: '病假' }])).body).toMatchObject({ code: 200, data: { savedCount: 3 } });
      expect((await mark('2026-11-17', [{ studentId: wang, status: 1 }, { studentId: li, status: 2 }, { studentId: zhang, status: 0 }])).body.code).toBe(200);
      expect((await mark('2026-11-18', [{ studentId: wang, status: 0 }, { studentId: li, status: 1 }, { studentId: zhang, status: 1 }])).body.code).toBe(200);

      const sheet = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-16' })).body.data;
      expect(sheet).toMatchObject({ className: '小一班', editable: true, closedReason: null, totals: { recordedCount: 3, presentCount: 2, absentCount: 1, attendRate: 66.7 } });
      expect(sheet.children.find((child: { studentId: number }) => child.studentId === zhang)).toMatchObject({ studentName: '张小刚', status: 0, remark: '病假', source: 1, markedByName: '甲园长' });
    });

    it('corrects a day: the new status replaces the old one', async () => {
      await mark('2026-11-17', [{ studentId: children.zhang, status: 1 }]);
      await mark('2026-11-17', [{ studentId: children.zhang, status: 0 }]);
      const sheet = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-17' })).body.data;
      expect(sheet.totals).toEqual({ recordedCount: 3, presentCount: 1, leftCount: 1, absentCount: 1, leaveCount: 0, attendRate: 66.7 });
    });

    it('records arrivals and departures from the card machine', async () => {
      expect((await swipe('A0001', '2026-11-19T00:00:00Z')).body).toMatchObject({ code: 200, data: { studentName: '王小明', className: '小一班', event: 'arrive', message: '王小明 入园 08:00' } });
      expect((await swipe('A0001', '2026-11-19T00:04:00Z')).body.data.event).toBe('repeat');
      expect((await swipe('A0001', '2026-11-19T08:30:00Z')).body.data).toMatchObject({ event: 'leave', message: '王小明 离开 16:30' });
      expect((await swipe('A0002', '2026-11-20T00:05:00Z')).body.data.event).toBe('arrive');
      expect((await swipe('A0001', '2026-11-14T01:00:00Z')).body.data.event).toBe('arrive');

      const sheet = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-19' })).body.data;
      expect(sheet.children.find((child: { studentId: number }) => child.studentId === children.wang)).toMatchObject({
        status: 1,
        source: 2,
        arriveAt: '2026-11-19T00:00:00.000Z',
        leaveAt: '2026-11-19T08:30:00.000Z',
      });
    });

    it('keeps the swipe times when the teacher marks a swiped child, and leaves unmarked children unrecorded', async () => {
      await mark('2026-11-19', [{ studentId: children.zhang, status: 1 }, { studentId: children.wang, status: 1 }]);
      await mark('2026-11-20', [{ studentId: children.zhang, status: 0 }]);
      const thursday = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-19' })).body.data;
      expect(thursday.children.find((child: { studentId: number }) => child.studentId === children.wang)).toMatchObject({ status: 1, source: 1, arriveAt: '2026-11-19T00:00:00.000Z' });
      const friday = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-20' })).body.data;
      expect(friday.totals).toMatchObject({ recordedCount: 2, presentCount: 1, absentCount: 1 });
      expect(friday.children.find((child: { studentId: number }) => child.studentId === children.wang).status).toBeNull();
    });

    it('turns a child marked absent into present when the card arrives later', async () => {
      const { li } = children;
      await mark('2026-11-13', [{ studentId: li, status: 0 }]);
      expect((await swipe('A0002', '2026-11-13T03:00:00Z')).body.data.message).toBe('李小红 入园 11:00');
      const day = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-13' })).body.data.children.find((child: { studentId: number }) => child.studentId === li);
      expect(day).toMatchObject({ status: 1, source: 2, arriveAt: '2026-11-13T03:00:00.000Z' });
    });

    it('refuses days that are not school days, the future, and children not in the class', async () => {
      expect((await mark('2026-11-21', [{ studentId: children.wang, status: 1 }])).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '不能为今天以后的日期点名' });
      expect((await mark('2026-11-14', [{ studentId: children.wang, status: 1 }])).body.message).toBe('2026-11-14（周六）不是上学日，无需点名');
      expect((await mark('2026-08-31', [{ studentId: children.wang, status: 1 }])).body.message).toBe('2026-08-31不在班级所属的学年内');
      const stranger = await t.make.classWithChild(t.schools.schoolA, yearId, '小二班', '赵小虎');
      expect((await mark('2026-11-16', [{ studentId: stranger.childId, status: 1 }])).body.message).toBe(`幼儿（编号${stranger.childId}）2026-11-16不在小一班`);
      expect((await mark('2026-11-16', [{ studentId: children.wang, status: 1 }, { studentId: children.wang, status: 0 }])).body.message).toBe('同一名幼儿不能重复标记');
      const saturday = (await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-14' })).body.data;
      expect(saturday).toMatchObject({ editable: false, closedReason: '周六' });
    });

    it('answers 1000001 naming the field for bad sheets', async () => {
      expect((await mark('2026-11-16', [{ studentId: children.wang, status: 3 }])).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 records.0.status 考勤状态为0缺勤、1出勤、2离园' });
      expect((await mark('2026-11-16', [])).body.message).toBe('参数 records 请至少标记一名幼儿');
      expect((await t.call('POST', SHEET, { token: admin, body: { classId, date: '16/11/2026', records: [{ studentId: children.wang, status: 1 }] } })).body.message).toBe('参数 date 日期格式应为 YYYY-MM-DD');
      expect((await get('/javaApi/studentAttend/getClassAttendSheet', { classId })).body.message).toBe('缺少参数 date');
    });

    it('refuses swipes without a valid key, of unknown cards, and with impossible times', async () => {
      expect((await swipe('A0001', '2026-11-20T01:00:00Z', 'not-a-key')).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '设备密钥无效或已停用' });
      expect((await swipe('Z9999', '2026-11-20T01:00:00Z')).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '卡号 Z9999 未发卡或已注销' });
      expect((await swipe('A0001', '2026-11-20T03:00:00Z')).body.message).toBe('刷卡时间晚于当前时间，请校准刷卡机时钟');
      expect((await swipe('A0001', '2026-11-01T01:00:00Z')).body.message).toBe('超过7天的刷卡记录不再补录');
      expect((await t.call('POST', SWIPE, { body: { deviceKey, cardNo: 'A0001', swipeTime: 'yesterday' } })).body.message).toBe('参数 swipeTime 刷卡时间应为 ISO 8601 时间');
    });

    it('issues a new device key that revokes the old one, for roles with school settings only', async () => {
      const old = deviceKey;
      deviceKey = (await t.call('POST', '/javaApi/studentAttend/issueDeviceKey', { token: admin, body: {} })).body.data.deviceKey;
      expect(deviceKey).toMatch(/^ywcm_/);
      expect((await swipe('A0001', '2026-11-20T01:30:00Z', old)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      const stored = await t.db.selectFrom('cardMachineKey').select('keyHash').execute();
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
      const teacher = await t.login(t.people.teacherA.phone);
      expect((await t.call('POST', '/javaApi/studentAttend/issueDeviceKey', { token: teacher, body: {} })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    });
  });

  describe('statistics over the week, with a children’s holiday added afterwards', () => {
    beforeAll(async () => {
      await t.call('POST', '/javaApi/holiday/addHoliday', { token: admin, body: { holidayName: '运动会调休', userType: 2, startDate: '2026-11-18', endDate: '2026-11-18' } });
      // A teachers' day off is a school day for the children.
      await t.call('POST', '/javaApi/holiday/addHoliday', { token: admin, body: { holidayName: '教师培训', userType: 1, startDate: '2026-11-17', endDate: '2026-11-17' } });
      const leave = { schoolId: t.schools.schoolA, childId: children.zhang, leaveType: 1, guardianId: null, note: '发烧', createdAt: '2026-11-16T23:00:00.000Z' };
      await t.db
        .insertInto('childLeave')
        .values([
          { ...leave, startDate: '2026-11-20', endDate: '2026-11-20', cancelledAt: null },
          { ...leave, startDate: '2026-11-17', endDate: '2026-11-17', cancelledAt: '2026-11-17T00:30:00.000Z' },
        ])
        .execute();
    });

    it('counts each class over school days only', async () => {
      const statistics = (await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange', WEEK)).body.data;
      expect(statistics).toMatchObject({ startDate: '2026-11-14', endDate: '2026-11-20', schoolDays: 4 });
      expect(statistics.list.find((row: { classId: number }) => row.classId === classId)).toEqual({
        classId,
        className: '小一班',
        gradeId: expect.any(Number),
        gradeName: '小班',
        childCount: 3,
        takenDays: 4,
        recordedCount: 10,
        presentCount: 6,
        leftCount: 1,
        absentCount: 2,
        leaveCount: 1,
        attendRate: 70,
      });
    });

    it('counts each child, with the days nobody recorded', async () => {
      const page = (await get('/javaApi/studentAttend/getStudentAttendStatistics', { ...WEEK, classId })).body.data;
      expect(page.total).toBe(3);
      const byName = Object.fromEntries(page.list.map((row: { studentName: string }) => [row.studentName, row]));
      expect(byName['王小明']).toMatchObject({ schoolDays: 4, recordedCount: 3, presentCount: 3, leftCount: 0, absentCount: 0, unrecordedCount: 1, attendRate: 100 });
      expect(byName['李小红']).toMatchObject({ schoolDays: 4, recordedCount: 3, presentCount: 2, leftCount: 1, absentCount: 0, unrecordedCount: 1, attendRate: 100 });
      expect(byName['张小刚']).toMatchObject({ schoolDays: 4, recordedCount: 4, presentCount: 1, leftCount: 0, absentCount: 2, leaveCount: 1, unrecordedCount: 0, attendRate: 25 });

      const searched = (await get('/javaApi/studentAttend/getStudentAttendStatistics', { ...WEEK, keyword: '小刚', pageSize: 1 })).body.data;
      expect(searched.list.map((row: { studentName: string }) => row.studentName)).toEqual(['张小刚']);
    });

    it('details a class by day and by child', async () => {
      const detail = (await get('/javaApi/studentAttend/getClassAttendDetail', { ...WEEK, classId })).body.data;
      expect(detail).toMatchObject({ className: '小一班', gradeName: '小班', yearName: '2026-2027学年', schoolDays: 4, totals: { recordedCount: 10, attendRate: 70 } });
      expect(detail.days.map((day: { date: string; recordedCount: number; unrecordedCount: number; attendRate: number }) => [day.date, day.recordedCount, day.unrecordedCount, day.attendRate])).toEqual([
        ['2026-11-16', 3, 0, 66.7],
        ['2026-11-17', 3, 0, 66.7],
        ['2026-11-19', 2, 1, 100],
        ['2026-11-20', 2, 1, 50],
      ]);
      expect(detail.students).toHaveLength(3);
    });

    it('details a child day by day', async () => {
      const detail = (await get('/javaApi/studentAttend/getStudentAttendDetail', { ...WEEK, studentId: children.wang })).body.data;
      expect(detail).toMatchObject({ studentName: '王小明', className: '小一班', schoolDays: 4, totals: { recordedCount: 3, presentCount: 3, attendRate: 100 } });
      expect(detail.days.map((day: { date: string; status: number | null }) => [day.date, day.status])).toEqual([
        ['2026-11-16', 1],
        ['2026-11-17', 1],
        ['2026-11-19', 1],
        ['2026-11-20', null],
      ]);
    });

    it('resolves the preset ranges against today, and cuts a custom range at today', async () => {
      const today = (await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange', { dateType: 1 })).body.data;
      expect(today).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-20', schoolDays: 1, totals: { recordedCount: 2 } });
      const week = (await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange', { dateType: 2 })).body.data;
      expect(week).toMatchObject({ startDate: '2026-11-14', endDate: '2026-11-20', schoolDays: 4, totals: { recordedCount: 10 } });
      const month = (await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange', { dateType: 3 })).body.data;
      // 李小红's Friday the 13th as well.
      expect(month).toMatchObject({ startDate: '2026-10-22', endDate: '2026-11-20', totals: { recordedCount: 11 } });
      const ahead = (await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange', { startDate: '2026-11-16', endDate: '2026-12-31' })).body.data;
      expect(ahead).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-20', schoolDays: 4 });
    });

    it('answers the legacy family with the same figures', async () => {
      const answer = await t.call('GET', '/api/StudentAttend/GetStudentAttendStatistics', {
        token: admin,
        query: { DateType: '4', StartDate: '2026-11-14', EndDate: '2026-11-20', ClassId: String(classId), Keyword: '王' },
      });
      expect(answer.body).toMatchObject({ ResponseStatus: 1, Data: { Total: 1, SchoolDays: 4, List: [{ StudentName: '王小明', RecordedCount: 3, AttendRate: 100 }] } });
      const detail = await t.call('GET', '/api/StudentAttend/GetClassAttendDetail', { token: admin, query: { StartDate: '2026-11-14', EndDate: '2026-11-20', ClassId: String(classId) } });
      expect(detail.body.Data.Totals).toMatchObject({ RecordedCount: 10, AttendRate: 70 });
    });

    it('refuses bad ranges, naming the field', async () => {
      const url = '/javaApi/studentAttend/getClassAttendStatisticsByDateRange';
      expect((await get(url, { dateType: 5 })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 dateType 日期范围为1-4' });
      expect((await get(url, { dateType: 4, startDate: '2026-11-01' })).body.message).toBe('参数 endDate 自定义范围须填写结束日期');
      expect((await get(url, { startDate: '2026-11-20', endDate: '2026-11-01' })).body.message).toBe('参数 startDate 开始日期不能晚于结束日期');
      expect((await get(url, { startDate: '2025-01-01', endDate: '2026-11-20' })).body.message).toBe('统计范围最长一年');
      expect((await get(url, { startDate: '2026-12-01', endDate: '2026-12-31' })).body.message).toBe('开始日期不能晚于今天');
    });

    it('exports the three statistics as real xlsx files', async () => {
      const download = (url: string, body: object) => t.app.inject({ method: 'POST', url, headers: { auth: admin }, payload: body });
      const students = await download('/javaApi/studentAttend/exportStudentAttendStatistics', { ...WEEK, classId });
      expect(students.headers['content-disposition']).toContain(encodeURIComponent('幼儿考勤统计'));
      const studentRows = await sheetRows(students.rawPayload);
      expect(studentRows[0]).toEqual(['姓名', '性别', '年级', '班级', '上学日', '出勤', '离园', '缺勤', '请假', '出勤率', '未记录']);
      expect(studentRows).toContainEqual(['张小刚', '男', '小班', '小一班', 4, 1, 0, 2, 1, '25%', 0]);

      const classes = await sheetRows((await download('/javaApi/studentAttend/exportClassAttendStatistics', WEEK)).rawPayload);
      expect(classes[0]).toEqual(['年级', '班级', '在读幼儿', '上学日', '已点名天数', '记录人次', '出勤', '离园', '缺勤', '请假', '出勤率']);
      expect(classes).toContainEqual(['小班', '小一班', 3, 4, 4, 10, 6, 1, 2, 1, '70%']);

      const detail = await sheetRows((await download('/javaApi/studentAttend/exportClassAttendDetail', { ...WEEK, classId })).rawPayload);
      expect(detail[0]).toEqual(['姓名', '周一 11-16', '周二 11-17', '周四 11-19', '周五 11-20', '出勤', '离园', '缺勤', '请假', '出勤率']);
      expect(detail).toContainEqual(['李小红', '√', '离', undefined, '√', 2, 1, 0, 0, '100%']);
      expect(detail).toContainEqual(['张小刚', '×', '×', '√', '假', 1, 0, 2, 1, '25%']);
    });
  });

  describe('boundaries', () => {
    it('keeps each school’s attendance to itself', async () => {
      expect((await get('/javaApi/studentAttend/getClassAttendDetail', { ...WEEK, classId }, adminB)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在' });
      expect((await get('/javaApi/studentAttend/getStudentAttendDetail', { ...WEEK, studentId: children.wang }, adminB)).body.message).toBe('幼儿不存在');
      expect((await t.call('POST', SHEET, { token: adminB, body: { classId, date: '2026-11-16', records: [{ studentId: children.wang, status: 0 }] } })).body.message).toBe('班级不存在');
      expect((await get('/javaApi/studentAttend/getStudentAttendStatistics', WEEK, adminB)).body.data).toMatchObject({ total: 0, list: [] });

      const yearB = await t.make.schoolYear(t.schools.schoolB);
      const classB = await t.make.classWithChild(t.schools.schoolB, yearB, '小一班', '钱小多');
      await t.make.guardian(t.schools.schoolB, classB.childId, { name: '钱妈妈', phone: '13600000009', cardNo: 'B0001' });
      // School A's machine does not know school B's cards.
      expect((await swipe('B0001', '2026-11-20T01:40:00Z')).body.message).toBe('卡号 B0001 未发卡或已注销');
    });

    it('is only for roles with child attendance', async () => {
      const teacher = await t.login(t.people.teacherA.phone);
      expect((await get('/javaApi/studentAttend/getClassAttendSheet', { classId, date: '2026-11-16' }, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await t.call('POST', SHEET, { token: teacher, body: { classId, date: '2026-11-16', records: [] } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    });
  });
});
