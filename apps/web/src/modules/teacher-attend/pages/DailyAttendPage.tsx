import { CarOutlined, FieldTimeOutlined, LeftOutlined, RightOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Skeleton, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT, DAY_WITH_WEEKDAY_PICKER_FORMAT, dayWithWeekday, todayText } from '../../../components/dates';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { urlParam, useUrlState } from '../../../components/url-state';
import { DepartmentFilterSelect } from '../../teacher';
import { lateEarlyText, STATUS_ORDER, statusOptions, summaryLabel } from '../attend-view';
import { GroupFilterSelect } from '../components/AttendFilters';
import { ClockIns, DayStatusTag } from '../components/DayStatusTag';
import { RecordModals, type RecordPanel } from '../components/RecordModals';
import { ANY, ANY_STATUS, dayAttendSource, type DayAttend, type DayAttendRow, type DayFilters } from '../teacher-attend.queries';
import '../teacher-attend.css';

const dash = <span className="text-muted">—</span>;

/** The day's head count by status: each a button that narrows the table to it, or back to all. */
function StatusSummary({ query, status, onStatus }: { query: UseQueryResult<DayAttend>; status: number; onStatus(status: number): void }) {
  const labelOf = (one: number, statusName: string | undefined) => summaryLabel(one, statusName, query.data?.date ?? todayText(), todayText());
  const day = query.data;
  // A failed first read shows its error with the table, once.
  if (!day) {
    if (!query.isLoading) return null;
    return (
      <div className="day-summary" aria-busy="true">
        {[ANY_STATUS, ...STATUS_ORDER].map((one) => (
          <div key={one} className="day-summary__tile day-summary__tile--waiting">
            <Skeleton.Button active size="small" />
            <Skeleton.Input active size="small" block />
          </div>
        ))}
      </div>
    );
  }
  const counts = new Map(day.summary.map((row) => [row.status, row]));
  const total = day.summary.reduce((sum, row) => sum + row.count, 0);
  const tiles = [
    { status: ANY_STATUS, label: '全部', count: total },
    ...STATUS_ORDER.map((one) => ({ status: one, label: labelOf(one, counts.get(one)?.statusName), count: counts.get(one)?.count ?? 0 })),
  ];
  return (
    <div className="day-summary" role="group" aria-label="各状态人数">
      {tiles.map((tile) => {
        const active = tile.status === status;
        return (
          <button
            key={tile.status}
            type="button"
            aria-pressed={active}
            className={`day-summary__tile day-summary__tile--s${tile.status}${active ? ' day-summary__tile--active' : ''}${tile.count === 0 ? ' day-summary__tile--none' : ''}`}
            onClick={() => onStatus(active ? ANY_STATUS : tile.status)}
          >
            <span className="day-summary__count">{tile.count}</span>
            <span className="day-summary__label">{tile.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** 每日考勤: a day's staff with their shift, clock-ins and status; records are added from here. */
export default function DailyAttendPage() {
  const [filters, setFilters] = useUrlState({
    date: urlParam.day(todayText()),
    groupId: urlParam.integer(ANY),
    departmentId: urlParam.integer(ANY),
    status: urlParam.integer(ANY_STATUS),
    keyword: urlParam.text(),
  });
  const list = usePagedList<DayAttend, DayFilters>({ ...dayAttendSource, filters });
  const [panel, setPanel] = useState<RecordPanel>();
  const { date } = filters;
  const future = date > todayText();
  const shiftDate = (days: number) => setFilters({ date: dayjs(date).add(days, 'day').format(DATE_FORMAT) });
  const openRecord = (kind: RecordPanel['kind']) => setPanel({ kind, date });

  const columns: TableColumnsType<DayAttendRow> = [
    { title: '姓名', dataIndex: 'teacherName', width: 110, fixed: 'left', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '部门', dataIndex: 'departmentName', width: 110, render: (name: string | null) => name ?? dash },
    { title: '考勤组', dataIndex: 'groupName', width: 110, render: (name: string | null) => name ?? <span className="text-muted">未分组</span> },
    {
      title: '班次',
      key: 'shift',
      width: 170,
      render: (_, row) =>
        row.shiftName ? (
          <div>
            <div>{row.shiftName}</div>
            <div className="text-muted day-shift__time">{row.timeText}</div>
          </div>
        ) : (
          dash
        ),
    },
    { title: '打卡', key: 'clockIns', render: (_, row) => <ClockIns day={row} /> },
    { title: '状态', dataIndex: 'status', width: 90, render: (_, row) => <DayStatusTag day={row} /> },
    { title: '迟到/早退', key: 'lateEarly', width: 120, render: (_, row) => lateEarlyText(row) || dash },
    { title: '备注', dataIndex: 'notes', width: 180, render: (notes: string[]) => (notes.length ? notes.join('；') : dash) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          disabled={future}
          onClick={() =>
            setPanel({
              kind: 'manual',
              date,
              teacherIds: [row.teacherId],
              note: `${row.teacherName} · ${dayWithWeekday(date)}${row.shiftName ? ` · ${row.shiftName} ${row.timeText ?? ''}` : ''}`,
            })
          }
        >
          补卡
        </Button>
      ),
    },
  ];

  const actions = (
    <Space>
      <Button icon={<ScheduleOutlined />} onClick={() => openRecord('leave')}>
        添加请假
      </Button>
      <Button icon={<CarOutlined />} onClick={() => openRecord('trip')}>
        添加出差
      </Button>
      <Button icon={<FieldTimeOutlined />} onClick={() => openRecord('overtime')}>
        添加加班
      </Button>
    </Space>
  );

  return (
    <div className="list-page">
      <Card className="list-page__filters" variant="borderless">
        <Form layout="inline">
          <Form.Item label="日期">
            <Space.Compact>
              <Button icon={<LeftOutlined />} aria-label="前一天" onClick={() => shiftDate(-1)} />
              <DatePicker
                aria-label="考勤日期"
                allowClear={false}
                value={dayjs(date)}
                format={DAY_WITH_WEEKDAY_PICKER_FORMAT}
                onChange={(day) => day && setFilters({ date: day.format(DATE_FORMAT) })}
              />
              <Button icon={<RightOutlined />} aria-label="后一天" onClick={() => shiftDate(1)} />
            </Space.Compact>
          </Form.Item>
          <Form.Item label="考勤组">
            <GroupFilterSelect aria-label="考勤组" value={filters.groupId} onChange={(groupId) => setFilters({ groupId })} />
          </Form.Item>
          <Form.Item label="部门">
            <DepartmentFilterSelect aria-label="部门" value={filters.departmentId} onChange={(departmentId) => setFilters({ departmentId })} />
          </Form.Item>
          <Form.Item label="状态">
            <Select
              aria-label="状态"
              className="filter-select--narrow"
              value={filters.status}
              onChange={(status) => setFilters({ status })}
              options={[{ value: ANY_STATUS, label: '全部状态' }, ...statusOptions]}
            />
          </Form.Item>
          <Form.Item label="搜索">
            {/* Keyed by the applied text: Back or a link shows the name the list is narrowed by. */}
            <Input.Search key={filters.keyword} aria-label="搜索" allowClear placeholder="教职工姓名" defaultValue={filters.keyword} onSearch={(keyword) => setFilters({ keyword })} />
          </Form.Item>
        </Form>
      </Card>
      <Card variant="borderless" title={`每日考勤 · ${dayWithWeekday(date)}`} extra={actions}>
        <StatusSummary query={list.page} status={filters.status} onStatus={(status) => setFilters({ status })} />
        <PagedTable<DayAttendRow>
          list={list}
          rowKey="teacherId"
          columns={columns}
          what="每日考勤"
          emptyText="没有符合条件的教职工，可调整筛选条件；教职工加入考勤组并排班后才有考勤"
          scroll={{ x: 1200 }}
          pagination={{ showSizeChanger: true, showTotal: (total) => `共 ${total} 人` }}
        />
      </Card>
      <RecordModals panel={panel} onClose={() => setPanel(undefined)} />
    </div>
  );
}
