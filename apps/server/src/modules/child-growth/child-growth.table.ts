import type { Generated } from 'kysely';

/** A child's mood of one day (在园心情), as a teacher of the class recorded it; one per child and day. */
export interface ChildMoodTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  /** The class the child was in that day. */
  classId: number;
  date: string;
  /** Mood: 1 开心, 2 平静, 3 难过, 4 生气, 5 害怕. */
  mood: number;
  remark: string | null;
  /** Who recorded it last. */
  teacherId: number;
  createdAt: string;
  updatedAt: string;
}

/** A teacher's growth record (成长记录) about one or more children of a class. */
export interface GrowthRecordTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  /** The author, the only one who may change it. */
  teacherId: number;
  /** DevelopmentField: 1 健康, 2 语言, 3 社会, 4 科学, 5 艺术. */
  field: number;
  content: string;
  recordDate: string;
  createdAt: string;
  updatedAt: string;
}

export interface GrowthRecordChildTable {
  schoolId: number;
  recordId: number;
  childId: number;
}

export interface GrowthRecordPhotoTable {
  schoolId: number;
  recordId: number;
  fileId: number;
  sortOrder: number;
}

/** A teacher's observation of children during a course or activity (观察记录). */
export interface ObservationTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  teacherId: number;
  activityName: string;
  observeDate: string;
  /** DevelopmentField: 1 健康, 2 语言, 3 社会, 4 科学, 5 艺术. */
  field: number;
  /** The overall note (观察总结). */
  note: string | null;
  createdAt: string;
}

export interface ObservationChildTable {
  schoolId: number;
  observationId: number;
  childId: number;
  /** What the teacher saw of this child; course observations remark per goal instead. */
  remark: string | null;
}

/** One goal observed, and what the teacher remarked of it. */
export interface ObservationGoalTable {
  id: Generated<number>;
  schoolId: number;
  observationId: number;
  goalText: string;
  remark: string | null;
  sortOrder: number;
}

/** The level a child reached on an item of the catalogue (observation-catalogue.ts) observed. */
export interface ObservationLevelTable {
  schoolId: number;
  observationId: number;
  childId: number;
  itemId: number;
  /** ObservedLevel: 1 需要帮助, 2 发展中, 3 已达成. */
  level: number;
}

declare module '../../db/schema.js' {
  interface Database {
    childMood: ChildMoodTable;
    growthRecord: GrowthRecordTable;
    growthRecordChild: GrowthRecordChildTable;
    growthRecordPhoto: GrowthRecordPhotoTable;
    observation: ObservationTable;
    observationChild: ObservationChildTable;
    observationGoal: ObservationGoalTable;
    observationLevel: ObservationLevelTable;
  }
}
