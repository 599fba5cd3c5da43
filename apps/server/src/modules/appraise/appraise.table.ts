import type { Generated } from 'kysely';

/** A field (评价维度) the school appraises lessons by, in its order. */
export interface AppraiseFieldTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: string | null;
  sortOrder: number;
  createdAt: string;
}

/** An appraisal of a teacher's lesson or activity by one appraiser (听课评价), once per lesson. */
export interface AppraisalTable {
  id: Generated<number>;
  schoolId: number;
  /** The teacher appraised. */
  teacherId: number;
  classId: number | null;
  /** AppraiseType: 1 集体教学, 2 其他活动. */
  appraiseType: number;
  lessonName: string;
  lessonDate: string;
  appraiserId: number;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An appraisal's score (1 to 5) and remark on one field. */
export interface AppraisalScoreTable {
  schoolId: number;
  appraisalId: number;
  fieldId: number;
  score: number;
  remark: string | null;
}

/** A guide target the appraised lesson served (@yuanwu/shared's guide data, by id). */
export interface AppraisalTargetTable {
  schoolId: number;
  appraisalId: number;
  targetId: number;
}

declare module '../../db/schema.js' {
  interface Database {
    appraiseField: AppraiseFieldTable;
    appraisal: AppraisalTable;
    appraisalScore: AppraisalScoreTable;
    appraisalTarget: AppraisalTargetTable;
  }
}
