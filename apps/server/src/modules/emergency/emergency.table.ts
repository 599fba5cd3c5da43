import type { Generated } from 'kysely';

/** A school's kind of emergency (突发事件类型: 意外伤害, 传染病疫情 ...). */
export interface EmergencyTypeTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: string | null;
  createdAt: string;
}

/** An emergency as the school recorded it. */
export interface EmergencyTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  typeId: number;
  /** 1 一般, 2 较大, 3 重大. */
  level: number;
  /** 'YYYY-MM-DD HH:mm', China time. */
  occurredAt: string;
  place: string;
  description: string;
  actions: string;
  /** JSON: the parties told, as texts (家长, 教育主管部门 ...). */
  notifyList: string;
  reporterId: number;
  createdAt: string;
  updatedAt: string;
}

export interface EmergencyChildTable {
  schoolId: number;
  emergencyId: number;
  childId: number;
}

export interface EmergencyTeacherTable {
  schoolId: number;
  emergencyId: number;
  teacherId: number;
}

export interface EmergencyFileTable {
  schoolId: number;
  emergencyId: number;
  fileId: number;
  sortOrder: number;
}

declare module '../../db/schema.js' {
  interface Database {
    emergencyType: EmergencyTypeTable;
    emergency: EmergencyTable;
    emergencyChild: EmergencyChildTable;
    emergencyTeacher: EmergencyTeacherTable;
    emergencyFile: EmergencyFileTable;
  }
}
