import { approvalEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ApprovalService } from './approval.service.js';

export const approvalHandlers = (approvals: ApprovalService) =>
  handlersFor(approvalEndpoints, {
    getSchoolApprovalDtos: (_input, { db, session }) => approvals.summary(db, session),
    getSchoolApprovalDetailDtos: (input, { db, session }) => approvals.details(db, session, input),
  });
