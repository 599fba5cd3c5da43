import type { Generated } from 'kysely';

export interface SchoolTable {
  id: Generated<number>;
  name: string;
  /** The school this one is a branch of. */
  parentId: number | null;
  address: string | null;
  /** The school's contact phone (联系电话). */
  phone: string | null;
  createdAt: string;
  /** Its region by GB/T 2260 code, as the filter lists give them. */
  provinceCode: Generated<string | null>;
  cityCode: Generated<string | null>;
  countyCode: Generated<string | null>;
  contactName: Generated<string | null>;
  /** 办园许可证号. */
  licenceNo: Generated<string | null>;
  /** 统一社会信用代码. */
  creditCode: Generated<string | null>;
  /** 核定学位数. */
  capacity: Generated<number | null>;
  /** A file of kind SchoolLogo. */
  logoFileId: Generated<number | null>;
  updatedAt: Generated<string | null>;
}

/** A card machine of the school: its gates' (入园 1, 离园 2) and the teachers' clock-in machine (3). */
export interface CardMachineTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: number;
  location: string | null;
  isEnabled: number;
  createdAt: string;
  updatedAt: string;
}

/** How the school's machines behave: one row per school, the defaults until it is saved. */
export interface CardMachineSettingTable {
  schoolId: number;
  swipeIntervalMinutes: number;
  showClassName: number;
  showPhoto: number;
  welcomeText: string | null;
  updatedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    school: SchoolTable;
    cardMachine: CardMachineTable;
    cardMachineSetting: CardMachineSettingTable;
  }
}
