import { describe, expect, it } from 'vitest';
import { completionChart, MAX_BAR_WIDTH } from './homework-chart';

describe('homework completion chart', () => {
  it('keeps a lone class’s bar narrow, as a class teacher who sees only their class gets it', () => {
    const option = completionChart([{ classId: 3, className: '托二班', gradeName: '托班', homeworkCount: 10, expectedCount: 180, signCount: 144, completionRate: 80 }]);
    const [bars] = option.series as { barMaxWidth?: number; data: number[] }[];
    expect(bars!.data).toEqual([80]);
    expect(bars!.barMaxWidth).toBe(MAX_BAR_WIDTH);
    expect(MAX_BAR_WIDTH).toBeLessThanOrEqual(48);
  });
});
