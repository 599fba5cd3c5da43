import type { Generated } from 'kysely';

/** A daily duty check of the school's list (值日事项). */
export interface DutyItemTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** DutyCategory: 1 安全检查, 2 卫生消毒, 3 保育护理, 9 其他. */
  category: number;
  /** 1 入园前, 2 上午, 3 午间, 4 下午, 5 离园后, 9 全天. */
  period: number;
  standard: string | null;
  sortOrder: number;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    dutyItem: DutyItemTable;
  }
}
