import { ErrorCode, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { samplePng } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ADD = '/javaApi/teachResearch/addRecord';
const UPDATE = '/javaApi/teachResearch/updateRecord';
const DELETE = '/javaApi/teachResearch/delRecord';
const TEACHER_LIST = '/javaApi/teachResearch/getTeacherResearchList';
/** Each kind's legacy list and info, by kind number. */
const LEGACY = {
  1: { list: '/api/TeachResearch4Plan/GetTeachWeekList', info: '/api/TeachResearch4Plan/GetTeachWeekInfo' },
  2: { list: '/api/TeachResearch4Discuss/GetTeachDiscussList', info: '/api/TeachResearch4Discuss/GetTeachDiscussInfo' },
  3: { list: '/api/TeachResearch4Learing/GetTeachLearingList', info: '/api/TeachResearch4Learing/GetTeachLearingInfo' },
  4: { list: '/api/TeachResearch4Trial/GetTeachTrialList', info: '/api/TeachResearch4Trial/GetTeachTrialInfo' },
  5: { list: '/api/TeachResearch4Other/GetTeachOtherList', info: '/api/TeachResearch4Other/GetTeachOtherInfo' },
} as const;
type Kind = keyof typeof LEGACY;

describe.each(testDialects)('teaching research on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let organizer: number;
  let colleague: number;
  let another: number;
  let leaver: number;
  let firstSemester: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminB] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone)]);
    const { schoolA } = t.schools;
    organizer = await t.make.teacher(schoolA, { phone: '13600000001', name: '王晓燕' });
    colleague = await t.make.teacher(schoolA, { phone: '13600000002', name: '李静' });
    another = await t.make.teacher(schoolA, { phone: '13600000003', name: '陈丽' });
    leaver = await t.make.teacher(schoolA, { phone: '13600000004', name: '赵敏' });
    // The first semester starts on a Tuesday: its first week runs Monday 31 August to 6 September.
    const year = await post('/javaApi/schoolYear/updateSchoolYearInfo', {
      yearName: '2026-2027学年',
      startDate: '2026-09-01',
      endDate: '2027-07-31',
      semesterList: [
        { semesterName: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' },
        { semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-07-31' },
      ],
    });
    const info = await get('/javaApi/schoolYear/getSchoolYearInfo', { yearId: year.body.data.yearId });
    firstSemester = info.body.data.semesterList[0].semesterId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** `null` calls without a session. */
  const post = (url: string, body: unknown, token: string | null = admin) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const get = (url: string, query: Record<string, unknown>, token: string | null = admin) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const legacyList = (kind: Kind, query: Record<string, unknown> = {}, token?: string) => get(LEGACY[kind].list, query, token ?? admin);
  const legacyInfo = (kind: Kind, researchId: number, token?: string) => get(LEGACY[kind].info, { researchId }, token ?? admin);

  const record = (overrides: Record<string, unknown> = {}) => ({
    kind: 2,
    title: '绘本教学研讨',
    researchDate: '2026-09-16',
    startTime: '13:30',
    endTime: '15:00',
    place: '多功能厅',
    organizerId: organizer,
    participantIds: [colleague, another],
    content: '围绕绘本《好饿的毛毛虫》，讨论图画阅读的提问设计。',
    outcome: '形成三层次提问策略。',
    ...overrides,
  });
  async function add(overrides: Record<string, unknown> = {}) {
    const answer = await post(ADD, record(overrides));
    expect(answer.body.message).toBe('success');
    return answer.body.data.researchId as number;
  }

  async function uploadAttachment(kind: string, fileName: string) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), fileName);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: kind, offset: '0', isLast: '1', isRetainOrigianl: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: admin },
      payload: form,
    });
    return response.json().Data.FileId as number;
  }

  it('adds a record of each kind and lists each through its legacy call, with participants, semester and week', async () => {
    const ids = {} as Record<Kind, number>;
    for (const kind of [1, 2, 3, 4, 5] as Kind[]) ids[kind] = await add({ kind, title: `第${kind}类教研`, researchDate: '2026-09-16' });
    for (const kind of [1, 2, 3, 4, 5] as Kind[]) {
      const answer = await legacyList(kind, { searchKey: `第${kind}类教研` });
      expect(answer.body).toMatchObject({ ResponseStatus: 1, ErrorCode: 200, Data: { Total: 1 } });
      expect(answer.body.Data.List[0]).toEqual({
        ResearchId: ids[kind],
        Kind: kind,
        KindName: { 1: '教研计划', 2: '教研研讨', 3: '业务学习', 4: '试教/观摩', 5: '其他' }[kind],
        Title: `第${kind}类教研`,
        ResearchDate: '2026-09-16',
        StartTime: '13:30',
        EndTime: '15:00',
        Place: '多功能厅',
        OrganizerId: organizer,
        OrganizerName: '王晓燕',
        Participants: [
          { TeacherId: colleague, TeacherName: '李静' },
          { TeacherId: another, TeacherName: '陈丽' },
        ],
        SemesterId: firstSemester,
        SemesterName: '第一学期',
        YearName: '2026-2027学年',
        WeekIndex: 3,
        AttachmentCount: 0,
        CreatedAt: expect.any(String),
        UpdatedAt: expect.any(String),
      });
    }
    const info = await legacyInfo(1, ids[1]);
    expect(info.body.Data).toMatchObject({
      ResearchId: ids[1],
      Content: '围绕绘本《好饿的毛毛虫》，讨论图画阅读的提问设计。',
      Outcome: '形成三层次提问策略。',
      Attachments: [],
      CreatedById: t.people.adminA.id,
      CreatedByName: '甲园长',
    });
  });

  it('answers another kind’s record as not found', async () => {
    const researchId = await add({ kind: 3, title: '《3-6岁儿童学习与发展指南》研读' });
    expect((await legacyInfo(3, researchId)).body.Data.Title).toBe('《3-6岁儿童学习与发展指南》研读');
    expect((await legacyInfo(2, researchId)).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '教研记录不存在' });
  });

  it('filters a list by semester and week, dates, teacher and text, newest first, paged', async () => {
    const early = await add({ kind: 1, title: '幼儿自主游戏中的观察与支持', researchDate: '2026-09-02', startTime: '', endTime: '', participantIds: [colleague] });
    const later = await add({ kind: 1, title: '区域活动材料投放', researchDate: '2026-10-14', participantIds: [another] });
    const spring = await add({ kind: 1, title: '春季主题课程审议', researchDate: '2027-03-03', participantIds: [] });
    const titles = async (query: Record<string, unknown>) =>
      ((await legacyList(1, { searchKey: '', ...query })).body.Data.List as { ResearchId: number }[]).map((row) => row.ResearchId).filter((id) => [early, later, spring].includes(id));

    expect(await titles({})).toEqual([spring, later, early]);
    expect(await titles({ semesterId: firstSemester })).toEqual([later, early]);
    expect(await titles({ semesterId: firstSemester, weekIndex: 1 })).toEqual([early]);
    expect((await legacyList(1, { searchKey: '观察与支持' })).body.Data.List[0]).toMatchObject({ ResearchId: early, WeekIndex: 1, StartTime: '' });
    expect(await titles({ startDate: '2026-10-01', endDate: '2027-12-31' })).toEqual([spring, later]);
    expect(await titles({ teacherId: another })).toEqual([later]);
    expect(await titles({ teacherId: organizer, semesterId: firstSemester, startDate: '2026-10-01' })).toEqual([later]);
    expect(await titles({ searchKey: '材料投放' })).toEqual([later]);

    const firstPage = await legacyList(1, { pageIndex: 1, pageSize: 2 });
    const secondPage = await legacyList(1, { pageIndex: 2, pageSize: 2 });
    expect(firstPage.body.Data.List).toHaveLength(2);
    expect(firstPage.body.Data.Total).toBe(secondPage.body.Data.Total);
    expect(firstPage.body.Data.List[0].ResearchId).toBe(spring);
  });

  it('refuses bad list filters', async () => {
    expect((await legacyList(2, { startDate: '2026-10-01', endDate: '2026-09-01' })).body.ErrorMessage).toBe('开始日期不能晚于结束日期');
    expect((await legacyList(1, { weekIndex: 2 })).body.ErrorMessage).toBe('按周次筛选时请选择学期');
    expect((await legacyList(1, { semesterId: firstSemester, weekIndex: 40 })).body.ErrorMessage).toBe('第一学期没有第40周');
    expect((await legacyList(2, { startDate: '2026-02-30' })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 startDate 不是有效的日期' });
    expect((await legacyInfo(2, 0)).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('refuses a record with bad input, in Chinese', async () => {
    const refusal = async (overrides: Record<string, unknown>) => {
      const answer = await post(ADD, record(overrides));
      expect(answer.body.code).toBe(ErrorCode.INVALID_PARAMS);
      return answer.body.message;
    };
    expect(await refusal({ title: ' ' })).toBe('参数 title 请填写教研主题');
    expect(await refusal({ kind: 9 })).toBe('参数 kind 类型为1（教研计划）、2（教研研讨）、3（业务学习）、4（试教/观摩）或5（其他）');
    expect(await refusal({ content: '' })).toBe('参数 content 请填写教研内容');
    expect(await refusal({ startTime: '25:00' })).toBe('参数 startTime 开始时间格式应为 HH:mm');
    expect(await refusal({ startTime: '15:00', endTime: '14:00' })).toBe('结束时间须晚于开始时间');
    expect(await refusal({ startTime: '', endTime: '14:00' })).toBe('填写结束时间前请先填写开始时间');
    expect(await refusal({ kind: 1, researchDate: '2026-08-20' })).toBe('教研计划的日期须在学期之内，请先在学年管理中设置学期');
    expect(await refusal({ organizerId: t.people.adminB.id })).toBe('主持人须为本园在职教职工');
    expect(await refusal({ participantIds: [colleague, t.people.adminB.id] })).toBe('参与教师须为本园在职教职工');
    expect(await refusal({ fileIds: [999_999] })).toBe('文件（编号999999）不存在');
  });

  it('keeps the organizer out of the participants and each participant once', async () => {
    const researchId = await add({ participantIds: [organizer, colleague, colleague] });
    const info = await legacyInfo(2, researchId);
    expect(info.body.Data.Participants).toEqual([{ TeacherId: colleague, TeacherName: '李静' }]);
  });

  it('updates a record, replacing its participants; a participant who has left stays but cannot be added anew', async () => {
    const researchId = await add({ kind: 4, title: '中班科学活动《沉与浮》试教', participantIds: [colleague, leaver] });
    expect((await post('/javaApi/teacher/dimissionTeacher', { teacherId: leaver })).body.code).toBe(200);
    const updated = await post(UPDATE, { researchId, ...record({ kind: 4, title: '中班科学活动《沉与浮》观摩', participantIds: [leaver, another], outcome: '' }) });
    expect(updated.body).toEqual({ code: 200, message: 'success', data: { researchId } });
    const info = (await legacyInfo(4, researchId)).body.Data;
    expect(info).toMatchObject({ Title: '中班科学活动《沉与浮》观摩', Outcome: '' });
    expect(info.Participants.map((item: { TeacherId: number }) => item.TeacherId)).toEqual([another, leaver].sort((a, b) => a - b));

    const fresh = await add({ participantIds: [colleague] });
    expect((await post(UPDATE, { researchId: fresh, ...record({ participantIds: [leaver] }) })).body.message).toBe('参与教师须为本园在职教职工');
    expect((await post(UPDATE, { researchId: 999_999, ...record() })).body.message).toBe('教研记录不存在');
    expect((await post(UPDATE, record())).body.message).toBe('缺少参数 researchId');
  });

  it('keeps attachments of uploaded research files, in order, and refuses other files', async () => {
    const [first, second, photo] = [
      await uploadAttachment('TeachResearch', '观察记录表.png'),
      await uploadAttachment('TeachResearch', '活动照片.png'),
      await uploadAttachment('StaffPhoto', '头像.png'),
    ];
    const researchId = await add({ fileIds: [second, first] });
    const info = (await legacyInfo(2, researchId)).body.Data;
    expect(info.Attachments).toEqual([
      { FileId: second, FileName: '活动照片.png', FileType: 'png', Size: 2048 },
      { FileId: first, FileName: '观察记录表.png', FileType: 'png', Size: 2048 },
    ]);
    expect((await legacyList(2, { searchKey: '' })).body.Data.List.find((row: { ResearchId: number }) => row.ResearchId === researchId).AttachmentCount).toBe(2);
    expect((await post(ADD, record({ fileIds: [photo] }))).body.message).toBe(`文件（编号${photo}）须为教研资料`);
    await post(UPDATE, { researchId, ...record({ fileIds: [first] }) });
    expect((await legacyInfo(2, researchId)).body.Data.Attachments.map((file: { FileId: number }) => file.FileId)).toEqual([first]);
  });

  it('deletes a record with its participants and attachments', async () => {
    const file = await uploadAttachment('TeachResearch', '研讨记录.png');
    const researchId = await add({ fileIds: [file] });
    expect((await post(DELETE, { researchId })).body).toEqual({ code: 200, message: 'success', data: { success: true } });
    expect((await legacyInfo(2, researchId)).body.ErrorMessage).toBe('教研记录不存在');
    expect((await post(DELETE, { researchId })).body.message).toBe('教研记录不存在');
    expect((await post(DELETE, {})).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('lists a teacher’s records, led or joined, with counts of every kind', async () => {
    const newcomer = await t.make.teacher(t.schools.schoolA, { phone: '13600000009', name: '周婷' });
    const led = await add({ kind: 3, organizerId: newcomer, participantIds: [], researchDate: '2026-11-04' });
    const joined = await add({ kind: 4, participantIds: [newcomer], researchDate: '2026-11-05' });
    await add({ kind: 4, participantIds: [newcomer], researchDate: '2026-12-10' });

    const all = (await get(TEACHER_LIST, { teacherId: newcomer })).body.data;
    expect(all.total).toBe(3);
    expect(all.kindCounts).toEqual([
      { kind: 1, kindName: '教研计划', count: 0 },
      { kind: 2, kindName: '教研研讨', count: 0 },
      { kind: 3, kindName: '业务学习', count: 1 },
      { kind: 4, kindName: '试教/观摩', count: 2 },
      { kind: 5, kindName: '其他', count: 0 },
    ]);
    const november = (await get(TEACHER_LIST, { teacherId: newcomer, startDate: '2026-11-01', endDate: '2026-11-30' })).body.data;
    expect(november.list.map((row: { researchId: number; isOrganizer: boolean }) => [row.researchId, row.isOrganizer])).toEqual([
      [joined, false],
      [led, true],
    ]);
    expect(november.kindCounts.find((count: { kind: number }) => count.kind === 4).count).toBe(1);
    const trials = (await get(TEACHER_LIST, { teacherId: newcomer, kind: 4, pageSize: 1 })).body.data;
    expect([trials.total, trials.list.length, trials.kindCounts[2].count]).toEqual([2, 1, 1]);

    expect((await get(TEACHER_LIST, { teacherId: newcomer, kind: 6 })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(TEACHER_LIST, {})).body.message).toBe('缺少参数 teacherId');
    expect((await get(TEACHER_LIST, { teacherId: newcomer, startDate: '2026-12-01', endDate: '2026-11-01' })).body.message).toBe('开始日期不能晚于结束日期');
  });

  it('keeps every school’s records to itself', async () => {
    const researchId = await add({ title: '甲园的研讨' });
    for (const kind of [1, 2, 3, 4, 5] as Kind[]) expect((await legacyList(kind, {}, adminB)).body.Data).toEqual({ List: [], Total: 0 });
    expect((await legacyInfo(2, researchId, adminB)).body.ErrorMessage).toBe('教研记录不存在');
    expect((await post(UPDATE, { researchId, ...record({ organizerId: t.people.adminB.id, participantIds: [] }) }, adminB)).body.message).toBe('教研记录不存在');
    expect((await post(DELETE, { researchId }, adminB)).body.message).toBe('教研记录不存在');
    expect((await get(TEACHER_LIST, { teacherId: organizer }, adminB)).body.message).toBe('教师不存在');
    expect((await post(ADD, record(), adminB)).body.message).toBe('主持人须为本园在职教职工');
    expect((await legacyInfo(2, researchId)).body.Data.Title).toBe('甲园的研讨');
  });

  it('needs a session and a role with 教师管理 for every call', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    const researchId = await add();
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ...Object.values(LEGACY).flatMap(({ list, info }): [string, 'GET', Record<string, unknown>][] => [
        [list, 'GET', {}],
        [info, 'GET', { researchId }],
      ]),
      [ADD, 'POST', record()],
      [UPDATE, 'POST', { researchId, ...record() }],
      [DELETE, 'POST', { researchId }],
      [TEACHER_LIST, 'GET', { teacherId: organizer }],
    ];
    for (const [url, method, input] of calls) {
      const anonymous = method === 'GET' ? await get(url, input, null) : await post(url, input, null);
      const refused = method === 'GET' ? await get(url, input, teacher) : await post(url, input, teacher);
      if (url.startsWith('/api/')) {
        expect(anonymous.body, url).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED });
      } else {
        expect(anonymous.body, url).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      }
    }
    expect((await legacyInfo(2, researchId)).body.ResponseStatus).toBe(1);
  });
});
