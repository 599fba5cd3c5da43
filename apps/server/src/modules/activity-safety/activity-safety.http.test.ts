import { DataScope, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const M = '/api/TeachManage4/';

/**
 * Story: school A plans the safety of its sports day (a school activity of 小一班 and 小二班) and the
 * 小一班 teacher of the class's outing; both are checked after. School B sees none of it.
 */
describe.each(testDialects)('activity safety on %s', (dialect) => {
  let s: TeachingApp;
  let sportsDay: number;
  let comingEvent: number;
  let roleId: number;
  const { call, ok } = legacyCalls(() => s.t, M, () => s.tokens.admin);
  const eventPlan = (input: Record<string, unknown> = {}) => ({
    activityKind: 1,
    schoolActivityId: sportsDay,
    location: '操场',
    planContent: '人多场地集中，做好分工',
    itemList: [{ content: '防止拥挤踩踏', measure: '按路线带队' }],
    personList: [{ teacherId: s.t.people.adminA.id, duty: '总负责' }],
    ...input,
  });
  const outingPlan = (input: Record<string, unknown> = {}) => ({
    activityKind: 2,
    classId: s.own.classId,
    activityName: '秋游：植物园',
    activityDate: s.day(-1),
    planContent: '外出乘车，重点看护',
    itemList: [{ content: '乘车安全' }, { content: '防止走失', measure: '佩戴胸牌' }],
    personList: [{ teacherId: s.teacherId, duty: '带队' }],
    ...input,
  });

  async function schoolEvent(name: string, startDate: string) {
    const { schoolA } = s.t.schools;
    const at = '2026-09-01T00:00:00.000Z';
    const row = await s.t.db
      .insertInto('schoolActivity')
      .values({ schoolId: schoolA, kind: 1, name, typeId: 1, areaId: null, startDate, endDate: startDate, weekday: null, startTime: null, endTime: null, content: null, createdBy: s.t.people.adminA.id, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.t.db.insertInto('schoolActivityClass').values([s.own.classId, s.other.classId].map((classId) => ({ schoolId: schoolA, activityId: row.id, classId }))).execute();
    return row.id;
  }

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    sportsDay = await schoolEvent('秋季运动会', s.day(-3));
    comingEvent = await schoolEvent('元旦联欢会', s.day(20));
    roleId = (await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow()).roleId!;
    await s.t.db.insertInto('roleModule').values([{ schoolId: s.t.schools.schoolA, roleId, moduleCode: 'SafetyManage.ActivitySafety' }]).execute();
  });
  afterAll(() => s.t.close());

  it('adds plans of a school activity and a class activity at once, lists and shows them', async () => {
    const fileId = await s.upload('SafetyEducation', s.tokens.admin, '安全教育.png');
    const { SafetyIds } = await ok('AddActivitySafetyList', { safetyList: [eventPlan({ fileIds: [fileId] }), outingPlan()] });
    expect(SafetyIds).toHaveLength(2);
    const page = await ok('GetActivitySafetyList');
    expect(page.Total).toBe(2);
    expect(page.List.map((row: { ActivityName: string; ClassName: string }) => [row.ActivityName, row.ClassName])).toEqual([
      ['秋游：植物园', '小一班'],
      ['秋季运动会', '小一班、小二班'],
    ]);
    expect(page.List[1]).toMatchObject({ ActivityKind: 1, ActivityDate: s.day(-3), ItemCount: 1, PersonNames: ['甲园长'], CheckStatus: 1 });
    const detail = await ok('GetActivitySafetyDetailModel', { safetyId: SafetyIds[0] });
    expect(detail).toMatchObject({ PlanContent: '人多场地集中，做好分工', AdderName: '甲园长', Location: '操场' });
    expect(detail.ItemList).toEqual([expect.objectContaining({ Content: '防止拥挤踩踏', Measure: '按路线带队' })]);
    expect(detail.PersonList).toEqual([{ TeacherId: s.t.people.adminA.id, TeacherName: '甲园长', Duty: '总负责' }]);
    expect(detail.FileList).toEqual([expect.objectContaining({ FileId: fileId, FileName: '安全教育.png' })]);
    expect((await ok('GetActivitySafetyList', { activityKind: 2 })).Total).toBe(1);
    expect((await ok('GetActivitySafetyList', { searchKey: '运动会' })).Total).toBe(1);
    expect((await ok('GetSchoolActivityListForSafety')).map((row: { ActivityName: string }) => row.ActivityName)).toEqual(['元旦联欢会', '秋季运动会']);
  });

  it('saves none of a list when one plan is refused, naming its field', async () => {
    const before = (await ok('GetActivitySafetyList')).Total;
    const answer = await call('AddActivitySafetyList', { safetyList: [outingPlan(), outingPlan({ classId: null })] });
    expect(answer).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '请选择班级', ErrorField: 'SafetyList.1.ClassId' });
    expect((await ok('GetActivitySafetyList')).Total).toBe(before);
    expect((await call('AddActivitySafetyList', { safetyList: [eventPlan({ schoolActivityId: null })] })).ErrorMessage).toBe('请选择园所活动');
    expect((await call('AddActivitySafetyList', { safetyList: [outingPlan({ itemList: [] })] })).ErrorMessage).toContain('请至少填写一条安全事项');
    expect((await call('AddActivitySafetyList', { safetyList: [outingPlan({ personList: [{ teacherId: 999999 }] })] })).ErrorMessage).toBe('负责人不存在或已离职');
    expect((await call('AddActivitySafetyList', { safetyList: [outingPlan({ activityName: '' })] })).ErrorMessage).toBe('请填写活动名称');
    expect((await call('AddActivitySafetyList', { safetyList: [] })).ErrorMessage).toContain('请填写安全计划');
  });

  it('registers the check once the activity has begun, and a problem with what was found', async () => {
    const { SafetyIds } = await ok('AddActivitySafetyList', { safetyList: [outingPlan({ activityName: '参观消防站' }), eventPlan({ schoolActivityId: comingEvent })] });
    const [outing, coming] = SafetyIds as number[];
    expect(await call('updateActivitySafetyModel', { safetyId: coming, ...eventPlan({ schoolActivityId: comingEvent }), checkStatus: 2 })).toMatchObject({ ErrorMessage: '活动开始后才能登记检查结果', ErrorField: 'CheckStatus' });
    expect((await call('updateActivitySafetyModel', { safetyId: outing, ...outingPlan({ activityName: '参观消防站' }), checkStatus: 3 })).ErrorMessage).toBe('请填写检查发现的问题');
    await ok('updateActivitySafetyModel', { safetyId: outing, ...outingPlan({ activityName: '参观消防站' }), checkStatus: 3, checkResult: '一名幼儿掉队2分钟，已找回' }, s.tokens.teacher);
    const checked = await ok('GetActivitySafetyDetailModel', { safetyId: outing });
    expect(checked).toMatchObject({ CheckStatus: 3, CheckResult: '一名幼儿掉队2分钟，已找回', CheckerName: '小一班老师' });
    expect(checked.CheckedAt).toEqual(expect.any(String));
    expect((await ok('GetActivitySafetyList', { checkStatus: 3 })).Total).toBe(1);
  });

  it('lets a class-scoped role plan its class’s activities only', async () => {
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId).execute();
    try {
      const scoped = await s.t.login('13700000011');
      expect((await call('AddActivitySafetyList', { safetyList: [outingPlan({ classId: s.other.classId })] }, scoped)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call('AddActivitySafetyList', { safetyList: [eventPlan()] }, scoped)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      const list = await ok('GetActivitySafetyList', {}, scoped);
      expect(list.List.every((row: { ClassName: string; ActivityKind: number }) => row.ActivityKind === 2 && row.ClassName === '小一班')).toBe(true);
    } finally {
      await s.t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId).execute();
    }
  });

  it('keeps another school’s plans out of reach, deletes, and is for roles with 活动安全 and a session only', async () => {
    const { SafetyIds } = await ok('AddActivitySafetyList', { safetyList: [outingPlan({ activityName: '社区散步' })] });
    const safetyId = SafetyIds[0] as number;
    expect((await ok('GetActivitySafetyList', {}, s.tokens.adminB)).Total).toBe(0);
    expect((await call('GetActivitySafetyDetailModel', { safetyId }, s.tokens.adminB)).ErrorMessage).toBe('活动安全计划不存在');
    expect((await call('DelActivitySafetyModel', { safetyId }, s.tokens.adminB)).ErrorMessage).toBe('活动安全计划不存在');
    expect((await call('AddActivitySafetyList', { safetyList: [outingPlan({ classId: s.own.classId })] }, s.tokens.adminB)).ErrorMessage).toBe('班级不存在');
    expect((await call('AddActivitySafetyList', { safetyList: [eventPlan()] }, s.tokens.adminB)).ErrorMessage).toBe('园所活动不存在');
    expect(await ok('GetSchoolActivityListForSafety', {}, s.tokens.adminB)).toEqual([]);
    const withoutModule = await s.t.login(s.t.people.teacherA.phone);
    for (const action of ['GetActivitySafetyList', 'GetActivitySafetyDetailModel', 'AddActivitySafetyList', 'updateActivitySafetyModel', 'DelActivitySafetyModel', 'GetSchoolActivityListForSafety']) {
      expect((await call(action, { safetyId }, withoutModule)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(action, { safetyId }, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
    }
    await ok('DelActivitySafetyModel', { safetyId });
    expect((await call('GetActivitySafetyDetailModel', { safetyId })).ErrorMessage).toBe('活动安全计划不存在');
  });
});
