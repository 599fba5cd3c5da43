import { ApprovalKind, approvalKindLabel, grantsModule, type ModuleCode } from '@yuanwu/shared';
import type { PageInput } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { TeachPlanService } from '../teach-plan/index.js';

/** The screen that decides week plans: who is not granted it has none waiting. */
const WEEK_PLAN_SCREEN: ModuleCode = 'TeachManage.TeachApprove';
const WEEK_PLAN_PATH = '/TeachManage/TeachApprove';

/** 待我审批: what waits for the caller, from each module that has approvals (week plans so far). */
export function approvalService(deps: { teachPlans: TeachPlanService }) {
  const decidesWeekPlans = (session: SessionIdentity) => grantsModule(session.modules, WEEK_PLAN_SCREEN);

  return {
    async summary(db: SchoolDb, session: SessionIdentity) {
      const count = decidesWeekPlans(session) ? (await deps.teachPlans.approveList(db, session, { pageIndex: 1, pageSize: 1 })).total : 0;
      return [{ approvalType: ApprovalKind.WEEK_PLAN, typeName: approvalKindLabel[ApprovalKind.WEEK_PLAN]!, count, path: WEEK_PLAN_PATH }];
    },

    async details(db: SchoolDb, session: SessionIdentity, page: PageInput) {
      if (!decidesWeekPlans(session)) return { list: [], total: 0 };
      const plans = await deps.teachPlans.approveList(db, session, page);
      return {
        total: plans.total,
        list: plans.list.map((plan) => ({
          approvalType: ApprovalKind.WEEK_PLAN,
          typeName: approvalKindLabel[ApprovalKind.WEEK_PLAN]!,
          id: plan.weekId,
          title: `${plan.className} ${plan.semesterName}第${plan.weekIndex}周周计划`,
          submitterName: plan.writerName,
          submittedAt: plan.submittedAt,
          path: `${WEEK_PLAN_PATH}?weekId=${plan.weekId}`,
        })),
      };
    },
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;
