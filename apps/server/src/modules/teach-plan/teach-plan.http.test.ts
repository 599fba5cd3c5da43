import { DataScope, ErrorCode, GradeLevel, PlanStatus } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const P = '/api/TeachPlan4/';
const M = '/api/TeachManage4/';
const A = '/api/TeachApprove4Plan/';
const T = '/api/TeachTheme4/';

/**
 * Story: in school A the 小一班 teacher writes week plans; the 小二班 teacher is the 小班 grade
 * manager and approves them; the administrator sets who approves. School B sees none of it.
 */
describe.each(testDialects)('week plans on %s', (dialect) => {
  let s: TeachingApp;
  let semesterId: number;
  let gradeId: number;
  let themeId: number;
  let typeId: number;

  const { call, ok } = legacyCalls(() => s.t, '', () => s.tokens.teacher);
  const newWeek = async (weekIndex: number, classId = s.own.classId, token = s.tokens.teacher) =>
    (await ok(`${P}AddTeachWeek`, { ClassId: classId, SemesterId: semesterId, WeekIndex: weekIndex }, token)).WeekId as number;
  /** A plan ready to submit: theme, a goal, an activity. */
  async function filledWeek(weekIndex: number, classId = s.own.classId, token = s.tokens.teacher) {
    const weekId = await newWeek(weekIndex, classId, token);
    await ok(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId }, token);
    await ok(`${P}AddWeekGoal`, { WeekId: weekId, Content: '感受秋天' }, token);
    await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityTypeId: typeId, ActivityName: '认识树叶' }, token);
    return weekId;
  }

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA } = s.t.schools;
    semesterId = (
      await s.t.db.insertInto('semester').values({ schoolId: schoolA, schoolYearId: s.yearId, name: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await s.t.db.insertInto('holiday').values({ schoolId: schoolA, name: '国庆节', userType: 0, startDate: '2026-10-01', endDate: '2026-10-07', createdAt: '2026-09-01T00:00:00.000Z' }).execute();
    gradeId = s.own.gradeId;
    await s.t.db.updateTable('grade').set({ managerTeacherId: s.otherTeacherId }).where('id', '=', gradeId).execute();
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db
      .insertInto('roleModule')
      .values(['TeachManage.WeekPlan', 'TeachManage.TeachApprove'].map((moduleCode) => ({ schoolId: schoolA, roleId: roleId!, moduleCode })))
      .execute();
    themeId = (await ok(`${T}AddTeachTheme`, { ThemeName: '秋天来了', GradeId: gradeId, SemesterId: semesterId, WeekCount: 2, Goals: '感受秋天' }, s.tokens.admin)).ThemeId;
    typeId = (await ok(`${P}AddActivityType`, { DicName: '集体教学' }, s.tokens.admin)).Id;
  });
  afterAll(() => s.t.close());

  it('numbers the weeks from the week of the semester’s first day and shows the holidays', async () => {
    const [semester] = await ok(`${P}GetTimeRangeForYear`);
    expect(semester).toMatchObject({ SemesterId: semesterId, SemesterName: '第一学期', StartDate: '2026-09-01', WeekCount: 22 });
    const weeks = await ok(`${P}GetTeachWeekListForSelect`, { ClassId: s.own.classId, SemesterId: semesterId });
    expect(weeks[0]).toMatchObject({ WeekIndex: 1, StartDate: '2026-08-31', EndDate: '2026-09-06', Holidays: [], WeekId: null });
    expect(weeks[4]).toMatchObject({ WeekIndex: 5, StartDate: '2026-09-28', Holidays: ['国庆节'] });
    const grades = await ok(`${P}GetTeachPlanGrade`);
    expect(grades).toEqual([{ GradeId: gradeId, GradeName: '小班', GradeLevel: GradeLevel.SMALL, ClassList: [{ ClassId: s.own.classId, ClassName: '小一班' }, { ClassId: s.other.classId, ClassName: '小二班' }] }]);
  });

  it('writes a plan: theme, goals, activities by day and period, moving one', async () => {
    const weekId = await newWeek(5);
    expect((await call(`${P}AddTeachWeek`, { ClassId: s.own.classId, SemesterId: semesterId, WeekIndex: 5 })).ErrorMessage).toBe('本班第5周已有周计划');
    expect(await ok(`${M}GetTeachThemeListForSelect`, { SemesterId: semesterId, GradeId: gradeId })).toEqual([{ ThemeId: themeId, ThemeName: '秋天来了' }]);
    await ok(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId });
    const goalId = (await ok(`${P}AddWeekGoal`, { WeekId: weekId, Content: '认识秋天' })).GoalId;
    await ok(`${P}UpdateWeekGoal`, { GoalId: goalId, Content: '感受秋天的变化' });
    const second = (await ok(`${P}AddWeekGoal`, { WeekId: weekId, Content: '多余的目标' })).GoalId;
    await ok(`${P}DelWeekGoal`, { GoalId: second });
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityTypeId: typeId, ActivityName: '认识树叶', Content: '观察落叶' })).ActivityId;
    const other = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 2, Period: 3, ActivityName: '捡落叶' })).ActivityId;
    await ok(`${P}UpdateActivity`, { ActivityId: other, DayOfWeek: 2, Period: 3, ActivityName: '捡落叶比赛', Content: null });
    await ok(`${M}UpdateActivityTime`, { ActivityId: activityId, DayOfWeek: 3, Period: 1 });
    const plan = await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId });
    expect(plan).toMatchObject({
      ClassName: '小一班',
      WeekIndex: 5,
      StartDate: '2026-09-28',
      ThemeName: '秋天来了',
      GoalList: [{ GoalId: goalId, Content: '感受秋天的变化' }],
      ActivityList: [
        { ActivityId: other, DayOfWeek: 2, Period: 3, ActivityTypeName: null, ActivityName: '捡落叶比赛', Content: null },
        { ActivityId: activityId, DayOfWeek: 3, Period: 1, ActivityTypeName: '集体教学', ActivityName: '认识树叶', Content: '观察落叶' },
      ],
      ApproveStatus: PlanStatus.DRAFT,
      WriterName: '小一班老师',
      CanApprove: false,
      Actions: { Edit: true, Submit: true, Pass: false },
    });
    expect(plan.Days.map((day: { ClosedReason: string | null }) => day.ClosedReason)).toEqual([null, null, null, '国庆节', '国庆节']);
    expect((await ok(`${M}GetTeachWeekInfoForUpdate`, { WeekId: weekId, ClassId: s.own.classId })).WeekId).toBe(weekId);
    expect(await ok(`${P}GetActivityInfo`, { ActivityId: activityId })).toEqual(plan.ActivityList[1]);
    expect(await ok(`${P}GetActivityForUpdate`, { ActivityId: other })).toEqual(plan.ActivityList[0]);
    expect((await call(`${M}GetTeachWeekInfoForUpdate`, { WeekId: weekId, ClassId: s.other.classId })).ErrorMessage).toBe('周计划不存在');
    await ok(`${P}DelWeekTheme`, { WeekId: weekId });
    await ok(`${M}DelActivity`, { ActivityId: other });
    const after = await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId });
    expect(after).toMatchObject({ ThemeId: null, ActivityList: [{ ActivityId: activityId }] });
    await ok(`${P}DelWeekPlan`, { WeekId: weekId });
    expect((await call(`${P}GetTeachWeekInfo`, { WeekId: weekId })).ErrorMessage).toBe('周计划不存在');
    expect((await call(`${P}GetActivityInfo`, { ActivityId: activityId })).ErrorMessage).toBe('活动不存在');
  });

  it('goes through approval as the state table says', async () => {
    const weekId = await newWeek(6);
    expect(await call(`${P}VerifyWeekPlan`, { WeekId: weekId })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '请先设置周主题、填写周目标、添加活动，再提交审批' });
    await ok(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId });
    await ok(`${P}AddWeekGoal`, { WeekId: weekId, Content: '感受秋天' });
    await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' });
    await ok(`${P}VerifyWeekPlan`, { WeekId: weekId });
    // Submitted: frozen for its writer, and not the writer's to approve.
    expect(await call(`${P}AddWeekGoal`, { WeekId: weekId, Content: '再加一条' })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '周计划待审批，不能编辑' });
    expect((await call(`${P}DelWeekPlan`, { WeekId: weekId })).ErrorMessage).toBe('周计划待审批，不能删除');
    expect(await call(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小班周计划的审批人' });
    expect((await ok(`${A}GetApprovePlanList`)).List).toEqual([]);
    // The grade manager approves.
    const pending = await ok(`${A}GetApprovePlanList`, {}, s.tokens.otherTeacher);
    expect(pending).toMatchObject({ Total: 1, List: [{ WeekId: weekId, ClassName: '小一班', ThemeName: '秋天来了', ApproveStatus: 1, WriterName: '小一班老师' }] });
    expect((await ok(`${A}GetApprovePlanInfo`, { WeekId: weekId }, s.tokens.otherTeacher)).CanApprove).toBe(true);
    expect(await call(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 3 }, s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 remark 退回时请填写审批意见' });
    expect((await call(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 1 }, s.tokens.otherTeacher)).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    await ok(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 3, Remark: '活动太少' }, s.tokens.otherTeacher);
    expect(await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId })).toMatchObject({ ApproveStatus: PlanStatus.RETURNED, Remark: '活动太少', ApproverName: '小二班老师' });
    await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 2, Period: 2, ActivityName: '捡落叶' });
    await ok(`${P}VerifyWeekPlan`, { WeekId: weekId });
    await ok(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 }, s.tokens.otherTeacher);
    expect(await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId })).toMatchObject({ ApproveStatus: PlanStatus.PASSED, Remark: null, Actions: { Edit: false, ApplyToGrade: true } });
    expect((await call(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 3, Remark: '再改改' }, s.tokens.otherTeacher)).ErrorMessage).toBe('周计划已通过，不能退回');
    const [activity] = (await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId })).ActivityList;
    expect((await call(`${M}UpdateActivityTime`, { ActivityId: activity.ActivityId, DayOfWeek: 5, Period: 1 })).ErrorMessage).toBe('周计划已通过，不能编辑');
  });

  it('applies a passed plan to the grade in one go, over every class whose plan is not passed', async () => {
    const weekId = await filledWeek(7);
    expect((await call(`${P}UseWeekPlanToGrade`, { WeekId: weekId }, s.tokens.otherTeacher)).ErrorMessage).toBe('周计划草稿，不能应用到年级');
    const otherDraft = await newWeek(7, s.other.classId, s.tokens.otherTeacher);
    await ok(`${P}AddWeekGoal`, { WeekId: otherDraft, Content: '会被覆盖' }, s.tokens.otherTeacher);
    await ok(`${P}VerifyWeekPlan`, { WeekId: weekId });
    await ok(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 }, s.tokens.otherTeacher);
    expect(await call(`${P}UseWeekPlanToGrade`, { WeekId: weekId })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED });
    expect(await ok(`${P}UseWeekPlanToGrade`, { WeekId: weekId }, s.tokens.otherTeacher)).toEqual({ AppliedClassNames: ['小二班'], SkippedClassNames: [] });
    const copy = await ok(`${P}GetTeachWeekInfo`, { WeekId: otherDraft }, s.tokens.otherTeacher);
    expect(copy).toMatchObject({ ClassName: '小二班', ApproveStatus: PlanStatus.PASSED, ThemeName: '秋天来了', GoalList: [{ Content: '感受秋天' }], ActivityList: [{ ActivityName: '认识树叶', DayOfWeek: 1, Period: 2 }] });
    // Now 小二班's plan is passed: applying again leaves it as it is.
    expect(await ok(`${P}UseWeekPlanToGrade`, { WeekId: weekId }, s.tokens.otherTeacher)).toEqual({ AppliedClassNames: [], SkippedClassNames: ['小二班'] });
  });

  it('exports the plan as a week grid: days as columns, periods as rows', async () => {
    const weekId = await filledWeek(8);
    const response = await s.t.app.inject({ method: 'POST', url: `${P}ExportWeekPlan`, payload: { WeekId: weekId }, headers: { auth: s.tokens.teacher } });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('小一班-第8周-周计划');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((value) => (value === undefined ? '' : String(value)));
    expect(row(1)).toEqual(['小一班 第8周', '周一 10-19', '周二 10-20', '周三 10-21', '周四 10-22', '周五 10-23']);
    expect(row(2).slice(0, 2)).toEqual(['本周主题', '秋天来了']);
    expect(row(3).slice(0, 2)).toEqual(['本周目标', '1. 感受秋天']);
    expect(row(5).slice(0, 2)).toEqual(['上午', '【集体教学】认识树叶']);
  });

  it('refuses a teacher writing for another class, and a class scope hides the other class’s plans', async () => {
    const weekId = await newWeek(9);
    expect(await call(`${P}AddWeekGoal`, { WeekId: weekId, Content: '别人的' }, s.tokens.otherTeacher)).toMatchObject({
      ErrorCode: ErrorCode.NOT_ALLOWED,
      ErrorMessage: '您不是小一班本学年的教师，不能编辑这个班级的周计划',
    });
    expect((await call(`${P}AddTeachWeek`, { ClassId: s.own.classId, SemesterId: semesterId, WeekIndex: 10 }, s.tokens.otherTeacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId!).execute();
    try {
      const scoped = await s.t.login('13700000012');
      expect((await call(`${P}GetTeachWeekInfo`, { WeekId: weekId }, scoped)).ErrorMessage).toBe('周计划不存在');
      expect((await ok(`${P}GetTeachPlanGrade`, {}, scoped))[0].ClassList).toEqual([{ ClassId: s.other.classId, ClassName: '小二班' }]);
    } finally {
      await s.t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId!).execute();
    }
  });

  it('does not reach another school’s plans, themes and classes', async () => {
    const weekId = await newWeek(11);
    expect((await call(`${P}GetTeachWeekInfo`, { WeekId: weekId }, s.tokens.adminB)).ErrorMessage).toBe('周计划不存在');
    expect((await call(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId }, s.tokens.adminB)).ErrorMessage).toBe('周计划不存在');
    expect((await call(`${P}GetTeachWeekListForSelect`, { ClassId: s.own.classId, SemesterId: semesterId }, s.tokens.adminB)).ErrorMessage).toBe('班级不存在');
    expect((await call(`${T}GetTeachThemeInfo`, { ThemeId: themeId }, s.tokens.adminB)).ErrorMessage).toBe('教学主题不存在');
    expect(await ok(`${A}GetApprovePlanList`, { ApproveStatus: 0 }, s.tokens.adminB)).toEqual({ List: [], Total: 0 });
    expect((await call(`${P}AddTeachWeek`, { ClassId: s.foreign.classId, SemesterId: semesterId, WeekIndex: 1 }, s.tokens.admin)).ErrorMessage).toBe('班级不存在');
  });

  it('refuses bad input, and needs a session and the module', async () => {
    const weekId = await newWeek(12);
    expect((await call(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 6, Period: 2, ActivityName: '周六' })).ErrorMessage).toBe('参数 dayOfWeek 星期只能是1至5（周一至周五）');
    expect((await call(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: ' ' })).ErrorMessage).toBe('参数 activityName 请填写活动名称');
    expect((await call(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '无类型', ActivityTypeId: 99999 })).ErrorMessage).toBe('活动类型不存在');
    expect((await call(`${P}AddTeachWeek`, { ClassId: s.own.classId, SemesterId: semesterId, WeekIndex: 23 })).ErrorMessage).toBe('第一学期没有第23周');
    expect((await call(`${P}AddWeekGoal`, { Content: '没有周' })).ErrorMessage).toBe('缺少参数 weekId');
    expect((await call(`${P}AddActivityType`, { DicName: '集体教学' }, s.tokens.admin)).ErrorMessage).toBe('活动类型「集体教学」已存在');
    const otherTheme = (await ok(`${T}AddTeachTheme`, { ThemeName: '冬天', GradeId: gradeId, SemesterId: semesterId, WeekCount: 3 }, s.tokens.admin)).ThemeId;
    await ok(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: otherTheme });
    expect((await call(`${T}DelTeachTheme`, { ThemeId: otherTheme }, s.tokens.admin)).ErrorCode).toBe(ErrorCode.DELETE_RULE);
    expect(await call(`${P}GetTeachWeekInfo`, { WeekId: weekId }, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    const bare = await s.t.make.role(s.t.schools.schoolA, ['Home'], '无教学');
    await s.t.make.teacher(s.t.schools.schoolA, { phone: '13700000019', roleId: bare });
    expect((await call(`${P}GetTeachWeekInfo`, { WeekId: weekId }, await s.t.login('13700000019'))).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('keeps teaching themes with their goals, weeks and attachments', async () => {
    const file = await s.upload('TeachTheme', s.tokens.admin, '主题说明.png');
    const id = (await ok(`${T}AddTeachTheme`, { ThemeName: '我爱我家', GradeId: gradeId, SemesterId: semesterId, WeekCount: 4, Goals: '爱家人', FileIds: [file] }, s.tokens.admin)).ThemeId;
    const info = await ok(`${T}GetTeachThemeInfo`, { ThemeId: id }, s.tokens.admin);
    expect(info).toMatchObject({ ThemeName: '我爱我家', GradeName: '小班', SemesterName: '第一学期', WeekCount: 4, Goals: '爱家人', FileList: [{ FileId: file, FileName: '主题说明.png' }] });
    expect(await ok(`${T}GetThemeDetailForUpdate`, { ThemeId: id }, s.tokens.admin)).toEqual(info);
    expect(await ok(`${T}GetGradeList`, {}, s.tokens.admin)).toEqual([{ GradeId: gradeId, GradeName: '小班', GradeLevel: 2 }]);
    expect((await call(`${T}GetGradeList`, { YearId: 99999 }, s.tokens.admin)).ErrorMessage).toBe('学年不存在');
    expect((await call(`${T}AddTeachTheme`, { ThemeName: '别校', GradeId: gradeId, SemesterId: semesterId, WeekCount: 1 }, s.tokens.adminB)).ErrorMessage).toBe('年级不存在');
    await ok(`${T}UpdateTeachTheme`, { ThemeId: id, ThemeName: '我爱我的家', GradeId: gradeId, SemesterId: semesterId, WeekCount: 3, FileIds: [] }, s.tokens.admin);
    const list = await ok(`${T}GetTeachThemeList`, { SemesterId: semesterId }, s.tokens.admin);
    expect(list.find((row: { ThemeId: number }) => row.ThemeId === id)).toMatchObject({ ThemeName: '我爱我的家', WeekCount: 3, FileCount: 0 });
    await ok(`${T}DelTeachTheme`, { ThemeId: id }, s.tokens.admin);
    expect((await call(`${T}GetTeachThemeInfo`, { ThemeId: id }, s.tokens.admin)).ErrorMessage).toBe('教学主题不存在');
  });

  it('lets 审批设置 name the staff who approve a grade instead of its manager', async () => {
    const J = '/javaApi/approveSetting/';
    const java = async (path: string, body: object) => (await s.t.call(path.startsWith(`${J}get`) ? 'GET' : 'POST', path, { token: s.tokens.admin, ...(path.startsWith(`${J}get`) ? {} : { body }) })).body;
    const settings = (await java(`${J}getApproveSettingList`, {})).data;
    expect(settings.gradeList).toEqual([{ gradeId, gradeName: '小班', approverKind: 1, managerName: '小二班老师', staffList: [] }]);
    expect(settings.teacherList).toContainEqual({ teacherId: s.teacherId, teacherName: '小一班老师' });
    expect((await java(`${J}saveApproveSetting`, { gradeId, approverKind: 2, teacherIds: [] })).message).toBe('参数 teacherIds 请选择审批人');
    expect((await java(`${J}saveApproveSetting`, { gradeId, approverKind: 2, teacherIds: [s.teacherId] })).code).toBe(200);
    const weekId = await filledWeek(13);
    await ok(`${P}VerifyWeekPlan`, { WeekId: weekId });
    expect((await call(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 }, s.tokens.otherTeacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect((await ok(`${A}GetApprovePlanList`)).List.map((row: { WeekId: number }) => row.WeekId)).toEqual([weekId]);
    await ok(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 });
    expect((await java(`${J}saveApproveSetting`, { gradeId, approverKind: 1 })).code).toBe(200);
    expect((await java(`${J}getApproveSettingList`, {})).data.gradeList[0]).toMatchObject({ approverKind: 1, staffList: [] });
  });
});
