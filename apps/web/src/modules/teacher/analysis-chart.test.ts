import { describe, expect, it } from 'vitest';
import { chartHeight, countChartOption, sharePercent } from './analysis-chart';

const departments = [
  { name: '园务办公室', count: 4 },
  { name: '教学部', count: 9 },
  { name: '后勤部', count: 3 },
];

describe('sharePercent', () => {
  it('rounds to a whole percent and gives 0 for an empty school', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('chartHeight', () => {
  it('grows with the bars above a floor', () => {
    expect(chartHeight(departments)).toBe('2.40rem');
    expect(chartHeight(Array.from({ length: 11 }, (_, index) => ({ name: `职务${index}`, count: 1 })))).toBe('4.56rem');
  });
});

describe('countChartOption', () => {
  const option = countChartOption(departments, 16, '#2563eb') as {
    yAxis: { data: string[] };
    series: { data: number[] }[];
    tooltip: { valueFormatter(value: unknown): string };
  };

  it('lists the first item at the top, each bar with its count', () => {
    expect(option.yAxis.data).toEqual(['后勤部', '教学部', '园务办公室']);
    expect(option.series[0]!.data).toEqual([3, 9, 4]);
  });

  it('shows a count with its share in the tooltip', () => {
    expect(option.tooltip.valueFormatter(4)).toBe('4 人（25%）');
  });
});
