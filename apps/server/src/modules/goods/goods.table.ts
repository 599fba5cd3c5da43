import type { Generated } from 'kysely';

/** Something the school sells to families (园服, 接送卡补办, 床品 ...), at a price in fen, with the units in stock. */
export interface GoodTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** 1 园服, 2 接送卡, 3 床品, 4 图书教材, 5 其他. */
  category: number;
  unitPriceFen: number;
  unit: string;
  stock: number;
  isOnSale: number;
  description: string | null;
  sortOrder: number;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    good: GoodTable;
  }
}
