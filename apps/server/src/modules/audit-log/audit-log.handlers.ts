import { auditLogEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { AuditLogService } from './audit-log.service.js';

export const auditLogHandlers = (auditLog: AuditLogService) =>
  handlersFor(auditLogEndpoints, {
    getList: (input, { db, session }) => auditLog.list(db, session.schoolId, input),
    getOperatorList: (_input, { db, session }) => auditLog.operators(db, session.schoolId),
    export: (input, { db, session }) => auditLog.export(db, session.schoolId, input),
  });
