import type { AttendTotals } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

/** More categories than this get a slider, so that bars stay readable. */
const VISIBLE_CATEGORIES = 31;
const COLORS = { present: '#22c55e', left: '#f59e0b', absent: '#ef4444', leave: '#a855f7', rate: '#2563eb' };

/**
 * Stacked bars of 出勤, 离园, 缺勤 and 请假 per category (a class or a day) on the left axis, and the
 * attendance rate as a line on the right one; a category with nothing recorded has no rate point.
 */
export function attendanceChartOption(categories: string[], rows: AttendTotals[]): ChartOption {
  const bar = (name: string, color: string, values: number[]) => ({ name, type: 'bar', stack: 'count', barMaxWidth: 28, itemStyle: { color }, data: values });
  return {
    color: [COLORS.present, COLORS.left, COLORS.absent, COLORS.rate],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, data: ['出勤', '离园', '缺勤', '出勤率'] },
    grid: { left: 48, right: 56, top: 36, bottom: categories.length > VISIBLE_CATEGORIES ? 72 : 44 },
    xAxis: { type: 'category', data: categories, axisTick: { alignWithLabel: true } },
    yAxis: [
      { type: 'value', name: '人次', minInterval: 1 },
      { type: 'value', name: '出勤率', min: 0, max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
    ],
    dataZoom: categories.length > VISIBLE_CATEGORIES ? [{ type: 'slider', bottom: 28, height: 16, startValue: categories.length - VISIBLE_CATEGORIES }] : [],
    series: [
      bar('出勤', COLORS.present, rows.map((row) => row.presentCount)),
      bar('离园', COLORS.left, rows.map((row) => row.leftCount)),
      bar('缺勤', COLORS.absent, rows.map((row) => row.absentCount)),
      bar('请假', COLORS.leave, rows.map((row) => row.leaveCount)),
      {
        name: '出勤率',
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 6,
        itemStyle: { color: COLORS.rate },
        tooltip: { valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value}%` : '—') },
        data: rows.map((row) => row.attendRate),
      },
    ],
  };
}
