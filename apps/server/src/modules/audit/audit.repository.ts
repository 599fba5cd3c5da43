import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditLogTable } from './audit.table.js';

/** The platform writes the audit log for every school, so this takes the unscoped database. */
export async function insertAuditEntry(db: Kysely<Database>, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}
