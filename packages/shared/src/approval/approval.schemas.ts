import { z } from 'zod';
import { pageInput, pageOf } from '../endpoint.js';

/**
 * 待我审批: what in the school waits for the caller's decision, by kind, each linking to the
 * screen where it is decided. Week plans (周计划) are the one kind so far.
 */
export const ApprovalKind = { WEEK_PLAN: 1 } as const;
export const approvalKindLabel: Record<number, string> = { 1: '周计划' };

export const ApprovalSummary = z.object({
  approvalType: z.number().int(),
  typeName: z.string(),
  count: z.number().int(),
  /** The console screen where they are decided. */
  path: z.string(),
});

export const ApprovalDetailInput = z.object({ ...pageInput });
export const ApprovalDetail = z.object({
  approvalType: z.number().int(),
  typeName: z.string(),
  /** The id of what waits (a week plan's weekId). */
  id: z.number().int(),
  title: z.string(),
  submitterName: z.string(),
  submittedAt: z.string().nullable(),
  /** The console screen where it is decided, opened on it. */
  path: z.string(),
});
export const ApprovalDetailPage = pageOf(ApprovalDetail);
