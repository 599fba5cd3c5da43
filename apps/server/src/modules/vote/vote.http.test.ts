import { ErrorCode, UPLOAD_APP_HEADER, voteActionLabel, VoteMode, VoteObjectType, VoteSelectKind, VoteStatus, voteStatusActions, voteStatusLabel, type VoteStatus as Status } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type LegacyAnswer } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { sampleMp4, samplePng } from '../../test/sample-files.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const V = '/api/Vote/';
const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Story: the principal sets up a drawing contest for the children of 小一班 and a talent show for the
 * staff, adds entries, the teachers enrol and vote within their limits, and the principal reads the
 * join and voter lists and the ranking; another school never reaches any of it.
 */
describe.each(testDialects)('vote activities on %s', (dialect) => {
  let s: TeachingApp;
  let departmentId: number;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    departmentId = (await s.t.db.insertInto('department').values({ schoolId: s.t.schools.schoolA, name: '后勤部' }).returning('id').executeTakeFirstOrThrow()).id;
    await s.t.db.updateTable('teacher').set({ departmentId }).where('id', '=', s.otherTeacherId).execute();
    await s.t.make.guardian(s.t.schools.schoolA, s.own.childId, { name: '王妈妈', phone: '13900000001' });
  }, 60_000);
  afterAll(() => s.t.close());

  const call = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = s.tokens.admin) =>
    (await send(s.t, method, `${V}${action}`, input, token)) as LegacyAnswer;
  const ok = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = s.tokens.admin) => {
    const answer = await call(method, action, input, token);
    expect(answer.ErrorMessage, `${action} ${JSON.stringify(input)}`).toBe('');
    return answer.Data;
  };
  const refused = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown>, token: string | null = s.tokens.admin) => {
    const answer = await call(method, action, input, token);
    expect(answer.ResponseStatus, JSON.stringify(answer)).not.toBe(1);
    return answer;
  };

  /** Moves the clock on; the sessions' tokens expire meanwhile, so everyone signs in again. */
  async function advance(minutes: number) {
    s.t.clock.advance(minutes * 60);
    s.tokens.admin = await s.t.login(s.t.people.adminA.phone);
    s.tokens.adminB = await s.t.login(s.t.people.adminB.phone);
    s.tokens.teacher = await s.t.login('13700000011');
    s.tokens.otherTeacher = await s.t.login('13700000012');
  }
  /** China wall-clock minute `minutes` from the test clock's now. */
  const at = (minutes: number) => new Date(s.t.clock.now().getTime() + (8 * HOUR + minutes) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  /** Dates putting an activity in a status now. */
  const datesFor = (status: Status) => {
    const starts: Record<number, number> = { [VoteStatus.NOT_STARTED]: DAY, [VoteStatus.ENROLLING]: -DAY, [VoteStatus.WAITING]: -1.75 * DAY, [VoteStatus.VOTING]: -3 * DAY, [VoteStatus.ENDED]: -4 * DAY };
    const start = starts[status === VoteStatus.VOID ? VoteStatus.VOTING : status]!;
    return { enrollStartTime: at(start), enrollEndTime: at(start + 1.5 * DAY), voteStartTime: at(start + 2 * DAY), voteEndTime: at(start + 3.5 * DAY) };
  };
  const activity = (overrides: Record<string, unknown> = {}) => ({
    activityName: '最美绘画作品评选',
    activityIntro: '请家长和孩子一起完成一幅画',
    enrollObjectType: VoteObjectType.ANY,
    voteObjectType: VoteObjectType.ANY,
    everyoneVotes: 3,
    ...datesFor(VoteStatus.VOTING),
    ...overrides,
  });
  const add = async (overrides: Record<string, unknown> = {}) => (await ok('POST', 'AddActivityVote', activity(overrides))).ActivityId as number;
  const addIn = async (status: Status, overrides: Record<string, unknown> = {}) => {
    const activityId = await add({ ...datesFor(status), ...overrides });
    if (status === VoteStatus.VOID) await ok('POST', 'DelVote', { activityId });
    return activityId;
  };
  const row = async (activityId: number) => {
    const { List } = await ok('GET', 'GetActivityList', { pageSize: 200 });
    return (List as { ActivityId: number }[]).find((item) => item.ActivityId === activityId) as Record<string, any>;
  };

  async function uploadFile(token: string, bytes: Buffer, fileName: string): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: 'ClassMedia', offset: '0', isLast: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    const answer = response.json() as LegacyAnswer;
    if (answer.ResponseStatus !== 1) throw new Error(answer.ErrorMessage);
    return answer.Data.FileId as number;
  }
  const picture = (token = s.tokens.admin) => uploadFile(token, samplePng(2048), '作品.png');
  const entry = async (activityId: number, objectType: number, objectId: number, title = '我的家') => ({
    activityId,
    objectType,
    objectId,
    title,
    content: '用彩笔画出了全家人',
    pictureFileIds: [await picture()],
  });
  const addEntry = async (activityId: number, objectType: number, objectId: number, title?: string) => (await ok('POST', 'AddOrUpdateJoin', await entry(activityId, objectType, objectId, title))).JoinerId as number;
  /** An activity that takes votes now, with entries the school added while it waited for voting. */
  async function votingWith(overrides: Record<string, unknown>, people: [number, number][]) {
    const activityId = await addIn(VoteStatus.WAITING, overrides);
    const joinerIds: number[] = [];
    for (const [objectType, objectId] of people) joinerIds.push(await addEntry(activityId, objectType, objectId, `作品${joinerIds.length + 1}`));
    await ok('POST', 'UpdateActivityVote', activity({ activityId, ...overrides }));
    return { activityId, joinerIds };
  }
  const vote = (activityId: number, joinerIds: number[], token = s.tokens.teacher) => call('POST', 'AddVote', { activityId, joinerIds }, token);

  it('adds, lists, reads and edits an activity in the legacy family, its status from the dates', async () => {
    const activityId = (
      await ok('POST', 'AddActivityVote', {
        ActivityName: '教职工才艺展示',
        ActivityIntro: '唱歌、跳舞、乐器都可以',
        ShowMode: 2,
        IsOpenEnroll: true,
        EnrollObjectType: VoteObjectType.TEACHER,
        IsOpenVote: false,
        VoteObjectType: VoteObjectType.ANY,
        VoteGradeList: String(s.own.gradeId),
        VoteObjectList: [{ SelectKind: VoteSelectKind.DEPARTMENT, ObjectId: departmentId }],
        VoteMode: VoteMode.DAILY,
        EveryoneVotes: 10,
        EverydayVoteCount: 2,
        IsBatchVote: 1,
        ...Object.fromEntries(Object.entries(datesFor(VoteStatus.NOT_STARTED)).map(([key, value]) => [key[0]!.toUpperCase() + key.slice(1), value])),
      })
    ).ActivityId as number;
    expect(await row(activityId)).toMatchObject({
      ActivityName: '教职工才艺展示',
      ActivityStatus: VoteStatus.NOT_STARTED,
      ActivityStatusName: '未开始',
      JoinCount: 0,
      VoteCount: 0,
      ShowMode: 2,
      ShowModeName: '结束后公布票数',
      EnrollObject: '全园教师',
      VoteRange: '教师和幼儿：小班、后勤部',
      VoteModeFormat: '每人每天2票，共10票，可一次投多个',
      PushMode: 3,
      PushModeName: '教师端和家长端',
      AdderName: '甲园长',
      Actions: { Copy: true, Edit: true, Delete: true, Void: true, Restore: false, Enrol: false, AddEntry: true, RemoveEntry: true, Vote: false },
    });

    await ok('POST', 'UpdateActivityVote', {
      ...activity({ activityId, activityName: '教职工才艺大赛', ...datesFor(VoteStatus.NOT_STARTED) }),
      isOpenEnroll: false,
      enrollObjectType: VoteObjectType.CHILD,
      enrollObjectList: [
        { selectKind: VoteSelectKind.CLASS, objectId: s.own.classId },
        { selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.CHILD, objectId: s.other.childId },
      ],
    });
    const form = await ok('GET', 'GetActivityForUpdate', { ActivityId: activityId });
    expect(form).toMatchObject({
      ActivityName: '教职工才艺大赛',
      ActivityIntro: '请家长和孩子一起完成一幅画',
      IsOpenEnroll: false,
      EnrollObjectType: VoteObjectType.CHILD,
      EnrollGradeList: [],
      EnrollObjectList: [
        { SelectKind: VoteSelectKind.CLASS, ObjectType: 0, ObjectId: s.own.classId, ObjectName: '小一班' },
        { SelectKind: VoteSelectKind.PERSON, ObjectType: VoteObjectType.CHILD, ObjectId: s.other.childId, ObjectName: '李小红' },
      ],
      IsOpenVote: true,
      VoteMode: VoteMode.TOTAL,
      EveryoneVotes: 3,
      EverydayVoteCount: 0,
      IsBatchVote: false,
      SchoolId: s.t.schools.schoolA,
      EnrollObject: '幼儿：小一班、李小红',
    });
    expect((await ok('GET', 'GetActivityList', { searchKey: '才艺大赛' })).List.map((item: { ActivityId: number }) => item.ActivityId)).toEqual([activityId]);
  });

  it('reads each status from the dates, filters by it, and moves on as time passes', async () => {
    const ids = new Map<Status, number>();
    for (const status of [VoteStatus.NOT_STARTED, VoteStatus.ENROLLING, VoteStatus.WAITING, VoteStatus.VOTING, VoteStatus.ENDED, VoteStatus.VOID] as const) {
      ids.set(status, await addIn(status, { activityName: `状态${status}` }));
    }
    for (const [status, activityId] of ids) {
      expect(await row(activityId)).toMatchObject({ ActivityStatus: status, ActivityStatusName: voteStatusLabel[status] });
      const filtered = await ok('GET', 'GetActivityList', { activityStatus: status, pageSize: 200 });
      expect(filtered.List.map((item: { ActivityId: number }) => item.ActivityId)).toContain(activityId);
      expect(filtered.List.every((item: { ActivityStatus: number }) => item.ActivityStatus === status)).toBe(true);
    }
    // The enrolment of the not-started one opens a day later; the voting one ends 1.5 days later.
    await advance(DAY + 1);
    expect((await row(ids.get(VoteStatus.NOT_STARTED)!)).ActivityStatus).toBe(VoteStatus.ENROLLING);
    expect((await row(ids.get(VoteStatus.VOTING)!)).ActivityStatus).toBe(VoteStatus.ENDED);
  });

  it('allows each action in the statuses the state table says, refusing the rest with 2000014 and the reason', async () => {
    const calls = { edit: 'UpdateActivityVote', delete: 'DeleteActivityVote', void: 'DelVote', restore: 'RestoreVote' } as const;
    for (const status of [VoteStatus.NOT_STARTED, VoteStatus.ENROLLING, VoteStatus.WAITING, VoteStatus.VOTING, VoteStatus.ENDED, VoteStatus.VOID] as const) {
      expect((await row(await addIn(status))).Actions).toEqual(Object.fromEntries(Object.entries(voteStatusActions[status]).map(([action, allowed]) => [action[0]!.toUpperCase() + action.slice(1), allowed])));
      for (const [action, path] of Object.entries(calls) as [keyof typeof calls, string][]) {
        const activityId = await addIn(status);
        const input = action === 'edit' ? activity({ activityId, ...datesFor(status === VoteStatus.VOID ? VoteStatus.VOTING : status) }) : { activityId };
        const answer = await call('POST', path, input);
        if (voteStatusActions[status][action]) expect(answer.ErrorMessage, `${action} when ${status}`).toBe('');
        else expect([answer.ErrorCode, answer.ErrorMessage]).toEqual([ErrorCode.NOT_ALLOWED, `活动${voteStatusLabel[status]}，不能${voteActionLabel[action]}`]);
      }
    }
  });

  it('voids an activity keeping its entries and votes, restores it to its dates’ status, and deletes one once voided', async () => {
    const waiting = await addIn(VoteStatus.WAITING);
    const entered = await addEntry(waiting, VoteObjectType.TEACHER, s.teacherId);
    await ok('POST', 'UpdateActivityVote', activity({ activityId: waiting }));
    await ok('POST', 'DelVote', { activityId: waiting });
    expect(await row(waiting)).toMatchObject({ ActivityStatus: VoteStatus.VOID, JoinCount: 1 });
    expect((await refused('POST', 'AddVote', { activityId: waiting, joinerIds: [entered] }, s.tokens.teacher)).ErrorMessage).toBe('活动已作废，不能投票');
    await ok('POST', 'RestoreVote', { activityId: waiting });
    expect((await row(waiting)).ActivityStatus).toBe(VoteStatus.VOTING);
    expect(await ok('POST', 'AddVote', { activityId: waiting, joinerIds: [entered] }, s.tokens.teacher)).toMatchObject({ VoteCount: 1, RemainingTotal: 2 });

    await ok('POST', 'DelVote', { activityId: waiting });
    await ok('POST', 'DeleteActivityVote', { activityId: waiting });
    expect(await row(waiting)).toBeUndefined();
    expect((await refused('GET', 'GetJoinPersonList', { activityId: waiting })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('refuses bad input with 1000001 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [activity({ activityName: '' }), 'ActivityName'],
      [activity({ activityName: '投票😀' }), 'ActivityName'],
      [activity({ activityName: '名'.repeat(51) }), 'ActivityName'],
      [activity({ enrollObjectType: 3 }), 'EnrollObjectType'],
      [activity({ enrollStartTime: '2026-02-30 08:00' }), 'EnrollStartTime'],
      [activity({ enrollEndTime: at(-5 * DAY) }), 'EnrollEndTime'],
      [activity({ voteStartTime: at(-3.5 * DAY) }), 'VoteStartTime'],
      [activity({ voteEndTime: at(-2 * DAY) }), 'VoteEndTime'],
      [activity({ everyoneVotes: 0 }), 'EveryoneVotes'],
      [activity({ voteMode: VoteMode.DAILY, everydayVoteCount: 0 }), 'EverydayVoteCount'],
      [activity({ voteMode: VoteMode.DAILY, everydayVoteCount: 5, everyoneVotes: 3 }), 'EverydayVoteCount'],
      [activity({ isOpenEnroll: false }), 'EnrollObjectList'],
      [activity({ isOpenVote: false, voteGradeList: [999999] }), 'VoteGradeList'],
      [activity({ isOpenEnroll: false, enrollObjectList: [{ selectKind: 3, objectId: 1 }] }), 'EnrollObjectList.0.SelectKind'],
      [activity({ isOpenEnroll: false, enrollObjectList: [{ selectKind: 1, objectId: s.teacherId }] }), 'EnrollObjectList.0.ObjectType'],
      [activity({ isOpenEnroll: false, enrollObjectList: [{ selectKind: 1, objectType: 1, objectId: 999999 }] }), 'EnrollObjectList'],
      [activity({ isOpenEnroll: false, enrollObjectType: VoteObjectType.TEACHER, enrollObjectList: [{ selectKind: 1, objectType: 2, objectId: s.own.childId }] }), 'EnrollObjectList'],
      [activity({ isOpenEnroll: false, enrollObjectType: VoteObjectType.CHILD, enrollObjectList: [{ selectKind: 2, objectId: departmentId }] }), 'EnrollObjectList'],
      [activity({ isOpenVote: false, voteObjectList: [{ selectKind: 4, objectId: s.foreign.classId }] }), 'VoteObjectList'],
    ];
    for (const [input, field] of cases) {
      const answer = await refused('POST', 'AddActivityVote', input);
      expect([answer.ErrorCode, answer.ErrorField], `${field}: ${answer.ErrorMessage}`).toEqual([ErrorCode.INVALID_PARAMS, field]);
    }
    expect((await refused('GET', 'GetActivityForUpdate', { activityId: 'x' })).ErrorField).toBe('ActivityId');
    expect((await refused('GET', 'GetActivityList', { activityStatus: 6 })).ErrorField).toBe('ActivityStatus');
    expect((await refused('POST', 'AddVote', { activityId: 1, joinerIds: [] }, s.tokens.teacher)).ErrorField).toBe('JoinerIds');
  });

  it('answers nothing without a session, and refuses a role without 投票活动 every call but a teacher’s own', async () => {
    const activityId = await add();
    const reads = ['GetActivityList', 'GetActivityForUpdate', 'GetTeacherList', 'GetStudentList', 'GetJoinPersonList', 'GetVotePersonList', 'GetRankingList'];
    const writes = ['AddActivityVote', 'UpdateActivityVote', 'DelVote', 'RestoreVote', 'DeleteActivityVote', 'AddOrUpdateJoin', 'DelJoin'];
    for (const action of [...reads, 'GetVoteDetailByJoin']) {
      expect((await call('GET', action, { activityId, joinerId: 1 }, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
      expect((await call('GET', action, { activityId, joinerId: 1 }, s.tokens.teacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
    }
    for (const action of [...writes, 'JoinActivity', 'AddVote']) expect((await call('POST', action, activity({ activityId, joinerId: 1 }), null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
    for (const action of writes) expect((await call('POST', action, activity({ activityId, joinerId: 1 }), s.tokens.teacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('keeps another school’s activities, entries and pickers unreachable', async () => {
    const activityId = await addIn(VoteStatus.WAITING);
    const joinerId = await addEntry(activityId, VoteObjectType.TEACHER, s.teacherId);
    const adminB = s.tokens.adminB;
    expect((await ok('GET', 'GetActivityList', {}, adminB)).List).toEqual([]);
    for (const [method, action, input] of [
      ['GET', 'GetActivityForUpdate', { activityId }],
      ['GET', 'GetJoinPersonList', { activityId }],
      ['GET', 'GetVotePersonList', { activityId }],
      ['GET', 'GetVoteDetailByJoin', { activityId, joinerId }],
      ['GET', 'GetRankingList', { activityId }],
      ['GET', 'GetTeacherList', { schoolId: s.t.schools.schoolA }],
      ['GET', 'GetStudentList', { schoolId: s.t.schools.schoolA }],
      ['POST', 'UpdateActivityVote', activity({ activityId })],
      ['POST', 'DelVote', { activityId }],
      ['POST', 'RestoreVote', { activityId }],
      ['POST', 'DeleteActivityVote', { activityId }],
      ['POST', 'DelJoin', { joinerId }],
      ['POST', 'AddOrUpdateJoin', { joinerId, activityId, objectType: 1, objectId: s.teacherId, title: '改写', content: '改写', pictureFileIds: [1] }],
      ['POST', 'AddVote', { activityId, joinerIds: [joinerId] }],
    ] as const) {
      expect((await refused(method, action, input, adminB)).ErrorCode, action).toBe(ErrorCode.INVALID_PARAMS);
    }
    // Its own pickers show its own people only.
    const teachers = await ok('GET', 'GetTeacherList', { pageSize: 200 }, adminB);
    expect(teachers.List.map((teacher: { TeacherName: string }) => teacher.TeacherName)).toEqual(['乙园长']);
    const children = await ok('GET', 'GetStudentList', { pageSize: 200 }, adminB);
    expect(children.List.map((child: { StudentName: string }) => child.StudentName)).toEqual(['赵小乐']);
    // Nor may an activity name another school's people.
    expect((await refused('POST', 'AddActivityVote', activity({ isOpenEnroll: false, enrollObjectList: [{ selectKind: 1, objectType: 2, objectId: s.foreign.childId }] }))).ErrorField).toBe('EnrollObjectList');
  });

  it('picks teachers by department and name, and children by grade, class and name', async () => {
    const teachers = await ok('GET', 'GetTeacherList', { departmentId });
    expect(teachers).toMatchObject({ Total: 1, List: [{ TeacherId: s.otherTeacherId, TeacherName: '小二班老师', DepartmentName: '后勤部', Phone: '13700000012' }] });
    expect((await ok('GET', 'GetTeacherList', { searchKey: '13700000011' })).List.map((teacher: { TeacherId: number }) => teacher.TeacherId)).toEqual([s.teacherId]);
    const children = await ok('GET', 'GetStudentList', { schoolId: s.t.schools.schoolA, gradeId: s.own.gradeId, pageSize: 200 });
    expect(children.List.map((child: { StudentName: string }) => child.StudentName).sort()).toEqual(['李小红', '王小明']);
    expect((await ok('GET', 'GetStudentList', { classId: s.own.classId })).List).toEqual([
      { StudentId: s.own.childId, StudentName: '王小明', GradeId: s.own.gradeId, GradeName: '小班', ClassId: s.own.classId, ClassName: '小一班' },
    ]);
    expect((await ok('GET', 'GetStudentList', { searchKey: '李' })).Total).toBe(1);
  });

  it('takes entries by object type and range, with pictures or a video of the adder’s own, and lists them with their columns', async () => {
    const teachersOnly = await addIn(VoteStatus.ENROLLING, { enrollObjectType: VoteObjectType.TEACHER });
    const childRefused = await refused('POST', 'AddOrUpdateJoin', await entry(teachersOnly, VoteObjectType.CHILD, s.own.childId));
    expect([childRefused.ErrorCode, childRefused.ErrorField, childRefused.ErrorMessage]).toEqual([ErrorCode.INVALID_PARAMS, 'ObjectType', '本活动只接受教师报名']);

    const ownClass = await addIn(VoteStatus.ENROLLING, { isOpenEnroll: false, enrollObjectType: VoteObjectType.CHILD, enrollObjectList: [{ selectKind: VoteSelectKind.CLASS, objectId: s.own.classId }] });
    const outside = await refused('POST', 'AddOrUpdateJoin', await entry(ownClass, VoteObjectType.CHILD, s.other.childId));
    expect([outside.ErrorField, outside.ErrorMessage]).toEqual(['ObjectId', '该幼儿不在报名范围内']);
    const joinerId = await addEntry(ownClass, VoteObjectType.CHILD, s.own.childId, '全家福');
    expect((await refused('POST', 'AddOrUpdateJoin', await entry(ownClass, VoteObjectType.CHILD, s.own.childId))).ErrorMessage).toBe('该幼儿已报名，每人一份作品');

    // Files: at least a picture or a video, pictures as pictures, a video as a video, and the adder's own uploads.
    const base = { activityId: teachersOnly, objectType: VoteObjectType.TEACHER, objectId: s.teacherId, title: '古筝独奏', content: '《茉莉花》' };
    expect((await refused('POST', 'AddOrUpdateJoin', base)).ErrorField).toBe('PictureFileIds');
    const video = await uploadFile(s.tokens.admin, sampleMp4(4096), '独奏.mp4');
    expect((await refused('POST', 'AddOrUpdateJoin', { ...base, pictureFileIds: [video] })).ErrorField).toBe('PictureFileIds');
    expect((await refused('POST', 'AddOrUpdateJoin', { ...base, videoFileId: await picture() })).ErrorField).toBe('VideoFileId');
    expect((await refused('POST', 'AddOrUpdateJoin', { ...base, pictureFileIds: [await picture(s.tokens.teacher)] })).ErrorMessage).toMatch(/不是您上传的/);
    const teacherEntry = (await ok('POST', 'AddOrUpdateJoin', { ...base, videoFileId: video })).JoinerId as number;
    await ok('POST', 'AddOrUpdateJoin', { ...base, joinerId: teacherEntry, title: '古筝独奏《茉莉花》', videoFileId: video });
    expect((await refused('POST', 'AddOrUpdateJoin', { ...base, joinerId: teacherEntry, objectId: s.otherTeacherId, videoFileId: video })).ErrorField).toBe('ObjectId');

    const list = await ok('GET', 'GetJoinPersonList', { activityId: ownClass });
    expect(list).toMatchObject({
      Total: 1,
      List: [{ JoinerId: joinerId, ObjectName: '王小明', ObjectType: VoteObjectType.CHILD, ObjectTypeName: '幼儿', ClassName: '小一班', GradeName: '小班', Phone: '13900000001', Title: '全家福', VoteCount: 0, Rank: 1, AdderName: '甲园长' }],
    });
    expect(list.List[0].PictureList).toEqual([expect.objectContaining({ FileType: 'png' })]);
    const teacherList = await ok('GET', 'GetJoinPersonList', { activityId: teachersOnly });
    expect(teacherList.List[0]).toMatchObject({ ObjectName: '小一班老师', ObjectTypeName: '教师', ClassName: '', Phone: '13700000011', Title: '古筝独奏《茉莉花》', PictureList: [], Video: { FileType: 'mp4' } });
    expect((await ok('GET', 'GetJoinPersonList', { activityId: ownClass, classId: s.other.classId })).Total).toBe(0);
    expect((await ok('GET', 'GetJoinPersonList', { activityId: ownClass, gradeId: s.own.gradeId, searchKey: '全家' })).Total).toBe(1);
  });

  it('lets a teacher enrol in person while 报名中 and within the range, once', async () => {
    const staffOnly = await addIn(VoteStatus.ENROLLING, { isOpenEnroll: false, enrollObjectType: VoteObjectType.TEACHER, enrollObjectList: [{ selectKind: VoteSelectKind.DEPARTMENT, objectId: departmentId }] });
    const mine = { activityId: staffOnly, title: '我的舞蹈', content: '民族舞' };
    expect((await refused('POST', 'JoinActivity', { ...mine, pictureFileIds: [await picture(s.tokens.teacher)] }, s.tokens.teacher)).ErrorMessage).toBe('您不在本活动的报名范围内');
    const joined = await ok('POST', 'JoinActivity', { ...mine, pictureFileIds: [await picture(s.tokens.otherTeacher)] }, s.tokens.otherTeacher);
    expect((await refused('POST', 'JoinActivity', { ...mine, pictureFileIds: [await picture(s.tokens.otherTeacher)] }, s.tokens.otherTeacher)).ErrorMessage).toBe('您已报名，每人限报一份作品');
    expect((await ok('GET', 'GetJoinPersonList', { activityId: staffOnly })).List).toMatchObject([{ JoinerId: joined.JoinerId, ObjectName: '小二班老师', AdderName: '小二班老师' }]);

    const voting = await addIn(VoteStatus.VOTING);
    const late = await refused('POST', 'JoinActivity', { ...mine, activityId: voting, pictureFileIds: [await picture(s.tokens.teacher)] }, s.tokens.teacher);
    expect([late.ErrorCode, late.ErrorMessage]).toEqual([ErrorCode.NOT_ALLOWED, '活动投票中，不能报名']);
  });

  it('counts votes within the total and the day, in batches where allowed, and lists voters, details and the ranking', async () => {
    const activityId = await addIn(VoteStatus.WAITING, { everyoneVotes: 3 });
    const [a, b, c] = [await addEntry(activityId, VoteObjectType.CHILD, s.own.childId, '甲'), await addEntry(activityId, VoteObjectType.CHILD, s.other.childId, '乙'), await addEntry(activityId, VoteObjectType.TEACHER, s.teacherId, '丙')];
    expect((await vote(activityId, [a!])).ErrorMessage).toBe('活动待投票，不能投票');
    await ok('POST', 'UpdateActivityVote', activity({ activityId, everyoneVotes: 3 }));

    expect(await ok('POST', 'AddVote', { activityId, joinerIds: [a] }, s.tokens.teacher)).toEqual({ VoteCount: 1, RemainingTotal: 2, RemainingToday: null });
    expect((await vote(activityId, [a!, b!])).ErrorField).toBe('JoinerIds');
    await ok('POST', 'AddVote', { activityId, joinerIds: [a] }, s.tokens.teacher);
    await ok('POST', 'AddVote', { activityId, joinerIds: [b] }, s.tokens.teacher);
    const spent = await vote(activityId, [c!]);
    expect([spent.ErrorCode, spent.ErrorMessage]).toEqual([ErrorCode.NOT_ALLOWED, '每人最多投3票，您的票已用完']);
    await ok('POST', 'AddVote', { activityId, joinerIds: [b] }, s.tokens.otherTeacher);
    expect((await vote(activityId, [999999])).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);

    const ranking = await ok('GET', 'GetRankingList', { activityId });
    expect(ranking).toMatchObject({ TotalVotes: 4, CountsShown: true });
    expect(ranking.List.map((item: { Title: string; Rank: number; VoteCount: number }) => [item.Title, item.Rank, item.VoteCount])).toEqual([
      ['甲', 1, 2],
      ['乙', 1, 2],
      ['丙', 3, 0],
    ]);
    expect((await ok('GET', 'GetRankingList', { activityId, classId: s.other.classId })).List.map((item: { Title: string }) => item.Title)).toEqual(['乙']);
    expect((await row(activityId)).VoteCount).toBe(4);

    const voters = await ok('GET', 'GetVotePersonList', { activityId });
    expect(voters.List.map((voter: { ObjectName: string; VoteCount: number; Phone: string }) => [voter.ObjectName, voter.VoteCount, voter.Phone]).sort()).toEqual([
      ['小一班老师', 3, '13700000011'],
      ['小二班老师', 1, '13700000012'],
    ]);
    expect((await ok('GET', 'GetVotePersonList', { activityId, searchKey: '小二' })).Total).toBe(1);
    const detail = await ok('GET', 'GetVoteDetailByJoin', { activityId, joinerId: b });
    expect(detail.Joiner).toMatchObject({ Title: '乙', VoteCount: 2, ObjectName: '李小红' });
    expect(detail.VoterList.map((voter: { ObjectName: string; VoteCount: number }) => [voter.ObjectName, voter.VoteCount]).sort()).toEqual([
      ['小一班老师', 1],
      ['小二班老师', 1],
    ]);
    expect((await refused('GET', 'GetVoteDetailByJoin', { activityId, joinerId: 999999 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);

    // Removing an entry gives its votes back to their voters.
    await ok('POST', 'DelJoin', { joinerId: a });
    expect(await ok('POST', 'AddVote', { activityId, joinerIds: [c] }, s.tokens.teacher)).toMatchObject({ RemainingTotal: 1 });
    expect((await ok('GET', 'GetJoinPersonList', { activityId })).Total).toBe(2);
  });

  it('keeps a day’s limit, a new day bringing new votes within the total, and batches of several entries', async () => {
    const { activityId, joinerIds: entries } = await votingWith({ voteMode: VoteMode.DAILY, everydayVoteCount: 2, everyoneVotes: 3, isBatchVote: true, voteEndTime: at(5 * DAY) }, [
      [VoteObjectType.CHILD, s.own.childId],
      [VoteObjectType.CHILD, s.other.childId],
    ]);
    expect((await vote(activityId, [entries[0]!, entries[0]!])).ErrorField).toBe('JoinerIds');
    expect(await ok('POST', 'AddVote', { activityId, joinerIds: entries }, s.tokens.teacher)).toEqual({ VoteCount: 2, RemainingTotal: 1, RemainingToday: 0 });
    expect((await vote(activityId, [entries[0]!])).ErrorMessage).toBe('每人每天最多投2票，今天的票已用完');
    await advance(DAY);
    expect((await vote(activityId, entries)).ErrorMessage).toBe('每人最多投3票，您还可以投1票');
    expect(await ok('POST', 'AddVote', { activityId, joinerIds: [entries[1]] }, s.tokens.teacher)).toEqual({ VoteCount: 1, RemainingTotal: 0, RemainingToday: 0 });
  });

  it('keeps voters to the voting range and object type', async () => {
    const childrenVote = await votingWith({ voteObjectType: VoteObjectType.CHILD }, [[VoteObjectType.TEACHER, s.otherTeacherId]]);
    const classVote = await votingWith({ isOpenVote: false, voteObjectType: VoteObjectType.TEACHER, voteObjectList: [{ selectKind: VoteSelectKind.CLASS, objectId: s.own.classId }] }, [
      [VoteObjectType.TEACHER, s.otherTeacherId],
    ]);
    expect((await vote(childrenVote.activityId, childrenVote.joinerIds)).ErrorMessage).toBe('您不在本活动的投票范围内');
    // The teacher of 小一班 votes through the class; the teacher of 小二班 does not.
    await ok('POST', 'AddVote', { activityId: classVote.activityId, joinerIds: classVote.joinerIds }, s.tokens.teacher);
    expect((await vote(classVote.activityId, classVote.joinerIds, s.tokens.otherTeacher)).ErrorMessage).toBe('您不在本活动的投票范围内');
  });

  it('never lets 50 votes at once by one voter pass the total, the day’s or a batch’s limit', async () => {
    const both: [number, number][] = [
      [VoteObjectType.CHILD, s.own.childId],
      [VoteObjectType.CHILD, s.other.childId],
    ];
    const total = await votingWith({ everyoneVotes: 7 }, both);
    const daily = await votingWith({ voteMode: VoteMode.DAILY, everydayVoteCount: 5, everyoneVotes: 20 }, both);
    const batch = await votingWith({ everyoneVotes: 9, isBatchVote: true }, both);

    const fire = (activityId: number, joinerIds: number[]) => Promise.all(Array.from({ length: 50 }, () => vote(activityId, joinerIds)));
    const [totals, dailies, batches] = await Promise.all([fire(total.activityId, [total.joinerIds[0]!]), fire(daily.activityId, [daily.joinerIds[1]!]), fire(batch.activityId, batch.joinerIds)]);
    const succeeded = (answers: LegacyAnswer[]) => answers.filter((answer) => answer.ResponseStatus === 1).length;
    expect([succeeded(totals), succeeded(dailies), succeeded(batches)]).toEqual([7, 5, 4]);
    for (const answers of [totals, dailies, batches]) {
      expect(answers.filter((answer) => answer.ResponseStatus !== 1).every((answer) => answer.ErrorCode === ErrorCode.NOT_ALLOWED)).toBe(true);
    }
    for (const [{ activityId }, votes] of [
      [total, 7],
      [daily, 5],
      [batch, 8],
    ] as const) {
      const ballots = await s.t.db.selectFrom('voteBallot').select((eb) => eb.fn.countAll<number>().as('n')).where('activityId', '=', activityId).executeTakeFirstOrThrow();
      const voter = await s.t.db.selectFrom('voteVoter').select('votes').where('activityId', '=', activityId).executeTakeFirstOrThrow();
      expect([Number(ballots.n), voter.votes]).toEqual([votes, votes]);
    }
  });
});
