import { complianceEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ComplianceService } from './compliance.service.js';

export const complianceHandlers = (compliance: ComplianceService) =>
  handlersFor(complianceEndpoints, {
    getOverview: (_input, { db, session }) => compliance.overview(db, session),
  });
