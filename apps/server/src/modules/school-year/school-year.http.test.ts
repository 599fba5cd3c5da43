import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const semesters = (year: number) => [
  { semesterName: '第一学期', startDate: `${year}-09-01`, endDate: `${year + 1}-01-31` },
  { semesterName: '第二学期', startDate: `${year + 1}-02-01`, endDate: `${year + 1}-07-31` },
];
const yearInput = (year: number, name = `${year}-${year + 1}学年`) => ({
  yearName: name,
  startDate: `${year}-09-01`,
  endDate: `${year + 1}-07-31`,
  semesterList: semesters(year),
});

describe.each(testDialects)('school years on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (body: unknown, token = admin) => t.call('POST', '/javaApi/schoolYear/updateSchoolYearInfo', { token, body });
  const list = (token = admin) => t.call('GET', '/javaApi/schoolYear/getSchoolYearList', { token });

  it('creates a year with its semesters through the legacy call, and lists it in both families', async () => {
    const created = await t.call('POST', '/api/SchoolYear/UpdateSchoolYearInfo', {
      token: admin,
      body: { YearName: '2030-2031学年', StartDate: '2030-09-01', EndDate: '2031-07-31', UserId: 99, SemesterList: semesters(2030).map((s) => ({ SemesterName: s.semesterName, StartDate: s.startDate, EndDate: s.endDate })) },
    });
    expect(created.body).toMatchObject({ ResponseStatus: 1, Data: { YearId: expect.any(Number) } });
    const yearId = created.body.Data.YearId;
    const legacy = await t.call('GET', '/api/SchoolYear/GetSchoolYearInfo', { token: admin, query: { yearId: String(yearId) } });
    expect(legacy.body.Data).toMatchObject({ YearId: yearId, YearName: '2030-2031学年', Status: 0, ClassCount: 0, SemesterList: [{ SemesterName: '第一学期' }, { SemesterName: '第二学期' }] });
    expect((await list()).body.data.map((year: { yearName: string }) => year.yearName)).toContain('2030-2031学年');
  });

  it('derives the status from the dates', async () => {
    const now = t.clock.now().getUTCFullYear();
    await save(yearInput(now - 5));
    const statuses = Object.fromEntries((await list()).body.data.map((year: { yearName: string; status: number }) => [year.yearName, year.status]));
    expect(statuses[`${now - 5}-${now - 4}学年`]).toBe(2);
  });

  it('edits a year: renames it, keeps one semester by id, replaces the other', async () => {
    const { body } = await save(yearInput(2032));
    const yearId = body.data.yearId;
    const info = await t.call('GET', '/javaApi/schoolYear/getSchoolYearInfo', { token: admin, query: { yearId: String(yearId) } });
    const first = info.body.data.semesterList[0];
    const edited = await save({
      yearId,
      yearName: '2032学年（修订）',
      startDate: '2032-09-01',
      endDate: '2033-07-31',
      semesterList: [{ ...first, semesterName: '上学期' }, { semesterName: '下学期', startDate: '2033-02-15', endDate: '2033-07-15' }],
    });
    expect(edited.body.code).toBe(200);
    const after = await t.call('GET', '/javaApi/schoolYear/getSchoolYearInfo', { token: admin, query: { yearId: String(yearId) } });
    expect(after.body.data.yearName).toBe('2032学年（修订）');
    expect(after.body.data.semesterList).toEqual([
      { semesterId: first.semesterId, semesterName: '上学期', startDate: first.startDate, endDate: first.endDate },
      { semesterId: expect.any(Number), semesterName: '下学期', startDate: '2033-02-15', endDate: '2033-07-15' },
    ]);
  });

  it.each([
    ['a semester outside the year', { ...yearInput(2040), semesterList: [{ semesterName: '第一学期', startDate: '2040-08-01', endDate: '2041-01-31' }] }, '「第一学期」须在学年日期之内'],
    ['overlapping semesters', { ...yearInput(2040), semesterList: [semesters(2040)[0], { semesterName: '第二学期', startDate: '2041-01-15', endDate: '2041-07-31' }] }, '「第一学期」与「第二学期」的日期重叠'],
    ['an end before the start', { ...yearInput(2040), endDate: '2040-08-01' }, '学年的开始日期须早于结束日期'],
    ['a malformed date', { ...yearInput(2040), startDate: '2040/09/01' }, '参数 startDate 日期格式应为 YYYY-MM-DD'],
    ['no semester', { ...yearInput(2040), semesterList: [] }, '参数 semesterList 至少设置一个学期'],
  ])('refuses %s with 1000001 and says why', async (_case, body, message) => {
    expect((await save(body)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message });
  });

  it('refuses a second year with the same name or overlapping dates', async () => {
    await save(yearInput(2050));
    expect((await save(yearInput(2050))).body.message).toBe('已有学年「2050-2051学年」');
    expect((await save(yearInput(2050, '另一个学年'))).body).toMatchObject({ message: '与「2050-2051学年」的日期重叠', field: 'startDate' });
  });

  it('refuses a year longer than one year, naming its end date, and takes one of exactly a year less a day', async () => {
    const typo = { ...yearInput(2042), endDate: '2049-07-31' };
    expect((await save(typo)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '学年最长一年，请检查结束日期', field: 'endDate' });
    expect((await save({ ...yearInput(2042), endDate: '2043-09-01' })).body.field).toBe('endDate');
    expect((await save({ ...yearInput(2042), endDate: '2043-08-31' })).body.code).toBe(200);
  });

  it('deletes an empty year, and refuses one that holds classes with 2000032', async () => {
    const empty = (await save(yearInput(2060))).body.data.yearId;
    expect((await t.call('POST', '/api/SchoolYear/DelSchoolYear', { token: admin, body: { Id: empty, UserId: 1, Tag: 0 } })).body.ResponseStatus).toBe(1);
    const busy = (await save(yearInput(2061))).body.data.yearId;
    await t.make.classWithChild(t.schools.schoolA, busy);
    const refused = await t.call('POST', '/javaApi/schoolYear/delSchoolYear', { token: admin, body: { id: busy } });
    expect(refused.body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '「2061-2062学年」下还有1个班级，请先删除班级' });
  });

  it('keeps each school’s years to itself', async () => {
    const yearId = (await save(yearInput(2070))).body.data.yearId;
    expect((await list(adminB)).body.data).toEqual([]);
    const read = await t.call('GET', '/javaApi/schoolYear/getSchoolYearInfo', { token: adminB, query: { yearId: String(yearId) } });
    expect(read.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '学年不存在' });
    expect((await save({ ...yearInput(2070), yearId, yearName: '偷改' }, adminB)).body.message).toBe('学年不存在');
    expect((await t.call('POST', '/javaApi/schoolYear/delSchoolYear', { token: adminB, body: { id: yearId } })).body.message).toBe('学年不存在');
    expect((await save(yearInput(2070), adminB)).body.code).toBe(200);
  });

  it('lets a teacher read the years but not change them', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await list(teacher)).body.code).toBe(200);
    expect((await save(yearInput(2080), teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});
