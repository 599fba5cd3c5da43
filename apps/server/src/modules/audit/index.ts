import { defineModule, type CoreDeps } from '../../core/module.js';
import { auditLog } from './audit.service.js';

/** The audit log of every write, which the HTTP adapter records. */
export const auditModule = defineModule({
  tables: { auditLog: 'platform' },
  create: ({ db, clock }: CoreDeps) => ({ audit: auditLog({ db, clock }) }),
  handlers: () => [],
});

export type * from './audit.table.js';
