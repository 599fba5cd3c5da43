import { QuestionType } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { answerInputOf, EMPTY_ANSWER, firstProblem, toggledOption, type ShownQuestion } from './answer-form';

const question = (questionType: number, overrides: Partial<ShownQuestion & { id: number }> = {}): ShownQuestion & { id: number } => ({
  id: 1,
  questionType,
  questionName: '题目',
  tipContent: '请填写',
  isMustAnswer: true,
  isRelationTeacher: false,
  isLimitSelection: true,
  maxSelection: 2,
  optionList: [1, 2, 3].map((id) => ({ id, optionContent: `选项${id}` })),
  ...overrides,
});

describe('toggledOption', () => {
  it('keeps a single choice to one option', () => {
    const radio = question(QuestionType.RADIO);
    expect(toggledOption(radio, toggledOption(radio, EMPTY_ANSWER, 1, true), 2, true).optionIds).toEqual([2]);
  });

  it('takes no more options than MaxSelection, and lets one go again', () => {
    const checkbox = question(QuestionType.CHECKBOX);
    const two = [1, 2].reduce((answer, id) => toggledOption(checkbox, answer, id, true), EMPTY_ANSWER);
    expect(toggledOption(checkbox, two, 3, true).optionIds).toEqual([1, 2]);
    expect(toggledOption(checkbox, toggledOption(checkbox, two, 1, false), 3, true).optionIds).toEqual([2, 3]);
  });
});

describe('firstProblem and answerInputOf', () => {
  const questions = [question(QuestionType.RADIO, { id: 1, isRelationTeacher: true }), question(QuestionType.FILL, { id: 2, isMustAnswer: false, optionList: [] })];

  it('names a required question left empty, then a teacher not chosen', () => {
    expect(firstProblem(questions, new Map(), true)).toEqual({ questionId: 1, message: '第1题为必答题' });
    expect(firstProblem(questions, new Map([[1, { optionIds: [1], content: '' }]]), true)).toEqual({ questionId: 1, message: '第1题请选择孩子的老师' });
    expect(firstProblem(questions, new Map([[1, { optionIds: [1], content: '' }]]), false)).toBeUndefined();
  });

  it('sends the answered questions only, texts trimmed', () => {
    const answers = new Map([
      [1, { optionIds: [2], content: '', teacherId: 7 }],
      [2, { optionIds: [], content: '  多组织户外活动 ' }],
    ]);
    expect(answerInputOf(questions, answers)).toEqual([
      { questionId: 1, optionIds: [2], teacherId: 7 },
      { questionId: 2, optionIds: [], content: '多组织户外活动' },
    ]);
    expect(answerInputOf(questions, new Map([[2, { optionIds: [], content: ' ' }]]))).toEqual([]);
  });
});
