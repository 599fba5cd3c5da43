import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MONTH_FORMAT, todayText } from '../../../components/dates';
import { MonthPicker } from '../../../components/MonthPicker';
import { QueryEmpty, QueryState } from '../../../components/query-state';
import { calendarWeeks, statusView } from '../attend-view';
import { useTeacherMonth, type AttendRecord, type AttendTotals, type StaffDay, type TeacherMonth } from '../teacher-attend.queries';
import { ClockIns, DayStatusTag } from './DayStatusTag';

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** The month's totals in one line, as the statistics table counts them. */
export function TotalsBar({ totals }: { totals: AttendTotals }) {
  const leaves = totals.leaveByType.filter((leave) => leave.days > 0).map((leave) => `${leave.leaveTypeName}${leave.days}`);
  const figures = [
    { label: '应出勤', value: `${totals.dueDays}天` },
    { label: '出勤', value: `${totals.presentDays}天`, strong: true },
    { label: '迟到', value: `${totals.lateCount}次 ${totals.lateMinutes}分钟`, warn: totals.lateCount > 0 },
    { label: '早退', value: `${totals.earlyCount}次 ${totals.earlyMinutes}分钟`, warn: totals.earlyCount > 0 },
    { label: '缺勤', value: `${totals.absentDays}天`, warn: totals.absentDays > 0 },
    { label: '异常', value: `${totals.abnormalDays}天`, warn: totals.abnormalDays > 0 },
    { label: '缺卡', value: `${totals.missingCount}次`, warn: totals.missingCount > 0 },
    { label: '请假', value: `${totals.leaveDays}天${leaves.length ? `（${leaves.join('，')}）` : ''}` },
    { label: '出差', value: `${totals.tripDays}天` },
    { label: '加班', value: `${totals.overtimeHours}小时` },
  ];
  return (
    <div className="attend-figures" aria-label="本月汇总">
      {figures.map((figure) => (
        <span key={figure.label} className={`attend-figures__item${figure.strong ? ' attend-figures__item--strong' : ''}${figure.warn ? ' attend-figures__item--warn' : ''}`}>
          <span className="attend-figures__label">{figure.label}</span>
          <span className="attend-figures__value">{figure.value}</span>
        </span>
      ))}
    </div>
  );
}

/** One day of the calendar: its status, shift and clock-ins, and what excused or added to it. */
function DayCell({ date, day }: { date: string; day: StaffDay | undefined }) {
  const today = todayText();
  // Days ahead have no attendance yet: only what is known in advance (请假, 出差, 休息) shows.
  const shown = day && !(date > today && statusView(day).pending);
  return (
    <div className={`month-day${date === today ? ' month-day--today' : ''}`} aria-label={date}>
      <div className="month-day__head">
        <span className="month-day__number">{Number(date.slice(8))}</span>
        {shown ? <DayStatusTag day={day} /> : null}
      </div>
      {day?.shiftName ? <div className="month-day__shift text-muted">{day.shiftName}</div> : null}
      {day ? <ClockIns day={day} compact /> : null}
      {day?.notes.map((note) => (
        <div key={note} className="month-day__note">
          {note}
        </div>
      ))}
    </div>
  );
}

/** The month as a calendar, 周一 first. */
function MonthCalendar({ month }: { month: TeacherMonth }) {
  const days = new Map(month.days.map((day) => [day.date, day]));
  return (
    <table className="month-calendar">
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday}>{weekday}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(month.month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => (
              <td key={date ?? `blank-${index}`} className={date ? undefined : 'month-calendar__blank'}>
                {date ? <DayCell date={date} day={days.get(date)} /> : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const recordColumns: TableColumnsType<AttendRecord> = [
  { title: '类型', dataIndex: 'kindName', width: 80, render: (name: string, row) => <Tag>{row.leaveTypeName ?? name}</Tag> },
  { title: '时间', dataIndex: 'timeText' },
  {
    title: '时长',
    key: 'length',
    width: 90,
    render: (_, row) => (row.days !== null ? `${row.days}天` : row.hours !== null ? `${row.hours}小时` : '—'),
  },
  { title: '地点/事由', key: 'reason', render: (_, row) => [row.place, row.reason].filter(Boolean).join('：') || <span className="text-muted">—</span> },
  { title: '登记人', dataIndex: 'createdByName', width: 90, render: (name: string | null) => name ?? '—' },
];

interface TeacherMonthDrawerProps {
  teacher: { teacherId: number; teacherName: string } | undefined;
  /** The month it opens on. */
  month: string;
  onClose(): void;
}

/** 个人考勤: one teacher's month as a calendar, its totals and its records; other months a click away. */
export function TeacherMonthDrawer({ teacher, month: openedMonth, onClose }: TeacherMonthDrawerProps) {
  // A month turned to belongs to the teacher and the month the drawer was opened with: opened again
  // for another, it starts from the month the screen shows.
  const openedAs = `${teacher?.teacherId ?? ''}:${openedMonth}`;
  const [turned, setTurned] = useState<{ openedAs: string; month: string }>();
  const month = turned?.openedAs === openedAs ? turned.month : openedMonth;
  const setMonth = (next: string) => setTurned({ openedAs, month: next });
  const detail = useTeacherMonth(teacher?.teacherId, month);
  const turn = (months: number) => setMonth(dayjs(`${month}-01`).add(months, 'month').format(MONTH_FORMAT));
  const data = detail.data;
  const title = teacher ? `${teacher.teacherName} · 个人考勤` : '个人考勤';
  const subtitle = data ? [data.departmentName ?? '未分配部门', data.groupName ? `考勤组：${data.groupName}` : '未加入考勤组'].join(' · ') : '';

  return (
    <Drawer
      title={title}
      size={1080}
      open={teacher !== undefined}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label="上个月" onClick={() => turn(-1)} />
          <MonthPicker month={month} onChange={setMonth} />
          <Button icon={<RightOutlined />} aria-label="下个月" onClick={() => turn(1)} />
        </Space.Compact>
      }
    >
      <QueryState query={detail} what="个人考勤">
        {(shown) => (
          <div className={detail.isFetching ? 'teacher-month teacher-month--loading' : 'teacher-month'}>
            <div className="teacher-month__who text-muted">{subtitle}</div>
            <TotalsBar totals={shown.totals} />
            <MonthCalendar month={shown} />
            <h4 className="teacher-month__records">本月记录</h4>
            <Table<AttendRecord>
              rowKey="recordId"
              size="small"
              columns={recordColumns}
              dataSource={shown.records}
              pagination={false}
              locale={{ emptyText: <QueryEmpty simple description="本月没有补卡、请假、出差或加班记录" /> }}
            />
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
