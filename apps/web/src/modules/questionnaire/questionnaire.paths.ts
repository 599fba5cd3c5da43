export const QUESTIONNAIRE_PATH = '/SchoolDynamic/Questionnaire';
export const NEW_SURVEY_PATH = `${QUESTIONNAIRE_PATH}/NewSurvey`;
export const MODIFY_SURVEY_PATH = `${QUESTIONNAIRE_PATH}/ModifySurvey/:questionnaireId`;
export const SURVEY_STATISTICS_PATH = `${QUESTIONNAIRE_PATH}/SurveyStatistics/:questionnaireId`;

/** ?copy= on NewSurvey: a new questionnaire starts from a copy of that one. */
export const COPY_PARAM = 'copy';
export const copySurveyPath = (questionnaireId: number) => `${NEW_SURVEY_PATH}?${COPY_PARAM}=${questionnaireId}`;
export const modifySurveyPath = (questionnaireId: number) => MODIFY_SURVEY_PATH.replace(':questionnaireId', String(questionnaireId));
export const surveyStatisticsPath = (questionnaireId: number) => SURVEY_STATISTICS_PATH.replace(':questionnaireId', String(questionnaireId));
