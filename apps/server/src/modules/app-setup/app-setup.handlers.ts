import { appSetupEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { AppSetupService } from './app-setup.service.js';

export const appSetupHandlers = (setups: AppSetupService) =>
  handlersFor(appSetupEndpoints, {
    getAppSetupStatistics: (_input, { db }) => setups.statistics(db),
    getStudentAppSetupList: (input, { db }) => setups.students(db, input),
    getRelationList: (input, { db }) => setups.relations(db, input.studentId),
    getTeacherAppSetupList: (input, { db }) => setups.teachers(db, input),
    exportAppSetupList: (input, { db, session }) => setups.exportList(db, session, input),
  });
