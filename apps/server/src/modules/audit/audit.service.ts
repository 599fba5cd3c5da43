import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import { insertAuditEntry } from './audit.repository.js';

export function auditLog(deps: { db: Kysely<Database>; clock: Clock }) {
  return {
    async recordWrite(entry: { session?: SessionIdentity | undefined; callId: string; targetIds: unknown[]; requestId: string }) {
      await insertAuditEntry(deps.db, {
        schoolId: entry.session?.schoolId ?? null,
        teacherId: entry.session?.teacherId ?? null,
        callId: entry.callId,
        targetIds: JSON.stringify(entry.targetIds),
        requestId: entry.requestId,
        createdAt: iso(deps.clock.now()),
      });
    },
  };
}
