import { ErrorCode, fromLegacyCase, id, int, MAX_INT, numeric, toLegacyCase } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { MAX_INPUT_DEPTH, unusableInput } from './input-errors.js';

/** A value nested `depth` levels deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

describe('numbers from the declarations', () => {
  it('takes ids as JSON numbers or plain decimal text, within what an integer column holds', () => {
    for (const given of [1, '1', '007', MAX_INT, String(MAX_INT)]) expect(id().safeParse(given).success, String(given)).toBe(true);
    for (const given of [0, -1, MAX_INT + 1, '2147483648', 1.5, '1.5', '0x10', '1e3', 'Infinity', '', ' 1', '+1', true, [1], null]) {
      expect(id().safeParse(given).success, JSON.stringify(given)).toBe(false);
    }
  });

  it('bounds every integer by the column range, and names the range it was given', () => {
    expect(int().safeParse(-MAX_INT).data).toBe(-MAX_INT);
    expect(int().safeParse(-MAX_INT - 1).success).toBe(false);
    expect(int(1, 5).safeParse('6').error?.issues[0]?.message).toBe('应为1至5的整数');
  });

  it('reads decimals too, keeping the declaration’s own words', () => {
    const height = numeric(z.number({ error: '身高应为数字' }).min(0, '身高不能为负数'));
    expect(height.safeParse('105.5').data).toBe(105.5);
    expect(height.safeParse('-1').error?.issues[0]?.message).toBe('身高不能为负数');
    expect(height.safeParse('1e2').error?.issues[0]?.message).toBe('身高应为数字');
    expect(height.safeParse(1e300).success).toBe(false);
  });
});

describe('input no column can keep', () => {
  it('refuses NUL and half surrogate pairs in values and field names, naming the field', () => {
    expect(unusableInput({ className: 'nul\u0000x' })).toEqual({ message: '参数 className 含有无法保存的字符', field: 'className' });
    expect(unusableInput({ children: [{ name: '\ud800x' }] })).toEqual({ message: '参数 children.0.name 含有无法保存的字符', field: 'children.0.name' });
    expect(unusableInput({ name: 'x\udc00' })).toEqual({ message: '参数 name 含有无法保存的字符', field: 'name' });
    expect(unusableInput({ ['a\u0000']: 1 })).toEqual({ message: '有字段名含有无法保存的字符' });
    expect(unusableInput({ children: [{ ['\ud800']: 1 }] })).toEqual({ message: '参数 children.0 中有字段名含有无法保存的字符', field: 'children.0' });
    expect(unusableInput({ name: '小明😀', remark: '' })).toBeUndefined();
  });

  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses more, without recursion`, () => {
    expect(unusableInput(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(unusableInput({ deep: nested(MAX_INPUT_DEPTH) })).toEqual({ message: `参数 deep 嵌套超过${MAX_INPUT_DEPTH}层`, field: 'deep' });
    expect(unusableInput({ deep: nested(200_000) })).toEqual({ message: `参数 deep 嵌套超过${MAX_INPUT_DEPTH}层`, field: 'deep' });
  });
});

describe('the legacy field renaming', () => {
  it('renames at any depth without exhausting the stack', () => {
    const renamed = fromLegacyCase({ Deep: nested(200_000) }) as Record<string, unknown>;
    expect(Object.keys(renamed)).toEqual(['deep']);
  });

  it('renames through arrays, keeps other objects as they are, and keeps __proto__ a plain field', () => {
    const day = new Date('2026-11-20T00:00:00Z');
    expect(toLegacyCase({ yearId: 1, classes: [{ className: '小一班', openedOn: day }] })).toEqual({ YearId: 1, Classes: [{ ClassName: '小一班', OpenedOn: day }] });
    const renamed = fromLegacyCase(JSON.parse('{"__proto__":{"Polluted":1}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(renamed)).toBe(Object.prototype);
    expect(Object.keys(renamed)).toEqual(['__proto__']);
  });
});

/** Story: the outside review's own examples, sent as it sent them. */
describe.each(testDialects)('the review’s examples on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login(t.people.adminA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['an id over 2^31-1', { classId: '2147483648' }, '参数 classId 应为1至2147483647的整数'],
    ['a hexadecimal id', { classId: '0x10' }, '参数 classId 应为1至2147483647的整数'],
    ['an empty id', { classId: '' }, '缺少参数 classId'],
  ])('refuses %s in a query string with 1000001', async (_case, query, message) => {
    const { body } = await t.call('GET', '/javaApi/class/getClassInfo', { token, query });
    expect(body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message });
  });

  it('refuses NUL in a name with 1000001 naming the field, in both families', async () => {
    const java = await t.call('POST', '/javaApi/class/addClass', { token, body: { yearId: 1, gradeId: 1, className: 'nul\u0000x' } });
    expect(java.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 className 含有无法保存的字符', field: 'className' });
    const legacy = await t.call('POST', '/api/Teacher4/AddDepartment', { token, body: { DepartmentName: 'nul\u0000x' } });
    expect(legacy.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 DepartmentName 含有无法保存的字符', ErrorField: 'DepartmentName' });
  });

  it('refuses a body nested 20,000 levels with 1000001 on a legacy call', async () => {
    const body = `{"DepartmentName":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const { status, body: answer } = await t.call('POST', '/api/Teacher4/AddDepartment', { token, body, headers: { 'content-type': 'application/json' } });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: `参数 DepartmentName 嵌套超过${MAX_INPUT_DEPTH}层` });
  });
});
