import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb } from '../../db/school-scope.js';

export interface GoodFilter {
  category?: number | undefined;
  searchKey?: string | undefined;
}

function filtered(db: SchoolDb, filter: GoodFilter) {
  let query = db.selectFrom('good');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('name'), filter.searchKey!));
  return query;
}

export function listGoods(db: SchoolDb, filter: GoodFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return filtered(db, filter)
    .select(['id', 'name', 'category', 'unitPriceFen', 'unit', 'stock', 'isOnSale', 'description'])
    .orderBy('category')
    .orderBy('sortOrder')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countGoods(db: SchoolDb, filter: GoodFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Per category: the goods, those on sale, the units in stock and their worth in fen, summed in SQL. */
export function amountsByCategory(db: SchoolDb) {
  return db
    .selectFrom('good')
    .select((eb) => [
      'category',
      eb.fn.countAll<number>().as('goodCount'),
      eb.fn.sum<number>('isOnSale').as('onSaleCount'),
      eb.fn.sum<number>('stock').as('stock'),
      eb.fn.sum<number>(eb('stock', '*', eb.ref('unitPriceFen'))).as('stockValueFen'),
    ])
    .groupBy('category')
    .orderBy('category')
    .execute();
}
