import type { Generated } from 'kysely';

/** A kind of device the school keeps (空调, 监控摄像头, 消毒柜 ...): its own list. */
export interface DeviceTypeTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  remark: string | null;
  createdAt: string;
}

/** A device of the school: where it is (an activity area), who looks after it, and how it is. */
export interface DeviceTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  deviceNo: string | null;
  typeId: number;
  /** An activity area of the school-activity module; left dangling when the area is deleted. */
  areaId: number | null;
  managerId: number | null;
  /** DeviceStatus: 1 正常, 2 异常, 3 维修中, 4 停用. */
  status: number;
  purchaseDate: string | null;
  warrantyEndDate: string | null;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    deviceType: DeviceTypeTable;
    device: DeviceTable;
  }
}
