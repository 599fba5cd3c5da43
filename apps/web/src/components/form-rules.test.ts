import { newPassword, phoneNumber } from '@yuanwu/shared';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { ruleFrom } from './form-rules';

async function check(rule: ReturnType<typeof ruleFrom>, value: unknown): Promise<string | undefined> {
  const validator = (rule as RuleObject).validator!;
  try {
    await validator({} as RuleObject, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('ruleFrom', () => {
  it('passes what the schema accepts', async () => {
    expect(await check(ruleFrom(phoneNumber()), '13800000000')).toBeUndefined();
    expect(await check(ruleFrom(newPassword()), 'abcd1234')).toBeUndefined();
  });

  it("fails with the schema's own message", async () => {
    expect(await check(ruleFrom(phoneNumber()), '1380000')).toBe('请输入11位手机号');
    expect(await check(ruleFrom(newPassword()), 'abc123')).toBe('密码至少8位');
    expect(await check(ruleFrom(newPassword()), 'abcdefgh')).toBe('密码需包含数字');
    expect(await check(ruleFrom(newPassword()), '12345678')).toBe('密码需包含字母');
  });

  it('treats an empty field as an empty string', async () => {
    expect(await check(ruleFrom(phoneNumber()), undefined)).toBe('请输入11位手机号');
  });
});
