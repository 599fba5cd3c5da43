import { DownloadOutlined } from '@ant-design/icons';
import type { CareDay, CareTotals } from '@yuanwu/shared';
import { Button, Table } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { dayWithWeekday } from '../../../components/dates';
import { IntervalBar, useInterval } from '../../../components/interval/IntervalBar';
import { QueryEmpty, QueryError, tableStateOf } from '../../../components/query-state';
import { useSemesterOptions } from '../../filter';
import { careChartOption } from '../daily-care-chart';
import { useClassSummary, useExportClassSummary } from '../daily-care.queries';

const orDash = (value: number | null, unit = '') => (value === null ? '—' : `${value}${unit}`);

/** The interval's figures: child-days recorded, average water, share who ate well. */
function CareTotalsBar({ totals, cupMl }: { totals: CareTotals; cupMl: number }) {
  return (
    <div className="care-totals">
      <span className="care-totals__figure">
        记录人次 <strong>{totals.recordedCount}</strong>
      </span>
      <span className="care-totals__figure">
        人均饮水 <strong>{orDash(totals.averageCups, ' 杯')}</strong>
        {totals.averageMl === null ? null : <span className="care-muted">（约 {totals.averageMl} 毫升，每杯 {cupMl} 毫升）</span>}
      </span>
      <span className="care-totals__figure">
        进餐良好 <strong>{orDash(totals.ateWellRate, '%')}</strong>
        <span className="care-muted">（三餐都吃完或吃了大部分）</span>
      </span>
    </div>
  );
}

/** 统计: the class's school days over an interval, as a line chart and a table, and their export. */
export function ClassCareSummary({ classId, yearId }: { classId: number; yearId: number }) {
  const semesters = useSemesterOptions(yearId);
  const interval = useInterval(semesters.data);
  const summary = useClassSummary(classId, interval.range);
  const exportSummary = useExportClassSummary();
  const data = summary.data;
  const option = useMemo(() => (data ? careChartOption(data.days) : undefined), [data]);
  return (
    <div className="care-summary">
      <div className="care-summary__bar">
        <IntervalBar interval={interval} />
        <Button icon={<DownloadOutlined />} disabled={!data} loading={exportSummary.isPending} onClick={() => data && exportSummary.mutate({ classId, startDate: data.startDate, endDate: data.endDate })}>
          导出统计
        </Button>
      </div>
      <QueryError query={summary} what="饮水进餐统计" />
      {data ? <CareTotalsBar totals={data.totals} cupMl={data.cupMl} /> : null}
      {option && data?.totals.recordedCount ? <EChart option={option} ariaLabel="每个上学日的人均饮水与进餐良好占比" /> : null}
      {data && data.totals.recordedCount === 0 ? <QueryEmpty className="care-summary__empty" description="这个时间段还没有饮水进餐记录" /> : null}
      <Table<CareDay>
        rowKey="date"
        size="small"
        className="care-summary__days"
        {...tableStateOf(summary, '这个时间段没有上学日')}
        dataSource={data?.days ?? []}
        pagination={false}
        columns={[
          { title: '日期', dataIndex: 'date', render: dayWithWeekday },
          { title: '记录人数', dataIndex: 'recordedCount' },
          { title: '人均饮水（杯）', dataIndex: 'averageCups', render: (value: number | null) => orDash(value) },
          { title: '人均饮水（毫升）', dataIndex: 'averageMl', render: (value: number | null) => orDash(value) },
          { title: '进餐良好人数', dataIndex: 'ateWellCount' },
          { title: '进餐良好占比', dataIndex: 'ateWellRate', render: (value: number | null) => orDash(value, '%') },
        ]}
      />
    </div>
  );
}
