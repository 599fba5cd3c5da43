import { LoopType, newQuestion, QuestionType, SurveyUserType } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newSurveyValues, questionProblem, surveyInputOf } from './survey-form';

const now = dayjs('2026-11-25T15:42:00');

describe('newSurveyValues', () => {
  it('starts today at 00:00 for 7 days, for everyone of the caller’s school, without questions', () => {
    const values = newSurveyValues(3, now);
    expect(values.dates.map((day) => day.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-11-25 00:00', '2026-12-02 00:00']);
    expect(values).toMatchObject({ schoolId: [3], userTypes: [SurveyUserType.TEACHER, SurveyUserType.PARENT], loopType: LoopType.NONE, questionList: [] });
  });
});

describe('surveyInputOf', () => {
  const values = {
    ...newSurveyValues(3, now),
    title: ' 满意度调查 ',
    grade: [3, 1],
    userTypes: [SurveyUserType.PARENT],
    weekDay: [1],
    loopDay: 3,
    questionList: [
      { ...newQuestion(QuestionType.CHECKBOX), questionName: '兴趣', isLimitSelection: false, optionList: ['A', 'B', 'C'].map((optionContent) => ({ optionContent })) },
      { ...newQuestion(QuestionType.RADIO), questionName: '满意吗', optionList: [{ optionContent: ' 是 ' }, { optionContent: '否' }] },
      { ...newQuestion(QuestionType.FILL), questionName: '建议' },
    ],
  };

  it('sorts the grades, saves one user type as itself and both as 0, and drops the loop days of no loop', () => {
    const input = surveyInputOf(values, true);
    expect(input).toMatchObject({ title: '满意度调查', grade: [1, 3], userType: SurveyUserType.PARENT, weekDay: [], loopDay: 0, startDate: '2026-11-25 00:00', isPublish: true });
    expect(surveyInputOf({ ...values, userTypes: [1, 2] }, false).userType).toBe(SurveyUserType.ALL);
    expect(surveyInputOf({ ...values, loopType: LoopType.WEEKLY }, false)).toMatchObject({ weekDay: [1], loopDay: 3 });
  });

  it('numbers questions and options from 1 and keeps each type to its MaxSelection rule', () => {
    const [checkbox, radio, fill] = surveyInputOf(values, false).questionList;
    expect([checkbox!.orderNum, radio!.orderNum, fill!.orderNum]).toEqual([1, 2, 3]);
    expect(checkbox!.optionList.map((option) => option.orderNum)).toEqual([1, 2, 3]);
    expect(checkbox!.maxSelection).toBe(3);
    expect(radio!.maxSelection).toBe(1);
    expect(radio!.optionList[0]!.optionContent).toBe('是');
    expect(fill!.optionList).toEqual([]);
  });
});

describe('questionProblem', () => {
  it('asks for a name, two options and their texts', () => {
    expect(questionProblem(newQuestion(QuestionType.RADIO), 0)).toBe('请填写第1题的题目');
    expect(questionProblem({ ...newQuestion(QuestionType.RADIO), questionName: '题', optionList: [{ optionContent: 'A' }] }, 1)).toBe('第2题至少需要两个选项');
    expect(questionProblem({ ...newQuestion(QuestionType.CHECKBOX), questionName: '题' }, 2)).toBe('请填写第3题的选项内容');
    expect(questionProblem({ ...newQuestion(QuestionType.FILL), questionName: '题' }, 0)).toBeUndefined();
  });
});
