import type { Generated } from 'kysely';

export interface SchoolYearTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  createdAt: string;
}

export interface SemesterTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  name: string;
  startDate: string;
  endDate: string;
  sortOrder: Generated<number>;
}

/** A year-end promotion (升班): the year it came from and the year it made. */
export interface PromotionTable {
  id: Generated<number>;
  schoolId: number;
  fromYearId: number;
  toYearId: number;
  createdAt: string;
}
