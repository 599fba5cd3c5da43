import { attendSourceLabel, attendStatusLabel } from '@yuanwu/shared';
import { Drawer, Tag } from 'antd';
import { clockOf, dayWithWeekday } from '../../../components/dates';
import { QueryTable } from '../../../components/query-state';
import { AttendTotalsBar } from './AttendTotalsBar';
import { useStudentAttendDetail } from '../attendance.queries';
import type { DateRangeValue } from '../date-range';

const STATUS_COLOR: Record<number, string> = { 0: 'error', 1: 'success', 2: 'warning' };
/** A swipe's time of day, in the browser's (the school's) time zone. */
export const swipeTime = (iso: string | null) => (iso ? clockOf(iso) : '—');

interface StudentDaysDrawerProps {
  student: { studentId: number; studentName: string } | undefined;
  range: DateRangeValue;
  onClose(): void;
}

/** One child's school days over the range: each day's status, swipes and remark. */
export function StudentDaysDrawer({ student, range, onClose }: StudentDaysDrawerProps) {
  const detail = useStudentAttendDetail(student?.studentId, range);
  const data = detail.data;
  return (
    <Drawer title={student ? `${student.studentName} · 考勤记录` : ''} size="large" open={Boolean(student)} onClose={onClose} destroyOnHidden>
      {data ? <AttendTotalsBar compact totals={data.totals} range={data} /> : null}
      <QueryTable
        query={detail}
        what="考勤记录"
        rowKey="date"
        size="small"
        dataSource={data?.days ?? []}
        pagination={false}
        emptyText="这段时间没有上学日"
        columns={[
          { title: '日期', dataIndex: 'date', render: dayWithWeekday },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: number | null) => (status === null ? <Tag>未记录</Tag> : <Tag color={STATUS_COLOR[status]}>{attendStatusLabel[status]}</Tag>),
          },
          { title: '入园', dataIndex: 'arriveAt', render: swipeTime },
          { title: '离开', dataIndex: 'leaveAt', render: swipeTime },
          { title: '来源', dataIndex: 'source', render: (source: number | null) => (source === null ? '—' : attendSourceLabel[source]) },
          { title: '备注', dataIndex: 'remark', render: (remark: string | null) => remark ?? '' },
        ]}
      />
    </Drawer>
  );
}
