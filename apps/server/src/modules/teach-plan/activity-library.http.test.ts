import { DataScope, ErrorCode, PlanStatus } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const P = '/api/TeachPlan4/';
const M = '/api/TeachManage4/';
const A = '/api/TeachApprove4Plan/';

/**
 * Story: in school A the 小一班 teacher writes week plans with the week's own activity types, guide
 * targets and activities taken from the school's 活动库; the 小二班 teacher may not touch them; the
 * teachers' notes are read and printed from the plan screens. School B reaches none of it.
 */
describe.each(testDialects)('activity library and the week’s extras on %s', (dialect) => {
  let s: TeachingApp;
  let semesterId: number;
  let themeId: number;
  let typeId: number;
  let bare: string;

  const { call, ok } = legacyCalls(() => s.t, '', () => s.tokens.teacher);
  const newWeek = async (weekIndex: number, classId = s.own.classId, token = s.tokens.teacher) =>
    (await ok(`${P}AddTeachWeek`, { ClassId: classId, SemesterId: semesterId, WeekIndex: weekIndex }, token)).WeekId as number;
  const addLibrary = async (fields: Record<string, unknown> = {}) =>
    (await ok(`${P}AddLibraryActivity`, { ActivityName: '树叶拼贴画', ActivityTypeId: typeId, Content: '用落叶拼贴小动物', GuideTargetIds: [503, 504], ...fields })).ActivityId as number;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA } = s.t.schools;
    semesterId = (
      await s.t.db.insertInto('semester').values({ schoolId: schoolA, schoolYearId: s.yearId, name: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db
      .insertInto('roleModule')
      .values(['TeachManage.WeekPlan', 'TeachManage.ActivityLibrary', 'TeachManage.TeachApprove'].map((moduleCode) => ({ schoolId: schoolA, roleId: roleId!, moduleCode })))
      .execute();
    await s.t.db.updateTable('grade').set({ managerTeacherId: s.otherTeacherId }).where('id', '=', s.own.gradeId).execute();
    themeId = (await ok('/api/TeachTheme4/AddTeachTheme', { ThemeName: '秋天来了', GradeId: s.own.gradeId, SemesterId: semesterId, WeekCount: 2 }, s.tokens.admin)).ThemeId;
    typeId = (await ok(`${P}AddActivityType`, { DicName: '区域活动' }, s.tokens.admin)).Id;
    bare = await s.t.login(s.t.people.teacherA.phone);
  });
  afterAll(() => s.t.close());

  it('keeps the school’s library: add, search, edit, delete', async () => {
    expect(await ok(`${P}GetSourceList`)).toEqual([
      { SourceId: 1, SourceName: '本园' },
      { SourceId: 2, SourceName: '周计划' },
      { SourceId: 3, SourceName: '课件库' },
    ]);
    const id = await addLibrary();
    const other = await addLibrary({ ActivityName: '户外寻宝', ActivityTypeId: null, GuideTargetIds: '' });
    const page = await ok(`${P}GetActivityList`, { Keyword: '拼贴', PageSize: 10 });
    expect(page).toEqual({
      Total: 1,
      List: [
        expect.objectContaining({ ActivityId: id, ActivityName: '树叶拼贴画', ActivityTypeName: '区域活动', SourceId: 1, SourceName: '本园', GuideTargetIds: [503, 504], UseCount: 0, AdderName: '小一班老师' }),
      ],
    });
    expect((await ok(`${P}GetActivityList`, { ActivityTypeId: typeId })).List.map((row: { ActivityId: number }) => row.ActivityId)).toContain(id);
    expect((await ok(`${P}GetActivityList`, { SourceId: 2 })).Total).toBe(0);
    expect(await ok(`${P}GetActivityListForSelect`, { Keyword: '寻宝' })).toEqual([{ ActivityId: other, ActivityName: '户外寻宝', ActivityTypeName: null }]);
    await ok(`${P}UpdateLibraryActivity`, { ActivityId: other, ActivityName: '户外寻宝游戏', ActivityTypeId: typeId, GuideTargetIds: [104] });
    expect(await ok(`${P}GetLibraryActivityInfo`, { ActivityId: other })).toMatchObject({ ActivityName: '户外寻宝游戏', ActivityTypeName: '区域活动', GuideTargetIds: [104] });
    await ok(`${P}DelLibraryActivity`, { ActivityId: other });
    expect((await call(`${P}GetLibraryActivityInfo`, { ActivityId: other })).ErrorMessage).toBe('活动库中的活动不存在');
    expect(await ok(`${P}GetActivityListForSelect`, { Keyword: '寻宝' })).toEqual([]);
  });

  it('puts library activities into a week with their type, content and guide targets, and records where', async () => {
    const id = await addLibrary({ ActivityName: '秋叶书签' });
    const weekId = await newWeek(3);
    const options = await ok(`${P}GetActivityPlanListForSelect`, { SemesterId: semesterId });
    expect(options).toContainEqual(expect.objectContaining({ WeekId: weekId, ClassName: '小一班', WeekIndex: 3, ApproveStatus: PlanStatus.DRAFT }));
    const { ActivityIds: [planActivityId] } = await ok(`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [id], DayOfWeek: 2, Period: 3 });
    const plan = await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId });
    expect(plan.ActivityList).toEqual([
      expect.objectContaining({ ActivityId: planActivityId, DayOfWeek: 2, Period: 3, ActivityTypeName: '区域活动', ActivityName: '秋叶书签', Content: '用落叶拼贴小动物', LibraryActivityId: id, GuideTargetIds: [503, 504] }),
    ]);
    const info = await ok(`${P}GetWeekActivityInfo`, { ActivityId: planActivityId });
    expect(info).toMatchObject({ ClassName: '小一班', AgeBand: '3-4', LibraryActivityName: '秋叶书签', TargetList: [{ TargetId: 503 }, { TargetId: 504 }] });
    expect(info.TargetList[0].Title).toMatch(/^艺术 · /);
    expect(info.TargetList[0].Behaviours.length).toBeGreaterThan(0);
    expect(await ok(`${P}GetActivityRecordList`, { ActivityId: id })).toEqual({
      Total: 1,
      List: [expect.objectContaining({ PlanActivityId: planActivityId, WeekId: weekId, ClassName: '小一班', WeekIndex: 3, DayOfWeek: 2, Period: 3 })],
    });
    expect((await ok(`${P}GetActivityList`, { Keyword: '秋叶书签' })).List[0].UseCount).toBe(1);
    // The plan keeps its copy when the library's activity changes or goes.
    await ok(`${P}DelLibraryActivity`, { ActivityId: id });
    expect((await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId })).ActivityList[0]).toMatchObject({ ActivityName: '秋叶书签', LibraryActivityId: id });
    expect((await call(`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [id], DayOfWeek: 1, Period: 1 })).ErrorMessage).toBe(`活动库中的活动（编号${id}）不存在`);
    // A plan's activity goes into the library as source 周计划.
    const copied = (await ok(`${P}CopyActivityToLibrary`, { ActivityId: planActivityId })).ActivityId;
    expect(await ok(`${P}GetLibraryActivityInfo`, { ActivityId: copied })).toMatchObject({ ActivityName: '秋叶书签', SourceId: 2, SourceName: '周计划', GuideTargetIds: [503, 504] });
  });

  it('sets an activity’s guide targets, and the week’s 环境创设, 家园共育 and own activity types', async () => {
    const weekId = await newWeek(4);
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' })).ActivityId;
    await ok(`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: '401,101' });
    expect((await ok(`${P}GetActivityInfo`, { ActivityId: activityId })).GuideTargetIds).toEqual([101, 401]);
    await ok(`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: [] });
    expect((await ok(`${P}GetActivityInfo`, { ActivityId: activityId })).GuideTargetIds).toEqual([]);
    await ok(`${P}UpdateTeachWeek`, { WeekId: weekId, Environment: '布置秋天主题墙', FamilyWork: '请家长带孩子捡落叶' });
    const typeId2 = (await ok(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '秋游准备' })).WeekActivityTypeId;
    expect((await call(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '秋游准备' })).ErrorMessage).toBe('本周已有活动类型「秋游准备」');
    await ok(`${P}UpdateWeekActivityType`, { WeekActivityTypeId: typeId2, Name: '秋游' });
    await ok(`${P}UpdateActivity`, { ActivityId: activityId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶', WeekActivityTypeId: typeId2 });
    const plan = await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId });
    expect(plan).toMatchObject({ Environment: '布置秋天主题墙', FamilyWork: '请家长带孩子捡落叶', WeekTypeList: [{ WeekActivityTypeId: typeId2, Name: '秋游', ActivityCount: 1 }] });
    expect(plan.ActivityList[0]).toMatchObject({ WeekActivityTypeId: typeId2, ActivityTypeName: '秋游' });
    expect(await call(`${P}DelWeekActivityType`, { WeekActivityTypeId: typeId2 })).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '本周还有「秋游」类型的活动，请先修改或删除这些活动' });
    await ok(`${M}DelActivity`, { ActivityId: activityId });
    await ok(`${P}DelWeekActivityType`, { WeekActivityTypeId: typeId2 });
    expect((await ok(`${P}GetTeachWeekInfo`, { WeekId: weekId })).WeekTypeList).toEqual([]);
    // Another week's own type is not this week's.
    const otherWeek = await newWeek(5);
    const foreignType = (await ok(`${P}AddWeekActivityType`, { WeekId: otherWeek, Name: '秋游' })).WeekActivityTypeId;
    expect((await call(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '错类型', WeekActivityTypeId: foreignType })).ErrorMessage).toBe('本周活动类型不存在');
  });

  it('applies the week’s types, guide targets and texts with a passed plan to the grade, and exports them', async () => {
    const weekId = await newWeek(6);
    await ok(`${P}SetWeekTheme`, { WeekId: weekId, ThemeId: themeId });
    await ok(`${P}AddWeekGoal`, { WeekId: weekId, Content: '感受秋天' });
    await ok(`${P}UpdateTeachWeek`, { WeekId: weekId, Environment: '秋天主题墙' });
    const weekType = (await ok(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '秋游' })).WeekActivityTypeId;
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '去公园', WeekActivityTypeId: weekType })).ActivityId;
    await ok(`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: [104] });
    await ok(`${P}VerifyWeekPlan`, { WeekId: weekId });
    await ok(`${A}UpdateApproveStatus`, { WeekId: weekId, ApproveStatus: 2 }, s.tokens.otherTeacher);
    expect((await ok(`${P}UseWeekPlanToGrade`, { WeekId: weekId }, s.tokens.otherTeacher)).AppliedClassNames).toEqual(['小二班']);
    const copyId = (await ok(`${P}GetTeachWeekListForSelect`, { ClassId: s.other.classId, SemesterId: semesterId }, s.tokens.otherTeacher))[5].WeekId;
    const copy = await ok(`${P}GetTeachWeekInfo`, { WeekId: copyId }, s.tokens.otherTeacher);
    expect(copy).toMatchObject({ Environment: '秋天主题墙', WeekTypeList: [{ Name: '秋游', ActivityCount: 1 }], ActivityList: [{ ActivityName: '去公园', ActivityTypeName: '秋游', GuideTargetIds: [104] }] });
    expect(copy.WeekTypeList[0].WeekActivityTypeId).not.toBe(weekType);
    const response = await s.t.app.inject({ method: 'POST', url: `${P}ExportWeekPlan`, payload: { WeekId: weekId }, headers: { auth: s.tokens.teacher } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getRow(5).getCell(2).value)).toMatch(/^【秋游】去公园\n指南目标：健康 · 动作发展 · /);
    expect([sheet.getRow(8).getCell(1).value, sheet.getRow(8).getCell(2).value]).toEqual(['环境创设', '秋天主题墙']);
  });

  it('reads and prints the teachers’ notes within the data scope', async () => {
    const note = await s.legacy('/api/Teacher4/AddTeachNote', { ClassId: s.own.classId, Title: '绘本阅读反思', Content: '孩子们很喜欢这本书。', NoteDate: s.day(-1) });
    const teachNoteId = note.Data!.TeachNoteId as number;
    await s.legacy('/api/Teacher4/AddTeachNote', { ClassId: s.other.classId, Title: '小二班的笔记', Content: '户外活动。', NoteDate: s.day(0) }, s.tokens.otherTeacher);
    const page = await ok(`${P}GetTeachNoteList`, { ClassId: s.own.classId });
    expect(page).toEqual({ Total: 1, List: [expect.objectContaining({ TeachNoteId: teachNoteId, Title: '绘本阅读反思', ClassName: '小一班', TeacherName: '小一班老师', FileCount: 0 })] });
    expect((await ok(`${P}GetTeachNoteList`, { Keyword: '小二班' }, s.tokens.admin)).Total).toBe(1);
    expect((await ok(`${P}GetTeachNoteList`, { StartDate: s.day(0), EndDate: s.day(0) }, s.tokens.admin)).List.map((row: { Title: string }) => row.Title)).toEqual(['小二班的笔记']);
    expect(await ok(`${P}GetTeachNoteInfo`, { ITeachNoteId: teachNoteId })).toMatchObject({ Title: '绘本阅读反思', Content: '孩子们很喜欢这本书。', FileList: [] });
    const response = await s.t.app.inject({ method: 'POST', url: `${P}ExportTeachNote?iTeachNoteId=${teachNoteId}`, headers: { auth: s.tokens.teacher } });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('小一班-小一班老师-教学笔记');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getRow(1).getCell(2).value, sheet.getRow(5).getCell(2).value]).toEqual(['绘本阅读反思', '孩子们很喜欢这本书。']);
    // A class scope reaches its own class's notes only.
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId!).execute();
    try {
      const scoped = await s.t.login('13700000011');
      expect((await ok(`${P}GetTeachNoteList`, {}, scoped)).List.map((row: { ClassName: string }) => row.ClassName)).toEqual(['小一班']);
    } finally {
      await s.t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId!).execute();
    }
  });

  it('refuses a teacher writing another class’s plan', async () => {
    const weekId = await newWeek(7);
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' })).ActivityId;
    const weekType = (await ok(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '秋游' })).WeekActivityTypeId;
    const library = await addLibrary({ ActivityName: '别班的' });
    const refused = '您不是小一班本学年的教师，不能编辑这个班级的周计划';
    for (const [path, input] of [
      [`${P}UpdateTeachWeek`, { WeekId: weekId, Environment: '改别人的' }],
      [`${P}AddWeekActivityType`, { WeekId: weekId, Name: '别人的' }],
      [`${P}UpdateWeekActivityType`, { WeekActivityTypeId: weekType, Name: '别人的' }],
      [`${P}DelWeekActivityType`, { WeekActivityTypeId: weekType }],
      [`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: [101] }],
      [`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [library], DayOfWeek: 1, Period: 1 }],
    ] as const) {
      expect(await call(path, input, s.tokens.otherTeacher), path).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: refused });
    }
    expect((await ok(`${P}GetActivityPlanListForSelect`, { SemesterId: semesterId }, s.tokens.otherTeacher)).map((row: { ClassName: string }) => row.ClassName)).not.toContain('小一班');
    // A submitted plan takes nothing more, even from its own class's teacher.
    const submitted = await newWeek(8);
    await ok(`${P}SetWeekTheme`, { WeekId: submitted, ThemeId: themeId });
    await ok(`${P}AddWeekGoal`, { WeekId: submitted, Content: '感受秋天' });
    await ok(`${P}AddPlanToWeek`, { WeekId: submitted, ActivityIds: [library], DayOfWeek: 1, Period: 1 });
    await ok(`${P}VerifyWeekPlan`, { WeekId: submitted });
    expect(await call(`${P}AddPlanToWeek`, { WeekId: submitted, ActivityIds: [library], DayOfWeek: 1, Period: 1 })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '周计划待审批，不能编辑' });
    expect((await ok(`${P}GetActivityPlanListForSelect`, { SemesterId: semesterId })).map((row: { WeekId: number }) => row.WeekId)).not.toContain(submitted);
  });

  it('refuses bad input with the field named', async () => {
    const weekId = await newWeek(9);
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' })).ActivityId;
    for (const [path, input, message] of [
      [`${P}AddLibraryActivity`, { ActivityName: ' ' }, '参数 activityName 请填写活动名称'],
      [`${P}AddLibraryActivity`, { ActivityName: '好活动', GuideTargetIds: [999] }, '参数 guideTargetIds.0 指南目标不存在'],
      [`${P}AddLibraryActivity`, { ActivityName: '好活动', ActivityTypeId: 99999 }, '活动类型不存在'],
      [`${P}UpdateLibraryActivity`, { ActivityId: 99999, ActivityName: '好活动' }, '活动库中的活动不存在'],
      [`${P}DelLibraryActivity`, {}, '缺少参数 activityId'],
      [`${P}GetActivityList`, { SourceId: 4 }, '参数 sourceId 来源只能是1（本园）、2（周计划）或3（课件库）'],
      [`${P}GetActivityList`, { PageSize: 500 }, '参数 pageSize 应为1至200的整数'],
      [`${P}GetActivityListForSelect`, { ActivityTypeId: 'x' }, '参数 activityTypeId 应为1至2147483647的整数'],
      [`${P}GetActivityPlanListForSelect`, { SemesterId: 0 }, '参数 semesterId 应为1至2147483647的整数'],
      [`${P}GetActivityRecordList`, { ActivityId: 99999 }, '活动库中的活动不存在'],
      [`${P}GetGuideListForSelect`, { GradeLevel: 9 }, '参数 gradeLevel 年级类型只能是1至5'],
      [`${P}GetWeekActivityInfo`, { ActivityId: 99999 }, '活动不存在'],
      [`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [], DayOfWeek: 1, Period: 1 }, '参数 activityIds 请选择活动'],
      [`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [1], DayOfWeek: 6, Period: 1 }, '参数 dayOfWeek 星期只能是1至5（周一至周五）'],
      [`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: [101, 101] }, '参数 guideTargetIds 指南目标重复'],
      [`${P}UpdateTeachWeek`, { WeekId: weekId, Environment: '长'.repeat(501) }, '参数 environment 环境创设最多500字'],
      [`${P}AddWeekActivityType`, { WeekId: weekId, Name: '' }, '参数 name 请填写活动类型'],
      [`${P}UpdateWeekActivityType`, { WeekActivityTypeId: 99999, Name: '秋游' }, '本周活动类型不存在'],
      [`${P}CopyActivityToLibrary`, { ActivityId: 99999 }, '活动不存在'],
      [`${P}GetTeachNoteList`, { StartDate: '2026/11/01' }, '参数 startDate 日期格式应为 YYYY-MM-DD'],
      [`${P}GetTeachNoteInfo`, {}, '缺少参数 teachNoteId'],
      [`${P}GetTeachNoteInfo`, { TeachNoteId: 99999 }, '教学笔记不存在'],
      [`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '两种类型', ActivityTypeId: typeId, WeekActivityTypeId: 1 }, '参数 weekActivityTypeId 活动类型只能选一个：本园的或本周的'],
    ] as const) {
      expect(await call(path, input), path).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: message });
    }
    const response = await s.t.app.inject({ method: 'POST', url: `${P}ExportTeachNote`, headers: { auth: s.tokens.teacher } });
    expect(response.json()).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 teachNoteId' });
  });

  it('answers the guide as domains, sub-domains and targets, with the behaviours of a grade’s age', async () => {
    const guide = await ok(`${P}GetGuideListForSelect`, { GradeLevel: 4 });
    expect(guide.map((domain: { Name: string }) => domain.Name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    const target = guide[0].SubDomainList[0].TargetList[0];
    expect(target).toMatchObject({ TargetId: 101, Name: '具有健康的体态' });
    expect(target.Behaviours.join('')).toContain('经常保持正确的站、坐和行走姿势');
    expect((await ok(`${P}GetGuideListForSelect`))[0].SubDomainList[0].TargetList[0].Behaviours).toEqual([]);
  });

  it('does not reach another school’s library, plans and notes', async () => {
    const id = await addLibrary({ ActivityName: '甲园的活动' });
    const weekId = await newWeek(10);
    const activityId = (await ok(`${M}AddActivity`, { WeekId: weekId, DayOfWeek: 1, Period: 2, ActivityName: '认识树叶' })).ActivityId;
    const note = (await s.legacy('/api/Teacher4/AddTeachNote', { ClassId: s.own.classId, Title: '甲园笔记', Content: '内容', NoteDate: s.day(0) })).Data!.TeachNoteId;
    const weekType = (await ok(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '秋游' })).WeekActivityTypeId;
    const b = s.tokens.adminB;
    expect((await call(`${P}GetLibraryActivityInfo`, { ActivityId: id }, b)).ErrorMessage).toBe('活动库中的活动不存在');
    expect((await call(`${P}UpdateLibraryActivity`, { ActivityId: id, ActivityName: '改' }, b)).ErrorMessage).toBe('活动库中的活动不存在');
    expect((await call(`${P}DelLibraryActivity`, { ActivityId: id }, b)).ErrorMessage).toBe('活动库中的活动不存在');
    expect((await call(`${P}GetActivityRecordList`, { ActivityId: id }, b)).ErrorMessage).toBe('活动库中的活动不存在');
    expect(await ok(`${P}GetActivityList`, {}, b)).toEqual({ List: [], Total: 0 });
    expect(await ok(`${P}GetActivityListForSelect`, {}, b)).toEqual([]);
    expect(await ok(`${P}GetActivityPlanListForSelect`, { SemesterId: semesterId }, b)).toEqual([]);
    expect((await call(`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [id], DayOfWeek: 1, Period: 1 }, b)).ErrorMessage).toBe('周计划不存在');
    const ownOfB = (await ok(`${P}AddLibraryActivity`, { ActivityName: '乙园的活动' }, b)).ActivityId;
    expect((await call(`${P}AddPlanToWeek`, { WeekId: weekId, ActivityIds: [ownOfB], DayOfWeek: 1, Period: 1 })).ErrorMessage).toBe(`活动库中的活动（编号${ownOfB}）不存在`);
    expect((await call(`${P}GetWeekActivityInfo`, { ActivityId: activityId }, b)).ErrorMessage).toBe('活动不存在');
    expect((await call(`${P}AddActivityGuideTarget`, { ActivityId: activityId, GuideTargetIds: [101] }, b)).ErrorMessage).toBe('活动不存在');
    expect((await call(`${P}CopyActivityToLibrary`, { ActivityId: activityId }, b)).ErrorMessage).toBe('活动不存在');
    expect((await call(`${P}UpdateTeachWeek`, { WeekId: weekId, Environment: '乙园' }, b)).ErrorMessage).toBe('周计划不存在');
    expect((await call(`${P}AddWeekActivityType`, { WeekId: weekId, Name: '乙园' }, b)).ErrorMessage).toBe('周计划不存在');
    expect((await call(`${P}UpdateWeekActivityType`, { WeekActivityTypeId: weekType, Name: '乙园' }, b)).ErrorMessage).toBe('本周活动类型不存在');
    expect((await call(`${P}DelWeekActivityType`, { WeekActivityTypeId: weekType }, b)).ErrorMessage).toBe('本周活动类型不存在');
    expect(await ok(`${P}GetTeachNoteList`, {}, b)).toEqual({ List: [], Total: 0 });
    expect((await call(`${P}GetTeachNoteInfo`, { TeachNoteId: note }, b)).ErrorMessage).toBe('教学笔记不存在');
    const exported = await s.t.app.inject({ method: 'POST', url: `${P}ExportTeachNote?iTeachNoteId=${note}`, headers: { auth: b } });
    expect(exported.json()).toMatchObject({ ErrorMessage: '教学笔记不存在' });
  });

  it('lists the plans a teacher wrote for 教师详情, to those who manage the teachers', async () => {
    const weekId = await newWeek(11);
    await newWeek(11, s.other.classId, s.tokens.otherTeacher);
    const page = await ok(`${P}GetTeacherPlanList`, { TeacherId: s.teacherId, PageSize: 50 }, s.tokens.admin);
    expect(page.List[0]).toMatchObject({ WeekId: weekId, ClassName: '小一班', SemesterName: '第一学期', WeekIndex: 11, ApproveStatus: PlanStatus.DRAFT });
    expect(page.Total).toBe(page.List.length);
    expect(await ok(`${P}GetTeacherPlanList`, { TeacherId: s.otherTeacherId }, s.tokens.admin)).toMatchObject({ List: [expect.objectContaining({ ClassName: '小二班' })] });
    expect((await call(`${P}GetTeacherPlanList`, {}, s.tokens.admin)).ErrorMessage).toBe('缺少参数 teacherId');
    expect((await call(`${P}GetTeacherPlanList`, { TeacherId: s.teacherId })).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect((await call(`${P}GetTeacherPlanList`, { TeacherId: s.teacherId }, null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    expect(await ok(`${P}GetTeacherPlanList`, { TeacherId: s.teacherId }, s.tokens.adminB)).toEqual({ List: [], Total: 0 });
  });

  it('needs a session, and the module', async () => {
    const calls = [
      ['GetTeachNoteList', {}],
      ['GetTeachNoteInfo', { TeachNoteId: 1 }],
      ['ExportTeachNote', { ITeachNoteId: 1 }],
      ['GetSourceList', {}],
      ['GetActivityListForSelect', {}],
      ['GetActivityList', {}],
      ['GetLibraryActivityInfo', { ActivityId: 1 }],
      ['AddLibraryActivity', { ActivityName: '无权' }],
      ['UpdateLibraryActivity', { ActivityId: 1, ActivityName: '无权' }],
      ['DelLibraryActivity', { ActivityId: 1 }],
      ['CopyActivityToLibrary', { ActivityId: 1 }],
      ['GetActivityPlanListForSelect', {}],
      ['GetGuideListForSelect', {}],
      ['GetWeekActivityInfo', { ActivityId: 1 }],
      ['GetActivityRecordList', { ActivityId: 1 }],
      ['UpdateTeachWeek', { WeekId: 1 }],
      ['AddWeekActivityType', { WeekId: 1, Name: '无权' }],
      ['UpdateWeekActivityType', { WeekActivityTypeId: 1, Name: '无权' }],
      ['DelWeekActivityType', { WeekActivityTypeId: 1 }],
      ['AddActivityGuideTarget', { ActivityId: 1, GuideTargetIds: [101] }],
      ['AddPlanToWeek', { WeekId: 1, ActivityIds: [1], DayOfWeek: 1, Period: 1 }],
    ] as const;
    for (const [action, input] of calls) {
      expect((await call(`${P}${action}`, input, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
      expect((await call(`${P}${action}`, input, bare)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
    }
  });
});
