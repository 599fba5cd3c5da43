import { type CoreDeps, defineModule } from '../../core/module.js';
import type { TeachPlanService } from '../teach-plan/index.js';
import { approvalHandlers } from './approval.handlers.js';
import { approvalService } from './approval.service.js';

/**
 * 待我审批: the school's approvals waiting for the caller, gathered from the modules that have them
 * (week plans so far), above them so that each keeps its own rules. It holds no table.
 */
export const approvalModule = defineModule({
  tables: {},
  create: ({ teachPlans }: CoreDeps & { teachPlans: TeachPlanService }) => ({ approvals: approvalService({ teachPlans }) }),
  handlers: ({ approvals }) => [approvalHandlers(approvals)],
});
