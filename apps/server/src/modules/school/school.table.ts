import type { Generated } from 'kysely';

export interface SchoolTable {
  id: Generated<number>;
  name: string;
  /** The school this one is a branch of. */
  parentId: number | null;
  address: string | null;
  phone: string | null;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    school: SchoolTable;
  }
}
