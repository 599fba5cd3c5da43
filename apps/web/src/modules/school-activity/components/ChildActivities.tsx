import { ActivityKind, type StudentActivity } from '@yuanwu/shared';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { DateRange } from '../../../components/interval/interval-range';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { scheduleText, termText } from '../activity-form';
import { useStudentActivities } from '../school-activity.queries';
import '../school-activity.css';

interface ChildActivitiesProps {
  studentId: number;
  studentName: string;
  range: DateRange;
}

const columns: TableColumnsType<StudentActivity> = [
  { title: '活动', dataIndex: 'name', render: (name: string, row) => <span title={row.typeName}>{name}</span> },
  { title: '类别', dataIndex: 'kindName', width: 100, render: (kindName: string, row) => <Tag color={row.kind === ActivityKind.SCHOOL ? 'blue' : 'green'}>{kindName}</Tag> },
  {
    title: '时间',
    key: 'schedule',
    width: 230,
    render: (_, row) => (
      <>
        <div>{scheduleText(row)}</div>
        {row.kind === ActivityKind.REGULAR ? <div className="activity-muted">{termText(row)}</div> : null}
      </>
    ),
  },
  { title: '区域', dataIndex: 'areaName', width: 110, render: (name: string) => name || '—' },
  { title: '班级', dataIndex: 'className', width: 90 },
  { title: '次数', dataIndex: 'sessionCount', width: 70, render: (count: number, row) => (row.kind === ActivityKind.REGULAR ? `${count} 次` : `${count} 天`) },
];

/** 活动: the events and weekly routines of the classes the child was in over the interval. */
export function ChildActivities({ studentId, studentName, range }: ChildActivitiesProps) {
  const activities = useStudentActivities({ studentId, ...range });
  const data = activities.data;
  const rows = data ? [...data.schoolActivities, ...data.regularActivities] : [];
  return (
    <Card
      className="development__section child-activities"
      type="inner"
      title="活动"
      loading={activities.isLoading}
      extra={data && rows.length > 0 ? <span className="text-muted">园所活动 {data.schoolActivities.length} 项 · 常规活动 {data.regularActivities.length} 项</span> : null}
    >
      <QueryError query={activities} what="活动" />
      {data && rows.length === 0 ? <QueryEmpty description={`${studentName}所在班级在这个时间段没有园所活动或常规活动`} /> : null}
      {rows.length > 0 ? (
        <Table<StudentActivity> className="child-activities__list" rowKey={(row) => `${row.activityId}-${row.classId}`} size="small" pagination={false} columns={columns} dataSource={rows} />
      ) : null}
    </Card>
  );
}
