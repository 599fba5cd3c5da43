import type { homeworkStatisticsEndpoints, OutputOf } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

type ClassRow = OutputOf<typeof homeworkStatisticsEndpoints.getHomeworkCompletionRateList>['list'][number];

/** Widest a class's bar is drawn: a teacher who sees one class gets a bar, not a wall across the chart. */
export const MAX_BAR_WIDTH = 48;

/** Each class's completion rate, one bar a class. */
export const completionChart = (rows: ClassRow[]): ChartOption => ({
  tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${value}%` },
  grid: { left: 40, right: 16, top: 16, bottom: 28 },
  xAxis: { type: 'category', data: rows.map((row) => row.className) },
  yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
  series: [{ name: '完成率', type: 'bar', barMaxWidth: MAX_BAR_WIDTH, data: rows.map((row) => row.completionRate ?? 0) }],
});
