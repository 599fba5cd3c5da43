import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ApprovalDetailInput, ApprovalDetailPage, ApprovalSummary } from './approval.schemas.js';

/**
 * 待我审批 (legacy ClassCard): any signed-in member of staff asks what waits for them; each kind
 * answers only to the roles granted the screen that decides it, and is empty for the others.
 */
export const approvalEndpoints = {
  getSchoolApprovalDtos: defineEndpoint({
    id: 'approval.getSchoolApprovalDtos',
    summary: '待我审批：各类待审批事项的数量及处理页面',
    access: 'session',
    legacy: { method: 'GET', path: '/api/ClassCard/GetSchoolApprovalDtos' },
    input: z.object({}),
    output: z.array(ApprovalSummary),
  }),
  getSchoolApprovalDetailDtos: defineEndpoint({
    id: 'approval.getSchoolApprovalDetailDtos',
    summary: '待我审批的事项（最近提交的在前，分页），各自链接到处理页面',
    access: 'session',
    legacy: { method: 'GET', path: '/api/ClassCard/GetSchoolApprovalDetailDtos' },
    input: ApprovalDetailInput,
    output: ApprovalDetailPage,
  }),
};
