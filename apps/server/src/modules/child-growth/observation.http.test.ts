import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');
const TOMORROW = '2026-11-21';

const LIST = '/api/Observation/GetObservationList';
const DOMAINS = '/api/Observation/GetObservationDomains';
const ITEMS = '/api/Observation/GetObservationItems';
const MONTHS = '/api/Observation/GetObservationMonths';
const FOR_UPDATE = '/api/Observation/GetObservationForUpdate';
const ADD = '/api/Observation/AddObservation';
const UPDATE = '/api/Observation/UpdateObservation';
const DELETE = '/api/Observation/DelObservation';
const QUALITY = '/api/Student4/GetStudentLearningQuality';
const COURSE_OBSERVE = '/api/Teacher4/AddCourseObserve';

/** 学习品质 items of the catalogue: 好奇心与兴趣, 主动性, 专注. */
const CURIOSITY = 601;
const INITIATIVE = 602;
const FOCUS = 603;
/** 语言: 认真听并能听懂常用语言. */
const LISTENING = 201;

interface Row {
  ObsId: number;
  ClassName: string;
  DomainId: number;
  ActivityName: string;
  ItemIds: number[];
  GoalCount: number;
  Students: { StudentName: string }[];
}

/**
 * 小一班 (王小明, 李小红) and 小二班 (张小刚) of school A. A teacher whose role grants 幼儿信息 but not
 * 观察记录 reads a child's 学习品质 only; one with 首页 alone neither. School B sees none of it.
 */
describe.each(testDialects)('observations by domain and item on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let childOnly: string;
  let homeOnly: string;
  let classOne: number;
  let classTwo: number;
  let wang: number;
  let li: number;
  let zhang: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const { schoolA, schoolB } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    ({ classId: classOne, childId: wang } = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明'));
    li = await t.make.childInClass(schoolA, classOne, '李小红');
    ({ classId: classTwo, childId: zhang } = await t.make.classWithChild(schoolA, yearId, '小二班', '张小刚'));
    await t.make.classWithChild(schoolB, await t.make.schoolYear(schoolB), '大一班', '赵小乙');
    await t.make.teacher(schoolA, { phone: '13700000021', roleId: await t.make.role(schoolA, ['ChildManage.Child'], '幼儿信息'), name: '郑老师' });
    await t.make.teacher(schoolA, { phone: '13700000022', roleId: await t.make.role(schoolA, ['Home'], '首页'), name: '冯老师' });
    childOnly = await t.login('13700000021');
    homeOnly = await t.login('13700000022');
  });
  afterAll(async () => {
    await t.close();
  });

  /** `null` calls without a session. */
  const get = (url: string, query: Record<string, string | number> = {}, token: string | null = admin) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const post = (url: string, body: unknown, token: string | null = admin) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const listed = async (query: Record<string, string | number> = {}, token = admin) => (await get(LIST, { pageSize: 200, ...query }, token)).body.Data.List as Row[];

  const focusObservation = (date: string, levels: { wang: number; li: number }, classId = classOne) => ({
    ClassId: classId,
    DomainId: 6,
    ActivityName: '区角游戏：建构区',
    ObserveDate: date,
    ItemIds: [FOCUS, INITIATIVE],
    Children: [
      { StudentId: wang, Remark: '独自搭了二十分钟的高楼', Levels: [{ ItemId: FOCUS, Level: levels.wang }, { ItemId: INITIATIVE, Level: 2 }] },
      { StudentId: li, Levels: [{ ItemId: FOCUS, Level: levels.li }, { ItemId: INITIATIVE, Level: 3 }] },
    ],
    Note: '可投放更多低结构材料。',
  });

  describe('the catalogue (GetObservationDomains, GetObservationItems)', () => {
    it('answers the five domains and 学习品质, and each domain’s items', async () => {
      const domains = (await get(DOMAINS)).body.Data;
      expect(domains.map((domain: { DomainName: string }) => domain.DomainName)).toEqual(['健康', '语言', '社会', '科学', '艺术', '学习品质']);
      expect(domains[5]).toEqual({ DomainId: 6, DomainName: '学习品质', ItemCount: 8 });
      const items = (await get(ITEMS, { domainId: 6 })).body.Data;
      expect(items.slice(0, 3)).toEqual([
        { ItemId: CURIOSITY, DomainId: 6, ItemName: '好奇心与兴趣' },
        { ItemId: INITIATIVE, DomainId: 6, ItemName: '主动性' },
        { ItemId: FOCUS, DomainId: 6, ItemName: '专注' },
      ]);
    });

    it('refuses a domain out of the list, no session and a role without 观察记录', async () => {
      expect((await get(ITEMS, { domainId: 7 })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('6（学习品质）') });
      expect((await get(ITEMS, {})).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await get(DOMAINS, {}, null)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await get(DOMAINS, {}, childOnly)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await get(ITEMS, { domainId: 1 }, childOnly)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    });
  });

  describe('writing and reading observations', () => {
    it('adds an observation with a level per child and item, reads it for update, changes it and deletes it', async () => {
      const added = await post(ADD, focusObservation('2026-11-18', { wang: 2, li: 1 }));
      expect(added.body).toMatchObject({ ResponseStatus: 1, Data: { ObsId: expect.any(Number) } });
      const obsId = added.body.Data.ObsId;

      const forUpdate = (await get(FOR_UPDATE, { obsId })).body.Data;
      expect(forUpdate).toEqual({
        ObsId: obsId,
        ClassId: classOne,
        ClassName: '小一班',
        DomainId: 6,
        ActivityName: '区角游戏：建构区',
        ObserveDate: '2026-11-18',
        Note: '可投放更多低结构材料。',
        TeacherId: expect.any(Number),
        TeacherName: expect.any(String),
        ItemIds: [INITIATIVE, FOCUS],
        Children: [
          { StudentId: wang, StudentName: '王小明', Remark: '独自搭了二十分钟的高楼', Levels: [{ ItemId: INITIATIVE, Level: 2 }, { ItemId: FOCUS, Level: 2 }] },
          { StudentId: li, StudentName: '李小红', Remark: null, Levels: [{ ItemId: INITIATIVE, Level: 3 }, { ItemId: FOCUS, Level: 1 }] },
        ],
        Goals: [],
      });

      // 幼儿发展 shows it with what it says of the child.
      const growth = await get('/javaApi/student/getStudentGrowthRecords', { studentId: wang, startDate: '2026-11-01', endDate: '2026-11-30' });
      expect(growth.body.data.observations).toEqual([
        expect.objectContaining({ obsId, field: 6, goals: [], remark: '独自搭了二十分钟的高楼', levels: [{ itemId: INITIATIVE, level: 2 }, { itemId: FOCUS, level: 2 }] }),
      ]);

      const changed = {
        ...focusObservation('2026-11-19', { wang: 3, li: 1 }),
        DomainId: 2,
        ActivityName: '绘本阅读',
        ItemIds: [LISTENING],
        Children: [{ StudentId: wang, Remark: '', Levels: [{ ItemId: LISTENING, Level: 3 }] }],
        Note: '',
      };
      expect((await t.call('POST', UPDATE, { token: admin, query: { obsId: String(obsId) }, body: changed })).body.Data).toEqual({ ObsId: obsId });
      expect((await get(FOR_UPDATE, { obsId })).body.Data).toMatchObject({
        DomainId: 2,
        ActivityName: '绘本阅读',
        ObserveDate: '2026-11-19',
        Note: null,
        ItemIds: [LISTENING],
        Children: [{ StudentId: wang, StudentName: '王小明', Remark: null, Levels: [{ ItemId: LISTENING, Level: 3 }] }],
      });

      expect((await t.call('POST', DELETE, { token: admin, query: { obsId: String(obsId) } })).body.Data).toEqual({ ObsId: obsId });
      expect((await get(FOR_UPDATE, { obsId })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '观察记录不存在' });
      expect((await listed()).map((row) => row.ObsId)).not.toContain(obsId);
    });

    it('lists observations newest first, course observations too, filtered by class, domain, month and teacher, in pages', async () => {
      const october = (await post(ADD, focusObservation('2026-10-15', { wang: 1, li: 1 }))).body.Data.ObsId;
      const november = (await post(ADD, focusObservation('2026-11-16', { wang: 2, li: 2 }))).body.Data.ObsId;
      const course = (
        await post(COURSE_OBSERVE, {
          ClassId: classTwo,
          StudentIds: [zhang],
          ActivityName: '户外游戏：小兔跳跳',
          ObserveDate: '2026-11-17',
          Field: 1,
          Goals: [{ GoalText: '能双脚并拢向前连续跳' }, { GoalText: '能遵守游戏规则' }],
        })
      ).body.Data.ObsId;

      const all = await listed();
      expect(all.map((row) => row.ObsId)).toEqual([course, november, october]);
      expect(all[0]).toMatchObject({ ClassName: '小二班', DomainId: 1, ActivityName: '户外游戏：小兔跳跳', ItemIds: [], GoalCount: 2, Students: [{ StudentName: '张小刚' }] });
      expect(all[1]).toMatchObject({ ClassName: '小一班', DomainId: 6, ItemIds: [INITIATIVE, FOCUS], GoalCount: 0, Students: [{ StudentName: '王小明' }, { StudentName: '李小红' }] });

      expect((await listed({ classId: classTwo })).map((row) => row.ObsId)).toEqual([course]);
      expect((await listed({ domainId: 6 })).map((row) => row.ObsId)).toEqual([november, october]);
      expect((await listed({ month: '2026-10' })).map((row) => row.ObsId)).toEqual([october]);
      expect(await listed({ teacherId: 999999 })).toEqual([]);
      const page = (await get(LIST, { pageIndex: 2, pageSize: 2 })).body.Data;
      expect(page).toMatchObject({ Total: 3, List: [{ ObsId: october }] });

      expect((await get(MONTHS)).body.Data).toEqual(['2026-11', '2026-10']);
      expect((await get(MONTHS, { classId: classTwo })).body.Data).toEqual(['2026-11']);
      expect((await get(LIST, { month: '2026-13' })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);

      // A course observation keeps its goals when changed here, and needs no items.
      const courseChange = { ClassId: classTwo, DomainId: 1, ActivityName: '户外游戏：小兔跳跳', ObserveDate: '2026-11-17', Children: [{ StudentId: zhang, Remark: '跳得很稳' }] };
      expect((await t.call('POST', UPDATE, { token: admin, query: { obsId: String(course) }, body: courseChange })).body.ResponseStatus).toBe(1);
      const courseNow = (await get(FOR_UPDATE, { obsId: course })).body.Data;
      expect(courseNow.Goals.map((goal: { GoalText: string }) => goal.GoalText)).toEqual(['能双脚并拢向前连续跳', '能遵守游戏规则']);
      expect(courseNow.Children).toEqual([{ StudentId: zhang, StudentName: '张小刚', Remark: '跳得很稳', Levels: [] }]);
      // Without goals, an observation needs an item.
      const noItems = { ...focusObservation('2026-11-16', { wang: 2, li: 2 }), ItemIds: [], Children: [{ StudentId: wang }] };
      expect((await t.call('POST', UPDATE, { token: admin, query: { obsId: String(november) }, body: noItems })).body.ErrorMessage).toBe('请至少选择一个观察指标');
    });

    it('refuses bad input with a Chinese message and writes nothing', async () => {
      const before = (await get(LIST, { pageSize: 1 })).body.Data.Total;
      const base = focusObservation('2026-11-18', { wang: 2, li: 2 });
      const refused = async (body: object) => (await post(ADD, body)).body;
      expect(await refused({ ...base, ItemIds: [] })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('请至少选择一个观察指标') });
      expect((await refused({ ...base, ItemIds: [FOCUS, LISTENING] })).ErrorMessage).toContain(`观察指标（编号${LISTENING}）不属于所选领域`);
      expect((await refused({ ...base, Children: [{ StudentId: wang, Levels: [{ ItemId: FOCUS, Level: 2 }] }] })).ErrorMessage).toContain('请为每名幼儿的每个观察指标选择水平');
      expect((await refused({ ...base, Children: [{ StudentId: wang, Levels: [{ ItemId: FOCUS, Level: 4 }, { ItemId: INITIATIVE, Level: 2 }] }] })).ErrorMessage).toContain('水平为1（需要帮助）');
      expect((await refused({ ...base, Children: [] })).ErrorMessage).toContain('请选择观察的幼儿');
      expect((await refused({ ...base, ActivityName: ' ' })).ErrorMessage).toContain('请填写观察情境');
      expect((await refused({ ...base, DomainId: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await refused({ ...base, ObserveDate: TOMORROW })).ErrorMessage).toBe('观察日期不能晚于今天');
      expect((await refused(focusObservation('2026-11-18', { wang: 2, li: 2 }, classTwo))).ErrorMessage).toBe('王小明现在不在小二班');
      expect((await t.call('POST', DELETE, { token: admin, query: { obsId: 'x' } })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await get(FOR_UPDATE, {})).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await get(LIST, { pageSize: 1 })).body.Data.Total).toBe(before);
    });

    it('refuses no session and a role without 观察记录 on every call', async () => {
      const obsId = (await post(ADD, focusObservation('2026-11-18', { wang: 2, li: 2 }))).body.Data.ObsId;
      const calls: [string, string, object][] = [
        ['GET', LIST, {}],
        ['GET', MONTHS, {}],
        ['GET', FOR_UPDATE, { obsId }],
        ['POST', ADD, focusObservation('2026-11-18', { wang: 2, li: 2 })],
        ['POST', `${UPDATE}?obsId=${obsId}`, focusObservation('2026-11-18', { wang: 3, li: 3 })],
        ['POST', `${DELETE}?obsId=${obsId}`, {}],
      ];
      for (const [method, url, input] of calls) {
        const as = (token: string | null) => (method === 'GET' ? get(url, input as Record<string, number>, token) : post(url, input, token));
        expect((await as(null)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
        expect((await as(childOnly)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      }
      expect((await get(FOR_UPDATE, { obsId })).body.Data.ObsId).toBe(obsId);
    });

    it('keeps another school’s observations out of reach', async () => {
      const obsId = (await post(ADD, focusObservation('2026-11-18', { wang: 2, li: 2 }))).body.Data.ObsId;
      const missing = { ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '观察记录不存在' };
      expect((await get(FOR_UPDATE, { obsId }, adminB)).body).toMatchObject(missing);
      expect((await t.call('POST', UPDATE, { token: adminB, query: { obsId: String(obsId) }, body: focusObservation('2026-11-18', { wang: 3, li: 3 }) })).body).toMatchObject(missing);
      expect((await t.call('POST', DELETE, { token: adminB, query: { obsId: String(obsId) } })).body).toMatchObject(missing);
      expect((await post(ADD, focusObservation('2026-11-18', { wang: 2, li: 2 }), adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级不存在' });
      expect(await listed({}, adminB)).toEqual([]);
      expect((await get(MONTHS, {}, adminB)).body.Data).toEqual([]);
      expect((await get(FOR_UPDATE, { obsId })).body.Data.Children).toHaveLength(2);
    });
  });

  describe('the child’s 学习品质 (GetStudentLearningQuality)', () => {
    const quality = (studentId: number, range: { startDate: string; endDate: string }, token: string | null = admin) =>
      get(QUALITY, { studentId, ...range }, token);

    it('answers each item’s newest level, its trend and the observations behind it', async () => {
      const [first, second] = [
        (await post(ADD, focusObservation('2026-09-07', { wang: 1, li: 3 }))).body.Data.ObsId,
        (await post(ADD, focusObservation('2026-09-14', { wang: 3, li: 2 }))).body.Data.ObsId,
      ];
      const answer = (await quality(wang, { startDate: '2026-09-01', endDate: '2026-09-30' })).body.Data;
      expect(answer).toMatchObject({ StudentId: wang, StudentName: '王小明', ObservationCount: 2 });
      expect(answer.Items.map((item: { ItemName: string }) => item.ItemName)).toEqual(['好奇心与兴趣', '主动性', '专注', '坚持', '不怕困难', '敢于探究和尝试', '乐于想象和创造', '反思与解释']);
      const [curiosity, initiative, focus] = answer.Items;
      expect(curiosity).toEqual({ ItemId: CURIOSITY, ItemName: '好奇心与兴趣', LatestLevel: null, Trend: null, Observations: [] });
      expect(initiative).toMatchObject({ LatestLevel: 2, Trend: 'steady' });
      expect(focus).toEqual({
        ItemId: FOCUS,
        ItemName: '专注',
        LatestLevel: 3,
        Trend: 'up',
        Observations: [
          { ObsId: second, ObserveDate: '2026-09-14', ActivityName: '区角游戏：建构区', TeacherName: expect.any(String), Level: 3, Remark: '独自搭了二十分钟的高楼' },
          { ObsId: first, ObserveDate: '2026-09-07', ActivityName: '区角游戏：建构区', TeacherName: expect.any(String), Level: 1, Remark: '独自搭了二十分钟的高楼' },
        ],
      });
      expect((await quality(li, { startDate: '2026-09-01', endDate: '2026-09-30' })).body.Data.Items[2]).toMatchObject({ LatestLevel: 2, Trend: 'down' });
      expect((await quality(li, { startDate: '2026-09-10', endDate: '2026-09-30' }, childOnly)).body.Data.Items[2]).toMatchObject({ LatestLevel: 2, Trend: null });
    });

    it('is only for roles with 幼儿信息, never another school’s child, and checks the interval', async () => {
      const september = { startDate: '2026-09-01', endDate: '2026-09-30' };
      expect((await quality(wang, september, homeOnly)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await quality(wang, september, null)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await quality(wang, september, adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '幼儿不存在' });
      expect((await quality(wang, { startDate: '2026-09-30', endDate: '2026-09-01' })).body.ErrorMessage).toContain('开始日期不能晚于结束日期');
      expect((await get(QUALITY, { studentId: wang })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    });
  });
});
