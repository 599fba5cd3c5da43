import { schoolYearEndpoints } from '@yuanwu/shared';
import { callsOf, handlersFor } from '../../http/context.js';
import type { SchoolYearService } from './school-year.service.js';

/** The group's promotion calls are the promotion module's. */
const yearCalls = callsOf(schoolYearEndpoints, ['getSchoolYearList', 'getSchoolYearInfo', 'updateSchoolYearInfo', 'delSchoolYear']);

export const schoolYearHandlers = (years: SchoolYearService) =>
  handlersFor(yearCalls, {
    getSchoolYearList: (_input, { db }) => years.list(db),
    getSchoolYearInfo: (input, { db }) => years.info(db, input.yearId),
    updateSchoolYearInfo: (input, { db }) => years.save(db, input),
    delSchoolYear: (input, { db }) => years.remove(db, input.id),
  });
