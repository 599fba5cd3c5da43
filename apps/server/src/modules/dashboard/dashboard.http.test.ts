import { DataScope, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, createTestApp, type DemoApp, type TestApp } from '../../test/test-app.js';

/** Friday 20 November 2026, 10:00 in China; 近一周 is 14-20 November. */
const NOW = Date.parse('2026-11-20T02:00:00Z');
const THIS_WEEK = '2026-11-16T03:00:00.000Z';
const LAST_MONTH = '2026-10-10T03:00:00.000Z';

/**
 * School A, as the test writes it:
 * - children in school: 王小明 (boy) and 李小红 (girl) in 小一班, 赵小虎 (boy) in 小二班; one graduate
 * - staff: 甲园长, 甲老师, and one who left
 * - this week: 甲老师 posts twice (3 photos; 1 video), 甲园长 twice (2 photos; 4 photos, rejected);
 *   last month 甲老师 posted 5 photos
 * - works: two this week, one last month, all in 小一班
 * - parents this week: 王爸爸 likes two posts and comments once, 李妈妈 likes one, 赵妈妈 (小二班) likes
 *   one; 王爸爸 liked one last month
 * - attendance on Monday 16th: 王小明 出勤, 李小红 缺勤, 赵小虎 出勤
 */
describe.each(testDialects)('the dashboard on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let classes: { first: number; second: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    const school = t.schools.schoolA;
    const yearId = await t.make.schoolYear(school);
    const first = await t.make.classWithChild(school, yearId, '小一班', '王小明');
    const second = await t.make.classWithChild(school, yearId, '小二班', '赵小虎');
    classes = { first: first.classId, second: second.classId };
    const li = await t.make.childInClass(school, first.classId, '李小红');
    const graduate = await t.make.childInClass(school, first.classId, '钱毕业');
    await t.db.updateTable('child').set({ status: 2, leaveDate: '2026-11-01' }).where('id', '=', graduate).execute();
    await t.db.updateTable('childClassHistory').set({ endDate: '2026-11-01', endReason: 2 }).where('childId', '=', graduate).execute();
    const leaver = await t.make.teacher(school, { phone: '13700000050', name: '丙老师' });
    await t.db.updateTable('teacher').set({ status: 1 }).where('id', '=', leaver).execute();
    await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: first.classId, teachers: [{ teacherId: t.people.teacherA.id, position: 1 }, { teacherId: t.people.adminA.id, position: 2 }] } });

    const { adminA, teacherA } = t.people;
    const post = (teacherId: number, createdAt: string, media: { photos?: number; videos?: number; checkStatus?: number }) =>
      t.make.classPost(school, { classId: first.classId, teacherId, createdAt, ...media });
    const posts = [
      await post(teacherA.id, THIS_WEEK, { photos: 3 }),
      await post(teacherA.id, THIS_WEEK, { videos: 1 }),
      await post(adminA.id, THIS_WEEK, { photos: 2 }),
      await post(adminA.id, THIS_WEEK, { photos: 4, checkStatus: 2 }),
      await post(teacherA.id, LAST_MONTH, { photos: 5 }),
    ];
    await t.make.work(school, { classId: first.classId, childId: first.childId, teacherId: teacherA.id, createdAt: THIS_WEEK });
    await t.make.work(school, { classId: first.classId, childId: li, teacherId: teacherA.id, createdAt: THIS_WEEK });
    await t.make.work(school, { classId: first.classId, childId: li, teacherId: teacherA.id, createdAt: LAST_MONTH });

    const father = await t.make.guardian(school, first.childId, { name: '王爸爸', phone: '13600000001' });
    const mother = await t.make.guardian(school, li, { name: '李妈妈', phone: '13600000002' });
    await t.make.parentInteraction(school, { kind: 'like', guardianId: father, dynamicId: posts[0]!, createdAt: THIS_WEEK });
    await t.make.parentInteraction(school, { kind: 'like', guardianId: father, dynamicId: posts[1]!, createdAt: THIS_WEEK });
    await t.make.parentInteraction(school, { kind: 'comment', guardianId: father, dynamicId: posts[0]!, createdAt: THIS_WEEK });
    await t.make.parentInteraction(school, { kind: 'like', guardianId: mother, dynamicId: posts[0]!, createdAt: THIS_WEEK });
    const otherClassMother = await t.make.guardian(school, second.childId, { name: '赵妈妈', phone: '13600000003' });
    await t.make.parentInteraction(school, { kind: 'like', guardianId: otherClassMother, dynamicId: posts[1]!, createdAt: THIS_WEEK });
    await t.make.parentInteraction(school, { kind: 'like', guardianId: father, dynamicId: posts[4]!, createdAt: LAST_MONTH });

    await t.call('POST', '/javaApi/studentAttend/saveClassAttendSheet', {
      token: admin,
      body: { classId: first.classId, date: '2026-11-16', records: [{ studentId: first.childId, status: 1 }, { studentId: li, status: 0 }] },
    });
    await t.call('POST', '/javaApi/studentAttend/saveClassAttendSheet', { token: admin, body: { classId: second.classId, date: '2026-11-16', records: [{ studentId: second.childId, status: 1 }] } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, query: Record<string, string | number> = {}, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });

  it('counts the school’s children, staff, photos and videos families see (not the refused post’s 4), and works', async () => {
    expect((await get('/api/HomePage/GetCountModel')).body).toMatchObject({
      ResponseStatus: 1,
      Data: { ChildCount: 3, TeacherCount: 2, PhotoCount: 10, VideoCount: 1, WorkbookCount: 3 },
    });
    const counts = await Promise.all(
      ['getSchoolStudentCount', 'getSchoolTeacherCount', 'getSchoolClassAlbumPhotoCount', 'getSchoolClassAlbumVideoCount', 'getSchoolWorkBookCount'].map(
        async (call) => (await get(`/javaApi/homePage/${call}`)).body.data.count,
      ),
    );
    expect(counts).toEqual([3, 2, 10, 1, 3]);
  });

  it('ranks teachers by posts, then photos, in the period', async () => {
    const week = (await get('/api/HomePage/GetTeacherRanking', { DateType: 2 })).body.Data;
    expect(week).toMatchObject({ StartDate: '2026-11-14', EndDate: '2026-11-20' });
    expect(week.List).toEqual([
      { Rank: 1, TeacherId: t.people.adminA.id, TeacherName: '甲园长', PostCount: 2, PhotoCount: 6 },
      { Rank: 2, TeacherId: t.people.teacherA.id, TeacherName: '甲老师', PostCount: 2, PhotoCount: 3 },
    ]);
    const month = (await get('/api/HomePage/GetTeacherRanking', { DateType: 4, StartDate: '2026-10-01', EndDate: '2026-11-20', Top: 1 })).body.Data.List;
    expect(month).toEqual([expect.objectContaining({ TeacherName: '甲老师', PostCount: 3, PhotoCount: 8 })]);
  });

  it('ranks parents by comments and likes in the period', async () => {
    const week = (await get('/api/HomePage/GetParentRanking', { DateType: 2 })).body.Data.List;
    expect(week).toEqual([
      { Rank: 1, GuardianId: expect.any(Number), GuardianName: '王爸爸', StudentNames: '王小明', CommentCount: 1, LikeCount: 2, InteractionCount: 3 },
      { Rank: 2, GuardianId: expect.any(Number), GuardianName: '李妈妈', StudentNames: '李小红', CommentCount: 0, LikeCount: 1, InteractionCount: 1 },
      { Rank: 3, GuardianId: expect.any(Number), GuardianName: '赵妈妈', StudentNames: '赵小虎', CommentCount: 0, LikeCount: 1, InteractionCount: 1 },
    ]);
    const today = (await get('/api/HomePage/GetParentRanking', { DateType: 1 })).body.Data.List;
    expect(today).toEqual([]);
  });

  it('ranks for a class-scoped teacher only the parents of children in the classes reached', async () => {
    const { teacherA } = t.people;
    const roleId = (await t.db.selectFrom('teacher').select('roleId').where('id', '=', teacherA.id).executeTakeFirstOrThrow()).roleId!;
    await t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId).execute();
    try {
      const week = (await get('/api/HomePage/GetParentRanking', { DateType: 2 }, await t.login(teacherA.phone))).body.Data.List;
      expect(week.map((row: { GuardianName: string }) => row.GuardianName)).toEqual(['王爸爸', '李妈妈']);
    } finally {
      await t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId).execute();
    }
  });

  it('ranks classes by attendance rate', async () => {
    const ranking = (await get('/api/HomePage/GetClassRanking', { DateType: 2 })).body.Data.List;
    expect(ranking).toEqual([
      { Rank: 1, ClassId: classes.second, ClassName: '小二班', GradeName: '小班', RecordedCount: 1, AttendedCount: 1, AttendRate: 100 },
      { Rank: 2, ClassId: classes.first, ClassName: '小一班', GradeName: '小班', RecordedCount: 2, AttendedCount: 1, AttendRate: 50 },
    ]);
  });

  it('offers the date ranges and the year’s grades with their classes', async () => {
    const options = (await get('/api/HomePage/GetSearchOptions')).body.Data;
    expect(options).toMatchObject({
      YearName: '2026-2027学年',
      DateTypes: [
        { DateType: 1, Label: '今天' },
        { DateType: 2, Label: '近一周' },
        { DateType: 3, Label: '近一月' },
        { DateType: 4, Label: '自定义' },
      ],
      Grades: [{ GradeName: '小班', ClassList: [{ ClassName: '小一班' }, { ClassName: '小二班' }] }],
    });
    const select = (await get('/javaApi/homePage/getGradeClassSelectList')).body.data;
    expect(select).toEqual([{ gradeId: expect.any(Number), gradeName: '小班', gradeLevel: 2, classList: [{ classId: classes.first, className: '小一班' }, { classId: classes.second, className: '小二班' }] }]);
  });

  it('charts attendance by class and by school day', async () => {
    const statistics = (await get('/javaApi/homePage/getStudentAttendStatistics', { dateType: 2 })).body.data;
    expect(statistics).toMatchObject({ schoolDays: 5, totals: { recordedCount: 3, presentCount: 2, absentCount: 1, attendRate: 66.7 } });
    expect(statistics.classes.map((row: { className: string; attendRate: number }) => [row.className, row.attendRate])).toEqual([
      ['小一班', 50],
      ['小二班', 100],
    ]);
    expect(statistics.days.map((day: { date: string; recordedCount: number; unrecordedCount: number }) => [day.date, day.recordedCount, day.unrecordedCount])).toEqual([
      ['2026-11-16', 3, 0],
      ['2026-11-17', 0, 3],
      ['2026-11-18', 0, 3],
      ['2026-11-19', 0, 3],
      ['2026-11-20', 0, 3],
    ]);
    const one = (await get('/api/HomePage/GetStudentAttendStatistics', { DateType: 2, ClassId: classes.second })).body.Data;
    expect(one).toMatchObject({ Totals: { RecordedCount: 1, AttendRate: 100 }, Classes: [{ ClassName: '小二班' }] });
  });

  it('sums up each class: children, teachers, attendance and class life in the period', async () => {
    const week = (await get('/javaApi/homePage/getClassStatistics', { dateType: 2 })).body.data.list;
    expect(week).toEqual([
      { classId: classes.first, className: '小一班', gradeName: '小班', childCount: 2, boyCount: 1, girlCount: 1, teacherCount: 2, attendRate: 50, dynamicCount: 4, photoCount: 9, videoCount: 1, workbookCount: 2 },
      { classId: classes.second, className: '小二班', gradeName: '小班', childCount: 1, boyCount: 1, girlCount: 0, teacherCount: 0, attendRate: 100, dynamicCount: 0, photoCount: 0, videoCount: 0, workbookCount: 0 },
    ]);
    const today = (await get('/api/HomePage/GetClassStatistics', { DateType: 1, ClassId: classes.first })).body.Data.List;
    expect(today).toEqual([expect.objectContaining({ ClassName: '小一班', AttendRate: null, DynamicCount: 0 })]);
  });

  it('shows another school nothing of school A', async () => {
    const adminB = await t.login(t.people.adminB.phone);
    expect((await get('/api/HomePage/GetCountModel', {}, adminB)).body.Data).toEqual({ ChildCount: 0, TeacherCount: 1, PhotoCount: 0, VideoCount: 0, WorkbookCount: 0 });
    expect((await get('/api/HomePage/GetParentRanking', { DateType: 2 }, adminB)).body.Data.List).toEqual([]);
    expect((await get('/api/HomePage/GetTeacherRanking', { DateType: 2 }, adminB)).body.Data.List).toEqual([]);
    expect((await get('/javaApi/homePage/getClassStatistics', { dateType: 2 }, adminB)).body.data.list).toEqual([]);
    expect((await get('/javaApi/homePage/getClassStatistics', { dateType: 2, classId: classes.first }, adminB)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在' });
  });

  it('answers any role with the home page, and refuses bad input naming the field', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await get('/javaApi/homePage/getSchoolStudentCount', {}, teacher)).body.data.count).toBe(3);
    expect((await get('/api/HomePage/GetTeacherRanking', { Top: 0 })).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 top 名次数为1-50' });
    expect((await get('/javaApi/homePage/getStudentAttendStatistics', { dateType: 4, startDate: '2026-11-01' })).body.message).toBe('参数 endDate 自定义范围须填写结束日期');
    expect((await get('/javaApi/homePage/getGradeClassSelectList', { yearId: 999999 })).body.message).toBe('学年不存在');
  });
});

describe.each(testDialects)('the dashboard of the demo kindergarten on %s', (dialect) => {
  let demo: DemoApp;
  let token: string;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
  });
  afterAll(() => demo.close());

  const get = async (url: string) => (await demo.app.inject({ method: 'GET', url, headers: { auth: token } })).json().data;
  const ranking = async (url: string) => (await demo.app.inject({ method: 'GET', url, headers: { auth: token } })).json().Data.List;

  it('counts what the demo holds', async () => {
    const counts = await get('/javaApi/homePage/getSchoolStudentCount');
    expect(counts.count).toBe(329);
    expect((await get('/javaApi/homePage/getSchoolTeacherCount')).count).toBe(44);
    expect((await get('/javaApi/homePage/getSchoolClassAlbumPhotoCount')).count).toBeGreaterThan(1000);
    expect((await get('/javaApi/homePage/getSchoolClassAlbumVideoCount')).count).toBeGreaterThan(20);
    expect((await get('/javaApi/homePage/getSchoolWorkBookCount')).count).toBeGreaterThan(500);
  });

  it('has a realistic attendance: every class taken every school day, most children present', async () => {
    const statistics = await get('/javaApi/studentAttend/getClassAttendStatisticsByDateRange?dateType=3');
    expect(statistics.list).toHaveLength(12);
    expect(statistics.totals.attendRate).toBeGreaterThan(92);
    expect(statistics.totals.attendRate).toBeLessThan(97);
    for (const row of statistics.list) expect(row.takenDays).toBe(statistics.schoolDays);
    expect(statistics.totals.leftCount).toBeGreaterThan(0);
  });

  it('ranks the demo’s teachers, parents and classes', async () => {
    expect(await ranking('/api/HomePage/GetTeacherRanking?DateType=3')).toHaveLength(10);
    expect(await ranking('/api/HomePage/GetParentRanking?DateType=3')).toHaveLength(10);
    const classes = await ranking('/api/HomePage/GetClassRanking?DateType=3&Top=20');
    expect(classes).toHaveLength(12);
    expect(classes[0].AttendRate).toBeGreaterThanOrEqual(classes[11].AttendRate);
  });
});
