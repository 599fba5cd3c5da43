import type { ChartOption } from '../../components/chart/EChart';

export interface CountItem {
  name: string;
  count: number;
}

/** The share of `count` in `total`, as a whole percent; 0 of nobody is 0%. */
export const sharePercent = (count: number, total: number) => (total > 0 ? Math.round((count * 100) / total) : 0);

/** A chart's CSS height: room for every bar, so no label is dropped, and never squat. */
export const chartHeight = (items: readonly CountItem[]) => `${Math.max(2.4, 0.6 + items.length * 0.36).toFixed(2)}rem`;

/**
 * Horizontal bars, one per item, each with its count written at its end: labels of any length stay
 * readable in a narrow card. The first item sits at the top, as the server orders them (the
 * school's own order of departments and posts, bands from youngest).
 */
export function countChartOption(items: readonly CountItem[], total: number, color: string): ChartOption {
  const shown = [...items].reverse();
  return {
    color: [color],
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} 人（${sharePercent(value, total)}%）` : '—'),
    },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: shown.map((item) => item.name), axisTick: { show: false } },
    series: [
      {
        name: '人数',
        type: 'bar',
        barMaxWidth: 22,
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', formatter: '{c} 人' },
        data: shown.map((item) => item.count),
      },
    ],
  };
}
