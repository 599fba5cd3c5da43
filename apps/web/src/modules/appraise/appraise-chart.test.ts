import { describe, expect, it } from 'vitest';
import { chartOf } from './appraise-chart';

const field = (fieldId: number, fieldName: string) => ({ fieldId, fieldName });
const average = (fieldId: number, fieldName: string, averageScore: number | null) => ({ fieldId, fieldName, averageScore, scoreCount: averageScore === null ? 0 : 1 });

describe('appraisal statistics chart', () => {
  it('draws no bar, and says 未评, for a field a teacher was never scored in, instead of a 0 score', () => {
    const option = chartOf({
      range: { startDate: '2026-09-01', endDate: '2027-07-31' },
      fieldList: [field(1, '教学目标'), field(2, '教学反思')],
      teacherList: [{ teacherId: 7, teacherName: '张老师', appraiseCount: 2, averageScore: 4.5, fieldList: [average(1, '教学目标', 4.5), average(2, '教学反思', null)] }],
    });
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series.map((row) => [row.name, row.data])).toEqual([
      ['教学目标', [4.5]],
      ['教学反思', [null]],
    ]);
    const tooltip = option.tooltip as { valueFormatter(value: unknown): string };
    expect([tooltip.valueFormatter(4.5), tooltip.valueFormatter('-'), tooltip.valueFormatter(null)]).toEqual(['4.5', '未评', '未评']);
  });
});
