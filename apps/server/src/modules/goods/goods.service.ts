import { goodCategoryLabel, type Good, type GoodAmount } from '@yuanwu/shared';
import type { PageInput } from '../../core/paging.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './goods.repository.js';
import type { GoodFilter } from './goods.repository.js';

/** Prices are kept in fen and answered in yuan. */
const yuan = (fen: number | string | null) => Number(fen ?? 0) / 100;

/** The school's goods, read-only: the list and the amounts. */
export function goodsService() {
  return {
    async list(db: SchoolDb, input: GoodFilter & PageInput) {
      const [rows, total] = await Promise.all([repository.listGoods(db, input, input), repository.countGoods(db, input)]);
      const list: Good[] = rows.map((row) => ({
        goodId: row.id,
        goodName: row.name,
        category: row.category,
        categoryName: goodCategoryLabel[row.category] ?? '其他',
        unitPrice: yuan(row.unitPriceFen),
        unit: row.unit,
        stock: row.stock,
        isOnSale: row.isOnSale === 1,
        description: row.description,
      }));
      return { list, total };
    },

    async amounts(db: SchoolDb): Promise<GoodAmount> {
      const categories = (await repository.amountsByCategory(db)).map((row) => ({
        category: row.category,
        categoryName: goodCategoryLabel[row.category] ?? '其他',
        goodCount: Number(row.goodCount),
        onSaleCount: Number(row.onSaleCount),
        stock: Number(row.stock),
        stockValueFen: Number(row.stockValueFen),
      }));
      const total = (key: 'goodCount' | 'onSaleCount' | 'stock' | 'stockValueFen') => categories.reduce((sum, row) => sum + row[key], 0);
      return {
        goodCount: total('goodCount'),
        onSaleCount: total('onSaleCount'),
        stock: total('stock'),
        stockValue: yuan(total('stockValueFen')),
        categoryList: categories.map(({ category, categoryName, goodCount, stock, stockValueFen }) => ({ category, categoryName, goodCount, stock, stockValue: yuan(stockValueFen) })),
      };
    },
  };
}

export type GoodsService = ReturnType<typeof goodsService>;
