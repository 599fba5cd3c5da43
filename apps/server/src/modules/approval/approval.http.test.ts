import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const SUMMARY = '/api/ClassCard/GetSchoolApprovalDtos';
const DETAILS = '/api/ClassCard/GetSchoolApprovalDetailDtos';
const P = '/api/TeachPlan4/';

/** Story: the 小一班 teacher submits a week plan; the 小班 grade manager (小二班's teacher) has it waiting. */
describe.each(testDialects)('待我审批 on %s', (dialect) => {
  let s: TeachingApp;
  let weekId: number;

  type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: any };
  const get = async (path: string, token: string | null, query: Record<string, string> = {}) =>
    (await s.t.call('GET', path, { ...(token ? { token } : {}), query })).body as Answer;
  const post = async (path: string, body: object, token = s.tokens.teacher) => {
    const answer = (await s.t.call('POST', path, { token, body })).body as Answer;
    expect(answer.ErrorMessage ?? '', path).toBe('');
    return answer.Data;
  };

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA } = s.t.schools;
    const semesterId = (
      await s.t.db.insertInto('semester').values({ schoolId: schoolA, schoolYearId: s.yearId, name: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db
      .insertInto('roleModule')
      .values(['TeachManage.WeekPlan', 'TeachManage.TeachApprove'].map((moduleCode) => ({ schoolId: schoolA, roleId: roleId!, moduleCode })))
      .execute();
    await s.t.db.updateTable('grade').set({ managerTeacherId: s.otherTeacherId }).where('id', '=', s.own.gradeId).execute();
    const themeId = (await post('/api/TeachTheme4/AddTeachTheme', { ThemeName: '秋天来了', GradeId: s.own.gradeId, SemesterId: semesterId, WeekCount: 2 }, s.tokens.admin)).ThemeId;
    weekId = (await post(`${P}AddTeachWeek`, { ClassId: s.own.classId, SemesterId: semesterId, WeekIndex: 12 })).WeekId;
    await post(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId });
    await post(`${P}AddWeekGoal`, { WeekId: weekId, Content: '感受秋天' });
    await post('/api/TeachManage4/AddActivity', { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' });
    await post(`${P}VerifyWeekPlan`, { WeekId: weekId });
  });
  afterAll(() => s.t.close());

  it('shows the grade manager the week plan waiting, linking to 计划审批', async () => {
    expect((await get(SUMMARY, s.tokens.otherTeacher)).Data).toEqual([{ ApprovalType: 1, TypeName: '周计划', Count: 1, Path: '/TeachManage/TeachApprove' }]);
    expect((await get(DETAILS, s.tokens.otherTeacher)).Data).toEqual({
      Total: 1,
      List: [
        {
          ApprovalType: 1,
          TypeName: '周计划',
          Id: weekId,
          Title: '小一班 第一学期第12周周计划',
          SubmitterName: '小一班老师',
          SubmittedAt: expect.any(String),
          Path: `/TeachManage/TeachApprove?weekId=${weekId}`,
        },
      ],
    });
  });

  it('shows nothing to one who does not approve the grade, and empties once decided', async () => {
    expect((await get(SUMMARY, s.tokens.teacher)).Data[0].Count).toBe(0);
    expect((await get(DETAILS, s.tokens.teacher)).Data).toEqual({ List: [], Total: 0 });
    // The principal's side (审批设置) approves every grade.
    expect((await get(SUMMARY, s.tokens.admin)).Data[0].Count).toBe(1);
    await post('/api/TeachApprove4Plan/UpdateApproveStatus', { WeekId: weekId, ApproveStatus: 3, Remark: '再补充一个户外活动' }, s.tokens.admin);
    expect((await get(SUMMARY, s.tokens.otherTeacher)).Data[0].Count).toBe(0);
    await post(`${P}VerifyWeekPlan`, { WeekId: weekId });
  });

  it('keeps another school’s approvals apart, and a role without 计划审批 has none', async () => {
    expect((await get(SUMMARY, s.tokens.adminB)).Data[0].Count).toBe(0);
    expect((await get(DETAILS, s.tokens.adminB)).Data).toEqual({ List: [], Total: 0 });
    const bare = await s.t.login(s.t.people.teacherA.phone);
    expect((await get(SUMMARY, bare)).Data[0].Count).toBe(0);
    expect((await get(DETAILS, bare)).Data).toEqual({ List: [], Total: 0 });
  });

  it('refuses bad paging and needs a session', async () => {
    expect(await get(DETAILS, s.tokens.admin, { PageSize: '0' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 pageSize 应为1至200的整数' });
    expect(await get(DETAILS, s.tokens.admin, { PageIndex: 'x' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS });
    expect((await get(SUMMARY, null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    expect((await get(DETAILS, null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
  });
});
