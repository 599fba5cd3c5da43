import { DEFAULT_DUTY_ITEMS, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const D = '/api/DutyItem/';

describe.each(testDialects)('duty items on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(() => t.close());

  const { call } = legacyCalls(() => t, D, () => admin);
  const names = async (token = admin) => (await call('GetDutyItemList', {}, token)).Data.map((item: { ItemName: string }) => item.ItemName);

  it('adds, lists by category, updates and deletes items, names unique', async () => {
    const { Data } = await call('AddDutyItem', { itemName: '门卫交接', category: 1, period: 1, standard: '交接班登记' });
    const dutyItemId = Data.DutyItemId as number;
    await call('AddDutyItem', { itemName: '餐前消毒', category: 2 });
    expect((await call('GetDutyItemList', { schoolId: t.schools.schoolA, category: 1 })).Data).toEqual([
      { DutyItemId: dutyItemId, ItemName: '门卫交接', Category: 1, Period: 1, Standard: '交接班登记', SortOrder: 1 },
    ]);
    expect(await call('AddDutyItem', { itemName: '餐前消毒', category: 2 })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '已有名为「餐前消毒」的值日事项', ErrorField: 'ItemName' });
    expect((await call('UpdateDutyItem', { dutyItemId, itemName: '门卫交接班', category: 1, period: 9, standard: '' })).ResponseStatus).toBe(1);
    expect((await call('UpdateDutyItem', { dutyItemId, itemName: '餐前消毒', category: 1 })).ErrorMessage).toBe('已有名为「餐前消毒」的值日事项');
    expect(await names()).toEqual(['门卫交接班', '餐前消毒']);
    expect((await call('DelDutyItem', { dutyItemId })).ResponseStatus).toBe(1);
    expect((await call('DelDutyItem', { dutyItemId })).ErrorMessage).toBe('值日事项不存在');
    expect(await names()).toEqual(['餐前消毒']);
  });

  it('loads the default list once, leaving out the items already there', async () => {
    await call('AddDutyItem', { itemName: DEFAULT_DUTY_ITEMS[0]!.itemName, category: 1 });
    const used = await call('UseDefaultDutyItem');
    expect(used.Data).toEqual({ AddedCount: DEFAULT_DUTY_ITEMS.length - 1, SkippedCount: 1 });
    const list = await names();
    expect(list.filter((name: string) => name === DEFAULT_DUTY_ITEMS[0]!.itemName)).toHaveLength(1);
    expect(list).toEqual(expect.arrayContaining(DEFAULT_DUTY_ITEMS.map((item) => item.itemName)));
    expect(await call('UseDefaultDutyItem')).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '默认值日事项已全部在列表中，无需重复添加' });
  });

  it('refuses bad input, naming the field', async () => {
    expect(await call('AddDutyItem', { itemName: '', category: 1 })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorField: 'ItemName' });
    expect((await call('AddDutyItem', { itemName: '巡查', category: 5 })).ErrorMessage).toContain('请选择类别');
    expect((await call('AddDutyItem', { itemName: '巡查', category: 1, period: 7 })).ErrorMessage).toContain('请选择检查时段');
    expect((await call('AddDutyItem', { itemName: '巡查', category: 1, standard: '长'.repeat(301) })).ErrorMessage).toContain('检查标准最多300字');
    expect((await call('DelDutyItem', { dutyItemId: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps each school’s list its own, and is for roles with 值日事项 and a session only', async () => {
    const mine = (await call('GetDutyItemList')).Data[0].DutyItemId as number;
    expect((await call('GetDutyItemList', {}, adminB)).Data).toEqual([]);
    expect((await call('GetDutyItemList', { schoolId: t.schools.schoolA }, adminB)).ErrorMessage).toBe('园所不存在');
    expect((await call('UpdateDutyItem', { dutyItemId: mine, itemName: '改名', category: 1 }, adminB)).ErrorMessage).toBe('值日事项不存在');
    expect((await call('DelDutyItem', { dutyItemId: mine }, adminB)).ErrorMessage).toBe('值日事项不存在');
    expect((await call('UseDefaultDutyItem', {}, adminB)).Data.SkippedCount).toBe(0);
    const teacher = await t.login(t.people.teacherA.phone);
    for (const action of ['GetDutyItemList', 'AddDutyItem', 'UpdateDutyItem', 'DelDutyItem', 'UseDefaultDutyItem']) {
      expect((await call(action, { dutyItemId: mine, itemName: '巡查', category: 1 }, teacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
      expect((await call(action, { dutyItemId: mine, itemName: '巡查', category: 1 }, null)).ErrorCode, action).toBe(ErrorCode.MISSING_TOKEN);
    }
  });
});
