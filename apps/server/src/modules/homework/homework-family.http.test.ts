import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const F = '/javaApi/family/';
const MOTHER = '13900000001';
const OTHER_FAMILY = '13900000002';
const DAY = 24 * 60 * 60;

type Envelope = { code: number; message: string; field?: string; data: any };

/**
 * Story: the 小一班 teacher sets 王小明's class a homework due in two days, the 小二班 teacher one
 * for 李小红's class. 王小明's mother signs hers off on the family page (once, however often she taps),
 * the school's sign list and completion count it; 李小红's family reaches none of 小一班's homework,
 * and after its end date a homework can no longer be signed.
 */
describe.each(testDialects)('homework signed off on the family page on %s', (dialect) => {
  let s: TeachingApp;
  let mother = '';
  let otherFamily = '';
  let reading = 0;
  let counting = 0;

  const call = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = mother): Promise<Envelope> => {
    const send = method === 'GET' ? { query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) } : { body: input };
    return (await s.t.call(method, `${F}${action}`, { ...(token ? { token } : {}), ...send })).body as Envelope;
  };
  const ok = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = mother) => {
    const answer = await call(method, action, input, token);
    expect(answer.code, `${action} ${answer.message}`).toBe(ErrorCode.SUCCESS);
    return answer.data;
  };
  const addHomework = async (title: string, classId: number, token: string) =>
    (await s.legacy('/api/HomeworkStatistics/AddHomework', { ClassId: classId, Title: title, Content: `${title}：请家长陪孩子完成。`, EndDate: s.day(2) }, token)).Data!.HomeworkId as number;

  /** Signs a phone in by the code texted to it; a minute passes first, the pause between two codes. */
  async function signIn(phone: string): Promise<string> {
    s.t.clock.advance(61);
    const sent = await call('POST', 'sendCode', { phone }, null);
    return (await ok('POST', 'login', { phone, code: s.t.sms.lastCode(phone), codeId: sent.data.codeId }, null)).token as string;
  }

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    await s.t.make.guardian(s.t.schools.schoolA, s.own.childId, { name: '王妈妈', phone: MOTHER });
    await s.t.make.guardian(s.t.schools.schoolA, s.other.childId, { name: '李爸爸', phone: OTHER_FAMILY });
    reading = await addHomework('亲子阅读打卡', s.own.classId, s.tokens.teacher);
    counting = await addHomework('数一数我的家', s.other.classId, s.tokens.otherTeacher);
    mother = await signIn(MOTHER);
    otherFamily = await signIn(OTHER_FAMILY);
  }, 60_000);
  afterAll(() => s.t.close());

  it('lists the child’s class’s homework with its end date, not yet signed', async () => {
    expect((await ok('GET', 'getHomeworkList')).list).toEqual([
      {
        homeworkId: reading,
        title: '亲子阅读打卡',
        content: '亲子阅读打卡：请家长陪孩子完成。',
        teacherName: '小一班老师',
        endDate: s.day(2),
        createdAt: expect.any(String),
        isSigned: false,
        signedAt: null,
        canSign: true,
      },
    ]);
    expect((await ok('GET', 'getHomeworkList', {}, otherFamily)).list.map((row: { homeworkId: number }) => row.homeworkId)).toEqual([counting]);
  });

  it('signs it off once, however often, and the school’s sign list and completion count it', async () => {
    const signed = await ok('POST', 'signHomework', { homeworkId: reading, content: '读了《猜猜我有多爱你》' });
    expect(signed).toEqual({ homeworkId: reading, signedAt: expect.any(String) });
    // A second tap answers the first sign-off and keeps its words.
    expect(await ok('POST', 'signHomework', { homeworkId: reading, content: '又读了一遍' })).toEqual(signed);
    expect(await s.t.db.selectFrom('homeworkSign').select(['childId', 'content']).where('homeworkId', '=', reading).execute()).toEqual([{ childId: s.own.childId, content: '读了《猜猜我有多爱你》' }]);
    expect((await ok('GET', 'getHomeworkList')).list[0]).toMatchObject({ isSigned: true, signedAt: signed.signedAt, canSign: false });

    const school = async (action: string) => (await s.t.call('GET', `/api/HomeworkStatistics/${action}`, { token: s.tokens.admin, query: { HomeworkId: String(reading) } })).body.Data;
    expect((await school('GetHomeworkSignList')).List).toContainEqual(expect.objectContaining({ StudentName: '王小明', IsSigned: true, GuardianName: '王妈妈', Content: '读了《猜猜我有多爱你》' }));
    expect(await school('GetHomeworkInfoForId')).toMatchObject({ SignCount: 1 });
  });

  it('refuses bad input at its field', async () => {
    expect(await call('POST', 'signHomework', { homeworkId: 'abc' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'homeworkId' });
    expect(await call('POST', 'signHomework', { homeworkId: reading, content: '好'.repeat(201) })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 content 家长反馈最多200字', field: 'content' });
  });

  it('reaches no other family’s child’s homework', async () => {
    expect(await call('POST', 'signHomework', { homeworkId: counting })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '作业不存在' });
    expect(await call('POST', 'signHomework', { homeworkId: reading }, otherFamily)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '作业不存在' });
    expect(await s.t.db.selectFrom('homeworkSign').select('childId').where('homeworkId', '=', counting).execute()).toEqual([]);
  });

  it('needs a family session: none, or a console token, is refused', async () => {
    expect(await call('GET', 'getHomeworkList', {}, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
    expect(await call('POST', 'signHomework', { homeworkId: counting }, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
    expect(await call('POST', 'signHomework', { homeworkId: counting }, s.tokens.otherTeacher)).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
  });

  it('refuses a sign-off after the end date', async () => {
    s.t.clock.advance(3 * DAY);
    const token = await signIn(OTHER_FAMILY);
    expect((await ok('GET', 'getHomeworkList', {}, token)).list[0]).toMatchObject({ homeworkId: counting, isSigned: false, canSign: false });
    const endDate = (await ok('GET', 'getHomeworkList', {}, token)).list[0].endDate as string;
    expect(await call('POST', 'signHomework', { homeworkId: counting }, token)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `作业已于${endDate}截止，不能再签收` });
  });
});
