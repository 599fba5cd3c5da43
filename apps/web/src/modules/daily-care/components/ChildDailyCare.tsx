import type { StudentCareDay } from '@yuanwu/shared';
import { Card, Table, Tag } from 'antd';
import { dayWithWeekday } from '../../../components/dates';
import type { DateRange } from '../../../components/interval/interval-range';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { useStudentCare } from '../daily-care.queries';
import { EatLevelTag, waterText } from './care-labels';
import '../daily-care.css';

interface ChildDailyCareProps {
  studentId: number;
  studentName: string;
  range: DateRange;
}

/** 饮水进餐 in 幼儿发展: the child's recorded days of the interval, newest first, and their averages. */
export function ChildDailyCare({ studentId, studentName, range }: ChildDailyCareProps) {
  const care = useStudentCare(studentId, range);
  const data = care.data;
  const totals = data?.totals;
  return (
    <Card
      className="development__section child-daily-care"
      type="inner"
      title="饮水进餐"
      loading={care.isLoading}
      extra={
        totals && totals.recordedDays > 0 ? (
          <span className="care-muted">
            记录 {totals.recordedDays} 天 · 日均饮水 {totals.averageCups} 杯（约 {totals.averageMl} 毫升） · 进餐良好 {totals.ateWellDays} 天
          </span>
        ) : null
      }
    >
      <QueryError query={care} what="饮水进餐记录" />
      {data && data.days.length === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有饮水进餐记录`} /> : null}
      {data && data.days.length > 0 ? (
        <Table<StudentCareDay>
          rowKey="date"
          size="small"
          dataSource={data.days}
          pagination={data.days.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: '日期', dataIndex: 'date', render: dayWithWeekday },
            { title: '饮水', dataIndex: 'waterCups', render: (cups: number) => waterText(cups, data.cupMl) },
            { title: '早餐', dataIndex: 'breakfast', render: (level: number) => <EatLevelTag level={level} /> },
            { title: '午餐', dataIndex: 'lunch', render: (level: number) => <EatLevelTag level={level} /> },
            { title: '午点', dataIndex: 'snack', render: (level: number) => <EatLevelTag level={level} /> },
            { title: '挑食备注', dataIndex: 'pickyNote', render: (note: string | null) => note ?? '' },
            { title: '', dataIndex: 'ateWell', width: 90, render: (well: boolean) => (well ? <Tag color="success">进餐良好</Tag> : null) },
          ]}
        />
      ) : null}
    </Card>
  );
}
