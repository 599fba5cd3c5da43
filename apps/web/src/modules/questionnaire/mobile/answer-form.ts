import { QuestionType, type ClientView } from '@yuanwu/shared';

/** What the page shows of a question: the saved one, or the builder's in the preview. */
export interface ShownQuestion {
  questionType: number;
  questionName: string;
  tipContent: string;
  isMustAnswer: boolean;
  isRelationTeacher: boolean;
  isLimitSelection: boolean;
  maxSelection: number;
  optionList: { id: number; optionContent: string }[];
}

/** One question's answer as the page holds it. */
export interface Answer {
  optionIds: number[];
  content: string;
  teacherId?: number | undefined;
}

export const EMPTY_ANSWER: Answer = { optionIds: [], content: '' };

/** One answer as submitAnswer takes it. */
export interface SentAnswer {
  questionId: number;
  optionIds: number[];
  content?: string;
  teacherId?: number;
}

/** How many options may be ticked: one for a single choice, MaxSelection for a multiple one (the server refuses more). */
export const selectionLimit = (question: ShownQuestion) => (question.questionType === QuestionType.RADIO ? 1 : question.maxSelection);

/** Ticks or unticks an option; past the limit, nothing changes (the page greys the other options out). */
export function toggledOption(question: ShownQuestion, answer: Answer, optionId: number, checked: boolean): Answer {
  if (question.questionType === QuestionType.RADIO) return { ...answer, optionIds: checked ? [optionId] : [] };
  if (!checked) return { ...answer, optionIds: answer.optionIds.filter((id) => id !== optionId) };
  if (answer.optionIds.includes(optionId) || answer.optionIds.length >= selectionLimit(question)) return answer;
  return { ...answer, optionIds: [...answer.optionIds, optionId] };
}

const isEmpty = (question: ShownQuestion, answer: Answer) => (question.questionType === QuestionType.FILL ? answer.content.trim() === '' : answer.optionIds.length === 0);

/** The first question the sheet cannot be sent with, and why: a required one left empty, a teacher not chosen. */
export function firstProblem(questions: readonly (ShownQuestion & { id: number })[], answers: ReadonlyMap<number, Answer>, hasTeachers: boolean): { questionId: number; message: string } | undefined {
  for (const [index, question] of questions.entries()) {
    const answer = answers.get(question.id) ?? EMPTY_ANSWER;
    if (isEmpty(question, answer)) {
      if (question.isMustAnswer) return { questionId: question.id, message: `第${index + 1}题为必答题` };
      continue;
    }
    if (question.isRelationTeacher && hasTeachers && !answer.teacherId) return { questionId: question.id, message: `第${index + 1}题请选择孩子的老师` };
  }
  return undefined;
}

/** The answers sent: the questions answered, each with its choices or text. */
export function answerInputOf(questions: readonly (ShownQuestion & { id: number })[], answers: ReadonlyMap<number, Answer>): SentAnswer[] {
  return questions.flatMap((question) => {
    const answer = answers.get(question.id);
    if (!answer || isEmpty(question, answer)) return [];
    const about = question.isRelationTeacher && answer.teacherId ? { teacherId: answer.teacherId } : {};
    return question.questionType === QuestionType.FILL ? [{ questionId: question.id, optionIds: [], content: answer.content.trim(), ...about }] : [{ questionId: question.id, optionIds: answer.optionIds, ...about }];
  });
}

/** A submitted sheet as the page shows it again. */
export const answersOfView = (view: ClientView) =>
  new Map<number, Answer>(view.answers.map((answer) => [answer.questionId, { optionIds: answer.optionIds, content: answer.content, teacherId: answer.teacherId ?? undefined }]));
