import { ErrorCode } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { ALL_MODULES, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A person has one account, whatever schools they work in. The story an outside review told: the
 * branch's administrator adds a staff member with the head school's principal's phone, resets that
 * staff member's password, and signs in as the principal. Now the new row joins the principal's
 * account, whose password the branch cannot reset.
 */
describe.each(testDialects)('one account per person on %s', (dialect) => {
  let t: TestApp;
  let branchAdmin: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    const role = await t.make.role(t.schools.branchA, ALL_MODULES, '分园园长');
    await t.make.teacher(t.schools.branchA, { phone: '13700000010', roleId: role, name: '分园园长' });
    branchAdmin = await t.login('13700000010');
  });
  afterEach(async () => {
    await t.close();
  });

  const accountOfPhone = async (phone: string) => {
    const rows = await t.db.selectFrom('teacher').select(['accountId', 'schoolId']).where('phone', '=', phone).execute();
    return new Set(rows.map((row) => row.accountId));
  };

  it('a branch administrator cannot take over the head school’s principal (Java family)', async () => {
    const added = await t.call('POST', '/javaApi/teacher/addTeacher', { token: branchAdmin, body: { teacherName: '影子', sex: 1, phone: t.people.adminA.phone } });
    expect(added.body.code).toBe(200);
    expect((await accountOfPhone(t.people.adminA.phone)).size).toBe(1);
    const victimSession = await t.login(t.people.adminA.phone);

    const reset = await t.call('POST', '/javaApi/teacher/resetTeacherPassword', { token: branchAdmin, body: { teacherId: added.body.data.teacherId } });
    expect(reset.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: expect.stringContaining('也在其他园所使用'), data: null });

    // The principal's password and session are untouched, and the principal still signs in to the head school.
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: victimSession, body: {} })).body.data).toMatchObject({
      teacherId: t.people.adminA.id,
      schoolId: t.schools.schoolA,
    });
    const again = await t.call('POST', '/javaApi/login/validLogin', { body: { account: t.people.adminA.phone, password: TEST_PASSWORD } });
    expect(again.body.data).toMatchObject({ teacherId: t.people.adminA.id, schoolId: t.schools.schoolA });
  });

  it('a branch administrator cannot take over the head school’s principal (legacy family)', async () => {
    const added = await t.call('POST', '/api/Teacher4/AddTeacher', { token: branchAdmin, body: { TeacherName: '影子', Sex: 1, Phone: t.people.adminA.phone } });
    expect(added.body.ErrorCode).toBe(200);
    const reset = await t.call('POST', '/api/Teacher4/ResetTeacherPassword', { token: branchAdmin, body: { TeacherId: added.body.Data.TeacherId } });
    expect(reset.body).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, Data: null });
    await t.login(t.people.adminA.phone);
  });

  it('another school cannot reset the password of someone who also works here, and the group administrator can within the group', async () => {
    const phone = '13700000020';
    const inHead = await t.make.teacher(t.schools.schoolA, { phone, name: '两园老师' });
    await t.make.teacher(t.schools.branchA, { phone, name: '两园老师' });
    const headAdmin = await t.login(t.people.adminA.phone);
    const groupReset = await t.call('POST', '/javaApi/teacher/resetTeacherPassword', { token: headAdmin, body: { teacherId: inHead } });
    expect(groupReset.body.code).toBe(200);
    await t.login(phone, groupReset.body.data.temporaryPassword);

    const adminB = await t.login(t.people.adminB.phone);
    await t.call('POST', '/javaApi/teacher/addTeacher', { token: adminB, body: { teacherName: '两园老师', sex: 2, phone } });
    const refused = await t.call('POST', '/javaApi/teacher/resetTeacherPassword', { token: headAdmin, body: { teacherId: inHead } });
    expect(refused.body.code).toBe(ErrorCode.NOT_ALLOWED);
    await t.login(phone, groupReset.body.data.temporaryPassword);
  });

  it('a person working in two schools signs in once, switches between them and changes one password for both', async () => {
    const phone = '13700000030';
    const inA = await t.make.teacher(t.schools.schoolA, { phone, name: '兼职老师' });
    const inB = await t.make.teacher(t.schools.schoolB, { phone, name: '兼职老师' });
    const login = await t.call('POST', '/javaApi/login/validLogin', { body: { account: phone, password: TEST_PASSWORD } });
    expect(login.body.data).toMatchObject({ teacherId: inA, schoolId: t.schools.schoolA, canSwitchSchool: true });
    const token = login.body.data.token as string;

    const schools = await t.call('GET', '/javaApi/school/getBranchSchoolList', { token });
    expect(schools.body.data.map((school: { schoolId: number }) => school.schoolId)).toEqual(expect.arrayContaining([t.schools.schoolA, t.schools.schoolB]));
    const switched = await t.call('POST', '/javaApi/school/switchSchool', { token, body: { schoolId: t.schools.schoolB } });
    expect(switched.body.data).toMatchObject({ teacherId: inB, schoolId: t.schools.schoolB, schoolName: '乙幼儿园' });
    const other = await t.login(phone);

    const changed = await t.call('POST', '/javaApi/account/updatePwd', { token, body: { oldPassword: TEST_PASSWORD, newPassword: 'Fresh@2026x' } });
    expect(changed.body.code).toBe(200);
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: other, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.data.schoolId).toBe(t.schools.schoolB);
    await t.login(phone, 'Fresh@2026x');
  });

  it('refuses a switch to a school where the person is not on the staff', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    const refused = await t.call('POST', '/javaApi/school/switchSchool', { token: teacher, body: { schoolId: t.schools.schoolB } });
    expect(refused.body.code).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('a staff row given another phone by the school belongs to that phone’s person from then on', async () => {
    const phone = '13700000040';
    const teacherId = await t.make.teacher(t.schools.schoolA, { phone, name: '换号老师' });
    const session = await t.login(phone);
    const headAdmin = await t.login(t.people.adminA.phone);
    const updated = await t.call('POST', '/javaApi/teacher/updateTeacherInfo', { token: headAdmin, body: { teacherId, teacherName: '换号老师', sex: 2, phone: '13700000041' } });
    expect(updated.body).toMatchObject({ code: 200 });
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: session, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    expect((await t.call('POST', '/javaApi/login/validLogin', { body: { account: phone, password: TEST_PASSWORD } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});

describe.each(testDialects)('the login lock on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (password: string) => t.call('POST', '/javaApi/login/validLogin', { body: { account: t.people.teacherA.phone, password } });

  const checkedAndRefused = async (burst: string[]) => {
    const answers = await Promise.all(burst.map((password) => login(password)));
    const checked = answers.filter((answer) => answer.body.code === 200 || answer.body.message === '账号或密码错误').length;
    const refused = answers.filter((answer) => /登录失败次数过多/.test(answer.body.message)).length;
    return { checked, refused };
  };
  const wrongGuesses = Array.from({ length: 25 }, (_, index) => `Wrong@${index}x`);

  it('checks at most the free tries of a burst of parallel guesses', async () => {
    const { checked, refused } = await checkedAndRefused(wrongGuesses);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(wrongGuesses.length);
  });

  it('with the right password among the burst, at most the free tries before it and after it', async () => {
    // The right password gives the account's tries back when it lands, so the guesses arriving after
    // it find the free tries again, whichever order the server takes them in.
    const burst = [...wrongGuesses, TEST_PASSWORD];
    const { checked, refused } = await checkedAndRefused(burst);
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + refused).toBe(burst.length);
  });

  it('staff signing in from one office address never use up the address’s tries', async () => {
    for (let attempt = 0; attempt < 35; attempt += 1) expect((await login(TEST_PASSWORD)).body.code).toBe(200);
  });

  it('locks for minutes, not hours, and the owner still signs in by SMS code meanwhile', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('Wrong@2026');
    for (const minutes of [1, 2, 4, 8]) {
      t.clock.advance(minutes * 60);
      expect((await login('Wrong@2026')).body.message).toBe('账号或密码错误');
    }
    expect((await login('Wrong@2026')).body.message).toBe('登录失败次数过多，请15分钟后再试，或使用短信验证码登录');
    const sent = await t.call('POST', '/javaApi/login/sendMessage', { body: { phone: t.people.teacherA.phone, purpose: 'login' } });
    const code = t.sms.lastCode(t.people.teacherA.phone);
    const bySms = await t.call('POST', '/javaApi/login/smsLogin', { body: { phone: t.people.teacherA.phone, code, codeId: sent.body.data.codeId } });
    expect(bySms.body.code).toBe(200);
    t.clock.advance(16 * 60);
    expect((await login(TEST_PASSWORD)).body.code).toBe(200);
  });
});

describe.each(testDialects)('logging out on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('ends the refreshed token and the one it replaced, grace window included', async () => {
    const first = await t.login(t.people.teacherA.phone);
    const refreshed = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: first, platId: 'web' } });
    const second = refreshed.body.data.token as string;
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: first, body: {} })).body.code).toBe(200);
    expect((await t.call('POST', '/javaApi/login/logout', { token: second, body: {} })).body.code).toBe(200);
    for (const token of [first, second]) {
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    }
    expect((await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: first, platId: 'web' } })).body.code).toBe(ErrorCode.INVALID_TOKEN);
  });

  it('a password change ends the token the session was refreshed from', async () => {
    const first = await t.login(t.people.teacherA.phone);
    const second = (await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: first, platId: 'web' } })).body.data.token as string;
    await t.call('POST', '/javaApi/account/updatePwd', { token: second, body: { oldPassword: TEST_PASSWORD, newPassword: 'Fresh@2026x' } });
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: first, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: second, body: {} })).body.code).toBe(200);
  });
});
