import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedAuditLog } from './audit-log.demo.js';
import { auditLogHandlers } from './audit-log.handlers.js';
import { auditLogService } from './audit-log.service.js';

/**
 * 操作日志: the screen over the audit log that the `audit` module keeps (its table, read here by
 * school). It stands apart and last so that its demo names the records the other modules' demos made.
 */
export const auditLogModule = defineModule({
  tables: {},
  create: ({ clock }: CoreDeps) => ({ operationLog: auditLogService({ clock }) }),
  handlers: ({ operationLog }) => [auditLogHandlers(operationLog)],
  demo: (db, plan) => seedAuditLog(db, plan, seededRandom(plan.seed + 71)),
});
