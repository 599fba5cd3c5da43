import type { Generated } from 'kysely';

export interface RoleTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: string | null;
  /** The school administrator's role: it always keeps role management. */
  isAdmin: Generated<number>;
  /** DataScope: 1 全园, 2 本年级, 3 本班. */
  dataScope: Generated<number>;
  createdAt: string;
}

export interface RoleModuleTable {
  schoolId: number;
  roleId: number;
  moduleCode: string;
}

declare module '../../db/schema.js' {
  interface Database {
    role: RoleTable;
    roleModule: RoleModuleTable;
  }
}
