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
  /** A file id or link from the files module. */
  photoUrl: Generated<string | null>;
  idCardNo: Generated<string | null>;
  homeAddress: Generated<string | null>;
  remark: Generated<string | null>;
  allergyMedication: Generated<string | null>;
  allergyFood: Generated<string | null>;
  leaveReason: Generated<string | null>;
}

export interface GuardianTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  phone: string;
  createdAt: string;
  /** The parent app password the school set (UpdateUserPwd); null until set. */
  passwordHash: Generated<string | null>;
}

/** Each change of a guardian's phone, so that the old number stays on record. */
export interface GuardianPhoneChangeTable {
  id: Generated<number>;
  schoolId: number;
  guardianId: number;
  oldPhone: string;
  newPhone: string;
  teacherId: number | null;
  changedAt: string;
}

export interface ChildGuardianTable {
  schoolId: number;
  childId: number;
  guardianId: number;
  /** 1 父亲 ... 7 其他. */
  relationType: number;
  /** How the family names the relation when the type is 其他 (姑姑, 舅舅 ...). */
  relationName: Generated<string | null>;
  isMain: Generated<number>;
  /** Set when the relation was relieved; the row stays so that it can be restored. */
  relievedAt: Generated<string | null>;
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
  /** Why the record ended: the child status it ended with (1 转学, 2 毕业, 3 退学, 5 转班); null when a promotion closed it. */
  endReason: Generated<number | null>;
}

/** Someone a family authorises to collect the child (接送人): not a guardian, and valid between two dates. */
export interface PickupPersonTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  name: string;
  relationType: number;
  relationName: string | null;
  phone: string;
  photoUrl: string | null;
  validFrom: string | null;
  validTo: string | null;
  createdAt: string;
  /** Removed people stay, so that the cards they held still name them. */
  removedAt: string | null;
}

/** One import of children from a workbook. */
export interface ChildImportTable {
  id: Generated<number>;
  schoolId: number;
  teacherId: number | null;
  fileName: string;
  onlyValidRows: number;
  totalRows: number;
  importedRows: number;
  /** JSON: the rows that failed, `{ rowNumber, cells, messages }[]`, for the error report. */
  failedRows: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    child: ChildTable;
    guardian: GuardianTable;
    childGuardian: ChildGuardianTable;
    childClassHistory: ChildClassHistoryTable;
    guardianPhoneChange: GuardianPhoneChangeTable;
    pickupPerson: PickupPersonTable;
    childImport: ChildImportTable;
  }
}
