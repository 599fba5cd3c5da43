import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const H = '/api/HomeworkStatistics/';

/**
 * Story: the 小一班 teacher sets two homework (王小明 and 张小雨's families sign three of the four),
 * the 小二班 teacher one (李小红's family has not signed). The class teachers' role holds 作业统计;
 * 甲老师's role does not. School B sees none of it.
 */
describe.each(testDialects)('homework statistics on %s', (dialect) => {
  let s: TeachingApp;
  let reader: string;
  let first: number;
  let second: number;
  let third: number;
  let secondChild: number;

  type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; ErrorField?: string; Data: any };
  const call = async (path: string, input: Record<string, unknown> = {}, token: string | null = s.tokens.admin, asQuery = false): Promise<Answer> => {
    const method = path.startsWith('Get') ? 'GET' : 'POST';
    const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
    const send = method === 'GET' || asQuery ? { query } : { body: input };
    return (await s.t.call(method, `${H}${path}`, { ...(token ? { token } : {}), ...send })).body as Answer;
  };
  const ok = async (path: string, input: Record<string, unknown> = {}, token?: string, asQuery = false) => {
    const answer = await call(path, input, token, asQuery);
    expect(answer.ErrorMessage ?? '', path).toBe('');
    return answer.Data;
  };
  const homework = (title: string, classId = s.own.classId) => ({ ClassId: classId, Title: title, Content: `${title}：请家长陪孩子完成。`, EndDate: s.day(2) });
  const sign = (homeworkId: number, childId: number) =>
    s.t.db.insertInto('homeworkSign').values({ schoolId: s.t.schools.schoolA, homeworkId, childId, guardianId: null, content: '已完成', signedAt: new Date().toISOString() }).execute();

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db.insertInto('roleModule').values({ schoolId: s.t.schools.schoolA, roleId: roleId!, moduleCode: 'TeachEvaluate.HomeworkStatistics' }).execute();
    reader = await s.t.login(s.t.people.teacherA.phone);
    secondChild = await s.t.make.childInClass(s.t.schools.schoolA, s.own.classId, '张小雨');
    first = (await ok('AddHomework', homework('亲子阅读打卡'), s.tokens.teacher)).HomeworkId;
    second = (await ok('AddHomework', homework('寻找秋天的树叶'), s.tokens.teacher)).HomeworkId;
    third = (await ok('AddHomework', homework('数一数我的家', s.other.classId), s.tokens.otherTeacher)).HomeworkId;
    await sign(first, s.own.childId);
    await sign(first, secondChild);
    await sign(second, s.own.childId);
  });
  afterAll(() => s.t.close());

  it('counts each class’s homework and its completion from the families’ sign-offs', async () => {
    const amounts = await ok('GetHomeworkAmountList');
    expect(amounts.Range).toEqual({ StartDate: '2026-09-01', EndDate: '2027-07-31' });
    expect(amounts.List.map((row: any) => [row.ClassName, row.GradeName, row.HomeworkCount, row.TeacherCount, row.LastDate])).toEqual([
      ['小一班', '小班', 2, 1, s.day(0)],
      ['小二班', '小班', 1, 1, s.day(0)],
    ]);
    const rates = await ok('GetHomeworkCompletionRateList', { GradeId: s.own.gradeId });
    expect(rates.List.map((row: any) => [row.ClassName, row.HomeworkCount, row.ExpectedCount, row.SignCount, row.CompletionRate])).toEqual([
      ['小一班', 2, 4, 3, 75],
      ['小二班', 1, 1, 0, 0],
    ]);
    expect((await ok('GetHomeworkCompletionRateList', { StartDate: s.day(-30), EndDate: s.day(-1) })).List).toEqual([]);
  });

  it('sums the school and each teacher', async () => {
    const stats = await ok('GetHomeworkStatistics');
    expect(stats.Total).toEqual({ ClassCount: 2, TeacherCount: 2, HomeworkCount: 3, ExpectedCount: 5, SignCount: 3, CompletionRate: 60 });
    expect(stats.TeacherList.map((row: any) => [row.TeacherName, row.ClassCount, row.HomeworkCount, row.CompletionRate])).toEqual([
      ['小一班老师', 1, 2, 75],
      ['小二班老师', 1, 1, 0],
    ]);
  });

  it('lists homework, opens one with its sign list, and each child’s completion', async () => {
    const page = await ok('GetHomeworkInfoList', { PageSize: 2 }, s.tokens.teacher);
    expect(page.Total).toBe(3);
    expect(page.List.map((row: any) => [row.HomeworkId, row.CanEdit])).toEqual([
      [third, false],
      [second, true],
    ]);
    expect((await ok('GetHomeworkInfoList', { SearchContent: '树叶' })).List.map((row: any) => row.HomeworkId)).toEqual([second]);
    const info = await ok('GetHomeworkInfoForId', { iHomeworkId: first });
    expect(info).toMatchObject({ Title: '亲子阅读打卡', ClassName: '小一班', TeacherName: '小一班老师', ExpectedCount: 2, SignCount: 2, CompletionRate: 100, FileList: [], CanEdit: true });
    const signs = await ok('GetHomeworkSignList', { HomeworkId: second });
    expect(signs).toMatchObject({ SignCount: 1, ExpectedCount: 2 });
    expect(signs.List.map((row: any) => [row.StudentName, row.IsSigned, row.Content])).toEqual(
      expect.arrayContaining([
        ['王小明', true, '已完成'],
        ['张小雨', false, null],
      ]),
    );
    const children = await ok('GetStudentStatisticsInfo', { ClassId: s.own.classId });
    expect(children.List.map((row: any) => [row.StudentName, row.HomeworkCount, row.SignCount, row.CompletionRate]).sort()).toEqual([
      ['张小雨', 2, 1, 50],
      ['王小明', 2, 2, 100],
    ]);
  });

  it('lets its teacher or an administrator move the end date (not before today) and delete it', async () => {
    await ok('UpdateHomeworkEnddate', { iHomeworkId: second, iTeacherId: s.teacherId, iEndDate: s.day(5) }, s.tokens.teacher, true);
    expect((await ok('GetHomeworkInfoForId', { HomeworkId: second })).EndDate).toBe(s.day(5));
    expect(await call('UpdateHomeworkEnddate', { HomeworkId: second, EndDate: s.day(-1) }, s.tokens.teacher)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '截止日期不能早于今天' });
    expect((await call('UpdateHomeworkEnddate', { HomeworkId: second, EndDate: '明天' }, s.tokens.teacher)).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect(await call('UpdateHomeworkEnddate', { HomeworkId: second, EndDate: s.day(6) }, s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED });
    expect(await call('DelHomework', { HomeworkId: second }, s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED });
    expect((await call('DelHomework', { iHomeworkId: second, iTeacherId: s.otherTeacherId }, s.tokens.teacher, true)).ErrorMessage).toBe('作业不存在');
    await ok('DelHomework', { iHomeworkId: second, iTeacherId: s.teacherId }, s.tokens.teacher, true);
    expect(await s.t.db.selectFrom('homeworkSign').select('childId').where('homeworkId', '=', second).execute()).toEqual([]);
    await ok('UpdateHomeworkEnddate', { HomeworkId: third, EndDate: s.day(3) }, s.tokens.admin);
  });

  it('refuses bad input', async () => {
    expect((await call('AddHomework', { ...homework(''), Title: '' }, s.tokens.teacher)).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect(await call('AddHomework', { ...homework('过期'), EndDate: s.day(-1) }, s.tokens.teacher)).toMatchObject({ ErrorMessage: '截止日期不能早于今天', ErrorField: 'EndDate' });
    expect((await call('GetHomeworkAmountList', { StartDate: s.day(0) })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('GetHomeworkSignList', { HomeworkId: 'abc' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('GetStudentStatisticsInfo', {})).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps another school’s homework out of reach', async () => {
    expect((await call('GetHomeworkInfoForId', { HomeworkId: first }, s.tokens.adminB)).ErrorMessage).toBe('作业不存在');
    expect((await call('GetHomeworkSignList', { HomeworkId: first }, s.tokens.adminB)).ErrorMessage).toBe('作业不存在');
    expect((await call('DelHomework', { HomeworkId: first }, s.tokens.adminB)).ErrorMessage).toBe('作业不存在');
    expect((await call('GetStudentStatisticsInfo', { ClassId: s.own.classId }, s.tokens.adminB)).ErrorMessage).toBe('班级不存在');
    expect((await ok('GetHomeworkAmountList', {}, s.tokens.adminB)).List).toEqual([]);
    expect((await ok('GetHomeworkStatistics', {}, s.tokens.adminB)).Total.HomeworkCount).toBe(0);
  });

  it('lists the classes in their own order, not by name (小三班 after 小二班)', async () => {
    const third = await s.t.make.classWithChild(s.t.schools.schoolA, s.yearId, '小三班', '周小天');
    await ok('AddHomework', homework('认识颜色', third.classId), s.tokens.admin);
    const classNames = (answer: { List: { ClassName: string }[] }) => answer.List.map((row) => row.ClassName);
    expect(classNames(await ok('GetHomeworkAmountList'))).toEqual(['小一班', '小二班', '小三班']);
    expect(classNames(await ok('GetHomeworkCompletionRateList'))).toEqual(['小一班', '小二班', '小三班']);
  });

  it('needs a session, and the module for the statistics', async () => {
    expect(await call('GetHomeworkStatistics', {}, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    expect(await call('DelHomework', { HomeworkId: first }, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    for (const path of ['GetHomeworkAmountList', 'GetHomeworkCompletionRateList', 'GetHomeworkStatistics', 'GetHomeworkInfoList', 'GetHomeworkInfoForId', 'GetStudentStatisticsInfo', 'GetHomeworkSignList']) {
      expect((await call(path, { HomeworkId: first, ClassId: s.own.classId }, reader)).ErrorCode, path).toBe(ErrorCode.NOT_ALLOWED);
    }
  });
});
