import { ResearchKind, teachResearchEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeachResearchService } from './teach-research.service.js';

export const teachResearchHandlers = (research: TeachResearchService) =>
  handlersFor(teachResearchEndpoints, {
    getTeachWeekList: (input, { db }) => research.list(db, ResearchKind.PLAN, input),
    getTeachWeekInfo: (input, { db }) => research.info(db, ResearchKind.PLAN, input.researchId),
    getTeachDiscussList: (input, { db }) => research.list(db, ResearchKind.DISCUSS, input),
    getTeachDiscussInfo: (input, { db }) => research.info(db, ResearchKind.DISCUSS, input.researchId),
    getTeachLearingList: (input, { db }) => research.list(db, ResearchKind.LEARNING, input),
    getTeachLearingInfo: (input, { db }) => research.info(db, ResearchKind.LEARNING, input.researchId),
    getTeachTrialList: (input, { db }) => research.list(db, ResearchKind.TRIAL, input),
    getTeachTrialInfo: (input, { db }) => research.info(db, ResearchKind.TRIAL, input.researchId),
    getTeachOtherList: (input, { db }) => research.list(db, ResearchKind.OTHER, input),
    getTeachOtherInfo: (input, { db }) => research.info(db, ResearchKind.OTHER, input.researchId),
    addRecord: (input, { db, session }) => research.add(db, session, input),
    updateRecord: (input, { db }) => research.update(db, input),
    delRecord: (input, { db }) => research.remove(db, input.researchId),
    getTeacherResearchList: (input, { db }) => research.ofTeacher(db, input),
  });
