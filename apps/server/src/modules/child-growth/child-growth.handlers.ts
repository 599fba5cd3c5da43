import { childGrowthEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ChildGrowthService } from './child-growth.service.js';
import type { ChildGrowthExports } from './child-growth.xlsx.js';

export const childGrowthHandlers = (growth: ChildGrowthService, exports: ChildGrowthExports) =>
  handlersFor(childGrowthEndpoints, {
    addMood: (input, { db, session }) => growth.addMoods(db, session, input),
    addOrUpdateRecord: (input, { db, session }) => growth.saveRecord(db, session, input),
    addCourseObserve: (input, { db, session }) => growth.addObservation(db, session, input),
    updateActivityGoalObsRemark: (input, { db, session }) => growth.updateGoalRemark(db, session, input),
    exportRecord: (input, { db, session }) => exports.observation(db, session, input.iObsId),
    getStudentGrowthRecords: (input, { db }) => growth.studentGrowth(db, input),
    getStudentLearningQuality: (input, { db }) => growth.learningQuality(db, input),
    getObservationList: (input, { db }) => growth.observationPage(db, input),
    getObservationDomains: async () => growth.observationDomains(),
    getObservationItems: async (input) => growth.observationItems(input.domainId),
    getObservationMonths: (input, { db }) => growth.observationMonths(db, input.classId),
    getObservationForUpdate: (input, { db }) => growth.observationForUpdate(db, input.obsId),
    addObservation: (input, { db, session }) => growth.addItemObservation(db, session, input),
    updateObservation: (input, { db, session }) => growth.updateItemObservation(db, session, input),
    delObservation: (input, { db }) => growth.deleteObservation(db, input.obsId),
  });
