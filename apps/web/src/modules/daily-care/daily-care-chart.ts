import type { CareDay } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';
import { axisDay } from '../../components/dates';

/** More days than this get a slider, so that points stay readable. */
const VISIBLE_DAYS = 31;
const COLORS = { water: '#0ea5e9', ateWell: '#22c55e' };

/**
 * Two lines over the school days: the class's average cups of water on the left axis, the share of
 * children who ate well on the right one; a day nobody recorded has no point.
 */
export function careChartOption(days: readonly CareDay[]): ChartOption {
  const categories = days.map((day) => axisDay(day.date));
  const percent = (value: unknown) => (typeof value === 'number' ? `${value}%` : '—');
  return {
    color: [COLORS.water, COLORS.ateWell],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: ['人均饮水（杯）', '进餐良好占比'] },
    grid: { left: 48, right: 56, top: 36, bottom: categories.length > VISIBLE_DAYS ? 72 : 44 },
    xAxis: { type: 'category', data: categories, boundaryGap: false },
    yAxis: [
      { type: 'value', name: '杯', min: 0 },
      { type: 'value', name: '进餐良好', min: 0, max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
    ],
    dataZoom: categories.length > VISIBLE_DAYS ? [{ type: 'slider', bottom: 28, height: 16, startValue: categories.length - VISIBLE_DAYS }] : [],
    series: [
      { name: '人均饮水（杯）', type: 'line', symbolSize: 6, connectNulls: false, data: days.map((day) => day.averageCups) },
      { name: '进餐良好占比', type: 'line', yAxisIndex: 1, symbolSize: 6, connectNulls: false, tooltip: { valueFormatter: percent }, data: days.map((day) => day.ateWellRate) },
    ],
  };
}
