import type { AreaUseStatistics } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

/** Classes drawn each in its own colour; the rest share one bar part, so the legend stays readable. */
export const MAX_CLASS_SERIES = 8;
export const OTHER_CLASSES = '其他班级';

type AreaUse = AreaUseStatistics['areas'][number];

/** The series of the stacked chart: the classes using the areas most, and the others together. */
export function classSeries(areas: readonly AreaUse[]): { name: string; counts: number[] }[] {
  const totals = new Map<string, number>();
  for (const area of areas) for (const use of area.classes) totals.set(use.className, (totals.get(use.className) ?? 0) + use.useCount);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const shown = ranked.slice(0, MAX_CLASS_SERIES);
  const series = shown.map((name) => ({ name, counts: areas.map((area) => area.classes.find((use) => use.className === name)?.useCount ?? 0) }));
  if (ranked.length > shown.length) {
    const rest = areas.map((area) => area.classes.filter((use) => !shown.includes(use.className)).reduce((sum, use) => sum + use.useCount, 0));
    series.push({ name: OTHER_CLASSES, counts: rest });
  }
  return series;
}

/** A chart's CSS height: room for every area's bar. */
export const areaChartHeight = (areas: readonly AreaUse[]) => `${Math.max(2.4, 1 + areas.length * 0.42).toFixed(2)}rem`;

/** Horizontal bars, one per area (the most used on top), split by the classes that used it. */
export function areaUseChartOption(areas: readonly AreaUse[]): ChartOption {
  const shown = [...areas].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} 次` : '—') },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: shown.map((area) => area.name), axisTick: { show: false } },
    series: classSeries(shown).map((series) => ({ name: series.name, type: 'bar', stack: 'use', barMaxWidth: 22, data: series.counts })),
  };
}
