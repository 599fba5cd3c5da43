import type { Generated } from 'kysely';

export interface ChildTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  sex: number;
  birthday: string | null;
  /** 1-56, the national list of ethnic groups. */
  ethnicId: number | null;
  classId: number | null;
  /** 0 在读, 1 转学, 2 毕业, 3 退学, 5 转班. */
  status: Generated<number>;
  joinDate: string | null;
  leaveDate: string | null;
  createdAt: string;
}

export interface GuardianTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  phone: string;
  createdAt: string;
}

export interface ChildGuardianTable {
  schoolId: number;
  childId: number;
  guardianId: number;
  /** 1 父亲 ... 7 其他. */
  relationType: number;
  isMain: Generated<number>;
}

/** Which class a child was in, and when: kept when children move, graduate or leave. */
export interface ChildClassHistoryTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  classId: number;
  startDate: string;
  endDate: string | null;
  openedByPromotionId: number | null;
  closedByPromotionId: number | null;
}
