import type { appraiseEndpoints, OutputOf } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

type Statistics = OutputOf<typeof appraiseEndpoints.getAppraiseStatisticsList>;

/**
 * Each teacher's average score in each field, a bar a field. A field nobody scored for a teacher
 * (added after their lessons were appraised) has no bar, as its table cell reads —, never a 0 score.
 */
export const chartOf = (data: Statistics): ChartOption => ({
  tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? String(value) : '未评') },
  legend: { top: 0 },
  grid: { left: 40, right: 16, top: 36, bottom: 28 },
  xAxis: { type: 'category', data: data.teacherList.map((row) => row.teacherName) },
  yAxis: { type: 'value', min: 0, max: 5 },
  series: data.fieldList.map((field, index) => ({
    name: field.fieldName,
    type: 'bar',
    data: data.teacherList.map((row) => row.fieldList[index]?.averageScore ?? null),
  })),
});
