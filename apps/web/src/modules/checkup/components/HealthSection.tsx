import type { HealthCheckup } from '@yuanwu/shared';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { EChart } from '../../../components/chart/EChart';
import { QueryState } from '../../../components/query-state';
import { growthChartOption } from '../checkup-view';
import { useStudentHealth } from '../checkup.queries';
import '../checkup.css';

const WARNING_LEVELS = new Set(['偏低', '偏高', '有', '异常']);
const measure = (value: number | null, unit = '') => (value === null ? <span className="checkup-muted">—</span> : `${value}${unit}`);
const ageText = (months: number | null) => (months === null ? '—' : `${Math.floor(months / 12)}岁${months % 12}个月`);

const columns: TableColumnsType<HealthCheckup> = [
  { title: '体检', key: 'batch', render: (_, row) => `${row.checkupDate} ${row.batchName}` },
  { title: '年龄', dataIndex: 'ageMonths', width: 100, render: ageText },
  { title: '身高', dataIndex: 'height', width: 90, render: (value: number | null) => measure(value, ' cm') },
  { title: '体重', dataIndex: 'weight', width: 90, render: (value: number | null) => measure(value, ' kg') },
  { title: '视力（左/右）', key: 'vision', width: 110, render: (_, row) => (row.visionLeft === null && row.visionRight === null ? measure(null) : `${row.visionLeft ?? '—'} / ${row.visionRight ?? '—'}`) },
  { title: '龋齿', dataIndex: 'caries', width: 70, render: (value: number | null) => measure(value, ' 颗') },
  {
    title: '需关注',
    key: 'attention',
    render: (_, row) => {
      const flagged = row.items.filter((item) => WARNING_LEVELS.has(item.level ?? ''));
      return flagged.length === 0 ? <span className="checkup-muted">无</span> : flagged.map((item) => <Tag key={item.itemName} color="orange">{`${item.itemName}${item.level}`}</Tag>);
    },
  },
];

/** 体检: the child's checkups in the interval, height and weight drawn over time. */
export function HealthSection({ studentId, studentName, range }: { studentId: number; studentName: string; range: { startDate: string; endDate: string } }) {
  const health = useStudentHealth(studentId, range);
  const checkups = health.data?.checkups ?? [];
  return (
    <Card className="development__section checkup-health" type="inner" title="体检">
      <QueryState query={health} what="体检数据" isEmpty={(data) => data.checkups.length === 0} empty={`${studentName}在这个时间段还没有体检数据`}>
        {() => (
          <>
            {checkups.length > 1 ? <EChart option={growthChartOption(checkups)} height="2.6rem" ariaLabel={`${studentName}的身高体重变化`} /> : null}
            <Table<HealthCheckup> className="checkup-health__table" rowKey="batchId" size="small" pagination={false} columns={columns} dataSource={checkups} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
