import { observedLevelLabel, ObservedLevel, type LearningQualityItem } from '@yuanwu/shared';
import { Card, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { useStudentLearningQuality } from '../child-growth.queries';
import { LEVEL_COLORS, trendText } from '../observation-text';
import '../child-growth.css';

/** The bars' colours, by level: antd's orange, blue and green. */
const BAR_COLORS: Record<number, string> = { 1: '#fa8c16', 2: '#1677ff', 3: '#52c41a' };

/** Each item's newest level as a bar, the catalogue's first item on top. */
function chartOption(items: LearningQualityItem[]): ChartOption {
  const shown = [...items].reverse();
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => observedLevelLabel[Number(value)] ?? '未观察' },
    xAxis: { type: 'value', min: 0, max: ObservedLevel.ACHIEVED, interval: 1, axisLabel: { formatter: (value: number) => observedLevelLabel[value] ?? '' } },
    yAxis: { type: 'category', data: shown.map((item) => item.itemName) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 16,
        data: shown.map((item) => ({ value: item.latestLevel ?? 0, itemStyle: { color: BAR_COLORS[item.latestLevel ?? 0] } })),
      },
    ],
  };
}

const levelTag = (level: number | null) => (level ? <Tag color={LEVEL_COLORS[level]}>{observedLevelLabel[level]}</Tag> : <span className="text-muted">未观察</span>);

interface LearningQualitySectionProps {
  studentId: number;
  studentName: string;
  range: { startDate: string; endDate: string };
}

/** 学习品质: the child's newest level on each item observed in the interval, its trend, and the observations behind it. */
export function LearningQualitySection({ studentId, studentName, range }: LearningQualitySectionProps) {
  const quality = useStudentLearningQuality(studentId, range);
  const data = quality.data;
  const option = useMemo(() => (data ? chartOption(data.items) : undefined), [data]);
  return (
    <Card className="growth-section growth-section--quality" type="inner" title="学习品质" loading={quality.isLoading}>
      <QueryError query={quality} what="学习品质" />
      {data && data.observationCount === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有学习品质的观察记录`} /> : null}
      {data && option && data.observationCount > 0 ? (
        <>
          <p className="text-muted learning-quality__summary">依据 {data.observationCount} 次观察，按各指标最近一次的水平</p>
          <EChart option={option} height="2.4rem" ariaLabel={`${studentName}的学习品质各指标最新水平`} />
          <Table<LearningQualityItem>
            className="learning-quality__items"
            rowKey="itemId"
            size="small"
            pagination={false}
            dataSource={data.items}
            expandable={{
              rowExpandable: (item) => item.observations.length > 0,
              expandedRowRender: (item) => (
                <ul className="learning-quality__observations">
                  {item.observations.map((observed) => (
                    <li key={observed.obsId}>
                      {observed.observeDate} {observed.activityName} · {observed.teacherName} {levelTag(observed.level)}
                      {observed.remark ?? ''}
                    </li>
                  ))}
                </ul>
              ),
            }}
            columns={[
              { title: '指标', dataIndex: 'itemName' },
              { title: '最新水平', dataIndex: 'latestLevel', width: 110, render: levelTag },
              { title: '趋势', dataIndex: 'trend', width: 90, render: (trend: LearningQualityItem['trend']) => (trend ? trendText[trend] : <span className="text-muted">—</span>) },
              { title: '观察次数', key: 'count', width: 90, render: (_, item) => item.observations.length },
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
