import { RecordKind, recordKindLabel } from '@yuanwu/shared';
import { DatePicker, Drawer, Input, Tabs, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { DATE_FORMAT, minuteOf } from '../../../components/dates';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { DepartmentFilterSelect } from '../../teacher';
import { ANY, recordSource, useDeleteRecord, type AttendRecord, type RecordFilters, type RecordKindValue } from '../teacher-attend.queries';
import { GroupFilterSelect, LeaveTypeFilterSelect } from './AttendFilters';

export const RECORD_KINDS: readonly RecordKindValue[] = [RecordKind.MANUAL, RecordKind.LEAVE, RecordKind.TRIP, RecordKind.OVERTIME];
const PAGE_SIZE = 10;
const dash = <span className="text-muted">—</span>;

/** What deleting a record undoes, said before it is done. */
const deleteWarning: Record<RecordKindValue, string> = {
  [RecordKind.MANUAL]: '补上的那次打卡将一并撤销，当天考勤重新计算。',
  [RecordKind.LEAVE]: '所涉日期的考勤将重新计算。',
  [RecordKind.TRIP]: '所涉日期的考勤将重新计算。',
  [RecordKind.OVERTIME]: '加班时长将不再计入统计。',
};

function kindColumns(kind: RecordKindValue): TableColumnsType<AttendRecord> {
  const time = { title: kind === RecordKind.MANUAL ? '补卡时间' : '时间', dataIndex: 'timeText' };
  const days = { title: '天数', dataIndex: 'days', width: 70, align: 'right' as const, render: (value: number | null) => value ?? dash };
  switch (kind) {
    case RecordKind.LEAVE:
      return [{ title: '请假类型', dataIndex: 'leaveTypeName', width: 90 }, time, days];
    case RecordKind.TRIP:
      return [time, days, { title: '地点', dataIndex: 'place', width: 100 }];
    case RecordKind.OVERTIME:
      return [time, { title: '时长(小时)', dataIndex: 'hours', width: 90, align: 'right', render: (value: number | null) => value ?? dash }];
    default:
      return [time];
  }
}

/** One kind of records: its own filters and pages, each record deletable after a confirmation. */
function RecordList({ kind, initialRange }: { kind: RecordKindValue; initialRange: [string, string] }) {
  const [filters, setFilters] = useState<RecordFilters>({ range: initialRange, groupId: ANY, departmentId: ANY, leaveTypeId: ANY, keyword: '' });
  const list = usePagedList({ ...recordSource(kind), filters, pageSize: PAGE_SIZE, url: { inUrl: false } });
  const remove = useDeleteRecord(kind);
  const narrow = (changes: Partial<RecordFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const label = recordKindLabel[kind]!;

  const columns: TableColumnsType<AttendRecord> = [
    { title: '姓名', dataIndex: 'teacherName', width: 90, render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '部门', dataIndex: 'departmentName', width: 90, render: (name: string | null) => name ?? dash },
    ...kindColumns(kind),
    { title: kind === RecordKind.MANUAL ? '原因' : '事由', dataIndex: 'reason', render: (reason: string | null) => reason ?? dash },
    { title: '登记人', dataIndex: 'createdByName', width: 80, render: (name: string | null) => name ?? dash },
    { title: '登记时间', dataIndex: 'createdAt', width: 140, render: (at: string) => minuteOf(at) },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, row) => (
        <DeleteButton title={`删除${row.teacherName}的这条${label}记录吗？`} description={deleteWarning[kind]} onConfirm={() => remove.mutateAsync(row.recordId)} />
      ),
    },
  ];

  return (
    <>
      <div className="records-filters">
        <DatePicker.RangePicker
          aria-label="日期范围"
          value={filters.range ? [dayjs(filters.range[0]), dayjs(filters.range[1])] : null}
          onChange={(dates) => narrow({ range: dates?.[0] && dates[1] ? [dates[0].format(DATE_FORMAT), dates[1].format(DATE_FORMAT)] : null })}
        />
        <GroupFilterSelect aria-label="考勤组" value={filters.groupId} onChange={(groupId) => narrow({ groupId })} />
        <DepartmentFilterSelect aria-label="部门" value={filters.departmentId} onChange={(departmentId) => narrow({ departmentId })} />
        {kind === RecordKind.LEAVE ? <LeaveTypeFilterSelect aria-label="请假类型" value={filters.leaveTypeId} onChange={(leaveTypeId) => narrow({ leaveTypeId })} /> : null}
        <Input.Search aria-label="搜索" className="records-filters__search" allowClear placeholder="教职工姓名" onSearch={(keyword) => narrow({ keyword })} />
      </div>
      <PagedTable<AttendRecord>
        list={list}
        rowKey="recordId"
        size="small"
        columns={columns}
        what={`${label}记录`}
        emptyText={`没有符合条件的${label}记录`}
        simpleEmpty
        pagination={{ showTotal: (total) => `共 ${total} 条` }}
      />
    </>
  );
}

interface RecordsDrawerProps {
  /** The tab shown, or closed. */
  kind: RecordKindValue | undefined;
  onKind(kind: RecordKindValue): void;
  /** The days the lists start with: those of the statistics on screen. */
  range: [string, string];
  onClose(): void;
}

/** 补卡记录, 请假记录, 出差记录 and 加班记录, a tab each. */
export function RecordsDrawer({ kind, onKind, range, onClose }: RecordsDrawerProps) {
  return (
    <Drawer title="考勤记录" size={1080} open={kind !== undefined} onClose={onClose} destroyOnHidden>
      <Tabs
        activeKey={String(kind ?? RecordKind.MANUAL)}
        onChange={(key) => onKind(Number(key) as RecordKindValue)}
        destroyOnHidden
        items={RECORD_KINDS.map((one) => ({ key: String(one), label: `${recordKindLabel[one]}记录`, children: <RecordList kind={one} initialRange={range} /> }))}
      />
    </Drawer>
  );
}
