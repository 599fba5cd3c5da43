import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  schoolId: number | null;
  teacherId: number | null;
  callId: string;
  /** JSON array of the ids the call named or created. */
  targetIds: string;
  requestId: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    auditLog: AuditLogTable;
  }
}
