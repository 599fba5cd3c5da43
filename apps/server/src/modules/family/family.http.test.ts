import { AttendStatus, ChildLeaveType, ErrorCode, NoticeAudience, NoticeReceivers, QuestionType, SurveyUserType, UPLOAD_APP_HEADER, VoteObjectType, VoteShowMode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../clock.js';
import { addDays } from '../../core/calendar.js';
import { scopeToSchool } from '../../module-list.js';
import { send } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { samplePng } from '../../test/sample-files.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';
import { absenceNotices } from './absence-notices.js';

const F = '/javaApi/family/';
const MINUTE = 60;
const MOTHER = '13900000001';
const OTHER_FAMILY = '13900000002';

type Envelope = { code: number; message: string; field?: string; data: any };

/**
 * Story: 王小明's mother (小一班 of school A) also has 赵小乐 in school B. She signs in on the family
 * page by SMS code, reads her class's notice and the news, comments, answers a questionnaire, enrols
 * 王小明 in a drawing contest with a picture she uploads and votes within the limits, reports a sick
 * leave that the roll call shows, and hears when her child is marked absent without one. 李小红's
 * family (小二班) and school B never see her child's school's rows through her, nor she theirs.
 */
describe.each(testDialects)('the family page on %s', (dialect) => {
  let s: TeachingApp;
  let mother = '';
  let otherFamily = '';
  let motherIdA = 0;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    motherIdA = await s.t.make.guardian(s.t.schools.schoolA, s.own.childId, { name: '王妈妈', phone: MOTHER });
    await s.t.make.guardian(s.t.schools.schoolB, s.foreign.childId, { name: '赵妈妈', phone: MOTHER });
    await s.t.make.guardian(s.t.schools.schoolA, s.other.childId, { name: '李爸爸', phone: OTHER_FAMILY });
    mother = await signIn(MOTHER);
    otherFamily = await signIn(OTHER_FAMILY);
  }, 60_000);
  afterAll(() => s.t.close());

  const call = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = mother) =>
    (await send(s.t, method, url, input, token)) as Envelope;
  const family = (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = mother) => call(method, `${F}${action}`, input, token);
  const ok = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = mother) => {
    const answer = await call(method, url, input, token);
    expect(answer.code, `${url} ${JSON.stringify(input)} ${answer.message}`).toBe(ErrorCode.SUCCESS);
    return answer.data;
  };
  const familyOk = (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = mother) => ok(method, `${F}${action}`, input, token);
  const admin = (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) => ok(method, url, input, s.tokens.admin);

  /** Signs a phone in by the code texted to it; a minute passes first, the pause between two codes. */
  async function signIn(phone: string): Promise<string> {
    s.t.clock.advance(MINUTE + 1);
    const sent = await call('POST', `${F}sendCode`, { phone }, null);
    const answer = await call('POST', `${F}login`, { phone, code: s.t.sms.lastCode(phone), codeId: sent.data.codeId }, null);
    expect(answer.code, answer.message).toBe(ErrorCode.SUCCESS);
    return answer.data.token as string;
  }

  /** A picture uploaded in one chunk on the family page (or, given a console token, the console's upload); or only its first chunk. */
  async function upload(token: string, kind = 'ClassMedia', console = false, isLast = true): Promise<Envelope> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), '作品.png');
    const response = await s.t.app.inject({
      method: 'POST',
      url: console ? '/javaApi/family/uploadFile' : `${F}uploadFile`,
      query: { relativeServerName: kind, offset: '0', isLast: isLast ? '1' : '0' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    return response.json() as Envelope;
  }

  const today = () => schoolDate(s.t.clock.now());

  describe('signing in', () => {
    it('texts a code only to a guardian on record, answering alike, and signs in for the first child with the others to pick', async () => {
      s.t.clock.advance(MINUTE + 1);
      const texted = s.t.sms.sent.length;
      const stranger = await family('POST', 'sendCode', { phone: '13911112222' }, null);
      expect(stranger.code).toBe(ErrorCode.SUCCESS);
      expect(stranger.data.codeId).toMatch(/^[0-9a-f]{32}$/);
      expect(s.t.sms.sent).toHaveLength(texted);

      const sent = await familyOk('POST', 'sendCode', { phone: MOTHER }, null);
      expect(await family('POST', 'login', { phone: MOTHER, code: '000000', codeId: sent.codeId }, null)).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      const answer = await s.t.call('POST', `${F}login`, { body: { phone: MOTHER, code: s.t.sms.lastCode(MOTHER), codeId: sent.codeId } });
      expect(answer.headers.auth).toBe(answer.body.data.token);
      const account = answer.body.data;
      expect(account.current).toMatchObject({ childId: s.own.childId, childName: '王小明', schoolId: s.t.schools.schoolA, className: '小一班', isMain: true, relationName: '母亲' });
      expect(account.children.map((child: { childId: number }) => child.childId)).toEqual([s.own.childId, s.foreign.childId]);
      expect(account.guardianName).toBe('王妈妈');
    });

    it('refuses bad input with 1000001 naming the field', async () => {
      expect(await family('POST', 'sendCode', { phone: '123' }, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'phone' });
      expect(await family('POST', 'login', { phone: MOTHER, code: '12ab' }, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'code' });
      expect(await family('POST', 'pickChild', { childId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'childId' });
    });

    it('switches to the child in the other school, never to another family’s child', async () => {
      const token = await signIn(MOTHER);
      const switched = await familyOk('POST', 'pickChild', { childId: s.foreign.childId }, token);
      expect(switched.current).toMatchObject({ childId: s.foreign.childId, schoolId: s.t.schools.schoolB, className: '大一班' });
      expect((await familyOk('GET', 'getAccount', {}, token)).current.childId).toBe(s.foreign.childId);
      expect(await family('POST', 'pickChild', { childId: s.other.childId }, token)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '幼儿不存在' });
      // Acting for the school B child, the family reads school B only: school A's notices are not there.
      expect((await familyOk('GET', 'getNoticeList', {}, token)).list).toEqual([]);
      await familyOk('POST', 'logout', {}, token);
      expect(await family('GET', 'getAccount', {}, token)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    });

    it('takes no console token, and its token opens no console call', async () => {
      expect(await family('GET', 'getNoticeList', {}, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect(await family('GET', 'getNoticeList', {}, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('GET', '/javaApi/notice/getSchoolNoticeList', {}, mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await call('POST', '/javaApi/login/getTeacherAccountInfo', {}, mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect((await upload(s.tokens.admin, 'ClassMedia', true)).code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('ends a session whose child is no longer the family’s', async () => {
      const token = await signIn(OTHER_FAMILY);
      await s.t.db.updateTable('childGuardian').set({ relievedAt: new Date().toISOString() }).where('childId', '=', s.other.childId).execute();
      expect(await family('GET', 'getAccount', {}, token)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      await s.t.db.updateTable('childGuardian').set({ relievedAt: null }).where('childId', '=', s.other.childId).execute();
      expect((await familyOk('GET', 'getAccount', {}, token)).current.childId).toBe(s.other.childId);
    });
  });

  describe('通知', () => {
    const notice = (title: string, classIds: number[], overrides: Record<string, unknown> = {}) => ({
      title,
      content: `<p>${title}的内容</p>`,
      audienceType: NoticeAudience.CLASSES,
      classIds,
      receiverType: NoticeReceivers.FAMILIES,
      ...overrides,
    });

    it('lists the notices for the child’s class, grade and school; reading one counts in the console', async () => {
      const mine = (await admin('POST', '/javaApi/notice/add', notice('小一班春游通知', [s.own.classId]))).noticeId;
      const school = (await admin('POST', '/javaApi/notice/add', notice('全园放假通知', [], { audienceType: NoticeAudience.SCHOOL, receiverType: NoticeReceivers.BOTH }))).noticeId;
      const others = (await admin('POST', '/javaApi/notice/add', notice('小二班通知', [s.other.classId]))).noticeId;
      const staff = (await admin('POST', '/javaApi/notice/add', notice('教职工会议', [], { audienceType: NoticeAudience.STAFF }))).noticeId;
      const teachersOnly = (await admin('POST', '/javaApi/notice/add', notice('小一班老师须知', [s.own.classId], { receiverType: NoticeReceivers.STAFF }))).noticeId;
      const foreign = (await ok('POST', '/javaApi/notice/add', notice('乙园通知', [s.foreign.classId]), s.tokens.adminB)).noticeId;

      const page = await familyOk('GET', 'getNoticeList');
      expect(page.list.map((row: { noticeId: number }) => row.noticeId)).toEqual([school, mine].sort((a, b) => b - a));
      expect(page).toMatchObject({ total: 2, unreadCount: 2 });
      expect(page.list.find((row: { noticeId: number }) => row.noticeId === mine)).toMatchObject({ title: '小一班春游通知', summary: '小一班春游通知的内容', publisherName: '甲园长', readAt: null });

      const read = await familyOk('POST', 'readNotice', { noticeId: mine });
      expect(read).toMatchObject({ noticeId: mine, content: '<p>小一班春游通知的内容</p>', attachments: [], video: null });
      expect(read.readAt).toBeTruthy();
      expect((await familyOk('GET', 'getNoticeList')).unreadCount).toBe(1);
      const counted = await admin('GET', '/javaApi/notice/getNoticeInfo', { noticeId: mine });
      expect(counted).toMatchObject({ readCount: 1, unreadCount: 0 });
      const readers = await admin('GET', '/javaApi/notice/getReadList', { noticeId: mine, readStatus: 1 });
      expect(readers.list).toMatchObject([{ readerType: 2, readerId: motherIdA, name: '王妈妈' }]);

      for (const noticeId of [others, staff, teachersOnly, foreign]) {
        expect(await family('POST', 'readNotice', { noticeId }), String(noticeId)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '通知不存在' });
      }
      expect(await family('POST', 'readNotice', {})).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'noticeId' });
      expect(await family('POST', 'readNotice', { noticeId: mine }, otherFamily)).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    });
  });

  describe('园所新闻', () => {
    const article = (title: string, overrides: Record<string, unknown> = {}) => ({
      title,
      content: `<p>${title}</p>`,
      limitGradeLevel: [2],
      limitUserType: [2],
      activeDate: today(),
      isPublish: true,
      isAllowComment: true,
      ...overrides,
    });

    it('lists the articles for families of the child’s grade, counts a read, and takes comments where allowed', async () => {
      const mine = (await admin('POST', '/javaApi/news/addOrUpdate', article('亲子运动会'))).newsId;
      const closed = (await admin('POST', '/javaApi/news/addOrUpdate', article('园长寄语', { isAllowComment: false }))).newsId;
      const teachers = (await admin('POST', '/javaApi/news/addOrUpdate', article('教研活动', { limitUserType: [1] }))).newsId;
      const bigClass = (await admin('POST', '/javaApi/news/addOrUpdate', article('大班毕业照', { limitGradeLevel: [4] }))).newsId;
      const draft = (await admin('POST', '/javaApi/news/addOrUpdate', article('草稿', { isPublish: false }))).newsId;
      const later = (await admin('POST', '/javaApi/news/addOrUpdate', article('下周活动', { activeDate: addDays(today(), 3) }))).newsId;
      const foreign = (await ok('POST', '/javaApi/news/addOrUpdate', article('乙园新闻'), s.tokens.adminB)).newsId;

      const page = await familyOk('GET', 'getNewsList');
      expect(page.list.map((row: { newsId: number }) => row.newsId).sort()).toEqual([mine, closed].sort());
      const read = await familyOk('POST', 'readNews', { newsId: mine });
      expect(read).toMatchObject({ newsId: mine, title: '亲子运动会', content: '<p>亲子运动会</p>', isAllowComment: true, schoolName: '甲幼儿园' });
      expect(read.readAt).toBeTruthy();
      const listed = await admin('GET', '/javaApi/news/getArticleList', { pageSize: 50 });
      expect(listed.list.find((row: { newsId: number }) => row.newsId === mine).readCount).toBe(1);

      const { commentId } = await familyOk('POST', 'addComment', { newsId: mine, content: '孩子玩得很开心' });
      const reply = await familyOk('POST', 'addComment', { newsId: mine, content: '谢谢老师', replyToId: commentId }, otherFamily);
      const comments = await familyOk('GET', 'getCommentList', { newsId: mine });
      expect(comments.total).toBe(2);
      expect(comments.list.find((row: { commentId: number }) => row.commentId === commentId)).toMatchObject({ authorName: '王妈妈', authorType: 2, isMine: true, content: '孩子玩得很开心' });
      expect(await family('POST', 'deleteComment', { commentId: reply.commentId })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '只能删除自己的评论' });
      await familyOk('POST', 'deleteComment', { commentId });
      expect((await familyOk('GET', 'getCommentList', { newsId: mine })).total).toBe(0);

      expect(await family('POST', 'addComment', { newsId: closed, content: '好' })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '该新闻未开启评论' });
      expect(await family('POST', 'addComment', { newsId: mine, content: ' ' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'content' });
      for (const newsId of [teachers, bigClass, draft, later, foreign]) {
        expect(await family('POST', 'readNews', { newsId }), String(newsId)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '新闻不存在' });
        expect(await family('POST', 'addComment', { newsId, content: '好' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
      }
    });
  });

  describe('问卷', () => {
    const survey = (title: string, overrides: Record<string, unknown> = {}) => ({
      title,
      description: '请如实填写',
      userType: SurveyUserType.PARENT,
      isPublish: 1,
      questionList: [
        { questionName: '您对班级老师是否满意', questionType: QuestionType.RADIO, isMustAnswer: true, optionList: [{ optionContent: '满意' }, { optionContent: '一般' }] },
        { questionName: '其他建议', questionType: QuestionType.FILL, isMustAnswer: false },
      ],
      ...overrides,
    });

    it('lists the questionnaires for the family and takes one answer a round, as the link does', async () => {
      const mine = (await admin('POST', '/javaApi/questionnaire/insert', survey('家长满意度调查'))).questionnaireId;
      const staff = (await admin('POST', '/javaApi/questionnaire/insert', survey('教职工调查', { userType: SurveyUserType.TEACHER }))).questionnaireId;
      const draft = (await admin('POST', '/javaApi/questionnaire/insert', survey('草稿问卷', { isPublish: 0 }))).questionnaireId;
      const bigClass = (await admin('POST', '/javaApi/questionnaire/insert', survey('大班问卷', { grade: [4] }))).questionnaireId;
      const foreign = (await ok('POST', '/javaApi/questionnaire/insert', survey('乙园问卷'), s.tokens.adminB)).questionnaireId;

      const { list } = await familyOk('GET', 'getQuestionnaireList');
      expect(list).toEqual([expect.objectContaining({ questionnaireId: mine, title: '家长满意度调查', stateName: '进行中', submitted: false })]);
      const view = await familyOk('GET', 'getQuestionnaire', { questionnaireId: mine });
      expect(view.respondent).toMatchObject({ respondentType: 2, name: '王妈妈', childName: '王小明', className: '小一班' });
      const [radio, fill] = view.questionList;

      expect(await family('POST', 'submitAnswer', { questionnaireId: mine, answers: [{ questionId: fill.id, content: '无' }] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '第1题为必答题' });
      expect(await family('POST', 'submitAnswer', { questionnaireId: mine, answers: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'answers' });
      const answers = [{ questionId: radio.id, optionIds: [radio.optionList[0].id] }, { questionId: fill.id, content: '多一些户外活动' }];
      expect((await familyOk('POST', 'submitAnswer', { questionnaireId: mine, answers })).submittedAt).toBeTruthy();
      expect(await family('POST', 'submitAnswer', { questionnaireId: mine, answers })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '您已提交过本轮问卷' });
      expect((await familyOk('GET', 'getQuestionnaire', { questionnaireId: mine })).answers).toHaveLength(2);
      expect((await familyOk('GET', 'getQuestionnaireList')).list[0].submitted).toBe(true);

      const users = await admin('POST', '/javaApi/questionnaire/getUserList', { questionnaireId: mine, answered: 1 });
      expect(users.list).toMatchObject([{ respondentType: 2, respondentId: motherIdA, answered: true }]);
      for (const questionnaireId of [staff, draft, bigClass, foreign]) {
        expect((await family('GET', 'getQuestionnaire', { questionnaireId })).code, String(questionnaireId)).not.toBe(ErrorCode.SUCCESS);
        expect((await family('POST', 'submitAnswer', { questionnaireId, answers })).code).not.toBe(ErrorCode.SUCCESS);
      }
    });
  });

  describe('投票', () => {
    const HOUR = 60;
    const DAY = 24 * HOUR;
    const at = (minutes: number) => new Date(s.t.clock.now().getTime() + (8 * HOUR + minutes) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const dates = (start: number) => ({ enrollStartTime: at(start), enrollEndTime: at(start + 1.5 * DAY), voteStartTime: at(start + 2 * DAY), voteEndTime: at(start + 3.5 * DAY) });
    const activity = (overrides: Record<string, unknown> = {}) => ({
      activityName: '最美绘画作品评选',
      activityIntro: '请家长和孩子一起完成一幅画',
      enrollObjectType: VoteObjectType.CHILD,
      voteObjectType: VoteObjectType.ANY,
      everyoneVotes: 2,
      ...dates(-DAY),
      ...overrides,
    });
    const legacy = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown>, token = s.tokens.admin) => {
      const answer = (await s.t.call(method, `/api/Vote/${action}`, { token, ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) } : { body: input }) })).body;
      expect(answer.ErrorMessage, action).toBe('');
      return answer.Data;
    };

    it('enrols the child with a picture the family uploaded, while the activity takes entries', async () => {
      const activityId = (await legacy('POST', 'AddActivityVote', activity())).ActivityId as number;
      const hidden = (await legacy('POST', 'AddActivityVote', activity({ activityName: '未开始的活动', ...dates(DAY) }))).ActivityId as number;
      const { list } = await familyOk('GET', 'getVoteList');
      expect(list.map((row: { activityId: number }) => row.activityId)).toEqual([activityId]);
      expect(list[0]).toMatchObject({ activityStatusName: '报名中', activityIntro: '请家长和孩子一起完成一幅画', joinCount: 0 });
      expect(await family('GET', 'getVote', { activityId: hidden })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '投票活动不存在' });

      const uploaded = await upload(mother);
      expect(uploaded.code, uploaded.message).toBe(ErrorCode.SUCCESS);
      expect((await upload(mother, 'ChildPhoto')).code).toBe(ErrorCode.INVALID_PARAMS);
      const teachers = await s.upload('ClassMedia', s.tokens.admin);
      expect(await family('POST', 'joinVote', { activityId, title: '我的家', content: '一家三口', pictureFileIds: [teachers] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
      expect(await family('POST', 'joinVote', { activityId, title: '', content: '一家三口', pictureFileIds: [uploaded.data.fileId] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'title' });
      const { joinerId } = await familyOk('POST', 'joinVote', { activityId, title: '我的家', content: '一家三口', pictureFileIds: [uploaded.data.fileId] });
      expect(await family('POST', 'joinVote', { activityId, title: '我的家', content: '再来一份', pictureFileIds: [uploaded.data.fileId] })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });

      const detail = await familyOk('GET', 'getVote', { activityId });
      expect(detail.entries).toMatchObject([{ joinerId, title: '我的家', objectName: '王小明', className: '小一班', isMine: true }]);
      expect(detail.entries[0].pictures[0].url).toMatch(/^\/javaApi\/file\/download\?fileId=\d+&expires=\d+&sig=/);
      const joined = await legacy('GET', 'GetJoinPersonList', { activityId });
      expect(joined.List).toMatchObject([{ JoinerId: joinerId, ObjectName: '王小明', AdderName: '王小明' }]);
      // School B's family reaches none of it.
      const inB = await signIn(MOTHER);
      await familyOk('POST', 'pickChild', { childId: s.foreign.childId }, inB);
      expect(await family('GET', 'getVote', { activityId }, inB)).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
      expect(await family('POST', 'joinVote', { activityId, title: '我的家', content: '乙园', pictureFileIds: [uploaded.data.fileId] }, inB)).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    });


    it('tells the family how much of its own unfinished upload the server holds, to go on from there, and nobody else', async () => {
      const started = await upload(mother, 'ClassMedia', false, false);
      expect(started.data, started.message).toMatchObject({ isFinished: false, startOffset: 2048 });
      const { uploadId } = started.data as { uploadId: number };
      expect(await familyOk('GET', 'getUploadStatus', { uploadId })).toEqual({ uploadId, relativeServerName: 'ClassMedia', startOffset: 2048, chunkSize: expect.any(Number), maxSize: expect.any(Number) });

      expect(await family('GET', 'getUploadStatus', { uploadId }, otherFamily)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringContaining('上传任务') });
      expect(await call('GET', '/javaApi/file/getUploadStatus', { uploadId }, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringContaining('上传任务') });
      expect(await family('GET', 'getUploadStatus', { uploadId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'uploadId' });
      expect(await family('GET', 'getUploadStatus', { uploadId }, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect(await family('GET', 'getUploadStatus', { uploadId }, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    });
    it('votes for the child within the limits, and reads the ranking as the activity shows it', async () => {
      const waiting = dates(-1.75 * DAY);
      const activityId = (await legacy('POST', 'AddActivityVote', activity({ activityName: '亲子手工评选', ...waiting }))).ActivityId as number;
      const joinerIds: number[] = [];
      for (const [childId, title] of [
        [s.own.childId, '纸飞机'],
        [s.other.childId, '小房子'],
      ] as const) {
        joinerIds.push((await legacy('POST', 'AddOrUpdateJoin', { activityId, objectType: VoteObjectType.CHILD, objectId: childId, title, content: '手工', pictureFileIds: [await s.upload('ClassMedia', s.tokens.admin)] })).JoinerId);
      }
      await legacy('POST', 'UpdateActivityVote', activity({ activityId, activityName: '亲子手工评选', showMode: VoteShowMode.AFTER_END, ...dates(-3 * DAY) }));

      const detail = await familyOk('GET', 'getVote', { activityId });
      expect(detail).toMatchObject({ activityStatusName: '投票中', countsShown: false, votesCast: 0, everyoneVotes: 2, isBatchVote: false });
      expect(await family('POST', 'vote', { activityId, joinerIds: [] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'joinerIds' });
      expect(await family('POST', 'vote', { activityId, joinerIds: joinerIds })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '本活动每次只能投1个作品' });
      expect(await familyOk('POST', 'vote', { activityId, joinerIds: [joinerIds[1]] })).toMatchObject({ voteCount: 1, remainingTotal: 1 });
      // Two votes at once for the last one left: one passes.
      const both = await Promise.all([family('POST', 'vote', { activityId, joinerIds: [joinerIds[0]] }), family('POST', 'vote', { activityId, joinerIds: [joinerIds[1]] })]);
      expect(both.map((answer) => answer.code).sort()).toEqual([ErrorCode.SUCCESS, ErrorCode.NOT_ALLOWED]);
      expect(await family('POST', 'vote', { activityId, joinerIds: [joinerIds[0]] })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '每人最多投2票，您的票已用完' });
      expect((await familyOk('GET', 'getVote', { activityId })).votesCast).toBe(2);

      const hidden = await familyOk('GET', 'getVoteRanking', { activityId });
      expect(hidden).toMatchObject({ countsShown: false, totalVotes: null });
      expect(hidden.list.every((row: { voteCount: number | null }) => row.voteCount === null)).toBe(true);
      expect((await familyOk('GET', 'getVote', { activityId })).entries.every((entry: { voteCount: number | null }) => entry.voteCount === null)).toBe(true);
      const managed = await legacy('GET', 'GetRankingList', { activityId });
      expect(managed.TotalVotes).toBe(2);
      const voters = await legacy('GET', 'GetVotePersonList', { activityId });
      expect(voters.List).toMatchObject([{ ObjectName: '王小明', VoteCount: 2 }]);
      expect(await family('POST', 'vote', { activityId, joinerIds: [joinerIds[0]] }, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect(await family('GET', 'getVoteRanking', { activityId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'activityId' });
    });
  });

  describe('请假 and absence notices', () => {
    it('reports a leave that the roll call shows as leave, and withdraws it', async () => {
      const day = today();
      expect(await family('POST', 'addLeave', { leaveType: 3, startDate: day, endDate: day })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'leaveType' });
      expect(await family('POST', 'addLeave', { leaveType: ChildLeaveType.SICK, startDate: day, endDate: addDays(day, -1) })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'endDate' });
      expect(await family('POST', 'addLeave', { leaveType: ChildLeaveType.SICK, startDate: addDays(day, -10), endDate: day })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'startDate' });
      expect(await family('POST', 'addLeave', { leaveType: ChildLeaveType.SICK, startDate: day, endDate: addDays(day, 40) })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'endDate' });
      const { leaveId } = await familyOk('POST', 'addLeave', { leaveType: ChildLeaveType.SICK, startDate: day, endDate: addDays(day, 1), note: '发烧' });
      expect(await family('POST', 'addLeave', { leaveType: ChildLeaveType.PERSONAL, startDate: addDays(day, 1), endDate: addDays(day, 2) })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '与已有的请假日期重叠' });
      expect((await familyOk('GET', 'getLeaveList')).list).toMatchObject([{ leaveId, leaveTypeName: '病假', startDate: day, note: '发烧', reportedBy: '王妈妈', cancelledAt: null }]);

      await s.t.make.attendanceDay(s.t.schools.schoolA, { childId: s.own.childId, classId: s.own.classId, date: day, status: AttendStatus.ABSENT });
      const sheet = await admin('GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: s.own.classId, date: day });
      expect(sheet.children[0]).toMatchObject({ studentId: s.own.childId, status: AttendStatus.ABSENT, leave: { leaveId, leaveTypeName: '病假', note: '发烧' } });
      expect(sheet).toMatchObject({ leaveCount: 1, totals: { absentCount: 0 } });

      expect(await family('POST', 'cancelLeave', { leaveId }, otherFamily)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请假记录不存在' });
      await familyOk('POST', 'cancelLeave', { leaveId });
      expect(await family('POST', 'cancelLeave', { leaveId })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      const after = await admin('GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: s.own.classId, date: day });
      expect(after).toMatchObject({ leaveCount: 0, totals: { absentCount: 1 } });
      await s.t.db.deleteFrom('childAttendance').where('childId', '=', s.own.childId).execute();
    });

    it('keeps the school’s time for absence notices', async () => {
      expect(await admin('GET', '/javaApi/studentAttend/getAbsenceNoticeSetting')).toEqual({ notifyTime: '09:30' });
      expect(await call('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', { notifyTime: '25:00' }, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'notifyTime' });
      expect(await call('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', { notifyTime: '06:30' }, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'notifyTime', message: expect.stringContaining('通知时间应在07:00至17:00之间') });
      expect(await call('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', {}, s.tokens.admin)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'notifyTime' });
      expect(await call('GET', '/javaApi/studentAttend/getAbsenceNoticeSetting', {}, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect(await call('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', { notifyTime: '10:15' }, s.tokens.teacher)).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      expect(await call('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', { notifyTime: '10:15' }, mother)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
      expect(await admin('POST', '/javaApi/studentAttend/setAbsenceNoticeSetting', { notifyTime: '10:15' })).toEqual({ notifyTime: '10:15' });
      expect(await ok('GET', '/javaApi/studentAttend/getAbsenceNoticeSetting', {}, s.tokens.adminB)).toEqual({ notifyTime: '09:30' });
    });

    it('tells the main guardian of a child marked absent without a leave, once, from the school’s time', async () => {
      // To the next 10:00 in China.
      const chinaMinutes = (s.t.clock.now().getTime() / 60_000 + 8 * 60) % (24 * 60);
      s.t.clock.advance(((10 * 60 - chinaMinutes + 24 * 60) % (24 * 60)) * 60 + 1);
      const day = today();
      const job = absenceNotices({ db: s.t.db, schoolDb: (schoolId) => scopeToSchool(s.t.db, schoolId), clock: s.t.clock, sms: s.t.sms });
      await s.t.make.attendanceDay(s.t.schools.schoolA, { childId: s.own.childId, classId: s.own.classId, date: day, status: AttendStatus.ABSENT });
      await s.t.make.attendanceDay(s.t.schools.schoolA, { childId: s.other.childId, classId: s.other.classId, date: day, status: AttendStatus.ABSENT });
      const token = await signIn(OTHER_FAMILY);
      await familyOk('POST', 'addLeave', { leaveType: ChildLeaveType.PERSONAL, startDate: day, endDate: day }, token);

      const texted = s.t.sms.sent.length;
      expect(await job.run()).toBe(0);
      s.t.clock.advance(20 * MINUTE);
      // Two servers checking at once: the notice goes once.
      const sent = await Promise.all([job.run(), job.run()]);
      expect(sent[0]! + sent[1]!).toBe(1);
      expect(s.t.sms.sent.slice(texted)).toEqual([{ phone: MOTHER, text: expect.stringContaining(`王小明今天（${day}）被点名为缺勤`) }]);
      expect(await job.run()).toBe(0);

      const messages = await familyOk('GET', 'getMessageList', {}, await signIn(MOTHER));
      expect(messages.list).toMatchObject([{ date: day, text: expect.stringContaining('未收到请假') }]);
      expect((await familyOk('GET', 'getMessageList', {}, token)).list).toEqual([]);
    });
  });
});
