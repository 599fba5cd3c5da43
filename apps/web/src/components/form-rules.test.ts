import { newPassword, optionalText, phoneNumber } from '@yuanwu/shared';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lengthCount, problemOf, ruleFrom, searchText } from './form-rules';

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

describe('lengthCount', () => {
  it('counts against the limit of the string inside optional and default wrappers', () => {
    expect(lengthCount(z.string().max(20)).max).toBe(20);
    expect(lengthCount(optionalText('备注', 500)).max).toBe(500);
    expect(lengthCount(z.string().trim().max(50).default('')).max).toBe(50);
    expect(lengthCount(z.string().max(30).optional()).max).toBe(30);
  });

  it('shows the count without a limit when the schema has none', () => {
    expect(lengthCount(z.string()).max).toBeUndefined();
  });
});

describe('searchText', () => {
  const keyword = z.string().trim().max(5).optional();

  it('leaves a blank search out', () => {
    expect(searchText('', keyword)).toBeUndefined();
    expect(searchText('   ', keyword)).toBeUndefined();
    expect(searchText(undefined, keyword)).toBeUndefined();
  });

  it('cuts a long paste to the limit the list call takes, so the search still answers', () => {
    expect(searchText('  小一班  ', keyword)).toBe('小一班');
    expect(searchText('13800000000', keyword)).toBe('13800');
    expect(keyword.safeParse(searchText('13800000000', keyword)).success).toBe(true);
  });
});

describe('problemOf', () => {
  it("says the schema's refusal, or nothing when it takes the value", () => {
    expect(problemOf(optionalText('备注', 3), '一二三四')).toBe('备注最多3字');
    expect(problemOf(optionalText('备注', 3), '')).toBeUndefined();
    expect(problemOf(optionalText('备注', 3), undefined)).toBeUndefined();
  });
});
