import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const A = '/api/TeachAppraise/';

/**
 * Story: school A's principal sets the appraisal fields and appraises the 小一班 teacher's lessons;
 * the 小二班 teacher (a role with 听课评价 only) appraises too, but edits only her own. School B sees none of it.
 */
describe.each(testDialects)('teaching appraisal on %s', (dialect) => {
  let s: TeachingApp;
  let appraiser: string;
  let fields: number[];

  const { call, ok } = legacyCalls(() => s.t, A, () => s.tokens.admin);
  const appraisal = (fields: object = {}) => ({
    TeacherId: s.teacherId,
    ClassId: s.own.classId,
    AppraiseType: 1,
    LessonName: '科学：沉与浮',
    LessonDate: s.day(-1),
    ScoreList: [
      { FieldId: fieldIds()[0], Score: 5, Remark: '目标清楚' },
      { FieldId: fieldIds()[1], Score: 4 },
    ],
    TargetIdList: [401, 402],
    Remark: '幼儿参与积极',
    ...fields,
  });
  const fieldIds = () => fields;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { roleId } = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.otherTeacherId).executeTakeFirstOrThrow();
    const appraiseRole = await s.t.make.role(s.t.schools.schoolA, ['Home', 'TeachEvaluate.TeachAppraise'], '教研组长');
    await s.t.db.updateTable('teacher').set({ roleId: appraiseRole }).where('id', '=', s.otherTeacherId).execute();
    expect(roleId).toBeTruthy();
    appraiser = await s.t.login('13700000012');
    fields = [];
    for (const name of ['教学目标', '教学过程', '师幼互动']) fields.push((await ok('AddAppraiseField', { FieldName: name, Description: `${name}的说明` })).FieldId);
  });
  afterAll(() => s.t.close());

  it('keeps the fields in order: add at the end, rename, move one, set the whole order, delete an unused one', async () => {
    expect((await ok('GetAppraiseFieldList')).map((field: any) => field.FieldName)).toEqual(['教学目标', '教学过程', '师幼互动']);
    await ok('UpdateAppraiseField', { FieldId: fields[2], FieldName: '师幼互动与回应', Description: '' });
    await ok('UpdateAppraiseOrder', { FieldId: fields[2], SortOrder: 1 });
    expect((await ok('GetAppraiseFieldList')).map((field: any) => [field.FieldName, field.SortOrder, field.Description])).toEqual([
      ['师幼互动与回应', 1, null],
      ['教学目标', 2, '教学目标的说明'],
      ['教学过程', 3, '教学过程的说明'],
    ]);
    await ok('UpdateAppraiseFieldOrder', { FieldIdList: fields });
    expect((await ok('GetAppraiseFieldList')).map((field: any) => field.FieldId)).toEqual(fields);
    const spare = (await ok('AddAppraiseField', { FieldName: '环境创设' })).FieldId;
    await ok('DelAppraiseField', { FieldId: spare });
    expect(await ok('GetAppraiseFieldList')).toHaveLength(3);
  });

  it('refuses bad field input, a taken name, a partial order, and deleting a field in use', async () => {
    expect(await call('AddAppraiseField', { FieldName: '' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 fieldName 请填写评价维度名称' });
    expect(await call('AddAppraiseField', { FieldName: '教学目标' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '评价维度“教学目标”已存在', ErrorField: 'FieldName' });
    expect((await call('UpdateAppraiseFieldOrder', { FieldIdList: fields.slice(1) })).ErrorMessage).toBe('请给出本园全部评价维度的顺序');
    expect((await call('UpdateAppraiseOrder', { FieldId: fields[0], SortOrder: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    const id = (await ok('AddAppraise', appraisal({ LessonName: '用掉维度' }))).AppraiseId;
    expect(await call('DelAppraiseField', { FieldId: fields[0] })).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '评价维度“教学目标”已有评价使用，不能删除' });
    await ok('DelAppraise', { AppraiseId: id });
  });

  it('appraises a lesson once per appraiser, by field with guide targets, and reads it back', async () => {
    const lesson = { TeacherId: s.teacherId, LessonDate: s.day(-1), LessonName: '科学：沉与浮' };
    expect(await ok('GetIsExistsAppraise', lesson)).toEqual({ IsExists: false, AppraiseId: null });
    const appraiseId = (await ok('AddAppraise', appraisal())).AppraiseId;
    expect(await ok('GetIsExistsAppraise', lesson)).toEqual({ IsExists: true, AppraiseId: appraiseId });
    expect(await call('AddAppraise', appraisal())).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您已评价过这位教师当天的这个活动，请修改原评价' });
    // Another appraiser may appraise the same lesson.
    expect(await ok('GetIsExistsAppraise', lesson, appraiser)).toMatchObject({ IsExists: false });
    const second = (await ok('AddAppraise', appraisal({ ScoreList: [{ FieldId: fields[0], Score: 3 }], TargetIdList: '' }), appraiser)).AppraiseId;
    const detail = await ok('GetAppraiseForUpdate', { AppraiseId: appraiseId });
    expect(detail).toMatchObject({
      TeacherName: '小一班老师',
      ClassName: '小一班',
      AppraiserName: '甲园长',
      AverageScore: 4.5,
      CanEdit: true,
      TargetIdList: [401, 402],
      ScoreList: [
        { FieldName: '教学目标', Score: 5, Remark: '目标清楚' },
        { FieldName: '教学过程', Score: 4, Remark: null },
      ],
    });
    expect(detail.TargetList[0].Title).toContain('科学');
    await ok('UpdateAppraise', { ...appraisal({ Remark: '改过的总评', ScoreList: [{ FieldId: fields[2], Score: 2 }] }), AppraiseId: appraiseId });
    expect(await ok('GetAppraiseForUpdate', { AppraiseId: appraiseId })).toMatchObject({ Remark: '改过的总评', AverageScore: 2, ScoreList: [{ FieldName: '师幼互动与回应', Score: 2 }] });
    const page = await ok('GetAppraiseList', { TeacherId: s.teacherId, PageSize: 10 });
    expect(page.Total).toBe(2);
    expect(page.List.find((row: any) => row.AppraiseId === second)).toMatchObject({ AppraiserName: '小二班老师', CanEdit: true, AverageScore: 3 });
    expect((await ok('GetAppraiseList', { AppraiserId: s.otherTeacherId }, appraiser)).List.map((row: any) => [row.AppraiseId, row.CanEdit])).toEqual([[second, true]]);
    expect((await ok('GetAppraiseList', {}, appraiser)).List.find((row: any) => row.AppraiseId === appraiseId).CanEdit).toBe(false);
    // The appraiser edits only her own; the principal (评价设置) any.
    expect(await call('DelAppraise', { AppraiseId: appraiseId }, appraiser)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED });
    await ok('DelAppraise', { AppraiseId: second });
    expect(await ok('GetIsExistsAppraise', lesson, appraiser)).toMatchObject({ IsExists: false });
  });

  it('counts per teacher and field over a range or the year, in SQL', async () => {
    await ok('AddAppraise', appraisal({ LessonName: '语言：彩虹色的花', LessonDate: s.day(-3), ScoreList: [{ FieldId: fields[0], Score: 4 }, { FieldId: fields[1], Score: 3 }] }));
    const stats = await ok('GetAppraiseStatisticsList', { StartDate: s.day(-10), EndDate: s.day(0) });
    expect(stats.FieldList.map((field: any) => field.FieldName)).toEqual(['教学目标', '教学过程', '师幼互动与回应']);
    expect(stats.TeacherList).toEqual([
      {
        TeacherId: s.teacherId,
        TeacherName: '小一班老师',
        AppraiseCount: 2,
        AverageScore: 3,
        FieldList: [
          { FieldId: fields[0], FieldName: '教学目标', AverageScore: 4, ScoreCount: 1 },
          { FieldId: fields[1], FieldName: '教学过程', AverageScore: 3, ScoreCount: 1 },
          { FieldId: fields[2], FieldName: '师幼互动与回应', AverageScore: 2, ScoreCount: 1 },
        ],
      },
    ]);
    expect((await ok('GetAppraiseStatisticsList', { StartDate: s.day(-2), EndDate: s.day(0) })).TeacherList[0].AppraiseCount).toBe(1);
    expect((await ok('GetAppraiseStatisticsList', { YearId: s.yearId })).TeacherList[0].AppraiseCount).toBe(2);
    expect((await ok('GetAppraiseStatisticsList', { TeacherId: s.otherTeacherId })).TeacherList).toEqual([]);
  });

  it('lists the guide targets to choose from', async () => {
    const targets = await ok('GetGuideTargetListForSelect', { DomainId: 4 });
    expect(targets[0]).toMatchObject({ TargetId: 401, DomainName: '科学', SubDomainName: '科学探究' });
    expect(targets.every((target: any) => target.DomainId === 4)).toBe(true);
    expect((await ok('GetGuideTargetListForSelect')).length).toBe(32);
  });

  it('refuses bad appraisals: no score, an unknown field, target or teacher, a future date, oneself', async () => {
    expect((await call('AddAppraise', appraisal({ ScoreList: [] }))).ErrorMessage).toBe('参数 scoreList 请至少为一个维度评分');
    expect((await call('AddAppraise', appraisal({ ScoreList: [{ FieldId: fields[0], Score: 6 }] }))).ErrorMessage).toBe('参数 scoreList.0.score 评分应为1至5');
    expect((await call('AddAppraise', appraisal({ ScoreList: [{ FieldId: 99999, Score: 3 }] }))).ErrorMessage).toBe('评价维度不存在');
    expect((await call('AddAppraise', appraisal({ TargetIdList: [999] }))).ErrorMessage).toBe('参数 targetIdList.0 指南目标不存在');
    expect((await call('AddAppraise', appraisal({ LessonName: '' }))).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect(await call('AddAppraise', appraisal({ LessonDate: s.day(1) }))).toMatchObject({ ErrorMessage: '活动日期不能晚于今天', ErrorField: 'LessonDate' });
    expect((await call('AddAppraise', appraisal({ TeacherId: s.t.people.adminA.id }))).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect((await call('GetAppraiseList', { StartDate: s.day(0) })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('GetAppraiseForUpdate', { AppraiseId: 'x' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps another school’s teachers, fields and appraisals out of reach', async () => {
    const foreignTeacher = s.t.people.adminB.id;
    expect((await call('AddAppraise', appraisal({ TeacherId: foreignTeacher }))).ErrorMessage).toBe('教师不存在');
    expect((await call('AddAppraise', appraisal({ ClassId: s.foreign.classId, LessonName: '别的园' }))).ErrorMessage).toBe('班级不存在');
    expect(await ok('GetAppraiseFieldList', {}, s.tokens.adminB)).toEqual([]);
    const mine = (await ok('GetAppraiseList', {}, s.tokens.admin)).List[0].AppraiseId;
    expect((await call('GetAppraiseForUpdate', { AppraiseId: mine }, s.tokens.adminB)).ErrorMessage).toBe('评价不存在');
    expect((await call('DelAppraise', { AppraiseId: mine }, s.tokens.adminB)).ErrorMessage).toBe('评价不存在');
    expect((await call('DelAppraiseField', { FieldId: fields[0] }, s.tokens.adminB)).ErrorMessage).toBe('评价维度不存在');
    expect((await ok('GetAppraiseStatisticsList', {}, s.tokens.adminB)).TeacherList).toEqual([]);
  });

  it('needs a session and the module', async () => {
    expect(await call('GetAppraiseList', {}, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    expect(await call('GetAppraiseFieldList', {}, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    for (const path of ['GetAppraiseList', 'GetAppraiseStatisticsList', 'GetGuideTargetListForSelect', 'GetIsExistsAppraise', 'GetAppraiseForUpdate', 'AddAppraise', 'UpdateAppraise', 'DelAppraise']) {
      expect((await call(path, {}, s.tokens.teacher)).ErrorCode, path).toBe(ErrorCode.NOT_ALLOWED);
    }
    // 听课评价 alone does not set the fields.
    for (const path of ['AddAppraiseField', 'UpdateAppraiseField', 'DelAppraiseField', 'UpdateAppraiseFieldOrder', 'UpdateAppraiseOrder']) {
      expect((await call(path, {}, appraiser)).ErrorCode, path).toBe(ErrorCode.NOT_ALLOWED);
    }
  });
});
