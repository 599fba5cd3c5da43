import { schoolYearEndpoints } from '@yuanwu/shared';
import { callsOf, handlersFor } from '../../http/context.js';
import type { PromotionService } from './promotion.service.js';

/** 升班 is declared with the school year's calls, and answered here, above the classes, children and cards it moves. */
const promotionCalls = callsOf(schoolYearEndpoints, ['getPromotionPreview', 'promote', 'undoPromotion']);

export const promotionHandlers = (promotion: PromotionService) =>
  handlersFor(promotionCalls, {
    getPromotionPreview: (input, { db }) => promotion.preview(db, input),
    promote: (input, { db, session }) => promotion.promote(db, session, input),
    undoPromotion: (input, { db }) => promotion.undo(db, input.yearId),
  });
