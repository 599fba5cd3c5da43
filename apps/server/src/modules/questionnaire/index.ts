import { defineModule, type CoreDeps } from '../../core/module.js';
import { serverSecret } from '../../db/app-settings.js';
import { seedQuestionnaires } from './questionnaire.demo.js';
import { questionnaireHandlers, questionnaireSelectHandlers, surveyStatsHandlers } from './questionnaire.handlers.js';
import { questionnaireService } from './questionnaire.service.js';
import { questionnaireExports } from './questionnaire.xlsx.js';

/**
 * 问卷调查: surveys of families and staff, built in the console, answered through each respondent's
 * signed link without a session, with statistics, reminders and exports. A head school's survey
 * reaches its branches: the answers stay with the survey's school, naming the class they came from.
 */
export const questionnaireModule = defineModule({
  tables: { questionnaire: 'school', questionnaireQuestion: 'school', questionnaireOption: 'school', questionnaireResponse: 'school', questionnaireAnswer: 'school', questionnaireReminder: 'school' },
  create: ({ db, schoolDb, clock, sms, config }: CoreDeps) => {
    const questionnaires = questionnaireService({ db, schoolDb, clock, sms, publicUrl: config.publicUrl, linkSecret: serverSecret(db, 'questionnaire_link_secret') });
    return { questionnaires, questionnaireExports: questionnaireExports(questionnaires, clock) };
  },
  handlers: ({ questionnaires, questionnaireExports: exports }) => [questionnaireHandlers(questionnaires), questionnaireSelectHandlers(questionnaires), surveyStatsHandlers(questionnaires, exports)],
  demo: seedQuestionnaires,
});

/** The scale data set's group survey, answered by every child's family (`npm run seed:scale`). */
export { seedGroupSurvey } from './questionnaire.demo.js';
export type { InPlaceRespondent, QuestionnaireService } from './questionnaire.service.js';
export type * from './questionnaire.table.js';
