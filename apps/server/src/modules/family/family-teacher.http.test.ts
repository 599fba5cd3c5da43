import { AttendStatus, ChildLeaveType, ErrorCode, NoticeAudience, NoticeReceivers, QuestionType, SurveyUserType, TeacherStatus, VoteObjectType } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../clock.js';
import { send } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const F = '/javaApi/family/';
const T = '/javaApi/family/teacher/';
const MINUTE = 60;
const TEACHER = '13700000011';
const OTHER_TEACHER = '13700000012';
const MOTHER = '13900000001';

type Envelope = { code: number; message: string; field?: string; data: any };

/**
 * Story: 小一班老师 signs in on the family page by SMS code as a teacher. She reads the notices and
 * news for the staff, answers the staff's questionnaire, votes in the teachers' activity, and takes
 * today's roll call of 小一班, which shows the leave 王小明's mother reported. Her token opens neither a
 * family's calls nor the console's, and a family's token none of hers; 小二班老师 sees 小二班 only.
 */
describe.each(testDialects)('the family page for teachers on %s', (dialect) => {
  let s: TeachingApp;
  let teacher = '';
  let otherTeacher = '';
  let mother = '';

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    await s.t.make.guardian(s.t.schools.schoolA, s.own.childId, { name: '王妈妈', phone: MOTHER });
    teacher = await signIn(TEACHER);
    otherTeacher = await signIn(OTHER_TEACHER);
    mother = await signIn(MOTHER, F);
  }, 60_000);
  afterAll(() => s.t.close());

  const call = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = teacher) =>
    (await send(s.t, method, url, input, token)) as Envelope;
  const mine = (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = teacher) => call(method, `${T}${action}`, input, token);
  const ok = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = teacher) => {
    const answer = await call(method, url, input, token);
    expect(answer.code, `${url} ${JSON.stringify(input)} ${answer.message}`).toBe(ErrorCode.SUCCESS);
    return answer.data;
  };
  const mineOk = (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = teacher) => ok(method, `${T}${action}`, input, token);
  const admin = (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) => ok(method, url, input, s.tokens.admin);
  const ids = (rows: Record<string, number>[], key: string) => rows.map((row) => row[key]);

  /** Signs a phone in by the code family.sendCode texts to it (as a teacher unless told `F`); a minute passes first. */
  async function signIn(phone: string, base = T): Promise<string> {
    s.t.clock.advance(MINUTE + 1);
    const sent = await call('POST', `${F}sendCode`, { phone }, null);
    const answer = await call('POST', `${base}login`, { phone, code: s.t.sms.lastCode(phone), codeId: sent.data.codeId }, null);
    expect(answer.code, answer.message).toBe(ErrorCode.SUCCESS);
    return answer.data.token as string;
  }

  describe('signing in', () => {
    it('texts a staff phone a code and signs the teacher in with the classes taught this year', async () => {
      s.t.clock.advance(MINUTE + 1);
      const sent = await ok('POST', `${F}sendCode`, { phone: TEACHER }, null);
      expect(await mine('POST', 'login', { phone: TEACHER, code: '000000', codeId: sent.codeId }, null)).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      const answer = await s.t.call('POST', `${T}login`, { body: { phone: TEACHER, code: s.t.sms.lastCode(TEACHER), codeId: sent.codeId } });
      expect(answer.headers.auth).toBe(answer.body.data.token);
      expect(answer.body.data).toMatchObject({ phone: TEACHER, teacherName: '小一班老师', schoolName: '甲幼儿园', classes: [{ classId: s.own.classId, className: '小一班' }] });
      expect(await mineOk('GET', 'getAccount')).toMatchObject({ teacherName: '小一班老师', classes: [{ className: '小一班' }] });
    });

    it('refuses a phone not on the staff, and bad input with 1000001 naming the field', async () => {
      s.t.clock.advance(MINUTE + 1);
      const sent = await ok('POST', `${F}sendCode`, { phone: MOTHER }, null);
      expect(await mine('POST', 'login', { phone: MOTHER, code: s.t.sms.lastCode(MOTHER), codeId: sent.codeId }, null)).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '该手机号不是在职教职工，请联系幼儿园' });
      expect(await mine('POST', 'login', { phone: TEACHER, code: '12ab' }, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'code' });
      expect(await mine('POST', 'login', { phone: '123', code: '123456' }, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'phone' });
    });

    it('keeps the teacher’s, the families’ and the console’s tokens apart', async () => {
      expect(await mine('GET', 'getNoticeList', {}, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect(await mine('GET', 'getNoticeList', {}, mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await mine('GET', 'getRollCall', {}, s.tokens.teacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('GET', `${F}getNoticeList`, {}, teacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('GET', `${F}getLeaveList`, {}, teacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('GET', '/javaApi/notice/getSchoolNoticeList', {}, teacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: s.own.classId, date: schoolDate(s.t.clock.now()) }, teacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    });

    it('ends the session at logout, and when the teacher leaves the staff', async () => {
      const token = await signIn(TEACHER);
      await mineOk('POST', 'logout', {}, token);
      expect(await mine('GET', 'getAccount', {}, token)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });

      const leaver = await s.t.make.teacher(s.t.schools.schoolA, { phone: '13700000019', name: '离职老师' });
      const leaving = await signIn('13700000019');
      await s.t.db.updateTable('teacher').set({ status: TeacherStatus.LEFT }).where('id', '=', leaver).execute();
      expect(await mine('GET', 'getAccount', {}, leaving)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    });
  });

  it('lets a phone on the staff of two schools pick the other, and then reads that school’s, as its staff row there', async () => {
    const phone = '13700000021';
    await s.t.make.teacher(s.t.schools.schoolA, { phone, name: '甲园兼职老师' });
    await s.t.make.teacher(s.t.schools.schoolB, { phone, name: '乙园兼职老师' });
    const staffNotice = (title: string) => ({ title, content: `<p>${title}</p>`, audienceType: NoticeAudience.STAFF, classIds: [], receiverType: NoticeReceivers.STAFF });
    const inB = (await ok('POST', '/javaApi/notice/add', staffNotice('乙园兼职教师会议'), s.tokens.adminB)).noticeId;
    const token = await signIn(phone);
    const schools = [
      { schoolId: s.t.schools.schoolA, schoolName: '甲幼儿园' },
      { schoolId: s.t.schools.schoolB, schoolName: '乙幼儿园' },
    ];
    expect(await mineOk('GET', 'getAccount', {}, token)).toMatchObject({ teacherName: '甲园兼职老师', schoolId: s.t.schools.schoolA, schools });
    expect(ids((await mineOk('GET', 'getNoticeList', {}, token)).list, 'noticeId')).not.toContain(inB);

    expect(await mineOk('POST', 'pickSchool', { schoolId: s.t.schools.schoolB }, token)).toMatchObject({ teacherName: '乙园兼职老师', schoolId: s.t.schools.schoolB, schoolName: '乙幼儿园', classes: [], schools });
    expect(await mineOk('GET', 'getAccount', {}, token)).toMatchObject({ schoolName: '乙幼儿园' });
    expect(ids((await mineOk('GET', 'getNoticeList', {}, token)).list, 'noticeId')).toContain(inB);
    expect((await mineOk('POST', 'readNotice', { noticeId: inB }, token)).readAt).toBeTruthy();

    // A school the phone does not work in, or bad input, changes nothing.
    expect(await mine('POST', 'pickSchool', { schoolId: s.t.schools.branchA }, token)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '任职的幼儿园不存在' });
    expect(await mine('POST', 'pickSchool', { schoolId: 'x' }, token)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'schoolId' });
    expect(await mine('POST', 'pickSchool', { schoolId: s.t.schools.schoolB }, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
    expect(await mine('POST', 'pickSchool', { schoolId: s.t.schools.schoolB }, mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    expect(await mineOk('GET', 'getAccount', {}, token)).toMatchObject({ schoolName: '乙幼儿园' });
    expect((await mineOk('GET', 'getAccount')).schools).toEqual([{ schoolId: s.t.schools.schoolA, schoolName: '甲幼儿园' }]);
  });

  it('lists the notices for the staff of the school, of all staff and of the classes taught; reading one counts as the teacher’s', async () => {
    const notice = (title: string, overrides: Record<string, unknown>) => ({ title, content: `<p>${title}</p>`, audienceType: NoticeAudience.CLASSES, classIds: [], receiverType: NoticeReceivers.STAFF, ...overrides });
    const staff = (await admin('POST', '/javaApi/notice/add', notice('教职工会议', { audienceType: NoticeAudience.STAFF }))).noticeId;
    const own = (await admin('POST', '/javaApi/notice/add', notice('小一班老师须知', { classIds: [s.own.classId] }))).noticeId;
    const both = (await admin('POST', '/javaApi/notice/add', notice('全园放假通知', { audienceType: NoticeAudience.SCHOOL, receiverType: NoticeReceivers.BOTH }))).noticeId;
    const families = (await admin('POST', '/javaApi/notice/add', notice('小一班家长通知', { classIds: [s.own.classId], receiverType: NoticeReceivers.FAMILIES }))).noticeId;
    const other = (await admin('POST', '/javaApi/notice/add', notice('小二班老师须知', { classIds: [s.other.classId] }))).noticeId;
    const foreign = (await ok('POST', '/javaApi/notice/add', notice('乙园教职工通知', { audienceType: NoticeAudience.STAFF }), s.tokens.adminB)).noticeId;

    const page = await mineOk('GET', 'getNoticeList');
    expect(ids(page.list, 'noticeId').sort()).toEqual([staff, own, both].sort());
    expect(page).toMatchObject({ total: 3, unreadCount: 3 });
    expect(ids((await mineOk('GET', 'getNoticeList', {}, otherTeacher)).list, 'noticeId').sort()).toEqual([staff, other, both].sort());

    expect((await mineOk('POST', 'readNotice', { noticeId: own })).readAt).toBeTruthy();
    expect((await mineOk('GET', 'getNoticeList')).unreadCount).toBe(2);
    const readers = await admin('GET', '/javaApi/notice/getReadList', { noticeId: own, readStatus: 1 });
    expect(readers.list).toMatchObject([{ readerType: 1, readerId: s.teacherId, name: '小一班老师' }]);
    for (const noticeId of [families, other, foreign]) {
      expect(await mine('POST', 'readNotice', { noticeId }), String(noticeId)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '通知不存在' });
    }
    expect(await mine('POST', 'readNotice', { noticeId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'noticeId' });
  });

  it('lists the news for teachers whatever the grade, and counts the teacher’s read', async () => {
    const article = (title: string, overrides: Record<string, unknown> = {}) => ({
      title,
      content: `<p>${title}</p>`,
      limitGradeLevel: [4],
      limitUserType: [1],
      activeDate: schoolDate(s.t.clock.now()),
      isPublish: true,
      ...overrides,
    });
    const teachers = (await admin('POST', '/javaApi/news/addOrUpdate', article('教研活动'))).newsId;
    const families = (await admin('POST', '/javaApi/news/addOrUpdate', article('亲子运动会', { limitUserType: [2] }))).newsId;
    const foreign = (await ok('POST', '/javaApi/news/addOrUpdate', article('乙园教研'), s.tokens.adminB)).newsId;

    expect(ids((await mineOk('GET', 'getNewsList')).list, 'newsId')).toEqual([teachers]);
    const read = await mineOk('POST', 'readNews', { newsId: teachers });
    expect(read).toMatchObject({ newsId: teachers, title: '教研活动', content: '<p>教研活动</p>' });
    expect(read.readAt).toBeTruthy();
    expect((await mineOk('GET', 'getNewsList')).list[0].readAt).toBeTruthy();
    for (const newsId of [families, foreign]) expect(await mine('POST', 'readNews', { newsId })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '新闻不存在' });
  });

  it('lists the questionnaires for the staff and takes the teacher’s answer once a round', async () => {
    const survey = (title: string, userType: number) => ({
      title,
      userType,
      isPublish: 1,
      questionList: [{ questionName: '本学期教研是否有帮助', questionType: QuestionType.RADIO, isMustAnswer: true, optionList: [{ optionContent: '有' }, { optionContent: '一般' }] }],
    });
    const staff = (await admin('POST', '/javaApi/questionnaire/insert', survey('教职工满意度', SurveyUserType.TEACHER))).questionnaireId;
    const families = (await admin('POST', '/javaApi/questionnaire/insert', survey('家长问卷', SurveyUserType.PARENT))).questionnaireId;

    expect((await mineOk('GET', 'getQuestionnaireList')).list).toEqual([expect.objectContaining({ questionnaireId: staff, submitted: false })]);
    const view = await mineOk('GET', 'getQuestionnaire', { questionnaireId: staff });
    const [radio] = view.questionList;
    const answers = [{ questionId: radio.id, optionIds: [radio.optionList[0].id] }];
    expect(await mine('POST', 'submitAnswer', { questionnaireId: staff, answers: [] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '第1题为必答题' });
    await mineOk('POST', 'submitAnswer', { questionnaireId: staff, answers });
    expect(await mine('POST', 'submitAnswer', { questionnaireId: staff, answers })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    const users = await admin('POST', '/javaApi/questionnaire/getUserList', { questionnaireId: staff, answered: 1 });
    expect(users.list).toMatchObject([{ respondentType: 1, respondentId: s.teacherId, answered: true }]);
    expect((await mine('GET', 'getQuestionnaire', { questionnaireId: families })).code).not.toBe(ErrorCode.SUCCESS);
  });

  it('lists the activities a teacher may take part in and votes as the teacher within the limits', async () => {
    const at = (hours: number) => new Date(s.t.clock.now().getTime() + (8 + hours) * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    const activity = (activityName: string, objectType: number) => ({
      activityName,
      activityIntro: '投票',
      enrollObjectType: objectType,
      voteObjectType: objectType,
      everyoneVotes: 1,
      enrollStartTime: at(-72),
      enrollEndTime: at(-48),
      voteStartTime: at(-24),
      voteEndTime: at(24),
    });
    const legacy = async (action: string, input: Record<string, unknown>) => {
      const answer = (await s.t.call('POST', `/api/Vote/${action}`, { token: s.tokens.admin, body: input })).body;
      expect(answer.ErrorMessage, action).toBe('');
      return answer.Data;
    };
    const teachers = (await legacy('AddActivityVote', { ...activity('教师才艺评选', VoteObjectType.TEACHER), enrollStartTime: at(-1), enrollEndTime: at(1), voteStartTime: at(2), voteEndTime: at(48) })).ActivityId as number;
    const joinerId = (await legacy('AddOrUpdateJoin', { activityId: teachers, objectType: VoteObjectType.TEACHER, objectId: s.otherTeacherId, title: '古筝', content: '独奏', pictureFileIds: [await s.upload('ClassMedia', s.tokens.admin)] })).JoinerId as number;
    await legacy('UpdateActivityVote', { activityId: teachers, ...activity('教师才艺评选', VoteObjectType.TEACHER) });
    const children = (await legacy('AddActivityVote', activity('幼儿绘画评选', VoteObjectType.CHILD))).ActivityId as number;

    expect(ids((await mineOk('GET', 'getVoteList')).list, 'activityId')).toEqual([teachers]);
    expect((await mineOk('GET', 'getVote', { activityId: teachers }, otherTeacher)).entries).toMatchObject([{ joinerId, objectName: '小二班老师', isMine: true }]);
    expect(await mineOk('POST', 'vote', { activityId: teachers, joinerIds: [joinerId] })).toMatchObject({ voteCount: 1, remainingTotal: 0 });
    expect(await mine('POST', 'vote', { activityId: teachers, joinerIds: [joinerId] })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    expect((await mineOk('GET', 'getVote', { activityId: teachers })).votesCast).toBe(1);
    expect((await mineOk('GET', 'getVoteRanking', { activityId: teachers })).list[0]).toMatchObject({ joinerId });
    expect(await mine('POST', 'vote', { activityId: children, joinerIds: [joinerId] })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    expect(await mine('POST', 'vote', { activityId: teachers, joinerIds: [] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'joinerIds' });
  });

  it('shows today’s roll call of the classes taught, with the leaves families reported', async () => {
    const day = schoolDate(s.t.clock.now());
    await ok('POST', `${F}addLeave`, { leaveType: ChildLeaveType.SICK, startDate: day, endDate: day, note: '咳嗽' }, mother);
    await s.t.make.attendanceDay(s.t.schools.schoolA, { childId: s.own.childId, classId: s.own.classId, date: day, status: AttendStatus.ABSENT });

    const roll = await mineOk('GET', 'getRollCall');
    expect(roll.date).toBe(day);
    expect(roll.list).toHaveLength(1);
    expect(roll.list[0]).toMatchObject({ classId: s.own.classId, className: '小一班', leaveCount: 1, totals: { absentCount: 0 } });
    expect(roll.list[0].children).toMatchObject([{ studentName: '王小明', status: AttendStatus.ABSENT, leave: { leaveTypeName: '病假', note: '咳嗽' } }]);
    const others = await mineOk('GET', 'getRollCall', {}, otherTeacher);
    expect(others.list.map((sheet: { className: string }) => sheet.className)).toEqual(['小二班']);
  });

  it('takes today’s roll call from the phone: the console’s sheet shows the teacher’s mark; another class, another day’s sheet and bad input are refused', async () => {
    const day = schoolDate(s.t.clock.now());
    const mark = (status: number, extra: Record<string, unknown> = {}) => ({ classId: s.own.classId, records: [{ studentId: s.own.childId, status, ...extra }] });
    expect(await mineOk('POST', 'markRollCall', mark(AttendStatus.PRESENT, { remark: '8:05到园' }))).toEqual({ savedCount: 1 });
    const sheet = await admin('GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: s.own.classId, date: day });
    expect(sheet.children).toMatchObject([{ studentId: s.own.childId, status: AttendStatus.PRESENT, remark: '8:05到园', markedByName: '小一班老师' }]);
    expect((await mineOk('GET', 'getRollCall')).list[0].totals).toMatchObject({ presentCount: 1, absentCount: 0 });

    expect(await mine('POST', 'markRollCall', mark(AttendStatus.ABSENT), otherTeacher)).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '只能为本学年任教的班级点名' });
    expect(await mine('POST', 'markRollCall', { classId: s.own.classId, records: [{ studentId: s.other.childId, status: AttendStatus.ABSENT }] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(await mine('POST', 'markRollCall', mark(5))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'records.0.status' });
    expect(await mine('POST', 'markRollCall', { classId: s.own.classId, records: [] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'records' });
    expect(await mine('POST', 'markRollCall', { status: AttendStatus.PRESENT })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'classId' });
    expect(await mine('POST', 'markRollCall', mark(AttendStatus.ABSENT), null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
    expect(await mine('POST', 'markRollCall', mark(AttendStatus.ABSENT), mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    expect((await admin('GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: s.own.classId, date: day })).children[0].status).toBe(AttendStatus.PRESENT);
  });
});
