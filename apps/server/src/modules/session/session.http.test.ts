import { ErrorCode, legacySignatureText } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5 } from '../../http/signed-path.js';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, LEGACY_APP, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (account: string, password: string) => t.call('POST', '/javaApi/login/validLogin', { body: { account, password, appId: 'web' } });

  describe('password login', () => {
    it('answers the account and the token, in the body and the Auth header', async () => {
      const { body, headers } = await login(t.people.adminA.phone, TEST_PASSWORD);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ teacherName: '甲园长', schoolId: t.schools.schoolA, schoolName: '甲幼儿园', roleName: '园长', canSwitchSchool: true });
      expect(body.data.modules).toContain('Setting');
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(headers.auth).toBe(body.data.token);
      expect(body.data).not.toHaveProperty('passwordHash');
    });

    it('refuses a wrong password and an unknown account with the same answer', async () => {
      const wrong = await login(t.people.adminA.phone, 'Wrong@2026');
      const unknown = await login('13799999999', 'Wrong@2026');
      expect(wrong.body).toEqual({ code: ErrorCode.NOT_ALLOWED, message: '账号或密码错误', data: null });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers.auth).toBeUndefined();
    });

    it('locks an account after five failures, even for the right password, and says for how long', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(t.people.teacherA.phone, 'Wrong@2026');
      const locked = await login(t.people.teacherA.phone, TEST_PASSWORD);
      expect(locked.body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect(locked.body.message).toMatch(/登录失败次数过多，请\d+分钟后再试/);
      t.clock.advance(61);
      expect((await login(t.people.teacherA.phone, TEST_PASSWORD)).body.code).toBe(200);
    });

    it('does not let a teacher who left log in', async () => {
      await t.db.updateTable('teacher').set({ status: 1 }).where('id', '=', t.people.teacherA.id).execute();
      expect((await login(t.people.teacherA.phone, TEST_PASSWORD)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    });
  });

  describe('tokens', () => {
    it('a call without a token answers 1000011 in both envelopes', async () => {
      const java = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { body: {} });
      expect(java.body).toEqual({ code: ErrorCode.MISSING_TOKEN, message: '请先登录', data: null });
    });

    it('an unknown token answers the invalid-token code', async () => {
      const { body } = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: 'not-a-token', body: {} });
      expect(body.code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('a token past its access lifetime answers the invalid-token code and can be refreshed', async () => {
      const token = await t.login(t.people.adminA.phone);
      t.clock.advance(t.config.session.accessMinutes * 60 + 1);
      const expired = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} });
      expect(expired.body.code).toBe(ErrorCode.INVALID_TOKEN);
      const refreshed = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token, platId: 'web' } });
      expect(refreshed.body.code).toBe(200);
      expect(refreshed.headers.auth).toBe(refreshed.body.data.token);
      const again = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: refreshed.body.data.token, body: {} });
      expect(again.body.data.teacherId).toBe(t.people.adminA.id);
    });

    it('five concurrent refreshes of one token all end with the same working token', async () => {
      const token = await t.login(t.people.adminA.phone);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token, platId: 'web' } })),
      );
      const tokens = new Set(answers.map((answer) => answer.body.data?.token));
      expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
      expect(tokens.size).toBe(1);
      const [successor] = [...tokens] as string[];
      expect(successor).not.toBe(token);
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: successor, body: {} })).body.code).toBe(200);
      const sessions = await t.db.selectFrom('session').select('id').where('teacherId', '=', t.people.adminA.id).execute();
      expect(sessions).toHaveLength(2);
    });

    it('the old token stops working once the grace window after rotation has passed', async () => {
      const token = await t.login(t.people.adminA.phone);
      await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token } });
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.code).toBe(200);
      t.clock.advance(t.config.session.refreshGraceSeconds + 1);
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
      expect((await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token } })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('a session unused past the idle timeout cannot be refreshed', async () => {
      const token = await t.login(t.people.adminA.phone);
      t.clock.advance(t.config.session.idleMinutes * 60 + 1);
      const refreshed = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token } });
      expect(refreshed.body.code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('logout ends the session', async () => {
      const token = await t.login(t.people.adminA.phone);
      expect((await t.call('POST', '/javaApi/login/logout', { token, body: {} })).body.code).toBe(200);
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('takes platId, appId and deviceId as numbers or as text, and keeps them as text', async () => {
      const clients = [
        { appId: 7, deviceId: 20261122, platId: 1 },
        { appId: 'web', deviceId: 'chromium-1', platId: 'web' },
      ];
      for (const { appId, deviceId, platId } of clients) {
        const login = await t.call('POST', '/javaApi/login/validLogin', { body: { account: t.people.adminA.phone, password: TEST_PASSWORD, appId, deviceId } });
        expect(login.body.code).toBe(200);
        const session = await t.db.selectFrom('session').select(['platId', 'deviceId']).orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(session).toEqual({ platId: String(appId), deviceId: String(deviceId) });
        const info = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: login.headers.auth as string, body: { platId } });
        expect(info.body.data.teacherId).toBe(t.people.adminA.id);
        const refreshed = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: login.headers.auth, platId } });
        expect(refreshed.body.code).toBe(200);
        expect((await t.call('POST', '/javaApi/login/logout', { token: refreshed.body.data.token, body: { platId } })).body.code).toBe(200);
      }
      const token = await t.login(t.people.adminA.phone);
      for (const platId of [{}, true, 'x'.repeat(65)]) {
        const refused = await t.call('POST', '/javaApi/login/refreshToken', { body: { oldToken: token, platId } });
        expect(refused.body, JSON.stringify(platId)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'platId' });
      }
    });
  });

  describe('SMS codes', () => {
    const send = (phone: string, purpose = 'login') => t.call('POST', '/javaApi/login/sendMessage', { body: { phone, purpose } });
    const smsLogin = (phone: string, code: string, codeId?: string) => t.call('POST', '/javaApi/login/smsLogin', { body: { phone, code, codeId } });

    it('log in with a code sent to the phone, once', async () => {
      const sent = await send(t.people.teacherA.phone);
      expect(sent.body.data).toMatchObject({ expiresInSeconds: 300, resendAfterSeconds: 60 });
      const code = t.sms.lastCode(t.people.teacherA.phone);
      const first = await smsLogin(t.people.teacherA.phone, code, sent.body.data.codeId);
      expect(first.body.code).toBe(200);
      expect(first.body.data.teacherId).toBe(t.people.teacherA.id);
      expect((await smsLogin(t.people.teacherA.phone, code, sent.body.data.codeId)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    });

    it('a code is bound to the codeId it was sent under', async () => {
      await send(t.people.teacherA.phone);
      const code = t.sms.lastCode(t.people.teacherA.phone);
      expect((await smsLogin(t.people.teacherA.phone, code, 'another-code-id')).body.code).toBe(ErrorCode.NOT_ALLOWED);
      const numericCodeId = await t.call('POST', '/javaApi/login/smsLogin', { body: { phone: t.people.teacherA.phone, code, codeId: 12345 } });
      expect(numericCodeId.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '验证码错误或已失效' });
    });

    it('a code expires after five minutes', async () => {
      const sent = await send(t.people.teacherA.phone);
      t.clock.advance(301);
      const answer = await smsLogin(t.people.teacherA.phone, t.sms.lastCode(t.people.teacherA.phone), sent.body.data.codeId);
      expect(answer.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '验证码错误或已失效' });
    });

    it('a code stops working after five wrong tries, even with the right digits', async () => {
      const sent = await send(t.people.teacherA.phone);
      const code = t.sms.lastCode(t.people.teacherA.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await smsLogin(t.people.teacherA.phone, wrong, sent.body.data.codeId);
      const answer = await smsLogin(t.people.teacherA.phone, code, sent.body.data.codeId);
      expect(answer.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '验证码错误次数过多，请重新获取' });
    });

    it('one send per phone per minute', async () => {
      await send(t.people.teacherA.phone);
      expect((await send(t.people.teacherA.phone)).body.message).toBe('验证码发送过于频繁，请60秒后再试');
      t.clock.advance(61);
      expect((await send(t.people.teacherA.phone)).body.code).toBe(200);
    });

    it('waits for the slot a send on another server claimed, before that send has stored its code', async () => {
      const phone = t.people.teacherA.phone;
      await t.db.insertInto('smsSendSlot').values({ phone, nextSendAt: new Date(t.clock.now().getTime() + 30_000).toISOString() }).execute();
      expect((await send(phone)).body.message).toBe('验证码发送过于频繁，请60秒后再试');
      expect(t.sms.sent).toHaveLength(0);
      t.clock.advance(31);
      expect((await send(phone)).body.code).toBe(200);
      expect((await send(phone)).body.message).toBe('验证码发送过于频繁，请60秒后再试');
    });

    it('answers alike for a phone without an account, and sends nothing', async () => {
      const answer = await send('13711112222');
      expect(answer.body.code).toBe(200);
      expect(t.sms.sent).toHaveLength(0);
    });

    it('reset the password with a code: the new one works, the old one and old sessions do not', async () => {
      const oldToken = await t.login(t.people.teacherA.phone);
      const sent = await send(t.people.teacherA.phone, 'resetPassword');
      const code = t.sms.lastCode(t.people.teacherA.phone);
      const reset = await t.call('POST', '/javaApi/teacher/updatePasswordByCode', {
        body: { phone: t.people.teacherA.phone, codeId: sent.body.data.codeId, code, password: 'NewPass2026' },
      });
      expect(reset.body.code).toBe(200);
      expect((await login(t.people.teacherA.phone, 'NewPass2026')).body.code).toBe(200);
      expect((await login(t.people.teacherA.phone, TEST_PASSWORD)).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: oldToken, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    });

    it('a login code cannot reset a password', async () => {
      const sent = await send(t.people.teacherA.phone, 'login');
      const reset = await t.call('POST', '/javaApi/teacher/updatePasswordByCode', {
        body: { phone: t.people.teacherA.phone, codeId: sent.body.data.codeId, code: t.sms.lastCode(t.people.teacherA.phone), password: 'NewPass2026' },
      });
      expect(reset.body.code).toBe(ErrorCode.NOT_ALLOWED);
    });
  });

  describe('legacy phone flows with the signed path', () => {
    const signedUrl = (path: string, query: Record<string, string>, options: { key?: string; at?: number } = {}) => {
      const timestamp = String(Math.floor((options.at ?? t.clock.now().getTime()) / 1000));
      const signature = md5((options.key ?? LEGACY_APP.key) + legacySignatureText(path, query, timestamp));
      return `${path}/${LEGACY_APP.appId}/${signature}/${timestamp}`;
    };

    it('finds the user, sends and checks a code, and sets the new password, in the legacy envelope', async () => {
      const phone = t.people.teacherA.phone;
      const user = await t.call('GET', signedUrl('/api/Account/GetPhoneUser', { phone }), { query: { phone } });
      expect(user.body).toEqual({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: { Phone: phone, HasAccount: true, MaskedName: '甲**' } });
      const sent = await t.call('POST', signedUrl('/api/Account/SendPhoneCode', {}), { body: { Phone: phone } });
      const codeId = sent.body.Data.CodeId;
      const code = t.sms.lastCode(phone);
      const numericCodeId = await t.call('POST', signedUrl('/api/Account/ValidCode', {}), { body: { Phone: phone, CodeId: 12345, Code: code } });
      expect(numericCodeId.body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '验证码错误或已失效' });
      const valid = await t.call('POST', signedUrl('/api/Account/ValidCode', {}), { body: { Phone: phone, CodeId: codeId, Code: code } });
      expect(valid.body.ResponseStatus).toBe(1);
      const updated = await t.call('POST', signedUrl('/api/Account/UpdatePasswordDirectly', {}), { body: { Phone: phone, CodeId: codeId, Password: 'Legacy2026' } });
      expect(updated.body.ResponseStatus).toBe(1);
      expect((await login(phone, 'Legacy2026')).body.code).toBe(200);
      const again = await t.call('POST', signedUrl('/api/Account/UpdatePasswordDirectly', {}), { body: { Phone: phone, CodeId: codeId, Password: 'Legacy2027' } });
      expect(again.body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    });

    it('refuses a wrong signature, an unknown app and a stale timestamp', async () => {
      const phone = t.people.teacherA.phone;
      const wrongKey = await t.call('GET', signedUrl('/api/Account/GetPhoneUser', { phone }, { key: 'guess' }), { query: { phone } });
      expect(wrongKey.body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '签名错误' });
      const tampered = await t.call('GET', signedUrl('/api/Account/GetPhoneUser', { phone }), { query: { phone: '13700000003' } });
      expect(tampered.body.ErrorMessage).toBe('签名错误');
      const stale = await t.call('GET', signedUrl('/api/Account/GetPhoneUser', { phone }, { at: t.clock.now().getTime() - 600_000 }), { query: { phone } });
      expect(stale.body.ErrorMessage).toBe('请求已过期，请校准时间后重试');
      const unsigned = await t.call('GET', '/api/Account/GetPhoneUser', { query: { phone } });
      expect(unsigned.status).toBe(404);
    });
  });
});
