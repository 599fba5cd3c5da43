import type { AreaUseStatistics } from '@yuanwu/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { IntervalBar, useInterval } from '../../../components/interval/IntervalBar';
import { QueryEmpty, QueryError, tableStateOf } from '../../../components/query-state';
import { useSemesterOptions } from '../../filter';
import { areaChartHeight, areaUseChartOption } from '../area-chart';
import { useAreaStatistics } from '../school-activity.queries';
import '../school-activity.css';

type AreaUse = AreaUseStatistics['areas'][number];

const columns: TableColumnsType<AreaUse> = [
  { title: '区域', dataIndex: 'name' },
  { title: '使用次数', dataIndex: 'useCount', width: 120 },
  { title: '使用班级（次数）', key: 'classes', render: (_, row) => row.classes.map((use) => `${use.className}（${use.useCount}）`).join('、') || '—' },
];

/** 区域使用统计: how often each area is used in a period, and by which classes. */
export default function AreaStatisticsPage() {
  const semesters = useSemesterOptions();
  const interval = useInterval(semesters.data);
  const statistics = useAreaStatistics(interval.range);
  const areas = statistics.data?.areas;
  const option = useMemo(() => areaUseChartOption(areas ?? []), [areas]);
  const used = (areas ?? []).filter((area) => area.useCount > 0);

  return (
    <Card variant="borderless" title="区域使用统计">
      <div className="area-statistics__range">
        <IntervalBar interval={interval} />
      </div>
      <p className="activity-muted">常规活动按所选时间段内的上课日（不含周末与假期）计次，园所活动按活动天数计次。</p>
      <QueryError query={statistics} what="区域使用统计" />
      {areas && used.length === 0 ? <QueryEmpty description="这个时间段内没有区域被使用" /> : null}
      {used.length > 0 ? (
        <EChart option={option} height={areaChartHeight(areas!)} ariaLabel={`区域使用次数：${used.map((area) => `${area.name}${area.useCount}次`).join('，')}`} />
      ) : null}
      <Table<AreaUse>
        className="area-statistics__table"
        rowKey="areaId"
        size="small"
        columns={columns}
        dataSource={areas ?? []}
        {...tableStateOf(statistics, '还没有区域', true)}
        pagination={false}
      />
    </Card>
  );
}
