import { questionnaireEndpoints, questionnaireSelectEndpoints, surveyStatsEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { QuestionnaireService } from './questionnaire.service.js';
import type { QuestionnaireExports } from './questionnaire.xlsx.js';

export const questionnaireHandlers = (questionnaires: QuestionnaireService) =>
  handlersFor(questionnaireEndpoints, {
    list: (input, { db, session }) => questionnaires.list(db, session, input),
    insert: (input, { db, session }) => questionnaires.insert(db, session, input),
    getQuestionnaireInfo: (input, { db, session }) => questionnaires.info(db, session, input.questionnaireId),
    getCopyInfo: (input, { db }) => questionnaires.copyInfo(db, input.questionnaireId),
    editQuestionnaire: (input, { db, session }) => questionnaires.edit(db, session, input),
    updateSurveyTime: (input, { db }) => questionnaires.setTime(db, input),
    publish: (input, { db }) => questionnaires.change(db, input.questionnaireId, 'publish'),
    cancel: (input, { db }) => questionnaires.change(db, input.questionnaireId, 'cancel'),
    finish: (input, { db }) => questionnaires.change(db, input.questionnaireId, 'finish'),
    delete: (input, { db }) => questionnaires.remove(db, input.questionnaireId),
    preview: (input, { db }) => questionnaires.preview(db, input.questionnaireId),
    getConclusion: (input, { db, session }) => questionnaires.statistic(db, session, input),
    getChartStatistics: (input, { db, session }) => questionnaires.charts(db, session, input),
    getIssueStatistics: (input, { db, session }) => questionnaires.choice(db, session, input),
    getUserList: (input, { db, session }) => questionnaires.userList(db, session, input),
    getUserAnswer: (input, { db, session }) => questionnaires.userAnswer(db, session, input),
    getClientView: (input) => questionnaires.clientView(input.token),
    submitAnswer: (input) => questionnaires.submit(input),
  });

export const questionnaireSelectHandlers = (questionnaires: QuestionnaireService) =>
  handlersFor(questionnaireSelectEndpoints, {
    getSchoolList: async (_input, { session }) => ({ list: await questionnaires.schoolChoices(session.schoolId) }),
    getClassList: (input, { session }) => questionnaires.classChoices(session, input),
  });

export const surveyStatsHandlers = (questionnaires: QuestionnaireService, exports: QuestionnaireExports) =>
  handlersFor(surveyStatsEndpoints, {
    getSurveyStatisticFilter: (input, { db, session }) => questionnaires.statisticFilter(db, session, input.questionnaireId),
    getQuestionStatisticFilter: (input, { db, session }) => questionnaires.questionFilter(db, session, input.questionnaireId),
    getClassChoiceQuestionStatistic: (input, { db, session }) => questionnaires.classChoice(db, session, input),
    getTeacherChoiceQuestionStatistic: (input, { db, session }) => questionnaires.teacherChoice(db, session, input),
    getEssayQuestionStatistic: (input, { db, session }) => questionnaires.essay(db, session, input),
    getAllClassStatistic: (input, { db, session }) => questionnaires.allClasses(db, session, input),
    getClassStatistic: (input, { db, session }) => questionnaires.oneClass(db, session, input),
    remindAnswer: (input, { db, session }) => questionnaires.remind(db, session, input),
    exportAllStatistics: (input, { db, session }) => exports.allStatistics(db, session, input),
    exportEveryClassStatistics: (input, { db, session }) => exports.everyClassStatistics(db, session, input),
    exportAllClassStatistic: (input, { db, session }) => exports.allClassStatistic(db, session, input),
    exportEveryClassComplatedStatistic: (input, { db, session }) => exports.everyClassCompleted(db, session, input),
    exportClassStatistic: (input, { db, session }) => exports.classStatistic(db, session, input),
    exportEssayQuestionStatistic: (input, { db, session }) => exports.essayQuestion(db, session, input),
    exportClassChoiceQuestionStatistic: (input, { db, session }) => exports.classChoiceQuestion(db, session, input),
    exportTeacherChoiceQuestionStatistic: (input, { db, session }) => exports.teacherChoiceQuestion(db, session, input),
  });
