import { DataScope, ErrorCode, QuestionType, SurveyUserType } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const J = '/javaApi/questionnaire/';
const S = '/api/Survey4/';

/**
 * Story: a school of three classes (小一班 and 小二班 in 小班, 中一班 in 中班) answers a parent survey.
 * The 小一班 teacher (本班) and the 小班 grade manager (本年级) read its statistics, lists, answers and
 * exports only for the classes in their reach, and remind only their own families; the principal sees all.
 */
describe.each(testDialects)('questionnaires within a data scope on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let classTeacher: string;
  let gradeManager: string;
  let small1: { gradeId: number; classId: number; childId: number };
  let small2: { classId: number; childId: number };
  let middle: { classId: number; childId: number };
  let farGuardian: number;
  let questionnaireId: number;
  let questions: { id: number; optionList: { id: number }[] }[];

  const teacherOf = new Map<number, number>();
  const legacy = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown>, token: string) => {
    const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
    return (await t.call(method, `${S}${action}`, { token, ...(method === 'GET' ? { query } : { body: input }) })).body;
  };
  const stats = async (action: string, input: Record<string, unknown>, token: string) => {
    const answer = await legacy('GET', action, { SurveyId: questionnaireId, ...input }, token);
    expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
    return answer.Data;
  };
  const java = async (action: string, input: Record<string, unknown>, token: string) => (await t.call('POST', `${J}${action}`, { token, body: input })).body;
  const ok = async (action: string, input: Record<string, unknown>, token: string = admin) => {
    const answer = await java(action, input, token);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const classNames = (rows: { ClassName?: string; className?: string }[]) => rows.map((row) => row.ClassName ?? row.className).sort();
  async function exportedClasses(action: string, input: Record<string, unknown>, token: string) {
    const query = Object.fromEntries(Object.entries({ SurveyId: questionnaireId, ...input }).map(([key, value]) => [key, String(value)]));
    const response = await t.app.inject({ method: 'POST', url: `${S}${action}`, query, headers: { auth: token } });
    expect(response.headers['content-type'], action).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    return [...new Set(cells.filter((cell) => ['小一班', '小二班', '中一班'].includes(cell)))].sort();
  }
  const survey = (title: string) => ({
    title,
    isPublish: 1,
    userType: SurveyUserType.PARENT,
    questionList: [
      { questionName: '您对班级老师是否满意', questionType: QuestionType.RADIO, isRelationTeacher: true, optionList: [{ optionContent: '满意' }, { optionContent: '一般' }] },
      { questionName: '其他建议', questionType: QuestionType.FILL },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { schoolA } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    small1 = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明');
    small2 = await t.make.classWithChild(schoolA, yearId, '小二班', '李小红');
    const midGrade = await t.db.insertInto('grade').values({ schoolId: schoolA, schoolYearId: yearId, name: '中班', level: 3, managerTeacherId: null }).returning('id').executeTakeFirstOrThrow();
    const midClass = await t.db.insertInto('schoolClass').values({ schoolId: schoolA, schoolYearId: yearId, gradeId: midGrade.id, name: '中一班', createdAt: '2026-09-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    middle = { classId: midClass.id, childId: await t.make.childInClass(schoolA, midClass.id, '张小花') };
    await t.make.guardian(schoolA, small1.childId, { name: '王妈妈', phone: '13900000001' });
    await t.make.guardian(schoolA, small2.childId, { name: '李爸爸', phone: '13900000002' });
    farGuardian = await t.make.guardian(schoolA, middle.childId, { name: '张奶奶', phone: '13900000003' });
    // The 小一班 teacher reaches their class, the 小班 manager (who teaches 小二班) the grade.
    const classRole = await t.make.role(schoolA, ['SchoolDynamic.Questionnaire'], '班级教师');
    const gradeRole = await t.make.role(schoolA, ['SchoolDynamic.Questionnaire'], '年级组长');
    await t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', classRole).execute();
    await t.db.updateTable('role').set({ dataScope: DataScope.GRADE }).where('id', '=', gradeRole).execute();
    const classTeacherId = await t.make.teacher(schoolA, { phone: '13700000011', roleId: classRole, name: '小一班老师' });
    const managerId = await t.make.teacher(schoolA, { phone: '13700000012', roleId: gradeRole, name: '小班组长' });
    const midTeacherId = await t.make.teacher(schoolA, { phone: '13700000013', name: '中一班老师' });
    await t.db.updateTable('grade').set({ managerTeacherId: managerId }).where('id', '=', small1.gradeId).execute();
    for (const [classId, teacherId] of [[small1.classId, classTeacherId], [small2.classId, managerId], [middle.classId, midTeacherId]] as const) {
      teacherOf.set(classId, teacherId);
      await t.db.insertInto('classTeacher').values({ schoolId: schoolA, classId, teacherId, position: 1 }).execute();
    }
    [admin, classTeacher, gradeManager] = await Promise.all([t.login(t.people.adminA.phone), t.login('13700000011'), t.login('13700000012')]);

    // Every family answers, about its class's teacher.
    questionnaireId = (await ok('insert', survey('家长满意度调查'))).questionnaireId;
    questions = (await ok('getQuestionnaireInfo', { questionnaireId })).questionList;
    const { list } = await ok('getUserList', { questionnaireId, pageSize: 50 });
    for (const row of list as { classId: number; answerLink: string }[]) {
      const token = decodeURIComponent(row.answerLink.split('token=')[1]!);
      const answers = [
        { questionId: questions[0]!.id, optionIds: [questions[0]!.optionList[0]!.id], teacherId: teacherOf.get(row.classId) },
        { questionId: questions[1]!.id, content: `来自${row.classId}的建议` },
      ];
      expect((await java('submitAnswer', { token, answers }, '')).code).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts answers and completion only for the classes in reach', async () => {
    const reached = [
      [admin, ['中一班', '小一班', '小二班']],
      [gradeManager, ['小一班', '小二班']],
      [classTeacher, ['小一班']],
    ] as const;
    for (const [token, classes] of reached) {
      const n = classes.length;
      const all = await stats('GetAllClassStatistic', {}, token);
      expect(classNames(all.List)).toEqual(classes);
      expect(all).toMatchObject({ AudienceCount: n, AnsweredCount: n });
      const conclusion = await stats('GetSurveyStatistic', {}, token);
      expect(conclusion).toMatchObject({ AudienceCount: n, AnsweredCount: n });
      expect(conclusion.Questions[0].AnswerCount).toBe(n);
      expect((await ok('getChartStatistics', { questionnaireId }, token)).charts[0].options[0].count).toBe(n);
      expect((await stats('GetChoiceQuestionStatistic', { QuestionId: questions[0]!.id }, token)).AnswerCount).toBe(n);
      expect(classNames((await stats('GetClassChoiceQuestionStatistic', { QuestionId: questions[0]!.id }, token)).Classes)).toEqual(classes);
      expect((await stats('GetTeacherChoiceQuestionStatistic', { QuestionId: questions[0]!.id }, token)).Teachers).toHaveLength(n);
      expect((await stats('GetQuestionStatisticFilter', {}, token)).Teachers).toHaveLength(n);
      expect(classNames((await stats('GetEssayQuestionStatistic', { QuestionId: questions[1]!.id, PageSize: 10 }, token)).List)).toEqual(classes);
      const filter = await stats('GetSurveyStatisticFilter', {}, token);
      expect(classNames(filter.Schools.flatMap((school: { Grades: { Classes: { ClassName: string }[] }[] }) => school.Grades.flatMap((grade) => grade.Classes)))).toEqual(classes);
      const users = await ok('getUserList', { questionnaireId, pageSize: 50 }, token);
      expect(classNames(users.list)).toEqual(classes);
      expect(users.total).toBe(n);
      const listed = await t.call('GET', `${J}getQuestionnaireList`, { token, query: {} });
      expect(listed.body.data.list.find((row: { id: number }) => row.id === questionnaireId).answerCount).toBe(n);
    }
  });

  it('refuses a class, a family or its answers out of reach', async () => {
    for (const action of ['GetClassStatistic', 'GetAllClassStatistic', 'GetSurveyStatistic']) {
      expect((await legacy('GET', action, { SurveyId: questionnaireId, ClassId: middle.classId }, classTeacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
    }
    expect((await legacy('GET', 'GetClassStatistic', { SurveyId: questionnaireId, ClassId: middle.classId }, gradeManager)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect((await stats('GetClassStatistic', { ClassId: small2.classId }, gradeManager)).Answered).toBe(1);
    const farSheet = { questionnaireId, respondentType: 2, respondentId: farGuardian };
    expect((await java('getUserAnswer', farSheet, classTeacher)).code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await ok('getUserAnswer', farSheet)).answers).toHaveLength(2);
  });

  it('exports only the classes in reach', async () => {
    const exports: [string, Record<string, unknown>][] = [
      ['ExportAllClassStatistic', {}],
      ['ExportEveryClassComplatedStatistic', {}],
      ['ExportEveryClassStatistics', {}],
      ['ExportEssayQuestionStatistic', { QuestionId: questions[1]!.id }],
      ['ExportClassChoiceQuestionStatistic', { QuestionId: questions[0]!.id }],
    ];
    for (const [action, input] of exports) {
      expect(await exportedClasses(action, input, classTeacher), action).toEqual(['小一班']);
      expect(await exportedClasses(action, input, gradeManager), action).toEqual(['小一班', '小二班']);
      expect(await exportedClasses(action, input, admin), action).toEqual(['中一班', '小一班', '小二班']);
    }
    const refused = await t.app.inject({ method: 'POST', url: `${S}ExportClassStatistic`, query: { SurveyId: String(questionnaireId), ClassId: String(middle.classId) }, headers: { auth: classTeacher } });
    expect(refused.json().ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('reminds only the families of the classes in reach', async () => {
    const unanswered = (await ok('insert', survey('寒假托管需求调查'))).questionnaireId as number;
    const remind = (input: Record<string, unknown>, token: string) => legacy('POST', 'RemindAnswer', { SurveyId: unanswered, ...input }, token);
    let before = t.sms.sent.length;
    expect((await remind({}, classTeacher)).Data).toEqual({ Reminded: 1, WithoutPhone: 0, RemindedLately: 0, Failed: 0 });
    expect(t.sms.sent.slice(before).map((sms) => sms.phone)).toEqual(['13900000001']);
    before = t.sms.sent.length;
    // 小一班 was reminded a moment ago, by whoever: the grade manager's reminder texts 小二班 only.
    expect((await remind({}, gradeManager)).Data).toEqual({ Reminded: 1, WithoutPhone: 0, RemindedLately: 1, Failed: 0 });
    expect(t.sms.sent.slice(before).map((sms) => sms.phone)).toEqual(['13900000002']);
    before = t.sms.sent.length;
    expect((await remind({ ClassId: middle.classId }, classTeacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect(t.sms.sent.length).toBe(before);
  });
});
