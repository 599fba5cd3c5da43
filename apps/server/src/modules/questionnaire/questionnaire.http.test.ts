import { ErrorCode, LoopType, QuestionnaireState, questionnaireStateActions, QuestionType, SurveyUserType } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { schoolDate } from '../../clock.js';
import { loadConfig } from '../../config.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const J = '/javaApi/questionnaire/';
const S = '/api/Survey4/';

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

/**
 * Story: the principal builds a parent survey with single, multiple and fill-in questions, publishes
 * it, two families answer through their own links, and the principal reads the statistics per class,
 * question and teacher, reminds those who have not answered and exports the figures.
 */
describe.each(testDialects)('questionnaires on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let plainTeacher: string;
  let small1: { gradeId: number; classId: number; childId: number };
  let small2: { classId: number; childId: number };
  let guardian1: number;
  let guardian2: number;
  let classTeacherId: number;

  const call = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = admin) => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
    return (await t.call(method, url, { ...(token ? { token } : {}), ...(query ? { query } : { body: input }) })).body;
  };
  const java = (action: string, input: Record<string, unknown> = {}, token: string | null = admin) => call('POST', `${J}${action}`, input, token);
  const ok = async (action: string, input: Record<string, unknown> = {}, token: string | null = admin) => {
    const answer = await java(action, input, token);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const legacy = (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = admin) => call(method, `${S}${action}`, input, token);
  const stats = async (action: string, input: Record<string, unknown>) => {
    const answer = await legacy('GET', action, input);
    expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
    return answer.Data;
  };

  const survey = (overrides: Record<string, unknown> = {}) => ({
    title: '家长满意度调查',
    description: '请如实填写',
    userType: SurveyUserType.PARENT,
    questionList: [
      { QuestionName: '您对班级老师是否满意', QuestionType: QuestionType.RADIO, IsRelationTeacher: true, OptionList: [{ OptionContent: '满意' }, { OptionContent: '一般' }] },
      { questionName: '希望加强哪些方面', questionType: QuestionType.CHECKBOX, isLimitSelection: true, maxSelection: 2, optionList: [{ optionContent: '运动' }, { optionContent: '阅读' }, { optionContent: '艺术' }] },
      { questionName: '其他建议', questionType: QuestionType.FILL, isMustAnswer: false },
    ],
    ...overrides,
  });
  const insert = async (overrides: Record<string, unknown> = {}) => (await ok('insert', survey(overrides))).questionnaireId as number;
  const published = (overrides: Record<string, unknown> = {}) => insert({ isPublish: 1, ...overrides });
  const info = (questionnaireId: number) => ok('getQuestionnaireInfo', { questionnaireId });
  const tokenOf = (link: string) => decodeURIComponent(link.split('token=')[1]!);
  async function linksOf(questionnaireId: number) {
    const { list } = await ok('getUserList', { questionnaireId, pageSize: 200 });
    return new Map((list as { name: string; answerLink: string }[]).map((row) => [row.name, tokenOf(row.answerLink)]));
  }
  /** A full answer to `survey()`: the class teacher, two choices, a text. */
  async function answers(questionnaireId: number, overrides: Record<number, Record<string, unknown>> = {}) {
    const { questionList } = await info(questionnaireId);
    return questionList.map((question: { id: number; optionList: { id: number }[] }, index: number) => ({
      questionId: question.id,
      ...(index === 0 ? { optionIds: [question.optionList[0]!.id], teacherId: classTeacherId } : {}),
      ...(index === 1 ? { optionIds: [question.optionList[0]!.id, question.optionList[1]!.id] } : {}),
      ...(index === 2 ? { content: '多组织户外活动' } : {}),
      ...overrides[index],
    }));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: loadConfig({ PUBLIC_URL: 'https://yuanwu.example.com/' }).publicUrl });
    const { schoolA } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    small1 = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明');
    small2 = await t.make.classWithChild(schoolA, yearId, '小二班', '李小红');
    guardian1 = await t.make.guardian(schoolA, small1.childId, { name: '王妈妈', phone: '13900000001' });
    guardian2 = await t.make.guardian(schoolA, small2.childId, { name: '李爸爸', phone: '13900000002' });
    classTeacherId = await t.make.teacher(schoolA, { phone: '13700000011', name: '小一班老师' });
    await t.db.insertInto('classTeacher').values({ schoolId: schoolA, classId: small1.classId, teacherId: classTeacherId, position: 1 }).execute();
    [admin, adminB, plainTeacher] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone), t.login(t.people.teacherA.phone)]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves a survey with its defaults, renumbered from 1, and reads it back in both families', async () => {
    const questionnaireId = await insert({ userType: [1, 2], grade: '3,2,2' });
    const shown = await info(questionnaireId);
    const today = schoolDate(t.clock.now());
    expect(shown).toMatchObject({
      id: questionnaireId,
      title: '家长满意度调查',
      userType: SurveyUserType.ALL,
      grade: '2,3',
      schoolId: String(t.schools.schoolA),
      startDate: `${today} 00:00`,
      isPublish: 0,
      state: QuestionnaireState.DRAFT,
      stateName: '草稿',
      actions: questionnaireStateActions[QuestionnaireState.DRAFT],
      authorId: t.people.adminA.id,
      adderId: t.people.adminA.id,
      answerCount: 0,
    });
    expect(Date.parse(shown.endDate.replace(' ', 'T')) - Date.parse(shown.startDate.replace(' ', 'T'))).toBe(7 * 86_400_000);
    expect(shown.questionList.map((q: { orderNum: number }) => q.orderNum)).toEqual([1, 2, 3]);
    expect(shown.questionList[0]).toMatchObject({ questionType: 0, isRelationTeacher: true, isMustAnswer: true, tipContent: '请填写', maxSelection: 1 });
    expect(shown.questionList[1]).toMatchObject({ maxSelection: 2, isLimitSelection: true });
    expect(shown.questionList[1].optionList.map((o: { orderNum: number }) => o.orderNum)).toEqual([1, 2, 3]);
    expect(shown.questionList[2]).toMatchObject({ optionList: [], isMustAnswer: false });
    // Legacy form survey: PascalCase, Intro and the StartTime pair.
    const added = await legacy('POST', 'AddSurvey', { Title: '旧版问卷', Intro: '说明', StartTime: ['2030-01-01 08:00', '2030-01-05 18:00'], QuestionList: survey().questionList });
    expect(added.ResponseStatus, added.ErrorMessage).toBe(1);
    const form = (await legacy('GET', 'GetSurveyForUpdate', { SurveyId: added.Data.QuestionnaireId })).Data;
    expect(form).toMatchObject({ Title: '旧版问卷', Intro: '说明', StartTime: ['2030-01-01 08:00', '2030-01-05 18:00'] });
    expect((await legacy('POST', 'UpdateSurvey', { ...survey(), SurveyId: form.Id, Title: '旧版问卷（改）' })).ResponseStatus).toBe(1);
    expect((await legacy('POST', 'UpdateSurveyTime', { SurveyId: form.Id, StartTime: '2030-02-01 08:00,2030-02-03 08:00' })).Data).toMatchObject({ State: QuestionnaireState.DRAFT });
    expect((await info(form.Id)).startDate).toBe('2030-02-01 08:00');
    const page = (await legacy('GET', 'GetSurveyPageList', { Keyword: '旧版' })).Data;
    expect(page).toMatchObject({ Total: 1, List: [{ Title: '旧版问卷（改）', StateName: '草稿' }] });
    expect((await call('GET', `${J}getQuestionnaireList`, { state: QuestionnaireState.DRAFT })).data.list.length).toBeGreaterThanOrEqual(2);
    // Copy: a draft from today, without ids.
    const copy = await ok('getCopyInfo', { questionnaireId });
    expect(copy).toMatchObject({ title: '家长满意度调查', isPublish: 0, startDate: `${today} 00:00` });
    expect(copy.questionList[0].id).toBeUndefined();
    expect((await ok('insert', copy)).questionnaireId).toBeGreaterThan(questionnaireId);
  });

  it('refuses bad input in Chinese, naming the field', async () => {
    expect(await java('insert', survey({ title: ' ' }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'title' });
    expect(await java('insert', survey({ questionList: [] }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 questionList 请至少添加一道题', field: 'questionList' });
    expect(await java('insert', survey({ questionList: [{ questionName: '单选', questionType: 0, optionList: [{ optionContent: '' }, { optionContent: 'B' }] }] }))).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      field: 'questionList.0.optionList.0.optionContent',
    });
    expect(await java('insert', survey({ questionList: [{ questionName: '单选', questionType: 0, optionList: [{ optionContent: 'A' }] }] }))).toMatchObject({ message: '第1题至少需要两个选项', field: 'questionList.0.optionList' });
    expect(await java('insert', survey({ questionList: [{ questionName: '?', questionType: 5 }] }))).toMatchObject({ field: 'questionList.0.questionType' });
    expect(await java('insert', survey({ startDate: '2030-01-05', endDate: '2030-01-01' }))).toMatchObject({ message: '结束时间须晚于开始时间', field: 'endDate' });
    expect(await java('insert', survey({ startDate: '明天' }))).toMatchObject({ field: 'startDate' });
    expect(await java('insert', survey({ loopType: LoopType.WEEKLY }))).toMatchObject({ message: '参数 weekDay 每周循环请选择星期', field: 'weekDay' });
    expect(await java('insert', survey({ schoolId: [t.schools.schoolB] }))).toMatchObject({ field: 'schoolId' });
    expect(await java('getQuestionnaireInfo', {})).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'questionnaireId' });
    expect(await java('submitAnswer', {}, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'token' });
    expect(await legacy('GET', 'GetEssayQuestionStatistic', { SurveyId: 1 })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorField: 'QuestionId' });
  });

  it('allows each action only in the states of the table, refusing the rest with 2000014 and a reason', async () => {
    const draft = await insert();
    expect((await java('finish', { questionnaireId: draft })).code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await java('cancel', { questionnaireId: draft })).message).toBe('问卷草稿，不能取消发布');
    const later = await insert({ startDate: '2099-01-01', endDate: '2099-01-08' });
    expect(await ok('publish', { questionnaireId: later })).toMatchObject({ state: QuestionnaireState.NOT_STARTED, stateName: '未开始' });
    expect((await java('publish', { questionnaireId: later })).message).toBe('问卷未开始，不能发布');
    expect(await ok('cancel', { questionnaireId: later })).toMatchObject({ state: QuestionnaireState.DRAFT });
    const running = await published();
    expect((await info(running)).actions).toEqual(questionnaireStateActions[QuestionnaireState.IN_PROGRESS]);
    expect(await java('delete', { questionnaireId: running })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '问卷进行中，不能删除' });
    expect((await java('cancel', { questionnaireId: running })).code).toBe(ErrorCode.NOT_ALLOWED);
    expect(await ok('finish', { questionnaireId: running })).toMatchObject({ state: QuestionnaireState.ENDED, stateName: '已结束' });
    expect((await java('editQuestionnaire', { ...survey({ isPublish: 1 }), questionnaireId: running })).message).toBe('问卷已结束，不能编辑');
    expect(await ok('getCopyInfo', { questionnaireId: running })).toMatchObject({ isPublish: 0 });
    expect(await ok('delete', { questionnaireId: running })).toEqual({ success: true });
    expect((await java('getQuestionnaireInfo', { questionnaireId: running })).message).toBe('问卷不存在');
    expect((await legacy('POST', 'DelSurvey', { SurveyId: draft })).ResponseStatus).toBe(1);
    const filtered = (await call('GET', `${J}getQuestionnaireList`, { state: QuestionnaireState.NOT_STARTED, pageSize: 200 })).data.list;
    expect(filtered.every((row: { state: number }) => row.state === QuestionnaireState.NOT_STARTED)).toBe(true);
  });

  it('lets each family answer once through its own link, with required questions and MaxSelection enforced', async () => {
    const questionnaireId = await published();
    const links = await linksOf(questionnaireId);
    expect([...links.keys()].sort()).toEqual(['李爸爸', '王妈妈']);
    const token = links.get('王妈妈')!;
    const view = await ok('getClientView', { token }, null);
    expect(view).toMatchObject({ questionnaireId, submitted: false, respondent: { name: '王妈妈', childName: '王小明', className: '小一班' }, teachers: [{ teacherId: classTeacherId, teacherName: '小一班老师' }] });
    const full = await answers(questionnaireId);
    const [q1, q2] = view.questionList;
    expect(await java('submitAnswer', { token, answers: full.slice(1) }, null)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '第1题为必答题' });
    expect(await java('submitAnswer', { token, answers: await answers(questionnaireId, { 1: { optionIds: q2.optionList.map((o: { id: number }) => o.id) } }) }, null)).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: '第2题最多选2项',
      field: 'answers.1.optionIds',
    });
    expect(await java('submitAnswer', { token, answers: await answers(questionnaireId, { 0: { optionIds: q1.optionList.map((o: { id: number }) => o.id) } }) }, null)).toMatchObject({ message: '第1题为单选题' });
    expect(await java('submitAnswer', { token, answers: await answers(questionnaireId, { 0: { teacherId: t.people.adminA.id } }) }, null)).toMatchObject({ message: '第1题请选择孩子的老师' });
    // Two submits at once: one kept, the other told it was already in.
    const [first, second] = await Promise.all([java('submitAnswer', { token, answers: full }, null), java('submitAnswer', { token, answers: full }, null)]);
    expect([first.code, second.code].sort()).toEqual([200, ErrorCode.NOT_ALLOWED]);
    expect([first, second].find((answer) => answer.code !== 200)!.message).toBe('您已提交过本轮问卷');
    expect(await t.db.selectFrom('questionnaireResponse').select('id').where('questionnaireId', '=', questionnaireId).execute()).toHaveLength(1);
    const again = await ok('getClientView', { token }, null);
    expect(again).toMatchObject({ submitted: true, answers: [{ optionContents: ['满意'], teacherName: '小一班老师' }, { optionContents: ['运动', '阅读'] }, { content: '多组织户外活动' }] });
    // The optional question may be left out.
    expect((await ok('submitAnswer', { token: links.get('李爸爸'), answers: (await answers(questionnaireId)).slice(0, 2).map((a: Record<string, unknown>, i: number) => (i === 0 ? { ...a, teacherId: undefined, optionIds: [q1.optionList[1].id] } : a)) }, null)).roundKey).toBeDefined();
  });

  it('refuses a forged, tampered or expired link, and editing questions once answered', async () => {
    const questionnaireId = await published();
    const token = (await linksOf(questionnaireId)).get('王妈妈')!;
    const parts = token.split('.');
    const tampered = [...parts.slice(0, 4), String(guardian2), ...parts.slice(5)].join('.');
    expect(await java('getClientView', { token: tampered }, null)).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '答卷链接无效，请向幼儿园索取新的链接' });
    expect((await java('submitAnswer', { token: 'forged.token', answers: [] }, null)).code).toBe(ErrorCode.NOT_ALLOWED);
    await ok('submitAnswer', { token, answers: await answers(questionnaireId) }, null);
    expect((await java('editQuestionnaire', { ...survey({ isPublish: 1 }), questionnaireId, questionList: survey().questionList.slice(0, 2) })).message).toBe('问卷已有人作答，不能修改题目');
    expect((await ok('editQuestionnaire', { ...survey({ isPublish: 1, title: '家长满意度调查（更正）' }), questionnaireId })).questionnaireId).toBe(questionnaireId);
    expect((await info(questionnaireId)).title).toBe('家长满意度调查（更正）');
    expect((await java('editQuestionnaire', { ...survey({ isPublish: 1, startDate: '2020-01-01' }), questionnaireId })).message).toBe('问卷已有人作答，不能修改开始时间与循环设置');
    const { startDate } = await info(questionnaireId);
    expect((await legacy('POST', 'UpdateSurveyTime', { SurveyId: questionnaireId, StartTime: [startDate, '2099-12-31 00:00'] })).Data).toMatchObject({ State: QuestionnaireState.IN_PROGRESS });
    const shortLived = (await linksOf(await published())).get('李爸爸')!;
    t.clock.advance(31 * 86_400);
    try {
      expect(await java('getClientView', { token: shortLived }, null)).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '答卷链接已过期，请向幼儿园索取新的链接' });
    } finally {
      t.clock.advance(-31 * 86_400);
    }
  });

  it('keeps the answers of a weekly survey per round', async () => {
    const today = schoolDate(t.clock.now());
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
    const questionnaireId = await published({ startDate: today, endDate: '2099-01-01', loopType: LoopType.WEEKLY, weekDay: String(weekday) });
    const token = (await linksOf(questionnaireId)).get('王妈妈')!;
    const full = await answers(questionnaireId);
    const first = await ok('submitAnswer', { token, answers: full }, null);
    expect(first.roundKey).toBe(today);
    expect((await java('submitAnswer', { token, answers: full }, null)).message).toBe('您已提交过本轮问卷');
    t.clock.advance(7 * 86_400);
    try {
      admin = await t.login(t.people.adminA.phone);
      expect((await ok('getClientView', { token }, null)).submitted).toBe(false);
      const second = await ok('submitAnswer', { token, answers: full }, null);
      expect(second.roundKey > first.roundKey).toBe(true);
      const filter = await stats('GetSurveyStatisticFilter', { SurveyId: questionnaireId });
      expect(filter.Rounds.map((round: { Key: string }) => round.Key)).toEqual([first.roundKey, second.roundKey]);
      expect((await stats('GetSurveyStatistic', { SurveyId: questionnaireId, Round: first.roundKey })).Questions[0].AnswerCount).toBe(1);
      expect((await stats('GetSurveyStatistic', { SurveyId: questionnaireId })).Questions[0].AnswerCount).toBe(2);
    } finally {
      t.clock.advance(-7 * 86_400);
      admin = await t.login(t.people.adminA.phone);
    }
  });

  it('counts choices per question, class and teacher, pages essays, shows who has not answered, reminds and exports', async () => {
    const questionnaireId = await published({ title: '统计用问卷' });
    const links = await linksOf(questionnaireId);
    await ok('submitAnswer', { token: links.get('王妈妈'), answers: await answers(questionnaireId) }, null);
    const { questionList } = await info(questionnaireId);
    const [q1, q2, q3] = questionList;
    const conclusion = await ok('getConclusion', { questionnaireId });
    expect(conclusion).toMatchObject({ audienceCount: 2, answeredCount: 1, answerRate: 50 });
    // The counts agree with the lists of who answered, for a class, a grade, and staff and families together.
    expect(await ok('getConclusion', { questionnaireId, classId: small2.classId })).toMatchObject({ audienceCount: 1, answeredCount: 0, answerRate: 0 });
    expect(await ok('getConclusion', { questionnaireId, gradeId: small1.gradeId })).toMatchObject({ audienceCount: 2, answeredCount: 1 });
    const everyone = await published({ userType: SurveyUserType.ALL });
    const listed = await stats('GetAllClassStatistic', { SurveyId: everyone });
    expect(listed.AudienceCount).toBeGreaterThan(2);
    expect(await ok('getConclusion', { questionnaireId: everyone })).toMatchObject({ audienceCount: listed.AudienceCount, answeredCount: 0 });
    expect(conclusion.questions[0].options).toEqual([
      { optionId: q1.optionList[0].id, optionContent: '满意', count: 1, rate: 100 },
      { optionId: q1.optionList[1].id, optionContent: '一般', count: 0, rate: 0 },
    ]);
    expect((await ok('getChartStatistics', { questionnaireId })).charts).toHaveLength(2);
    expect((await ok('getIssueStatistics', { questionnaireId, questionId: q2.id })).options.map((o: { count: number }) => o.count)).toEqual([1, 1, 0]);
    expect((await stats('GetChoiceQuestionStatistic', { SurveyId: questionnaireId, QuestionId: q2.id, ClassId: small2.classId })).AnswerCount).toBe(0);
    const byClass = await stats('GetClassChoiceQuestionStatistic', { SurveyId: questionnaireId, QuestionId: q1.id });
    expect(byClass.Classes.map((row: { ClassName: string; AnswerCount: number }) => [row.ClassName, row.AnswerCount])).toEqual([
      ['小一班', 1],
      ['小二班', 0],
    ]);
    const byTeacher = await stats('GetTeacherChoiceQuestionStatistic', { SurveyId: questionnaireId, QuestionId: q1.id });
    expect(byTeacher.Teachers).toEqual([{ TeacherId: classTeacherId, TeacherName: '小一班老师', AnswerCount: 1, Options: expect.any(Array) }]);
    expect((await stats('GetQuestionStatisticFilter', { SurveyId: questionnaireId })).Teachers).toEqual([{ TeacherId: classTeacherId, TeacherName: '小一班老师' }]);
    expect(await stats('GetEssayQuestionStatistic', { SurveyId: questionnaireId, QuestionId: q3.id, PageSize: 10 })).toMatchObject({ Total: 1, List: [{ RespondentName: '王妈妈', ChildName: '王小明', Content: '多组织户外活动' }] });
    const all = await stats('GetAllClassStatistic', { SurveyId: questionnaireId });
    expect(all.List.map((row: { ClassName: string; Answered: number; Unanswered: number }) => [row.ClassName, row.Answered, row.Unanswered])).toEqual([
      ['小一班', 1, 0],
      ['小二班', 0, 1],
    ]);
    const one = await stats('GetClassStatistic', { SurveyId: questionnaireId, ClassId: small2.classId });
    expect(one).toMatchObject({ Total: 1, Answered: 0, UnansweredList: [{ Name: '李爸爸', RespondentId: guardian2, Phone: '13900000002' }] });
    expect((await ok('getUserList', { questionnaireId, answered: 0 })).list.map((row: { name: string }) => row.name)).toEqual(['李爸爸']);
    const sheet = await ok('getUserAnswer', { questionnaireId, respondentType: 2, respondentId: guardian1 });
    expect(sheet.answers.map((a: { questionName: string }) => a.questionName)).toEqual(['您对班级老师是否满意', '希望加强哪些方面', '其他建议']);
    expect(await ok('preview', { questionnaireId })).toMatchObject({ respondent: null, questionList: expect.any(Array) });
    expect((await legacy('POST', 'PreviewSurvey', { SurveyId: questionnaireId })).Data.Title).toBe('统计用问卷');
    const before = t.sms.sent.length;
    expect((await legacy('POST', 'RemindAnswer', { SurveyId: questionnaireId })).Data).toEqual({ Reminded: 1, WithoutPhone: 0, RemindedLately: 0, Failed: 0 });
    expect(t.sms.sent.slice(before)).toEqual([{ phone: '13900000002', text: expect.stringContaining('《统计用问卷》还未填写') }]);
    const exports: [string, Record<string, unknown>, string, string[]][] = [
      ['ExportAllStatistics', {}, '问卷统计', ['题号', '题目', '选项', '人数', '比例', '作答人数']],
      ['ExportEveryClassStatistics', {}, '各班选项统计', ['学校', '年级', '班级', '题号', '题目', '选项', '人数', '比例']],
      ['ExportAllClassStatistic', {}, '各班完成情况', ['学校', '年级', '班级', '应答人数', '已答人数', '未答人数', '作答率']],
      ['ExportEveryClassComplatedStatistic', {}, '各班作答名单', ['学校', '班级', '姓名', '身份', '手机号', '作答情况', '提交时间']],
      ['ExportClassStatistic', { ClassId: small1.classId }, '小一班', ['姓名', '身份', '作答情况', '1. 您对班级老师是否满意', '2. 希望加强哪些方面', '3. 其他建议']],
      ['ExportEssayQuestionStatistic', { QuestionId: q3.id }, '填空题回答', ['姓名', '幼儿', '班级', '回答', '提交时间']],
      ['ExportClassChoiceQuestionStatistic', { QuestionId: q1.id }, '按班级统计', ['学校', '班级', '选项', '人数', '比例', '作答人数']],
      ['ExportTeacherChoiceQuestionStatistic', { QuestionId: q1.id }, '按教师统计', ['教师', '选项', '人数', '比例', '作答人数']],
    ];
    for (const [action, query, name, headers] of exports) {
      const response = await t.app.inject({ method: 'POST', url: `${S}${action}`, query: Object.fromEntries(Object.entries({ SurveyId: questionnaireId, ...query }).map(([k, v]) => [k, String(v)])), headers: { auth: admin } });
      expect(response.headers['content-type'], action).toContain('spreadsheetml');
      const read = await sheetOf(response.rawPayload);
      expect(read.name, action).toBe(name);
      expect(read.rows[0], action).toEqual(headers);
      expect(read.rows.length, action).toBeGreaterThan(1);
    }
  });

  it('texts reminders with the full link under PUBLIC_URL, together, and each class at most once in ten minutes on any server', async () => {
    // The app of these tests reads PUBLIC_URL=https://yuanwu.example.com/; an address without its scheme is refused at start.
    expect(t.config.publicUrl).toBe('https://yuanwu.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'yuanwu.example.com' })).toThrow('PUBLIC_URL must be');
    const questionnaireId = await published({ title: '提醒用问卷' });
    const remind = (input: Record<string, unknown> = {}) => legacy('POST', 'RemindAnswer', { SurveyId: questionnaireId, ...input });
    const reminded = (outcome: Partial<Record<'Reminded' | 'WithoutPhone' | 'RemindedLately' | 'Failed', number>>) => ({ Reminded: 0, WithoutPhone: 0, RemindedLately: 0, Failed: 0, ...outcome });
    const send = t.sms.send;
    let inFlight = 0;
    let mostInFlight = 0;
    const gateway = vi.spyOn(t.sms, 'send').mockImplementation(async (phone, text) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await setImmediate();
      inFlight -= 1;
      await send(phone, text);
    });
    const second = await buildApp({ db: t.db, config: t.config, sms: () => t.sms, clock: t.clock, logger: false });
    let waited = 0;
    const wait = (minutes: number) => {
      t.clock.advance(minutes * 60);
      waited += minutes * 60;
    };
    try {
      let before = t.sms.sent.length;
      expect((await remind()).Data).toEqual(reminded({ Reminded: 2 }));
      // Both texts were with the gateway at once, each with its respondent's own link on the public address.
      expect(mostInFlight).toBe(2);
      const texts = t.sms.sent.slice(before);
      expect(texts.map((sms) => sms.phone).sort()).toEqual(['13900000001', '13900000002']);
      for (const { phone, text } of texts) {
        const link = /打开 (https:\/\/yuanwu\.example\.com\/m\/questionnaire\?token=\S+) 作答/.exec(text)?.[1];
        expect(link, text).toBeDefined();
        const view = await ok('getClientView', { token: tokenOf(link!) }, null);
        expect(view.respondent.name).toBe(phone === '13900000001' ? '王妈妈' : '李爸爸');
      }

      // Again at once, on this server or another on the same database, for all or for one class: refused.
      before = t.sms.sent.length;
      const refused = { ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '10分钟内已提醒过这些调查对象，请10分钟后再试' };
      expect(await remind()).toMatchObject(refused);
      const elsewhere = await second.inject({ method: 'POST', url: `${S}RemindAnswer`, payload: { SurveyId: questionnaireId }, headers: { auth: admin } });
      expect(elsewhere.json()).toMatchObject(refused);
      expect(await remind({ ClassId: small1.classId })).toMatchObject(refused);
      wait(4);
      expect((await remind()).ErrorMessage).toBe('10分钟内已提醒过这些调查对象，请6分钟后再试');
      expect(t.sms.sent.length).toBe(before);

      // Ten minutes on, one class, then the rest: the class just reminded is left out.
      wait(6);
      expect((await remind({ ClassId: small1.classId })).Data).toEqual(reminded({ Reminded: 1 }));
      before = t.sms.sent.length;
      expect((await remind()).Data).toEqual(reminded({ Reminded: 1, RemindedLately: 1 }));
      expect(t.sms.sent.slice(before).map((sms) => sms.phone)).toEqual(['13900000002']);

      // A text the gateway refuses is counted, and its class may be reminded again at once.
      wait(10);
      gateway.mockRejectedValueOnce(new Error('gateway down'));
      const outcome = (await remind()).Data;
      expect(outcome).toMatchObject({ Reminded: 1, Failed: 1 });
      expect((await remind()).Data).toEqual(reminded({ Reminded: 1, RemindedLately: 1 }));

      // Two reminders at once text each family once between them.
      wait(10);
      before = t.sms.sent.length;
      const both = await Promise.all([remind(), remind()]);
      expect(both.map((answer) => answer.Data?.Reminded ?? 0).reduce((sum, n) => sum + n, 0)).toBe(2);
      expect(t.sms.sent.slice(before).map((sms) => sms.phone).sort()).toEqual(['13900000001', '13900000002']);
    } finally {
      gateway.mockRestore();
      await second.close();
      t.clock.advance(-waited);
    }
  });

  it('offers the school and its branches, and the classes of a school', async () => {
    const schools = (await ok('../select/getSchoolList')).list;
    expect(schools).toEqual([
      { schoolId: t.schools.schoolA, schoolName: '甲幼儿园', isHead: true },
      { schoolId: t.schools.branchA, schoolName: '甲幼儿园分园', isHead: false },
    ]);
    expect((await ok('../select/getClassList', { grade: [2] })).list.map((row: { className: string }) => row.className)).toEqual(['小一班', '小二班']);
    expect((await java('../select/getClassList', { schoolId: t.schools.schoolB })).field).toBe('schoolId');
    // A survey for the branch too reaches no family there yet, and its staff.
    const questionnaireId = await published({ schoolId: [t.schools.schoolA, t.schools.branchA], userType: SurveyUserType.ALL });
    expect((await info(questionnaireId)).schools.map((s: { schoolName: string }) => s.schoolName)).toEqual(['甲幼儿园', '甲幼儿园分园']);
  });

  it('keeps a school’s questionnaires from another school', async () => {
    const questionnaireId = await published();
    for (const action of ['getQuestionnaireInfo', 'getCopyInfo', 'finish', 'delete', 'preview', 'getConclusion', 'getChartStatistics', 'getUserList']) {
      expect((await java(action, { questionnaireId }, adminB)).message, action).toBe('问卷不存在');
    }
    expect((await java('editQuestionnaire', { ...survey(), questionnaireId }, adminB)).message).toBe('问卷不存在');
    expect((await legacy('GET', 'GetAllClassStatistic', { SurveyId: questionnaireId }, adminB)).ErrorMessage).toBe('问卷不存在');
    expect((await call('GET', `${J}getQuestionnaireList`, {}, adminB)).data.total).toBe(0);
  });

  it('refuses every console call without a session or without 问卷调查', async () => {
    const questionnaireId = await published();
    const javaCalls: [string, Record<string, unknown>][] = [
      ['insert', survey()],
      ['getQuestionnaireInfo', { questionnaireId }],
      ['getCopyInfo', { questionnaireId }],
      ['editQuestionnaire', { ...survey(), questionnaireId }],
      ['publish', { questionnaireId }],
      ['cancel', { questionnaireId }],
      ['finish', { questionnaireId }],
      ['delete', { questionnaireId }],
      ['preview', { questionnaireId }],
      ['getConclusion', { questionnaireId }],
      ['getChartStatistics', { questionnaireId }],
      ['getIssueStatistics', { questionnaireId, questionId: 1 }],
      ['getUserList', { questionnaireId }],
      ['getUserAnswer', { questionnaireId, respondentType: 2, respondentId: guardian1 }],
      ['../select/getSchoolList', {}],
      ['../select/getClassList', {}],
    ];
    for (const [action, input] of javaCalls) {
      expect((await java(action, input, null)).code, action).toBe(ErrorCode.MISSING_TOKEN);
      expect((await java(action, input, plainTeacher)).code, action).toBe(ErrorCode.NOT_ALLOWED);
    }
    expect((await call('GET', `${J}getQuestionnaireList`, {}, plainTeacher)).code).toBe(ErrorCode.NOT_ALLOWED);
    const legacyCalls: ['GET' | 'POST', string][] = [
      ['GET', 'GetSurveyPageList'],
      ['GET', 'GetSurveyForUpdate'],
      ['POST', 'UpdateSurveyTime'],
      ['POST', 'AddSurvey'],
      ['POST', 'UpdateSurvey'],
      ['POST', 'DelSurvey'],
      ['POST', 'PreviewSurvey'],
      ['GET', 'GetSurveyStatistic'],
      ['GET', 'GetSurveyStatisticFilter'],
      ['GET', 'GetQuestionStatisticFilter'],
      ['GET', 'GetChoiceQuestionStatistic'],
      ['GET', 'GetClassChoiceQuestionStatistic'],
      ['GET', 'GetTeacherChoiceQuestionStatistic'],
      ['GET', 'GetEssayQuestionStatistic'],
      ['GET', 'GetAllClassStatistic'],
      ['GET', 'GetClassStatistic'],
      ['POST', 'RemindAnswer'],
      ['POST', 'ExportAllStatistics'],
      ['POST', 'ExportEveryClassStatistics'],
      ['POST', 'ExportAllClassStatistic'],
      ['POST', 'ExportEveryClassComplatedStatistic'],
      ['POST', 'ExportClassStatistic'],
      ['POST', 'ExportEssayQuestionStatistic'],
      ['POST', 'ExportClassChoiceQuestionStatistic'],
      ['POST', 'ExportTeacherChoiceQuestionStatistic'],
    ];
    for (const [method, action] of legacyCalls) {
      expect((await legacy(method, action, { SurveyId: questionnaireId }, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
      expect((await legacy(method, action, { SurveyId: questionnaireId }, plainTeacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
    }
  });
});
