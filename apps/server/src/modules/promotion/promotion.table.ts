import type { Generated } from 'kysely';

/** A year-end promotion (升班): the year it came from and the year it made. */
export interface PromotionTable {
  id: Generated<number>;
  schoolId: number;
  fromYearId: number;
  toYearId: number;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    promotion: PromotionTable;
  }
}
