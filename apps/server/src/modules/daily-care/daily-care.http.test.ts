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
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const SATURDAY = '2026-11-14';
const TOMORROW = '2026-11-21';

const DAY = '/javaApi/dailyCare/getClassDay';
const SAVE = '/javaApi/dailyCare/saveClassDay';
const CUP = '/javaApi/dailyCare/saveCupSize';
const SUMMARY = '/javaApi/dailyCare/getClassSummary';
const EXPORT = '/javaApi/dailyCare/exportClassSummary';
const CHILD = '/api/Student4/GetStudentDrinkEatList';

/**
 * 小一班 (王小明, 李小红, 陈小缺 absent on Monday, 孙小未 whose Monday nobody took) and 小二班 (张小刚) of
 * school A. Their teachers' role grants 饮水进餐 but not all of 幼儿管理: each records only the own
 * class. School A's administrator records for any class; its 甲老师 has no 饮水进餐; school B sees nothing.
 */
describe.each(testDialects)('饮水进餐 on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let teacherOne: string;
  let teacherTwo: string;
  let withoutModule: string;
  let classOne: number;
  let classTwo: number;
  let wang: number;
  let li: number;
  let chen: number;
  let sun: number;
  let zhang: number;
  let childB: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    withoutModule = await t.login(t.people.teacherA.phone);
    const { schoolA, schoolB } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    ({ classId: classOne, childId: wang } = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明'));
    li = await t.make.childInClass(schoolA, classOne, '李小红');
    chen = await t.make.childInClass(schoolA, classOne, '陈小缺');
    sun = await t.make.childInClass(schoolA, classOne, '孙小未');
    ({ classId: classTwo, childId: zhang } = await t.make.classWithChild(schoolA, yearId, '小二班', '张小刚'));
    childB = (await t.make.classWithChild(schoolB, await t.make.schoolYear(schoolB), '大一班', '赵小乙')).childId;

    const present = (childId: number, classId: number, date: string, status = 1) => t.make.attendanceDay(schoolA, { childId, classId, date, status });
    for (const date of [MONDAY, TUESDAY]) {
      await present(wang, classOne, date);
      await present(li, classOne, date, date === TUESDAY ? 2 : 1);
      await present(zhang, classTwo, date);
    }
    await present(chen, classOne, MONDAY, 0);

    const careRole = await t.make.role(schoolA, ['Home', 'ChildManage.Child', 'ChildManage.DailyCare'], '班级教师');
    const one = await t.make.teacher(schoolA, { phone: '13700000021', roleId: careRole, name: '周老师' });
    const two = await t.make.teacher(schoolA, { phone: '13700000022', roleId: careRole, name: '吴老师' });
    await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: classOne, teachers: [{ teacherId: one, position: 1 }] } });
    await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: classTwo, teachers: [{ teacherId: two, position: 1 }] } });
    teacherOne = await t.login('13700000021');
    teacherTwo = await t.login('13700000022');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, query: Record<string, string | number>, token?: string) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const post = (url: string, body: unknown, token?: string) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const entry = (studentId: number, waterCups = 5, meals: [number, number, number] = [1, 1, 1], pickyNote?: string) => ({
    studentId,
    waterCups,
    breakfast: meals[0],
    lunch: meals[1],
    snack: meals[2],
    ...(pickyNote !== undefined ? { pickyNote } : {}),
  });
  const save = (date: string, records: object[], token = teacherOne, classId = classOne) => post(SAVE, { classId, date, records }, token);

  describe('a class’s day (getClassDay, saveClassDay)', () => {
    it('lists the class’s children of the day, those who came first, and saves the day in one call', async () => {
      const before = (await get(DAY, { classId: classOne, date: MONDAY }, teacherOne)).body;
      expect(before).toMatchObject({ code: 200, data: { className: '小一班', date: MONDAY, cupMl: 150, editable: true, closedReason: null } });
      const listed = before.data.children.map((child: { studentName: string; recordable: boolean; attendStatus: number | null }) => [child.studentName, child.recordable, child.attendStatus]);
      expect(listed.map(([, recordable]: [string, boolean]) => recordable)).toEqual([true, true, false, false]);
      expect(listed).toEqual(
        expect.arrayContaining([
          ['李小红', true, 1],
          ['王小明', true, 1],
          ['陈小缺', false, 0],
          ['孙小未', false, null],
        ]),
      );

      const saved = await save(MONDAY, [entry(wang, 6), entry(li, 3, [2, 3, 5], '  不吃青菜 ')]);
      expect(saved.body).toMatchObject({ code: 200, data: { savedCount: 2 } });
      const after = (await get(DAY, { classId: classOne, date: MONDAY }, admin)).body.data.children;
      expect(after.find((child: { studentId: number }) => child.studentId === li)).toEqual({
        studentId: li,
        studentName: '李小红',
        sex: 2,
        attendStatus: 1,
        recordable: true,
        waterCups: 3,
        breakfast: 2,
        lunch: 3,
        snack: 5,
        pickyNote: '不吃青菜',
        recordedByName: '周老师',
      });

      // Saving again replaces the child's day; the administrator records for any class.
      expect((await save(MONDAY, [entry(li, 4, [1, 1, 2])], admin)).body.code).toBe(200);
      expect((await get(DAY, { classId: classOne, date: MONDAY }, admin)).body.data.children).toContainEqual(expect.objectContaining({ studentId: li, waterCups: 4, lunch: 1, pickyNote: null, recordedByName: '甲园长' }));
      expect((await save(MONDAY, [entry(zhang, 5)], admin, classTwo)).body.code).toBe(200);
    });

    it('shows a weekend or a future day as closed, and refuses to record it', async () => {
      expect((await get(DAY, { classId: classOne, date: SATURDAY }, teacherOne)).body.data).toMatchObject({ editable: false, closedReason: '周六' });
      expect((await get(DAY, { classId: classOne, date: TOMORROW }, teacherOne)).body.data).toMatchObject({ editable: false, closedReason: '未到日期' });
      expect((await save(TOMORROW, [entry(wang)])).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '不能记录今天以后的饮水进餐' });
      expect((await save(SATURDAY, [entry(wang)])).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `${SATURDAY}（周六）不是上学日，无需记录饮水进餐` });
    });

    it('refuses an absent child, a child nobody took attendance of, another class’s and another school’s child, and writes nothing', async () => {
      expect((await save(MONDAY, [entry(wang, 1), entry(chen)])).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `陈小缺${MONDAY}缺勤，不能记录饮水进餐` });
      expect((await save(MONDAY, [entry(sun)])).body.message).toBe(`孙小未${MONDAY}还没有考勤记录，请先点名再记录饮水进餐`);
      expect((await save(MONDAY, [entry(zhang)])).body.message).toBe(`张小刚${MONDAY}不在小一班`);
      expect((await save(MONDAY, [entry(childB)])).body.message).toBe(`幼儿（编号${childB}）不存在`);
      expect((await save(MONDAY, [entry(wang), entry(wang)])).body.message).toBe('同一名幼儿不能重复填写');
      const wangOnMonday = (await get(DAY, { classId: classOne, date: MONDAY }, admin)).body.data.children.find((child: { studentId: number }) => child.studentId === wang);
      expect(wangOnMonday.waterCups).toBe(6);
    });

    it('refuses a teacher of another class, a role without 饮水进餐, no session and another school', async () => {
      expect((await save(TUESDAY, [entry(wang)], teacherTwo)).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '您不是小一班本学年的教师，不能记录该班幼儿的饮水进餐' });
      expect((await save(TUESDAY, [entry(zhang)], teacherOne, classTwo)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await save(TUESDAY, [entry(wang)], withoutModule)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await get(DAY, { classId: classOne, date: TUESDAY }, withoutModule)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await save(TUESDAY, [entry(wang)], '')).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect((await get(DAY, { classId: classOne, date: TUESDAY })).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect((await get(DAY, { classId: classOne, date: TUESDAY }, adminB)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在' });
      expect((await save(TUESDAY, [entry(wang)], adminB)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在' });
      expect((await get(DAY, { classId: classOne, date: TUESDAY }, admin)).body.data.children.every((child: { waterCups: number | null }) => child.waterCups === null)).toBe(true);
    });

    it('refuses bad input, naming the field', async () => {
      expect((await get(DAY, { classId: classOne, date: '2026-13-01' }, admin)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 date 不是有效的日期' });
      expect((await get(DAY, { date: MONDAY }, admin)).body.code).toBe(ErrorCode.INVALID_PARAMS);
      expect((await save(MONDAY, [])).body.message).toContain('请至少填写一名幼儿的饮水进餐');
      expect((await save(MONDAY, [entry(wang, 13)])).body.message).toBe('参数 records.0.waterCups 饮水杯数最多12杯');
      expect((await save(MONDAY, [entry(wang, 2, [1, 6, 1])])).body.message).toBe('参数 records.0.lunch 午餐的进餐情况为1（全部吃完）至5（未进餐）');
      expect((await save(MONDAY, [entry(wang, 2, [1, 1, 1], '很'.repeat(51))])).body.message).toBe('参数 records.0.pickyNote 挑食备注最多50字');
    });
  });

  describe('the cup size (saveCupSize)', () => {
    it('lets an administrator of 幼儿管理 set it, and the ml follow', async () => {
      expect((await post(CUP, { cupMl: 200 }, teacherOne)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await post(CUP, { cupMl: 200 }, withoutModule)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await post(CUP, { cupMl: 200 })).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect((await post(CUP, { cupMl: 20 }, admin)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 cupMl 水杯容量为50-500毫升' });
      expect((await post(CUP, { cupMl: 200 }, admin)).body).toMatchObject({ code: 200, data: { cupMl: 200 } });
      expect((await get(DAY, { classId: classOne, date: MONDAY }, teacherOne)).body.data.cupMl).toBe(200);
      // Another school keeps its own cup.
      expect((await post(CUP, { cupMl: 180 }, adminB)).body.code).toBe(200);
      expect((await get(SUMMARY, { classId: classOne, startDate: MONDAY, endDate: MONDAY }, admin)).body.data.cupMl).toBe(200);
    });
  });

  describe('the class summary (getClassSummary, exportClassSummary)', () => {
    it('gives each school day the average water and the share of children who ate well', async () => {
      await save(TUESDAY, [entry(wang, 4, [1, 3, 1]), entry(li, 5, [1, 1, 1])]);
      const summary = (await get(SUMMARY, { classId: classOne, startDate: '2026-11-14', endDate: '2026-11-30' }, teacherTwo)).body;
      expect(summary).toMatchObject({ code: 200, data: { className: '小一班', startDate: '2026-11-14', endDate: '2026-11-20', cupMl: 200 } });
      expect(summary.data.days.map((day: { date: string }) => day.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
      expect(summary.data.days[0]).toEqual({ date: MONDAY, recordedCount: 2, averageCups: 5, averageMl: 1000, ateWellCount: 2, ateWellRate: 100 });
      expect(summary.data.days[1]).toEqual({ date: TUESDAY, recordedCount: 2, averageCups: 4.5, averageMl: 900, ateWellCount: 1, ateWellRate: 50 });
      expect(summary.data.days[2]).toEqual({ date: '2026-11-18', recordedCount: 0, averageCups: null, averageMl: null, ateWellCount: 0, ateWellRate: null });
      expect(summary.data.totals).toEqual({ recordedCount: 4, averageCups: 4.8, averageMl: 950, ateWellCount: 3, ateWellRate: 75 });
    });

    it('exports the summary as a real xlsx file', async () => {
      const response = await t.app.inject({ method: 'POST', url: EXPORT, headers: { auth: teacherOne }, payload: { classId: classOne, startDate: MONDAY, endDate: TUESDAY } });
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('小一班饮水进餐统计'));
      const rows = await sheetRows(response.rawPayload);
      expect(rows).toEqual([
        ['日期', '星期', '记录人数', '人均饮水（杯）', '人均饮水（毫升，每杯200毫升）', '进餐良好人数', '进餐良好占比'],
        [MONDAY, '周一', 2, 5, 1000, 2, '100%'],
        [TUESDAY, '周二', 2, 4.5, 900, 1, '50%'],
      ]);
    });

    it('refuses bad intervals, a role without 饮水进餐, no session and another school', async () => {
      expect((await get(SUMMARY, { classId: classOne, startDate: TUESDAY, endDate: MONDAY }, admin)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 startDate 开始日期不能晚于结束日期' });
      expect((await get(SUMMARY, { classId: classOne, startDate: '2025-01-01', endDate: MONDAY }, admin)).body.message).toBe('参数 endDate 时间段最长366天');
      expect((await get(SUMMARY, { classId: classOne, startDate: '2026-12-01', endDate: '2026-12-31' }, admin)).body.message).toBe('开始日期不能晚于今天');
      expect((await get(SUMMARY, { classId: classOne, startDate: MONDAY }, admin)).body.code).toBe(ErrorCode.INVALID_PARAMS);
      expect((await get(SUMMARY, { classId: classOne, startDate: MONDAY, endDate: TUESDAY }, withoutModule)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await get(SUMMARY, { classId: classOne, startDate: MONDAY, endDate: TUESDAY })).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect((await get(SUMMARY, { classId: classOne, startDate: MONDAY, endDate: TUESDAY }, adminB)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在' });
      expect((await post(EXPORT, { classId: classOne, startDate: MONDAY, endDate: TUESDAY }, withoutModule)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await post(EXPORT, { classId: classOne, startDate: MONDAY, endDate: TUESDAY })).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect((await post(EXPORT, { classId: classOne, startDate: MONDAY, endDate: TUESDAY }, adminB)).body.message).toBe('班级不存在');
      expect((await post(EXPORT, { classId: classOne }, admin)).body.code).toBe(ErrorCode.INVALID_PARAMS);
    });
  });

  describe('a child’s read (GetStudentDrinkEatList)', () => {
    const read = (query: Record<string, string | number>, token?: string) => get(CHILD, query, token);

    it('lists the child’s days newest first with water in cups and ml, and the totals', async () => {
      const answer = (await read({ StudentId: li, StartDate: '2026-11-01', EndDate: '2026-11-30' }, withoutModule)).body;
      expect(answer).toMatchObject({ ResponseStatus: 1, Data: { StudentName: '李小红', CupMl: 200 } });
      expect(answer.Data.Days).toEqual([
        { Date: TUESDAY, ClassName: '小一班', WaterCups: 5, WaterMl: 1000, Breakfast: 1, Lunch: 1, Snack: 1, PickyNote: null, AteWell: true },
        { Date: MONDAY, ClassName: '小一班', WaterCups: 4, WaterMl: 800, Breakfast: 1, Lunch: 1, Snack: 2, PickyNote: null, AteWell: true },
      ]);
      expect(answer.Data.Totals).toEqual({ RecordedDays: 2, AverageCups: 4.5, AverageMl: 900, AteWellDays: 2 });
      const wangDays = (await read({ StudentId: wang, StartDate: TUESDAY, EndDate: TUESDAY }, admin)).body.Data;
      expect(wangDays.Totals).toEqual({ RecordedDays: 1, AverageCups: 4, AverageMl: 800, AteWellDays: 0 });
    });

    it('refuses bad input, a role without 幼儿管理, no session and another school’s child', async () => {
      expect((await read({ StudentId: li, StartDate: '2026-11-30', EndDate: '2026-11-01' }, admin)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS });
      expect((await read({ StartDate: MONDAY, EndDate: MONDAY }, admin)).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      const careOnlyRole = await t.make.role(t.schools.schoolA, ['Home', 'ChildManage.DailyCare'], '保健医');
      await t.make.teacher(t.schools.schoolA, { phone: '13700000023', roleId: careOnlyRole, name: '郑医生' });
      expect((await read({ StudentId: li, StartDate: MONDAY, EndDate: MONDAY }, await t.login('13700000023'))).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await read({ StudentId: li, StartDate: MONDAY, EndDate: MONDAY })).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await read({ StudentId: li, StartDate: MONDAY, EndDate: MONDAY }, adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '幼儿不存在' });
    });
  });
});
