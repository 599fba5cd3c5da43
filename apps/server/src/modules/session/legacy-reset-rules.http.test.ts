import { ErrorCode, legacySignatureText } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5 } from '../../http/signed-path.js';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, LEGACY_APP, type TestApp } from '../../test/test-app.js';

/**
 * The legacy reset (SendPhoneCode, ValidCode, UpdatePasswordDirectly on the signed path) holds the
 * SMS-code rules of the Java reset (sendMessage, teacher/updatePasswordByCode): one store of codes,
 * the same pause between sends, the same lifetime and tries, no word on whether a phone has an
 * account, and the old sessions end with the old password.
 */
describe.each(testDialects)('the legacy reset keeps the Java reset’s code rules on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const signed = (path: string, options: { key?: string } = {}) => {
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    return `${path}/${LEGACY_APP.appId}/${md5((options.key ?? LEGACY_APP.key) + legacySignatureText(path, {}, timestamp))}/${timestamp}`;
  };
  const legacy = (action: string, body: object, options: { key?: string } = {}) => t.call('POST', signed(`/api/Account/${action}`, options), { body });
  const javaSend = (phone: string) => t.call('POST', '/javaApi/login/sendMessage', { body: { phone, purpose: 'resetPassword' } });
  const phone = () => t.people.teacherA.phone;

  it('shares the pause between sends with the Java reset', async () => {
    expect((await javaSend(phone())).body.code).toBe(200);
    const tooSoon = await legacy('SendPhoneCode', { Phone: phone() });
    expect(tooSoon.body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '验证码发送过于频繁，请60秒后再试' });
    t.clock.advance(61);
    expect((await legacy('SendPhoneCode', { Phone: phone() })).body.ResponseStatus).toBe(1);
  });

  it('answers a phone without an account as any other, and texts nothing', async () => {
    const sent = t.sms.sent.length;
    const unknown = await legacy('SendPhoneCode', { Phone: '13799999999' });
    expect(unknown.body.Data).toEqual({ CodeId: expect.any(String), ExpiresInSeconds: 300, ResendAfterSeconds: 60 });
    expect(t.sms.sent.length).toBe(sent);
  });

  it('takes five wrong tries, then refuses even the right code, as the Java reset does', async () => {
    const codeId = (await legacy('SendPhoneCode', { Phone: phone() })).body.Data.CodeId;
    const code = t.sms.lastCode(phone());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await legacy('ValidCode', { Phone: phone(), CodeId: codeId, Code: wrong })).body.ErrorMessage).toBe('验证码错误或已失效');
    }
    expect((await legacy('ValidCode', { Phone: phone(), CodeId: codeId, Code: code })).body.ErrorMessage).toBe('验证码错误次数过多，请重新获取');
    const java = await t.call('POST', '/javaApi/teacher/updatePasswordByCode', { body: { phone: phone(), codeId, code, password: 'Reset2026a' } });
    expect(java.body.message).toBe('验证码错误次数过多，请重新获取');
  });

  it('refuses a code past its five minutes, and one sent for signing in', async () => {
    const codeId = (await legacy('SendPhoneCode', { Phone: phone() })).body.Data.CodeId;
    const code = t.sms.lastCode(phone());
    t.clock.advance(301);
    expect((await legacy('ValidCode', { Phone: phone(), CodeId: codeId, Code: code })).body.ErrorMessage).toBe('验证码错误或已失效');
    const login = await t.call('POST', '/javaApi/login/sendMessage', { body: { phone: phone(), purpose: 'login' } });
    expect((await legacy('ValidCode', { Phone: phone(), CodeId: login.body.data.codeId, Code: t.sms.lastCode(phone()) })).body.ErrorMessage).toBe('验证码错误或已失效');
  });

  it('sets the password only within minutes of the check, once, and ends the old sessions', async () => {
    const session = await t.login(phone());
    const codeId = (await legacy('SendPhoneCode', { Phone: phone() })).body.Data.CodeId;
    expect((await legacy('UpdatePasswordDirectly', { Phone: phone(), CodeId: codeId, Password: 'Reset2026a' })).body.ErrorMessage).toBe('验证码错误或已失效');
    expect((await legacy('ValidCode', { Phone: phone(), CodeId: codeId, Code: t.sms.lastCode(phone()) })).body.ResponseStatus).toBe(1);
    expect((await legacy('UpdatePasswordDirectly', { Phone: phone(), CodeId: codeId, Password: 'short' })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await legacy('UpdatePasswordDirectly', { Phone: phone(), CodeId: codeId, Password: 'Reset2026a' })).body.ResponseStatus).toBe(1);
    expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: session, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    expect((await t.call('POST', '/javaApi/login/validLogin', { body: { account: phone(), password: TEST_PASSWORD } })).body.code).toBe(ErrorCode.NOT_ALLOWED);

    t.clock.advance(61);
    const late = (await legacy('SendPhoneCode', { Phone: phone() })).body.Data.CodeId;
    await legacy('ValidCode', { Phone: phone(), CodeId: late, Code: t.sms.lastCode(phone()) });
    t.clock.advance(11 * 60);
    expect((await legacy('UpdatePasswordDirectly', { Phone: phone(), CodeId: late, Password: 'Reset2026b' })).body.ErrorMessage).toBe('验证码错误或已失效');
  });

  it('refuses a POST whose signature was made with another key', async () => {
    const forged = await legacy('SendPhoneCode', { Phone: phone() }, { key: 'guessed-key' });
    expect(forged.body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '签名错误' });
    expect(t.sms.sent).toHaveLength(0);
  });
});
