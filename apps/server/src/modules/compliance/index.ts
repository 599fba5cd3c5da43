import { defineModule, type CoreDeps } from '../../core/module.js';
import { complianceHandlers } from './compliance.handlers.js';
import { complianceService } from './compliance.service.js';

/** 合规提醒: class sizes and staffing against the national rules, read from the classes, children and staff. */
export const complianceModule = defineModule({
  tables: {},
  create: ({ clock }: CoreDeps) => ({ compliance: complianceService({ clock }) }),
  handlers: ({ compliance }) => [complianceHandlers(compliance)],
});
