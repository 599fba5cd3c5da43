import type { OutputOf, recordStaticsEndpoints } from '@yuanwu/shared';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { QueryState } from '../../../components/query-state';
import { useTeacherChart } from '../record-statics.queries';

type Chart = OutputOf<typeof recordStaticsEndpoints.getRecordChartDataForTeacher>;

const chartOf = (data: Chart): { months: ChartOption; fields: ChartOption } => ({
  months: {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 36, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: data.monthList.map((row) => row.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '成长记录', type: 'bar', stack: 'all', data: data.monthList.map((row) => row.growthRecordCount) },
      { name: '观察记录', type: 'bar', stack: 'all', data: data.monthList.map((row) => row.observationCount) },
    ],
  },
  fields: {
    tooltip: { trigger: 'axis' },
    grid: { left: 36, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: data.fieldList.map((row) => row.fieldName) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '记录数', type: 'bar', data: data.fieldList.map((row) => row.total) }],
  },
});

/** A teacher's records by month and by field, for a range (the current school year when none). */
export function TeacherRecordCharts({ teacherId, range }: { teacherId: number; range: { startDate?: string | undefined; endDate?: string | undefined } }) {
  const chart = useTeacherChart({ teacherId, ...range });
  const options = useMemo(() => (chart.data ? chartOf(chart.data) : null), [chart.data]);
  return (
    <QueryState query={chart} what="记录图表">
      {(data) =>
        data.monthList.length === 0 ? (
          <p>这段时间没有成长记录或观察记录。</p>
        ) : (
          <>
            <h4>每月记录数</h4>
            <EChart option={options!.months} ariaLabel={`${data.teacherName}每月记录数`} />
            <h4>各领域记录数</h4>
            <EChart option={options!.fields} ariaLabel={`${data.teacherName}各领域记录数`} />
          </>
        )
      }
    </QueryState>
  );
}
