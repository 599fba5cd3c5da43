import type { Generated } from 'kysely';

/** An epidemic-control measure over a date range (防疫活动). */
export interface EpidemicActivityTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** EpidemicMeasure: 1 晨午检, 2 消毒, 3 通风, 4 体温检测, 5 洗手督导, 9 其他. */
  measureType: number;
  startDate: string;
  endDate: string;
  /** What is asked of the classes. */
  content: string | null;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** A class the activity asks to carry the measure out. */
export interface EpidemicActivityClassTable {
  schoolId: number;
  activityId: number;
  classId: number;
}

/** A class's record of one day: who carried the measure out, when, and what was found. */
export interface EpidemicRecordTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  classId: number;
  recordDate: string;
  recorderId: number;
  /** HH:mm, or null when not given. */
  doneTime: string | null;
  findings: string;
  createdAt: string;
  updatedAt: string;
}

/** A child found with a symptom in a record. */
export interface EpidemicRecordChildTable {
  schoolId: number;
  recordId: number;
  classId: number;
  childId: number;
  /** 1 发热, 2 咳嗽, 3 流涕, 4 腹泻, 5 呕吐, 6 皮疹, 7 手足口疑似, 9 其他. */
  symptom: number;
  /** °C, when taken. */
  temperature: number | null;
  remark: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    epidemicActivity: EpidemicActivityTable;
    epidemicActivityClass: EpidemicActivityClassTable;
    epidemicRecord: EpidemicRecordTable;
    epidemicRecordChild: EpidemicRecordChildTable;
  }
}
