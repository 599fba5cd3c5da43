import type { Generated } from 'kysely';

/** An activity area or corner of the school (区域/区角: 建构区, 美工区, 户外沙水区 ...). */
export interface ActivityAreaTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  location: string | null;
  /** Children it holds at once; null when not limited. */
  capacity: number | null;
  /** A file of kind ActivityLocationCover. */
  coverFileId: number | null;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A class that uses an area. */
export interface ActivityAreaClassTable {
  schoolId: number;
  areaId: number;
  classId: number;
}

/** A school activity (kind 1, an event over one or more days) or a regular activity (kind 2, a class's weekly routine). */
export interface SchoolActivityTable {
  id: Generated<number>;
  schoolId: number;
  /** ActivityKind: 1 园所活动, 2 常规活动. */
  kind: number;
  name: string;
  /** An id of the activityTypes dictionary. */
  typeId: number;
  areaId: number | null;
  /** An event's first and last day; a routine's term dates. */
  startDate: string;
  endDate: string;
  /** A routine's weekday, 1 Monday to 5 Friday; null for an event. */
  weekday: number | null;
  /** HH:mm, or null when not given. */
  startTime: string | null;
  endTime: string | null;
  content: string | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** A class taking part: an event's several, a routine's one. */
export interface SchoolActivityClassTable {
  schoolId: number;
  activityId: number;
  classId: number;
}

/** An evaluation unit (questionUnits) an event carries, in order. */
export interface SchoolActivityQuestionUnitTable {
  schoolId: number;
  activityId: number;
  unitId: number;
  sortOrder: number;
}

/** An import of regular activities: what was imported and the rows that failed, for the error report. */
export interface RegularActivityImportTable {
  id: Generated<number>;
  schoolId: number;
  teacherId: number;
  fileName: string;
  onlyValidRows: number;
  totalRows: number;
  importedRows: number;
  /** JSON: [{ rowNumber, cells, messages }]. */
  failedRows: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    activityArea: ActivityAreaTable;
    activityAreaClass: ActivityAreaClassTable;
    schoolActivity: SchoolActivityTable;
    schoolActivityClass: SchoolActivityClassTable;
    schoolActivityQuestionUnit: SchoolActivityQuestionUnitTable;
    regularActivityImport: RegularActivityImportTable;
  }
}
