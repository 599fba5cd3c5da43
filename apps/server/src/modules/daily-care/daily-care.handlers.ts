import { dailyCareEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { DailyCareService } from './daily-care.service.js';
import type { DailyCareExports } from './daily-care.xlsx.js';

export const dailyCareHandlers = (care: DailyCareService, exports: DailyCareExports) =>
  handlersFor(dailyCareEndpoints, {
    getClassDay: (input, { db }) => care.classDay(db, input.classId, input.date),
    saveClassDay: (input, { db, session }) => care.saveClassDay(db, session, input),
    saveCupSize: (input, { db, session }) => care.saveCupSize(db, session, input),
    getClassSummary: (input, { db }) => care.classSummary(db, input),
    exportClassSummary: (input, { db, session }) => exports.classSummary(db, session, input),
    getStudentDrinkEatList: (input, { db }) => care.studentCare(db, input),
  });
