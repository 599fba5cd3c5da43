import { schoolYearEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { PromotionService } from './promotion.service.js';
import type { SchoolYearService } from './school-year.service.js';

export const schoolYearHandlers = (years: SchoolYearService, promotion: PromotionService) =>
  handlersFor(schoolYearEndpoints, {
    getSchoolYearList: (_input, { db }) => years.list(db),
    getSchoolYearInfo: (input, { db }) => years.info(db, input.yearId),
    updateSchoolYearInfo: (input, { db }) => years.save(db, input),
    delSchoolYear: (input, { db }) => years.remove(db, input.id),
    getPromotionPreview: (input, { db }) => promotion.preview(db, input),
    promote: (input, { db, session }) => promotion.promote(db, session, input),
    undoPromotion: (input, { db }) => promotion.undo(db, input.yearId),
  });
