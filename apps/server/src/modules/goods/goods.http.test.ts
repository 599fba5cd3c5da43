import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('goods on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    const good = (schoolId: number, name: string, category: number, unitPriceFen: number, stock: number, sortOrder: number) => ({
      schoolId,
      name,
      category,
      unitPriceFen,
      unit: '件',
      stock,
      isOnSale: stock > 0 ? 1 : 0,
      description: null,
      sortOrder,
      createdAt: '2026-01-01',
    });
    await t.db
      .insertInto('good')
      .values([
        good(t.schools.schoolA, '夏季园服', 1, 12800, 10, 1),
        good(t.schools.schoolA, '冬季园服', 1, 19850, 2, 2),
        good(t.schools.schoolA, '接送卡补办', 2, 2000, 0, 3),
        good(t.schools.schoolB, '乙园书包', 5, 6800, 5, 1),
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Record<string, string> = {}, token = admin) => t.call('GET', '/api/Good4/GetGoodList', { token, query });

  it('lists the school’s goods by category and name, paged, with prices in yuan', async () => {
    const all = (await list()).body.Data;
    expect(all.Total).toBe(3);
    expect(all.List[1]).toEqual({ GoodId: expect.any(Number), GoodName: '冬季园服', Category: 1, CategoryName: '园服', UnitPrice: 198.5, Unit: '件', Stock: 2, IsOnSale: true, Description: null });
    expect((await list({ category: '2' })).body.Data.List.map((row: { GoodName: string; IsOnSale: boolean }) => [row.GoodName, row.IsOnSale])).toEqual([['接送卡补办', false]]);
    expect((await list({ searchKey: '园服', pageIndex: '2', pageSize: '1' })).body.Data).toMatchObject({ Total: 2, List: [{ GoodName: '冬季园服' }] });
  });

  it('sums the goods and their stock value in SQL, by category', async () => {
    const amounts = (await t.call('GET', '/api/Good4/GetGoodAmount', { token: admin })).body.Data;
    expect(amounts).toEqual({
      GoodCount: 3,
      OnSaleCount: 2,
      Stock: 12,
      StockValue: 1677,
      CategoryList: [
        { Category: 1, CategoryName: '园服', GoodCount: 2, Stock: 12, StockValue: 1677 },
        { Category: 2, CategoryName: '接送卡', GoodCount: 1, Stock: 0, StockValue: 0 },
      ],
    });
  });

  it('keeps each school to its own goods, refuses bad input, and needs the module', async () => {
    const adminB = await t.login(t.people.adminB.phone);
    expect((await list({}, adminB)).body.Data.List.map((row: { GoodName: string }) => row.GoodName)).toEqual(['乙园书包']);
    expect((await list({ category: '9' })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringContaining('商品类别不存在') });
    expect((await list({}, '')).body.ResponseStatus).toBe(4);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await list({}, teacher)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });
});
