import type { ClassAttendRow } from '@yuanwu/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { QueryTable, type QueryLike } from '../../../components/query-state';
import { classAttendPath } from '../attendance.paths';
import { AttendRate } from './AttendRate';

interface ClassStatisticsTableProps {
  rows: ClassAttendRow[];
  schoolDays: number;
  /** The statistics' read, for its loading and error states. */
  query: QueryLike;
}

/** Each class over the range, with the way into its detail and its daily sheet. */
export function ClassStatisticsTable({ rows, schoolDays, query }: ClassStatisticsTableProps) {
  const navigate = useNavigate();
  const columns: TableColumnsType<ClassAttendRow> = [
    {
      title: '班级',
      dataIndex: 'className',
      // The other columns have fixed widths: unwrapped, a class's name would be squeezed to one character a line.
      render: (name: string, row) => (
        <Link className="attend-class-name" to={classAttendPath(row.classId)}>
          {name}
        </Link>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 100 },
    { title: '在读幼儿', dataIndex: 'childCount', width: 100 },
    {
      title: '已点名',
      dataIndex: 'takenDays',
      width: 110,
      render: (days: number) => <span className={days < schoolDays ? 'attend-muted--warn' : undefined}>{`${days} / ${schoolDays} 天`}</span>,
    },
    { title: '记录人次', dataIndex: 'recordedCount', width: 100 },
    { title: '出勤', dataIndex: 'presentCount', width: 90 },
    { title: '离园', dataIndex: 'leftCount', width: 90 },
    { title: '缺勤', dataIndex: 'absentCount', width: 90 },
    { title: '请假', dataIndex: 'leaveCount', width: 90 },
    {
      title: '出勤率',
      dataIndex: 'attendRate',
      width: 150,
      sorter: (a, b) => (a.attendRate ?? -1) - (b.attendRate ?? -1),
      render: (rate: number | null) => <AttendRate rate={rate} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(classAttendPath(row.classId))}>
            明细
          </Button>
          <Button type="link" size="small" onClick={() => void navigate(classAttendPath(row.classId, 'sheet'))}>
            点名
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <QueryTable<ClassAttendRow>
      query={query}
      what="班级出勤统计"
      rowKey="classId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      emptyText="这个学年还没有班级，请先在班级管理中新建班级"
    />
  );
}
