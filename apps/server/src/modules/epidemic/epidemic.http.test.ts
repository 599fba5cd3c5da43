import { DataScope, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const E = '/api/EpidemicControl4/';

/**
 * Story: school A's administrator asks 小一班 and 小二班 for a daily 晨午检; the 小一班 teacher records
 * the class's days, a child with a fever among them, which shows on the child's 幼儿发展. School B
 * sees none of it; a role without 防疫活动 calls none of it.
 */
describe.each(testDialects)('epidemic control on %s', (dialect) => {
  let s: TeachingApp;
  let roleId: number;

  const { call, ok } = legacyCalls(() => s.t, '', () => s.tokens.admin);
  const activity = (input: Record<string, unknown> = {}) => ({
    activityName: '秋冬季晨午检',
    measureType: 1,
    startDate: s.day(-5),
    endDate: s.day(10),
    content: '体温≥37.3℃隔离观察',
    classIds: [s.own.classId, s.other.classId],
    ...input,
  });
  const record = (activityId: number, input: Record<string, unknown> = {}) => ({
    activityId,
    classId: s.own.classId,
    recordDate: s.day(-1),
    doneTime: '08:15',
    findings: '一名幼儿发热，已通知家长',
    childList: [{ studentId: s.own.childId, symptom: 1, temperature: 38.2, remark: '已接回就医' }],
    ...input,
  });

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    roleId = (await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow()).roleId!;
    await s.t.db.insertInto('roleModule').values([{ schoolId: s.t.schools.schoolA, roleId, moduleCode: 'SafetyManage.EpidemicControl' }]).execute();
  });
  afterAll(() => s.t.close());

  it('sets up an activity for classes, lists it with its counts and shows its detail', async () => {
    const { ActivityId } = await ok(`${E}AddEpidemicControlActivity`, activity());
    const page = await ok(`${E}GetEpidemicControlActivityList`, { searchKey: '晨午检' });
    expect(page.Total).toBe(1);
    expect(page.List[0]).toMatchObject({ ActivityId, ActivityName: '秋冬季晨午检', MeasureType: 1, State: 1, ClassCount: 2, RecordCount: 0, SymptomCount: 0, AdderName: '甲园长' });
    const detail = await ok(`${E}GetEpidemicControlActivityDetail`, { activityId: ActivityId });
    expect(detail.ClassList.map((row: { ClassName: string }) => row.ClassName)).toEqual(['小一班', '小二班']);
    expect((await ok(`${E}GetEpidemicControlActivityList`, { state: 1 })).Total).toBe(0);
    await ok(`${E}DelEpidemicControlActivityById`, { activityId: ActivityId });
  });

  it('refuses bad input, naming the field', async () => {
    expect(await call(`${E}AddEpidemicControlActivity`, activity({ activityName: '' }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('请填写活动名称') });
    expect((await call(`${E}AddEpidemicControlActivity`, activity({ endDate: s.day(-9) }))).ErrorMessage).toContain('结束日期不能早于开始日期');
    expect((await call(`${E}AddEpidemicControlActivity`, activity({ measureType: 7 }))).ErrorMessage).toContain('请选择措施类型');
    expect((await call(`${E}AddEpidemicControlActivity`, activity({ classIds: [s.foreign.classId] }))).ErrorMessage).toBe('班级不存在');
    expect((await call(`${E}AddEpidemicControlActivity`, activity({ endDate: s.day(400) }))).ErrorMessage).toBe('防疫活动最长一年');
    expect((await call(`${E}GetEpidemicControlActivityDetail`, { activityId: 'x' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('records a class’s day with a child found feverish, shown in the class detail, the summary and the child’s development', async () => {
    const { ActivityId: activityId } = await ok(`${E}AddEpidemicControlActivity`, activity());
    const first = await ok(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId), s.tokens.teacher);
    const days = (await ok(`${E}GetEpidemicControlActivityClassDetailList`, { activityId, classId: s.own.classId }, s.tokens.teacher)).DayList;
    const day = days.find((entry: { Date: string }) => entry.Date === s.day(-1));
    expect(day).toMatchObject({ RecordId: first.RecordId, RecorderName: '小一班老师', DoneTime: '08:15', Findings: '一名幼儿发热，已通知家长' });
    expect(day.ChildList).toEqual([{ StudentId: s.own.childId, StudentName: '王小明', Symptom: 1, Temperature: 38.2, Remark: '已接回就医' }]);
    expect(days.every((entry: { Date: string }) => entry.Date <= s.day(0))).toBe(true);

    // The same day again rewrites its record.
    const again = await ok(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId, { findings: '复查体温正常', childList: [] }), s.tokens.teacher);
    expect(again.RecordId).toBe(first.RecordId);
    await ok(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId), s.tokens.teacher);

    const summary = await ok(`${E}GetEpidemicControlActivityDetailList`, { activityId });
    expect(summary.find((row: { ClassId: number }) => row.ClassId === s.own.classId)).toMatchObject({ RecordDays: 1, SymptomCount: 1, LastRecordDate: s.day(-1) });
    expect(summary.find((row: { ClassId: number }) => row.ClassId === s.other.classId)).toMatchObject({ RecordDays: 0, SymptomCount: 0, LastRecordDate: null });
    expect((await ok(`${E}GetEpidemicControlActivityList`)).List.find((row: { ActivityId: number }) => row.ActivityId === activityId)).toMatchObject({ RecordCount: 1, SymptomCount: 1 });

    const findings = await ok('/api/Student4/GetStudentEpidemicRecordList', { studentId: s.own.childId, startDate: s.day(-30), endDate: s.day(0) });
    expect(findings).toEqual([expect.objectContaining({ RecordDate: s.day(-1), ActivityName: '秋冬季晨午检', ClassName: '小一班', Symptom: 1, Temperature: 38.2, RecorderName: '小一班老师' })]);
    expect(await ok('/api/Student4/GetStudentEpidemicRecordList', { studentId: s.own.childId, startDate: s.day(0), endDate: s.day(0) })).toEqual([]);
  });

  it('refuses records of days to come, outside the range, of another class’s child or of a class not in the activity', async () => {
    const { ActivityId: activityId } = await ok(`${E}AddEpidemicControlActivity`, activity({ activityName: '消毒检查', measureType: 2, classIds: [s.own.classId] }));
    const refusal = async (input: Record<string, unknown>) => (await call(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId, input), s.tokens.teacher)).ErrorMessage;
    expect(await refusal({ recordDate: s.day(1) })).toBe('不能记录今天以后的日期');
    expect(await refusal({ recordDate: s.day(-6) })).toContain('记录日期应在活动日期');
    expect(await refusal({ childList: [{ studentId: s.other.childId, symptom: 2 }] })).toBe('记录的幼儿须是本班幼儿');
    expect(await refusal({ childList: [{ studentId: s.own.childId, symptom: 1, temperature: 50 }] })).toContain('体温应为 34 至 43 之间的数');
    expect(await refusal({ classId: s.other.classId, childList: [] })).toBe('这个班级不在防疫活动中');
    expect(await refusal({ findings: '' })).toContain('请填写检查情况');
  });

  it('keeps recorded classes and days in the activity when it is changed', async () => {
    const { ActivityId: activityId } = await ok(`${E}AddEpidemicControlActivity`, activity({ activityName: '通风检查', measureType: 3 }));
    await ok(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId, { childList: [] }), s.tokens.teacher);
    const update = (input: Record<string, unknown>) => call(`${E}UpdateEpidemicControlActivity`, { ...activity({ activityName: '通风检查', measureType: 3 }), activityId, ...input });
    expect(await update({ classIds: [s.other.classId] })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '小一班已有防疫记录，不能移出活动' });
    expect(await update({ startDate: s.day(0) })).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: `小一班已有 ${s.day(-1)} 的记录，日期范围须包含它` });
    expect((await update({ classIds: [s.own.classId], activityName: '开窗通风检查' })).ResponseStatus).toBe(1);
    expect((await ok(`${E}GetEpidemicControlActivityDetail`, { activityId })).ClassCount).toBe(1);
  });

  it('lets a class-scoped role record its own class only and set up nothing', async () => {
    const { ActivityId: activityId } = await ok(`${E}AddEpidemicControlActivity`, activity({ activityName: '体温检测', measureType: 4 }));
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId).execute();
    try {
      const scoped = await s.t.login('13700000011');
      expect((await call(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId, { classId: s.other.classId, childList: [] }), scoped)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId), scoped)).ResponseStatus).toBe(1);
      expect((await call(`${E}AddEpidemicControlActivity`, activity(), scoped)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(`${E}DelEpidemicControlActivityById`, { activityId }, scoped)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await ok(`${E}GetEpidemicControlActivityDetailList`, { activityId }, scoped)).map((row: { ClassName: string }) => row.ClassName)).toEqual(['小一班']);
      expect((await call(`${E}GetEpidemicControlActivityClassDetailList`, { activityId, classId: s.other.classId }, scoped)).ErrorMessage).toBe('班级不存在');
    } finally {
      await s.t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId).execute();
    }
  });

  it('keeps another school’s activities out of reach, and is for roles with 防疫活动 and a session only', async () => {
    const { ActivityId: activityId } = await ok(`${E}AddEpidemicControlActivity`, activity({ activityName: '洗手督导', measureType: 5 }));
    expect((await ok(`${E}GetEpidemicControlActivityList`, {}, s.tokens.adminB)).Total).toBe(0);
    expect((await call(`${E}GetEpidemicControlActivityDetail`, { activityId }, s.tokens.adminB)).ErrorMessage).toBe('防疫活动不存在');
    expect((await call(`${E}DelEpidemicControlActivityById`, { activityId }, s.tokens.adminB)).ErrorMessage).toBe('防疫活动不存在');
    expect((await call(`${E}AddOrUpdateEpidemicControlRecord`, record(activityId), s.tokens.adminB)).ErrorMessage).toBe('防疫活动不存在');
    expect((await call('/api/Student4/GetStudentEpidemicRecordList', { studentId: s.own.childId, startDate: s.day(-3), endDate: s.day(0) }, s.tokens.adminB)).ErrorMessage).toBe('幼儿不存在');
    const withoutModule = await s.t.login(s.t.people.teacherA.phone);
    for (const path of ['GetEpidemicControlActivityList', 'AddEpidemicControlActivity', 'DelEpidemicControlActivityById']) {
      expect((await call(`${E}${path}`, { activityId }, withoutModule)).ErrorCode, path).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(`${E}${path}`, { activityId }, null)).ErrorCode, path).toBe(ErrorCode.MISSING_TOKEN);
    }
    await ok(`${E}DelEpidemicControlActivityById`, { activityId });
    expect((await call(`${E}GetEpidemicControlActivityDetail`, { activityId })).ErrorMessage).toBe('防疫活动不存在');
  });
});
