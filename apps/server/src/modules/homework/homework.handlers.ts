import { homeworkEndpoints, homeworkStatisticsEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { HomeworkService } from './homework.service.js';

export const homeworkHandlers = (homework: HomeworkService) =>
  handlersFor(homeworkEndpoints, {
    addHomework: (input, { db, session }) => homework.add(db, session, input),
  });

export const homeworkStatisticsHandlers = (homework: HomeworkService) =>
  handlersFor(homeworkStatisticsEndpoints, {
    getHomeworkAmountList: (input, { db }) => homework.classAmounts(db, input),
    getHomeworkCompletionRateList: (input, { db }) => homework.classCompletion(db, input),
    getHomeworkStatistics: (input, { db }) => homework.statistics(db, input),
    getHomeworkInfoList: (input, { db, session }) => homework.list(db, session, input),
    getHomeworkInfoForId: (input, { db, session }) => homework.info(db, session, input),
    getStudentStatisticsInfo: (input, { db }) => homework.children(db, input),
    getHomeworkSignList: (input, { db }) => homework.signList(db, input),
    addHomework: (input, { db, session }) => homework.add(db, session, input),
    delHomework: (input, { db, session }) => homework.remove(db, session, input),
    updateHomeworkEnddate: (input, { db, session }) => homework.moveEndDate(db, session, input),
  });
