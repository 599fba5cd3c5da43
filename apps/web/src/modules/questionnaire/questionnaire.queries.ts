import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  QuestionnaireListInput,
  questionnaireEndpoints,
  questionnaireSelectEndpoints,
  surveyStatsEndpoints,
  type ClassStatInput,
  type EssayStatInput,
  type QuestionStatInput,
  type StatFilterInput,
} from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import type { SurveyInput } from './survey-form';

/** Every read shows questionnaires: a save, a state change or an answer changes lists, forms and figures alike. */
const questionnaireKeys = {
  all: queryRoot('questionnaire', ['questionnaires', 'classes']),
  list: () => [...questionnaireKeys.all, 'list'] as const,
  info: (questionnaireId: number) => [...questionnaireKeys.all, 'info', questionnaireId] as const,
  copy: (questionnaireId: number) => [...questionnaireKeys.all, 'copy', questionnaireId] as const,
  schools: () => [...questionnaireKeys.all, 'schools'] as const,
  classes: (schoolId: number) => [...questionnaireKeys.all, 'classes', schoolId] as const,
  stats: (name: string, input: object) => [...questionnaireKeys.all, 'stats', name, input] as const,
};

/** The filters' 全部. */
export const ANY_STATE = -1;

export interface QuestionnaireFilters {
  state: number;
  keyword: string;
}

/** The questionnaire list for ListPage. */
export const questionnaireListSource = {
  queryKey: questionnaireKeys.list(),
  fetchPage: ({ state, keyword, ...page }: QuestionnaireFilters & PageRequest) =>
    call(questionnaireEndpoints.list, { ...(state === ANY_STATE ? {} : { state }), keyword: searchText(keyword, QuestionnaireListInput.shape.keyword), ...page }),
};

/** One questionnaire's form while `questionnaireId` is given. */
export const useQuestionnaire = (questionnaireId: number | undefined) =>
  useQuery({
    queryKey: questionnaireKeys.info(questionnaireId ?? 0),
    queryFn: () => call(questionnaireEndpoints.getQuestionnaireInfo, { questionnaireId: questionnaireId! }),
    enabled: Boolean(questionnaireId),
  });

/** What a copy of a questionnaire starts from while `questionnaireId` is given. */
export const useQuestionnaireCopy = (questionnaireId: number | undefined) =>
  useQuery({
    queryKey: questionnaireKeys.copy(questionnaireId ?? 0),
    queryFn: () => call(questionnaireEndpoints.getCopyInfo, { questionnaireId: questionnaireId! }),
    enabled: Boolean(questionnaireId),
    staleTime: 0,
  });

/** The caller's school and, for a head school, its branches. */
export const useSurveySchools = () => useQuery({ queryKey: questionnaireKeys.schools(), queryFn: () => call(questionnaireSelectEndpoints.getSchoolList, {}) });

const QUESTIONNAIRES = { changes: ['questionnaires'] } as const;

export type SurveySave = SurveyInput & { questionnaireId?: number | undefined };

export const useSaveSurvey = () =>
  useWrite(
    ({ questionnaireId, ...input }: SurveySave) =>
      questionnaireId ? call(questionnaireEndpoints.editQuestionnaire, { questionnaireId, ...input }) : call(questionnaireEndpoints.insert, input),
    QUESTIONNAIRES,
  );

/** The state-changing actions of the list, one call each. */
export const stateCalls = {
  publish: questionnaireEndpoints.publish,
  cancel: questionnaireEndpoints.cancel,
  finish: questionnaireEndpoints.finish,
  delete: questionnaireEndpoints.delete,
} as const;
export type StateCall = keyof typeof stateCalls;

export const useStateChange = () =>
  useWrite(({ action, questionnaireId }: { action: StateCall; questionnaireId: number }) => call(stateCalls[action], { questionnaireId }), QUESTIONNAIRES);

// ---- statistics ----

const statQuery = <Input extends object, Output>(name: string, fetch: (input: Input) => Promise<Output>) => (input: Input | undefined) =>
  useQuery({ queryKey: questionnaireKeys.stats(name, input ?? {}), queryFn: () => fetch(input!), enabled: Boolean(input), placeholderData: keepPreviousData });

export const useStatisticFilter = statQuery('filter', (input: { questionnaireId: number }) => call(surveyStatsEndpoints.getSurveyStatisticFilter, input));
export const useQuestionFilter = statQuery('questionFilter', (input: { questionnaireId: number }) => call(surveyStatsEndpoints.getQuestionStatisticFilter, input));
export const useConclusion = statQuery('conclusion', (input: StatFilterInput) => call(questionnaireEndpoints.getConclusion, input));
export const useAllClassStatistic = statQuery('allClass', (input: StatFilterInput) => call(surveyStatsEndpoints.getAllClassStatistic, input));
export const useClassStatistic = statQuery('class', (input: ClassStatInput) => call(surveyStatsEndpoints.getClassStatistic, input));
export const useTeacherChoice = statQuery('teacher', (input: QuestionStatInput) => call(surveyStatsEndpoints.getTeacherChoiceQuestionStatistic, input));
export const useEssayAnswers = statQuery('essay', (input: EssayStatInput) => call(surveyStatsEndpoints.getEssayQuestionStatistic, input));

/** Texts those who have not answered, with their links; the class and school narrow it. */
export const useRemindAnswer = () =>
  useWrite((input: CallInput<typeof surveyStatsEndpoints.remindAnswer>) => call(surveyStatsEndpoints.remindAnswer, input), { changes: [] });

/** The Export* calls: each takes the filters its figures were read with. */
export const exportCalls = {
  all: surveyStatsEndpoints.exportAllStatistics,
  everyClass: surveyStatsEndpoints.exportEveryClassStatistics,
  allClass: surveyStatsEndpoints.exportAllClassStatistic,
  everyClassCompleted: surveyStatsEndpoints.exportEveryClassComplatedStatistic,
  class: surveyStatsEndpoints.exportClassStatistic,
  essay: surveyStatsEndpoints.exportEssayQuestionStatistic,
  classChoice: surveyStatsEndpoints.exportClassChoiceQuestionStatistic,
  teacherChoice: surveyStatsEndpoints.exportTeacherChoiceQuestionStatistic,
} as const;
export type ExportCall = keyof typeof exportCalls;

export const useExport = () => useDownload(({ kind, input }: { kind: ExportCall; input: StatFilterInput & Partial<QuestionStatInput & ClassStatInput> }) => call(exportCalls[kind], input as never));

// ---- answering (no session: the link's token) ----

const answerKeys = { view: (token: string) => ['questionnaireAnswer', token] as const };

export const useClientView = (token: string) =>
  useQuery({ queryKey: answerKeys.view(token), queryFn: () => call(questionnaireEndpoints.getClientView, { token }), enabled: token !== '', retry: false });

export const submitAnswer = (input: CallInput<typeof questionnaireEndpoints.submitAnswer>) => call(questionnaireEndpoints.submitAnswer, input);
