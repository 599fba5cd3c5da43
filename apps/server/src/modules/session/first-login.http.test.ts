import { ErrorCode, LegacyStatus, legacySignatureText } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../http/signed-path.js';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, LEGACY_APP, type TestApp } from '../../test/test-app.js';

const CHOSEN = 'Chosen2026x';

/**
 * A temporary password (an administrator's reset) must be replaced at the next sign-in: the login
 * and the account info say so, and every other console call is refused until the person sets their own.
 */
describe.each(testDialects)('the first sign-in with a temporary password on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let phone = 13300000000;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await t.login(t.people.adminA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const staff = async () => {
    const own = String(++phone);
    const teacherId = await t.make.teacher(t.schools.schoolA, { phone: own, name: '新老师', roleId: await t.make.role(t.schools.schoolA, ['SchoolDynamic.Notification']) });
    return { teacherId, phone: own };
  };
  const resetBy = async (teacherId: number, token = adminToken) => {
    const reset = await t.call('POST', '/javaApi/teacher/resetTeacherPassword', { token, body: { teacherId } });
    expect(reset.body.code).toBe(200);
    return reset.body.data.temporaryPassword as string;
  };
  const passwordLogin = (account: string, password: string) => t.call('POST', '/javaApi/login/validLogin', { body: { account, password } });
  const accountInfo = async (token: string) => (await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body;
  const changePassword = (token: string, oldPassword: string, newPassword = CHOSEN) =>
    t.call('POST', '/javaApi/account/updatePwd', { token, body: { oldPassword, newPassword } });
  const updateInfo = (token: string) => t.call('POST', '/javaApi/account/updatePersonalAccountInfo', { token, body: { teacherName: '新老师', sex: 2 } });
  const signed = (path: string) => {
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    return `${path}/${LEGACY_APP.appId}/${md5(LEGACY_APP.key + legacySignatureText(path, {}, timestamp))}/${timestamp}`;
  };
  const legacyReset = (action: string, body: object) => t.call('POST', signed(`/api/Account/${action}`), { body });
  const flagOf = async (own: string) => (await passwordLogin(own, CHOSEN)).body.data.mustChangePassword;

  it('carries the mark from the reset to the login and the account info, refuses the rest until the password is changed', async () => {
    const person = await staff();
    const temporary = await resetBy(person.teacherId);

    const login = await passwordLogin(person.phone, temporary);
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({ teacherId: person.teacherId, teacherName: '新老师', mustChangePassword: true, token: expect.any(String) });
    const token = login.body.data.token as string;
    expect((await accountInfo(token)).data).toMatchObject({ teacherId: person.teacherId, mustChangePassword: true });
    expect((await t.call('GET', '/javaApi/account/getPersonalAccountInfo', { token })).body.code).toBe(200);

    const refused = { code: ErrorCode.PASSWORD_CHANGE_REQUIRED, message: '请先修改临时密码', data: null };
    expect((await updateInfo(token)).body).toEqual(refused);
    expect((await t.call('GET', '/javaApi/school/getBranchSchoolList', { token })).body).toEqual(refused);
    expect((await t.call('GET', '/javaApi/notice/getSchoolNoticeList', { token })).body).toEqual(refused);
    const legacy = await t.call('POST', '/api/Account/UpdatePersonalPhoto', { token, body: { PhotoUrl: '/files/photo.jpg' } });
    expect(legacy.body).toEqual({ ResponseStatus: LegacyStatus.FAILURE, ErrorCode: ErrorCode.PASSWORD_CHANGE_REQUIRED, ErrorMessage: '请先修改临时密码', Data: null });

    // The password rules hold on the way out, and a wrong old password is no way around them.
    expect((await changePassword(token, temporary, 'short')).body.message).toBe('参数 newPassword 密码至少8位');
    expect((await changePassword(token, 'Wrong2026x')).body.message).toBe('原密码错误');
    expect((await changePassword(token, temporary)).body.data).toEqual({ success: true });

    expect((await accountInfo(token)).data.mustChangePassword).toBe(false);
    expect((await updateInfo(token)).body.code).toBe(200);
    expect((await t.call('GET', '/javaApi/school/getBranchSchoolList', { token })).body.code).toBe(200);
    expect((await t.call('GET', '/javaApi/notice/getSchoolNoticeList', { token })).body.code).toBe(200);
    expect(await flagOf(person.phone)).toBe(false);
  });

  it('lets a marked session sign out, and marks an SMS sign-in too: the account, not the way in, holds it', async () => {
    const person = await staff();
    const temporary = await resetBy(person.teacherId);
    const token = (await passwordLogin(person.phone, temporary)).body.data.token as string;
    expect((await t.call('POST', '/javaApi/login/logout', { token, body: {} })).body.data).toEqual({ success: true });
    expect((await accountInfo(token)).code).toBe(ErrorCode.INVALID_TOKEN);

    const sent = await t.call('POST', '/javaApi/login/sendMessage', { body: { phone: person.phone } });
    const bySms = await t.call('POST', '/javaApi/login/smsLogin', { body: { phone: person.phone, code: t.sms.lastCode(person.phone), codeId: sent.body.data.codeId } });
    expect(bySms.body.data.mustChangePassword).toBe(true);
    expect((await updateInfo(bySms.body.data.token)).body.code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
  });

  it('clears the mark when the person sets a password by SMS code, on either family', async () => {
    const javaReset = await staff();
    await resetBy(javaReset.teacherId);
    const sent = await t.call('POST', '/javaApi/login/sendMessage', { body: { phone: javaReset.phone, purpose: 'resetPassword' } });
    const byCode = await t.call('POST', '/javaApi/teacher/updatePasswordByCode', {
      body: { phone: javaReset.phone, codeId: sent.body.data.codeId, code: t.sms.lastCode(javaReset.phone), password: CHOSEN },
    });
    expect(byCode.body.code).toBe(200);
    expect(await flagOf(javaReset.phone)).toBe(false);

    const legacy = await staff();
    await resetBy(legacy.teacherId);
    t.clock.advance(61);
    const codeId = (await legacyReset('SendPhoneCode', { Phone: legacy.phone })).body.Data.CodeId;
    expect((await legacyReset('ValidCode', { Phone: legacy.phone, CodeId: codeId, Code: t.sms.lastCode(legacy.phone) })).body.ResponseStatus).toBe(LegacyStatus.SUCCESS);
    expect((await legacyReset('UpdatePasswordDirectly', { Phone: legacy.phone, CodeId: codeId, Password: CHOSEN })).body.ResponseStatus).toBe(LegacyStatus.SUCCESS);
    expect(await flagOf(legacy.phone)).toBe(false);
  });

  it('never marks a password the person chose themselves', async () => {
    const person = await staff();
    const first = await passwordLogin(person.phone, TEST_PASSWORD);
    expect(first.body.data.mustChangePassword).toBe(false);
    expect((await changePassword(first.body.data.token, TEST_PASSWORD)).body.data).toEqual({ success: true });
    expect(await flagOf(person.phone)).toBe(false);
    expect((await t.call('GET', '/javaApi/school/getBranchSchoolList', { token: first.body.data.token })).body.code).toBe(200);
  });
});
