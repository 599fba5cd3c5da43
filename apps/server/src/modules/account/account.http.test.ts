import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NEW_PASSWORD = 'Changed2026x';

describe.each(testDialects)('the personal account on %s', (dialect) => {
  let t: TestApp;
  let phone = 13200000000;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token: string) => t.call('POST', url, { token, body });
  const infoOf = async (token: string) => (await t.call('GET', '/javaApi/account/getPersonalAccountInfo', { token })).body.data;
  /** A staff member of school A with no modules at all: the account needs none. */
  const someone = async (name = '普通老师') => {
    const ownPhone = String(++phone);
    const teacherId = await t.make.teacher(t.schools.schoolA, { phone: ownPhone, name, roleId: await t.make.role(t.schools.schoolA, []) });
    return { teacherId, phone: ownPhone, token: await t.login(ownPhone) };
  };

  it('reads and updates one’s own record, whatever the role grants', async () => {
    const me = await someone('林老师');
    expect(await infoOf(me.token)).toEqual({
      teacherId: me.teacherId,
      teacherName: '林老师',
      sex: 2,
      phone: me.phone,
      birthday: null,
      education: null,
      entryDate: null,
      photoUrl: null,
      schoolId: t.schools.schoolA,
      schoolName: '甲幼儿园',
      departmentName: null,
      schoolDutyName: null,
      roleName: expect.any(String),
      classNames: '',
    });
    const updated = await post('/javaApi/account/updatePersonalAccountInfo', { teacherName: '林晓', sex: 1, birthday: '1992-03-04', education: 4 }, me.token);
    expect(updated.body.data).toMatchObject({ teacherName: '林晓', sex: 1, birthday: '1992-03-04', education: 4, phone: me.phone });
    expect((await post('/javaApi/account/updatePersonalAccountInfo', { teacherName: '', sex: 1 }, me.token)).body.message).toBe('参数 teacherName 请填写姓名');
  });

  it('changes the password only with the old one, ending the other sessions and keeping this one', async () => {
    const me = await someone();
    const other = await t.login(me.phone);
    const wrong = await post('/javaApi/account/updatePwd', { oldPassword: 'Wrong2026x', newPassword: NEW_PASSWORD }, me.token);
    expect(wrong.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '原密码错误' });
    expect((await post('/javaApi/account/updatePwd', { oldPassword: TEST_PASSWORD, newPassword: 'short' }, me.token)).body.message).toBe('参数 newPassword 密码至少8位');
    expect((await post('/javaApi/account/updatePwd', { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, me.token)).body.data).toEqual({ success: true });
    expect((await t.call('GET', '/javaApi/account/getPersonalAccountInfo', { token: other })).body.code).toBe(ErrorCode.INVALID_TOKEN);
    expect((await infoOf(me.token)).phone).toBe(me.phone);
    await t.login(me.phone, NEW_PASSWORD);
    expect((await t.call('POST', '/javaApi/login/validLogin', { body: { account: me.phone, password: TEST_PASSWORD } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('counts wrong old passwords like failed logins', async () => {
    const me = await someone();
    for (let attempt = 0; attempt < 5; attempt += 1) await post('/javaApi/account/updatePwd', { oldPassword: 'Wrong2026x', newPassword: NEW_PASSWORD }, me.token);
    const locked = await post('/javaApi/account/updatePwd', { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, me.token);
    expect(locked.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: expect.stringMatching(/^登录失败次数过多/) });
  });

  it('changes the phone with a code sent to the new phone', async () => {
    const me = await someone();
    const newPhone = String(++phone);
    const sent = await post('/javaApi/account/sendMessage', { phone: newPhone }, me.token);
    expect(sent.body.data).toMatchObject({ codeId: expect.any(String), expiresInSeconds: 300 });
    expect(t.sms.sent.at(-1)).toEqual({ phone: newPhone, text: expect.stringContaining('更换手机号验证码') });
    const code = t.sms.lastCode(newPhone);
    expect((await post('/javaApi/account/updatePhoneNumber', { phone: newPhone, code: code === '000000' ? '111111' : '000000', codeId: sent.body.data.codeId }, me.token)).body.message).toBe('验证码错误或已失效');
    const changed = await post('/javaApi/account/updatePhoneNumber', { phone: newPhone, code, codeId: sent.body.data.codeId }, me.token);
    expect(changed.body.data).toEqual({ phone: newPhone });
    expect((await infoOf(me.token)).phone).toBe(newPhone);
    await t.login(newPhone);
    expect((await post('/javaApi/account/updatePhoneNumber', { phone: newPhone, code, codeId: sent.body.data.codeId }, me.token)).body.message).toBe('新手机号与当前手机号相同');
  });

  it('refuses to send a code to a phone that signs in to another account, in any school, or to one’s own', async () => {
    const me = await someone();
    const sentBefore = t.sms.sent.length;
    expect((await post('/javaApi/account/sendMessage', { phone: t.people.teacherA.phone }, me.token)).body).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: `手机号${t.people.teacherA.phone}已被其他账号使用`,
    });
    // A phone is one person's, whichever school they work in.
    expect((await post('/javaApi/account/sendMessage', { phone: t.people.adminB.phone }, me.token)).body.message).toBe(`手机号${t.people.adminB.phone}已被其他账号使用`);
    expect((await post('/javaApi/account/sendMessage', { phone: me.phone }, me.token)).body.message).toBe('新手机号与当前手机号相同');
    expect((await post('/javaApi/account/sendMessage', { phone: '123' }, me.token)).body.message).toBe('参数 phone 请输入11位手机号');
    expect((await post('/javaApi/account/sendMessage', { phone: '13766660000' }, me.token)).body.code).toBe(200);
    // No code went out before the phone was one the account may take.
    expect(t.sms.sent.slice(sentBefore).map((message) => message.phone)).toEqual(['13766660000']);
  });

  it('does not take a login or reset code for a phone change', async () => {
    const me = await someone();
    const sent = await t.call('POST', '/javaApi/login/sendMessage', { body: { phone: me.phone } });
    const code = t.sms.lastCode(me.phone);
    const newPhone = String(++phone);
    const misuse = await post('/javaApi/account/updatePhoneNumber', { phone: newPhone, code, codeId: sent.body.data.codeId }, me.token);
    expect(misuse.body.message).toBe('验证码错误或已失效');
  });

  it('updates the photo in both families, with a link the upload answered', async () => {
    const me = await someone();
    expect((await post('/javaApi/account/updatePersonalPhoto', { photoUrl: '/javaApi/file/getFile?fileId=12' }, me.token)).body.data).toEqual({ photoUrl: '/javaApi/file/getFile?fileId=12' });
    expect((await post('/api/Account/UpdatePersonalPhoto', { PhotoUrl: 'https://cdn.example.com/a.jpg' }, me.token)).body.Data).toEqual({ PhotoUrl: 'https://cdn.example.com/a.jpg' });
    expect((await infoOf(me.token)).photoUrl).toBe('https://cdn.example.com/a.jpg');
    expect((await post('/javaApi/account/updatePersonalPhoto', { photoUrl: 'javascript:alert(1)' }, me.token)).body.message).toBe('参数 photoUrl 照片地址应为上传后返回的地址');
  });

  it('keeps a group administrator’s own record in the home school while they work in a branch', async () => {
    const token = await t.login(t.people.adminA.phone);
    await post('/javaApi/school/switchSchool', { schoolId: t.schools.branchA }, token);
    const info = await infoOf(token);
    expect(info).toMatchObject({ teacherId: t.people.adminA.id, schoolId: t.schools.schoolA, schoolName: '甲幼儿园' });
    expect((await post('/javaApi/account/updatePersonalAccountInfo', { teacherName: '甲园长', sex: 2, education: 5 }, token)).body.data.education).toBe(5);
  });
});
