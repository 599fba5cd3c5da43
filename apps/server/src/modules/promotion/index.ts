import { defineModule, type CoreDeps } from '../../core/module.js';
import type { SchoolYearService } from '../school-year/index.js';
import { promotionHandlers } from './promotion.handlers.js';
import { promotionService } from './promotion.service.js';

/** 升班: the year-end promotion of every class, and its undoing. */
export const promotionModule = defineModule({
  tables: { promotion: 'school' },
  create: ({ clock, schoolYears }: CoreDeps & { schoolYears: SchoolYearService }) => ({ promotion: promotionService({ clock, years: schoolYears }) }),
  handlers: ({ promotion }) => [promotionHandlers(promotion)],
});

export type * from './promotion.table.js';
