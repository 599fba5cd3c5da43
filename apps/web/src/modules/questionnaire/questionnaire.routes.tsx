import { QUESTIONNAIRE_ANSWER_PATH } from '@yuanwu/shared';
import type { ScreenRoute } from '../../routes/screen-route';
import { MODIFY_SURVEY_PATH, NEW_SURVEY_PATH, QUESTIONNAIRE_PATH, SURVEY_STATISTICS_PATH } from './questionnaire.paths';

const QUESTIONNAIRE_MODULE = 'SchoolDynamic.Questionnaire';

export const questionnaireRoutes: ScreenRoute[] = [
  // Back from the builder or the statistics, the list is as it was: filters and page.
  { path: QUESTIONNAIRE_PATH, load: () => import('./pages/QuestionnairePage'), module: QUESTIONNAIRE_MODULE, keepAlive: true },
  { path: NEW_SURVEY_PATH, label: '新建问卷', load: () => import('./pages/SurveyEditPage'), module: QUESTIONNAIRE_MODULE, previous: QUESTIONNAIRE_PATH },
  { path: MODIFY_SURVEY_PATH, label: '编辑问卷', load: () => import('./pages/SurveyEditPage'), module: QUESTIONNAIRE_MODULE, previous: QUESTIONNAIRE_PATH },
  { path: SURVEY_STATISTICS_PATH, label: '问卷统计', load: () => import('./pages/SurveyStatisticsPage'), module: QUESTIONNAIRE_MODULE, previous: QUESTIONNAIRE_PATH },
];

/** The families' answering page, reached from a respondent's signed link: no session, no console frame. */
export const questionnaireAnswerRoutes: ScreenRoute[] = [{ path: QUESTIONNAIRE_ANSWER_PATH, label: '问卷调查', load: () => import('./mobile/AnswerPage'), public: true }];
