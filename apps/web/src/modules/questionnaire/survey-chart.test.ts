import type { QuestionStat } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { optionText, questionChartOption } from './survey-chart';

const question: QuestionStat = {
  questionId: 1,
  questionName: '满意吗',
  questionType: 0,
  orderNum: 1,
  isRelationTeacher: false,
  answerCount: 5,
  options: [
    { optionId: 1, optionContent: '满意', count: 3, rate: 60 },
    { optionId: 2, optionContent: '一般', count: 2, rate: 40 },
  ],
};

describe('questionChartOption', () => {
  it('draws the options top to bottom in their order, with counts and rates at the bars', () => {
    const option = questionChartOption(question) as { yAxis: { data: string[] }; series: { data: number[]; label: { formatter(p: { dataIndex: number }): string } }[] };
    expect(option.yAxis.data).toEqual(['一般', '满意']);
    expect(option.series[0]!.data).toEqual([2, 3]);
    expect(option.series[0]!.label.formatter({ dataIndex: 1 })).toBe('3人 60%');
    expect(optionText(question.options[0]!)).toBe('满意 3人（60%）');
  });
});
