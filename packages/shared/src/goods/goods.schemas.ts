import { z } from 'zod';
import { int, pageInput, pageOf } from '../endpoint.js';

/** What a good is for: 1 园服, 2 接送卡, 3 床品, 4 图书教材, 5 其他. */
export const goodCategoryLabel: Record<number, string> = { 1: '园服', 2: '接送卡', 3: '床品', 4: '图书教材', 5: '其他' };

export const GoodListInput = z.object({
  category: z.preprocess((value) => (value === '' || value === 0 || value === '0' ? undefined : value), int(1, 5, '商品类别不存在').optional()),
  searchKey: z.string().trim().max(20, '搜索内容最多20字').optional(),
  ...pageInput,
});

export const Good = z.object({
  goodId: z.number().int(),
  goodName: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  /** Yuan, to the fen. */
  unitPrice: z.number(),
  unit: z.string(),
  stock: z.number().int(),
  isOnSale: z.boolean(),
  description: z.string().nullable(),
});
export type Good = z.infer<typeof Good>;
export const GoodList = pageOf(Good);

export const GoodCategoryAmount = z.object({
  category: z.number().int(),
  categoryName: z.string(),
  goodCount: z.number().int(),
  stock: z.number().int(),
  /** Yuan: the stock at its unit prices. */
  stockValue: z.number(),
});
/** The school's goods in figures: how many, how many on sale, the units in stock and what they are worth, by category. */
export const GoodAmount = z.object({
  goodCount: z.number().int(),
  onSaleCount: z.number().int(),
  stock: z.number().int(),
  stockValue: z.number(),
  categoryList: z.array(GoodCategoryAmount),
});
export type GoodAmount = z.infer<typeof GoodAmount>;
