import type { ClassStatisticsRow } from '@yuanwu/shared';
import { Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { QueryTable } from '../../../components/query-state';
import { AttendRate, classAttendPath } from '../../attendance';
import { useClassStatistics, type DashboardFilters } from '../dashboard.queries';

const columns = (linkToClass: boolean): TableColumnsType<ClassStatisticsRow> => [
  {
    title: '班级',
    dataIndex: 'className',
    render: (name: string, row) => (linkToClass ? <Link to={classAttendPath(row.classId)}>{name}</Link> : name),
  },
  { title: '年级', dataIndex: 'gradeName', width: 90 },
  { title: '幼儿', dataIndex: 'childCount', width: 80 },
  { title: '男 / 女', key: 'sexes', width: 90, render: (_, row) => `${row.boyCount} / ${row.girlCount}` },
  { title: '教师', dataIndex: 'teacherCount', width: 70 },
  { title: '出勤率', dataIndex: 'attendRate', width: 140, render: (rate: number | null) => <AttendRate rate={rate} /> },
  { title: '班级动态', dataIndex: 'dynamicCount', width: 100 },
  { title: '照片', dataIndex: 'photoCount', width: 80 },
  { title: '视频', dataIndex: 'videoCount', width: 80 },
  { title: '作品', dataIndex: 'workbookCount', width: 80 },
];

/** 班级统计: each class's children and teachers now, its attendance and class life in the period. */
export function ClassStatisticsCard({ filters, linkToClass }: { filters: DashboardFilters; linkToClass: boolean }) {
  const statistics = useClassStatistics(filters);
  return (
    <Card variant="borderless" title="班级统计" extra={<span className="dashboard-ranking__basis">动态、照片、视频、作品为所选时间段内新增</span>}>
      <QueryTable<ClassStatisticsRow>
        query={statistics}
        what="班级统计"
        rowKey="classId"
        size="middle"
        columns={columns(linkToClass)}
        dataSource={statistics.data?.list ?? []}
        pagination={false}
        emptyText="当前学年还没有班级"
      />
    </Card>
  );
}
