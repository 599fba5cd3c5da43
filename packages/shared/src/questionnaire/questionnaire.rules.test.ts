import { describe, expect, it } from 'vitest';
import {
  addQuestionAfter,
  cloneQuestionAt,
  LoopType,
  moveItem,
  newQuestion,
  QuestionnaireState,
  questionnaireStateOf,
  QuestionType,
  removeOption,
  renumbered,
  roundAt,
  roundKeys,
} from './index.js';

describe('the survey builder', () => {
  it('starts a question with its defaults and two empty options', () => {
    expect(newQuestion(QuestionType.CHECKBOX)).toMatchObject({ tipContent: '请填写', isMustAnswer: true, isRelationTeacher: false, maxSelection: 2, optionList: [{ optionContent: '' }, { optionContent: '' }] });
    expect(newQuestion(QuestionType.FILL).optionList).toEqual([]);
  });

  it('clones right after the original with a new id, adds after an index, moves and renumbers from 1', () => {
    const list = addQuestionAfter([{ ...newQuestion(0, 1), questionName: 'A', optionList: [{ id: 7, optionContent: '是' }] }], 0, QuestionType.FILL, 2);
    const cloned = cloneQuestionAt(list, 0, 3);
    expect(cloned.map((q) => q.id)).toEqual([1, 3, 2]);
    expect(cloned[1]!.optionList).toEqual([{ optionContent: '是' }]);
    expect(moveItem(cloned, 2, -1).map((q) => q.id)).toEqual([1, 2, 3]);
    expect(moveItem(cloned, 0, -1).map((q) => q.id)).toEqual([1, 3, 2]);
    expect(renumbered(cloned).map((q) => [q.orderNum, q.optionList.map((o) => o.orderNum)])).toEqual([[1, [1]], [2, [1]], [3, []]]);
  });

  it('applies the MaxSelection rule when an option is removed', () => {
    const question = { ...newQuestion(QuestionType.CHECKBOX), optionList: ['A', 'B', 'C', 'D'].map((optionContent) => ({ optionContent })), maxSelection: 3 };
    expect(removeOption(question, 0).maxSelection).toBe(3);
    expect(removeOption({ ...question, isLimitSelection: true }, 0).maxSelection).toBe(3);
    expect(removeOption({ ...question, isLimitSelection: true, maxSelection: 4 }, 0).maxSelection).toBe(3);
  });
});

describe('questionnaire states and rounds', () => {
  it('derives 草稿, 未开始, 进行中 and 已结束 from isPublish and the dates', () => {
    const q = { isPublish: 1, startDate: '2026-11-01 00:00', endDate: '2026-11-08 00:00' };
    expect(questionnaireStateOf({ ...q, isPublish: 0 }, '2026-11-03 10:00')).toBe(QuestionnaireState.DRAFT);
    expect(questionnaireStateOf(q, '2026-10-31 23:59')).toBe(QuestionnaireState.NOT_STARTED);
    expect(questionnaireStateOf(q, '2026-11-01 00:00')).toBe(QuestionnaireState.IN_PROGRESS);
    expect(questionnaireStateOf(q, '2026-11-08 00:00')).toBe(QuestionnaireState.ENDED);
  });

  it('opens a weekly round on its weekdays and a monthly one on its days', () => {
    // 2026-11-02 is a Monday.
    const weekly = { startDate: '2026-11-02 08:00', endDate: '2026-12-01 00:00', loopType: LoopType.WEEKLY, weekDays: [1, 4], monthDays: [], loopDay: 0 };
    expect(roundKeys(weekly, '2026-11-12')).toEqual(['2026-11-02', '2026-11-05', '2026-11-09', '2026-11-12']);
    expect(roundAt(weekly, '2026-11-06 09:00')).toEqual({ key: '2026-11-05', start: '2026-11-05 00:00', end: '2026-11-09 00:00' });
    expect(roundAt({ ...weekly, loopDay: 1 }, '2026-11-06 09:00')).toBeNull();
    const monthly = { ...weekly, loopType: LoopType.MONTHLY, weekDays: [], monthDays: [15], endDate: '2027-01-01 00:00' };
    expect(roundKeys(monthly, '2026-12-31')).toEqual(['2026-11-02', '2026-11-15', '2026-12-15']);
    expect(roundAt({ ...weekly, loopType: LoopType.NONE }, '2026-11-20 00:00')?.key).toBe('2026-11-02');
  });
});
