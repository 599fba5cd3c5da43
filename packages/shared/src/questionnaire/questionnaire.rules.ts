/**
 * 问卷调查: the rules the builder, the list and the server share: question types and defaults, the
 * state table, recurring rounds, and the builder's list edits, as pure functions so that the console
 * and the server can never disagree.
 */

/** Question types: 0 单选 (RADIO), 1 多选 (CHECKBOX), 2 填空 (FILL). */
export const QuestionType = { RADIO: 0, CHECKBOX: 1, FILL: 2 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const questionTypeLabel: Record<QuestionType, string> = { 0: '单选', 1: '多选', 2: '填空' };

/** Who answers (1 teacher, 2 parent); both chosen is saved as 0 (all). */
export const SurveyUserType = { ALL: 0, TEACHER: 1, PARENT: 2 } as const;
export type SurveyUserType = (typeof SurveyUserType)[keyof typeof SurveyUserType];
export const surveyUserTypeLabel: Record<SurveyUserType, string> = { 0: '全部', 1: '教职工', 2: '家长' };

/** Recurring surveys: none, a round on some weekdays (1 Monday to 7 Sunday), or on some days of the month. */
export const LoopType = { NONE: 0, WEEKLY: 1, MONTHLY: 2 } as const;
export type LoopType = (typeof LoopType)[keyof typeof LoopType];
export const loopTypeLabel: Record<LoopType, string> = { 0: '不循环', 1: '每周', 2: '每月' };

/** Question defaults. */
export const QUESTION_DEFAULTS = {
  tipContent: '请填写',
  isMustAnswer: true,
  isRelationTeacher: false,
  maxSelection: 2,
  isLimitSelection: false,
  /** A new choice question starts with this many empty options. */
  options: 2,
} as const;
/** The end date's default distance from the start, in days. */
export const SURVEY_DEFAULT_DAYS = 7;
/** A class of a round is reminded to answer at most once in this long, so that families are not texted over and over. */
export const REMIND_PAUSE_MINUTES = 10;

/** States from isPublish and the dates. */
export const QuestionnaireState = { DRAFT: 0, NOT_STARTED: 1, IN_PROGRESS: 2, ENDED: 3 } as const;
export type QuestionnaireState = (typeof QuestionnaireState)[keyof typeof QuestionnaireState];
export const questionnaireStateLabel: Record<QuestionnaireState, string> = { 0: '草稿', 1: '未开始', 2: '进行中', 3: '已结束' };

/**
 * What may be done to a questionnaire in each state. `insert` (a new questionnaire, saved as 草稿 or
 * published) needs no state; `answer` and `remind` are the respondents' and the reminder's.
 */
export const questionnaireActions = ['publish', 'cancel', 'finish', 'delete', 'edit', 'copy', 'answer', 'remind'] as const;
export type QuestionnaireAction = (typeof questionnaireActions)[number];
export const questionnaireActionLabel: Record<QuestionnaireAction, string> = {
  publish: '发布',
  cancel: '取消发布',
  finish: '结束',
  delete: '删除',
  edit: '编辑',
  copy: '复制',
  answer: '作答',
  remind: '提醒作答',
};

/** THE state table: the console shows the allowed actions from it, the server refuses the rest with 2000014. */
export const questionnaireStateActions: Record<QuestionnaireState, Record<QuestionnaireAction, boolean>> = {
  [QuestionnaireState.DRAFT]: { publish: true, cancel: false, finish: false, delete: true, edit: true, copy: true, answer: false, remind: false },
  [QuestionnaireState.NOT_STARTED]: { publish: false, cancel: true, finish: false, delete: true, edit: true, copy: true, answer: false, remind: false },
  [QuestionnaireState.IN_PROGRESS]: { publish: false, cancel: false, finish: true, delete: false, edit: true, copy: true, answer: true, remind: true },
  [QuestionnaireState.ENDED]: { publish: false, cancel: false, finish: false, delete: true, edit: false, copy: true, answer: false, remind: false },
};

export const isActionAllowed = (state: QuestionnaireState, action: QuestionnaireAction) => questionnaireStateActions[state][action];

/** The Chinese reason an action is refused in a state: 问卷进行中，不能删除. */
export const refusedActionReason = (state: QuestionnaireState, action: QuestionnaireAction) =>
  `问卷${questionnaireStateLabel[state]}，不能${questionnaireActionLabel[action]}`;

/** `YYYY-MM-DD HH:mm` in China time: how the dates are kept and compared (text order is time order). */
export type ChinaMinute = string;

export function questionnaireStateOf(questionnaire: { isPublish: boolean | number; startDate: ChinaMinute; endDate: ChinaMinute }, now: ChinaMinute): QuestionnaireState {
  if (!questionnaire.isPublish) return QuestionnaireState.DRAFT;
  if (now < questionnaire.startDate) return QuestionnaireState.NOT_STARTED;
  return now < questionnaire.endDate ? QuestionnaireState.IN_PROGRESS : QuestionnaireState.ENDED;
}

// ---- rounds of a recurring survey ----

export interface RoundSchedule {
  startDate: ChinaMinute;
  endDate: ChinaMinute;
  loopType: number;
  /** Weekdays 1 (Monday) to 7 (Sunday) of a weekly survey. */
  weekDays: readonly number[];
  /** Days 1 to 31 of a monthly survey. */
  monthDays: readonly number[];
  /** How many days a round stays open; 0: until the next round opens. */
  loopDay: number;
}

/** One round: answers are kept per round, by its key (the day it opens). */
export interface Round {
  key: string;
  start: ChinaMinute;
  end: ChinaMinute;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const dateOfNumber = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

function opensOn(schedule: RoundSchedule, date: string): boolean {
  if (schedule.loopType === LoopType.WEEKLY) return schedule.weekDays.includes(isoWeekday(date));
  if (schedule.loopType === LoopType.MONTHLY) return schedule.monthDays.includes(Number(date.slice(8, 10)));
  return false;
}

/** The days rounds open, from the start to `until` (a day) or the end, whichever is first; a survey without a loop has one round. */
export function roundKeys(schedule: RoundSchedule, until: string): string[] {
  const first = schedule.startDate.slice(0, 10);
  if (schedule.loopType === LoopType.NONE) return [first];
  const last = Math.min(dayNumber(until), dayNumber(schedule.endDate.slice(0, 10)));
  const keys = [first];
  for (let day = dayNumber(first) + 1; day <= last; day += 1) {
    const date = dateOfNumber(day);
    if (opensOn(schedule, date) && `${date} 00:00` < schedule.endDate) keys.push(date);
  }
  return keys;
}

/** The round holding the moment `now`, or null between rounds (a round of loopDay days has closed) or outside the dates. */
export function roundAt(schedule: RoundSchedule, now: ChinaMinute): Round | null {
  if (now < schedule.startDate || now >= schedule.endDate) return null;
  const keys = roundKeys(schedule, now.slice(0, 10));
  const key = keys.at(-1)!;
  const round = roundOf(schedule, key);
  return now < round.end ? round : null;
}

/** The round opening on `key`: until loopDay days later, or the next round, or the survey's end. */
export function roundOf(schedule: RoundSchedule, key: string): Round {
  const start = key === schedule.startDate.slice(0, 10) ? schedule.startDate : `${key} 00:00`;
  if (schedule.loopType === LoopType.NONE) return { key, start, end: schedule.endDate };
  let end = schedule.endDate;
  if (schedule.loopDay > 0) end = `${dateOfNumber(dayNumber(key) + schedule.loopDay)} 00:00`;
  else {
    for (let day = dayNumber(key) + 1; `${dateOfNumber(day)} 00:00` < schedule.endDate; day += 1) {
      if (opensOn(schedule, dateOfNumber(day))) {
        end = `${dateOfNumber(day)} 00:00`;
        break;
      }
    }
  }
  return { key, start, end: end < schedule.endDate ? end : schedule.endDate };
}

// ---- the builder's list edits ----

export interface BuilderOption {
  id?: number | undefined;
  optionContent: string;
  imageUrl?: string | undefined;
  orderNum?: number | undefined;
}

export interface BuilderQuestion {
  id?: number | undefined;
  questionType: number;
  questionName: string;
  imageUrl?: string | undefined;
  orderNum?: number | undefined;
  tipContent: string;
  isMustAnswer: boolean;
  isRelationTeacher: boolean;
  maxSelection: number;
  /** The choose-at-most flag: off, a multiple choice takes any number of its options. */
  isLimitSelection: boolean;
  optionList: BuilderOption[];
}

/** A new question of a type: the defaults, and two empty options for a choice question. */
export function newQuestion(questionType: number, id?: number): BuilderQuestion {
  const choice = questionType !== QuestionType.FILL;
  return {
    id,
    questionType,
    questionName: '',
    tipContent: QUESTION_DEFAULTS.tipContent,
    isMustAnswer: QUESTION_DEFAULTS.isMustAnswer,
    isRelationTeacher: QUESTION_DEFAULTS.isRelationTeacher,
    maxSelection: QUESTION_DEFAULTS.maxSelection,
    isLimitSelection: QUESTION_DEFAULTS.isLimitSelection,
    optionList: choice ? Array.from({ length: QUESTION_DEFAULTS.options }, () => ({ optionContent: '' })) : [],
  };
}

const swap = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from < 0 || from >= list.length) return [...list];
  const moved = [...list];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
};

/** Moves the item at `index` one place up (-1) or down (1); at an end, nothing moves. */
export const moveItem = <T>(list: readonly T[], index: number, step: -1 | 1): T[] => swap(list, index, index + step);

/** A question added after `index` (-1: first). */
export const addQuestionAfter = (list: readonly BuilderQuestion[], index: number, questionType: number, id?: number) => [
  ...list.slice(0, index + 1),
  newQuestion(questionType, id),
  ...list.slice(index + 1),
];

/** A copy of the question at `index`, right after it, with a new id and options without ids. */
export function cloneQuestionAt(list: readonly BuilderQuestion[], index: number, newId?: number): BuilderQuestion[] {
  const original = list[index];
  if (!original) return [...list];
  const copy: BuilderQuestion = { ...original, id: newId, optionList: original.optionList.map(({ id: _id, ...option }) => ({ ...option })) };
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** The MaxSelection rule: without the choose-at-most flag, or with fewer options than it, MaxSelection is the option count. */
export function withMaxSelectionRule(question: BuilderQuestion): BuilderQuestion {
  const count = question.optionList.length;
  return !question.isLimitSelection || count < question.maxSelection ? { ...question, maxSelection: count } : question;
}

export const addOption = (question: BuilderQuestion): BuilderQuestion => ({ ...question, optionList: [...question.optionList, { optionContent: '' }] });
export const removeOption = (question: BuilderQuestion, index: number): BuilderQuestion => withMaxSelectionRule({ ...question, optionList: removeAt(question.optionList, index) });
export const moveOption = (question: BuilderQuestion, index: number, step: -1 | 1): BuilderQuestion => ({ ...question, optionList: moveItem(question.optionList, index, step) });
export const editOption = (question: BuilderQuestion, index: number, optionContent: string): BuilderQuestion => ({
  ...question,
  optionList: question.optionList.map((option, at) => (at === index ? { ...option, optionContent } : option)),
});

/** Before saving: questions and their options numbered from 1 in list order. */
export const renumbered = (list: readonly BuilderQuestion[]): BuilderQuestion[] =>
  list.map((question, index) => ({ ...question, orderNum: index + 1, optionList: question.optionList.map((option, at) => ({ ...option, orderNum: at + 1 })) }));
