import { epidemicEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { EpidemicService } from './epidemic.service.js';

export const epidemicHandlers = (epidemic: EpidemicService) =>
  handlersFor(epidemicEndpoints, {
    getEpidemicControlActivityList: (input, { db }) => epidemic.list(db, input),
    getEpidemicControlActivityDetail: (input, { db }) => epidemic.detail(db, input.activityId),
    getEpidemicControlActivityDetailList: (input, { db }) => epidemic.classSummaries(db, input.activityId),
    getEpidemicControlActivityClassDetailList: (input, { db }) => epidemic.classDays(db, input),
    addEpidemicControlActivity: (input, { db, session }) => epidemic.add(db, session, input),
    updateEpidemicControlActivity: (input, { db, session }) => epidemic.update(db, session, input),
    delEpidemicControlActivityById: (input, { db, session }) => epidemic.remove(db, session, input.activityId),
    addOrUpdateEpidemicControlRecord: (input, { db, session }) => epidemic.saveRecord(db, session, input),
    getStudentEpidemicRecordList: (input, { db }) => epidemic.ofStudent(db, input),
  });
