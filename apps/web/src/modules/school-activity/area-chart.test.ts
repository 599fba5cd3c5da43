import { describe, expect, it } from 'vitest';
import { classSeries, MAX_CLASS_SERIES, OTHER_CLASSES } from './area-chart';

const area = (name: string, uses: [string, number][]) => ({
  areaId: name.length,
  name,
  useCount: uses.reduce((sum, [, count]) => sum + count, 0),
  classes: uses.map(([className, useCount], index) => ({ classId: index + 1, className, useCount })),
});

describe('area use chart', () => {
  it('gives each class its counts in every area, the most using class first', () => {
    const series = classSeries([area('建构区', [['小一班', 3], ['小二班', 5]]), area('美工区', [['小一班', 4]])]);
    expect(series).toEqual([
      { name: '小一班', counts: [3, 4] },
      { name: '小二班', counts: [5, 0] },
    ]);
  });

  it('puts the classes beyond the legend’s room together', () => {
    const uses: [string, number][] = Array.from({ length: MAX_CLASS_SERIES + 2 }, (_, index) => [`${index + 1}班`, 20 - index]);
    const series = classSeries([area('操场', uses)]);
    expect(series).toHaveLength(MAX_CLASS_SERIES + 1);
    expect(series.at(-1)).toEqual({ name: OTHER_CLASSES, counts: [12 + 11] });
  });
});
