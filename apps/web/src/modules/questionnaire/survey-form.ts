import {
  LoopType,
  QuestionType,
  SURVEY_DEFAULT_DAYS,
  SurveyUserType,
  renumbered,
  withMaxSelectionRule,
  type BuilderQuestion,
  type QuestionnaireCopy,
  type QuestionnaireInfo,
} from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';

/** How the builder writes the survey's moments, as the server keeps them (China time, to the minute). */
export const SURVEY_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** The builder's form: the survey's fields as the pickers hold them, and the question list. */
export interface SurveyFormValues {
  title: string;
  description: string;
  dates: [Dayjs, Dayjs];
  schoolId: number[];
  grade: number[];
  /** 教职工 (1), 家长 (2), or both: saved as 0 (all). */
  userTypes: number[];
  loopType: number;
  weekDay: number[];
  monthDay: number[];
  loopDay: number;
  questionList: BuilderQuestion[];
}

const BOTH_USER_TYPES = [SurveyUserType.TEACHER, SurveyUserType.PARENT];

/** A new survey: from today 00:00 for 7 days, for everyone, of the caller's school. */
export function newSurveyValues(schoolId: number | undefined, now: Dayjs = dayjs()): SurveyFormValues {
  const start = now.startOf('day');
  return {
    title: '',
    description: '',
    dates: [start, start.add(SURVEY_DEFAULT_DAYS, 'day')],
    schoolId: schoolId ? [schoolId] : [],
    grade: [],
    userTypes: BOTH_USER_TYPES,
    loopType: LoopType.NONE,
    weekDay: [],
    monthDay: [],
    loopDay: 0,
    questionList: [],
  };
}

const numbersOf = (text: string) => text.split(',').filter((part) => part.trim() !== '').map(Number);

/** A saved questionnaire, or a copy to save as new, as the builder's form. */
export function surveyValuesOf(survey: QuestionnaireInfo | z.infer<typeof QuestionnaireCopy>): SurveyFormValues {
  return {
    title: survey.title,
    description: survey.description,
    dates: [dayjs(survey.startDate, SURVEY_MINUTE_FORMAT), dayjs(survey.endDate, SURVEY_MINUTE_FORMAT)],
    schoolId: survey.schoolIds,
    grade: survey.grades,
    userTypes: survey.userType === SurveyUserType.ALL ? BOTH_USER_TYPES : [survey.userType],
    loopType: survey.loopType,
    weekDay: numbersOf(survey.weekDay),
    monthDay: numbersOf(survey.monthDay),
    loopDay: survey.loopDay,
    questionList: survey.questionList.map((question) => ({
      ...question,
      id: 'id' in question ? (question.id as number) : undefined,
      imageUrl: question.imageUrl || undefined,
      optionList: question.optionList.map((option) => ({ ...option, id: 'id' in option ? (option.id as number) : undefined, imageUrl: option.imageUrl || undefined })),
    })),
  };
}

/** One question as saved: a fill-in has no options; a choice question keeps to the MaxSelection rule. */
function savedQuestion(question: BuilderQuestion): BuilderQuestion {
  if (question.questionType === QuestionType.FILL) return { ...question, optionList: [], isLimitSelection: false };
  if (question.questionType === QuestionType.RADIO) return { ...question, isLimitSelection: false, maxSelection: 1 };
  return withMaxSelectionRule(question);
}

/** The save call's input: the questions renumbered from 1, the pickers' values as the server takes them. */
export function surveyInputOf(values: SurveyFormValues, isPublish: boolean) {
  const userType = values.userTypes.length === 1 ? values.userTypes[0]! : SurveyUserType.ALL;
  const looping = values.loopType !== LoopType.NONE;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    startDate: values.dates[0].format(SURVEY_MINUTE_FORMAT),
    endDate: values.dates[1].format(SURVEY_MINUTE_FORMAT),
    schoolId: values.schoolId,
    grade: [...values.grade].sort((a, b) => a - b),
    userType,
    loopType: values.loopType,
    weekDay: values.loopType === LoopType.WEEKLY ? values.weekDay : [],
    monthDay: values.loopType === LoopType.MONTHLY ? values.monthDay : [],
    loopDay: looping ? values.loopDay : 0,
    questionList: renumbered(values.questionList.map(savedQuestion)).map((question) => ({
      ...question,
      questionName: question.questionName.trim(),
      optionList: question.optionList.map((option) => ({ ...option, optionContent: option.optionContent.trim() })),
    })),
    isPublish,
  };
}

export type SurveyInput = ReturnType<typeof surveyInputOf>;

/** Why a question cannot be saved yet, in the server's words; undefined when it can. */
export function questionProblem(question: BuilderQuestion, index: number): string | undefined {
  const number = index + 1;
  if (!question.questionName.trim()) return `请填写第${number}题的题目`;
  if (question.questionType === QuestionType.FILL) return undefined;
  if (question.optionList.length < 2) return `第${number}题至少需要两个选项`;
  if (question.optionList.some((option) => !option.optionContent.trim())) return `请填写第${number}题的选项内容`;
  return undefined;
}
