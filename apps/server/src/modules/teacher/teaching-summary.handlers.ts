import { teachingSummaryEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeachingSummaryService } from './teaching-summary.service.js';

export const teachingSummaryHandlers = (summaries: TeachingSummaryService) =>
  handlersFor(teachingSummaryEndpoints, {
    getTeachingSummary: (input, { db }) => summaries.summary(db, input),
  });
