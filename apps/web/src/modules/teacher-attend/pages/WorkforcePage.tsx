import { ClearOutlined, EditOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { MAX_SCHEDULE_DAYS, StaffDayKind } from '@yuanwu/shared';
import { App, Button, Card, DatePicker, Form, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { DATE_FORMAT, MONTH_FORMAT } from '../../../components/dates';
import { MonthPicker } from '../../../components/MonthPicker';
import { FormModal } from '../../../components/FormModal';
import { QueryEmpty, QueryError, QuerySelect, QueryState } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';
import { useArrange, useArrangeMonth, useClearArrange, useGroupOptions, useSmartArrange, type ArrangeMonth } from '../teacher-attend.queries';
import '../teacher-attend.css';

/** 休息 in the shift select: the call takes 0 for a day of rest. */
const REST = 0;
const LEGEND = ['休：休息', '-：未排班', '虚线框：手动排班', '班：调休上班', '假：节假日'];
const SHIFT_COLORS = ['blue', 'green', 'purple', 'orange', 'cyan', 'magenta', 'gold', 'geekblue'];

type Row = ArrangeMonth['teachers'][number];
type Cell = Row['cells'][number];
interface ArrangeValues {
  teacherIds: number[];
  range: [Dayjs, Dayjs];
  shiftId: number;
}
interface ClearValues {
  teacherIds?: number[];
  range: [Dayjs, Dayjs];
}
type Panel = { kind: 'arrange'; initial: Partial<ArrangeValues> } | { kind: 'clear' } | undefined;

const rangeRule = {
  validator: async (_rule: unknown, range: [Dayjs, Dayjs] | undefined) => {
    if (!range) throw new Error('请选择日期');
    if (range[1].diff(range[0], 'day') + 1 > MAX_SCHEDULE_DAYS) throw new Error(`一次最多${MAX_SCHEDULE_DAYS}天`);
  },
};

function DayHeader({ day }: { day: ArrangeMonth['days'][number] }) {
  const off = day.kind === StaffDayKind.HOLIDAY || day.kind === StaffDayKind.WEEKEND;
  const header = (
    <div className={`arrange-day${off ? ' arrange-day--off' : ''}${day.kind === StaffDayKind.MAKEUP ? ' arrange-day--makeup' : ''}`}>
      <div>{Number(day.date.slice(8))}</div>
      <div className="arrange-day__weekday">{day.kind === StaffDayKind.MAKEUP ? '班' : day.kind === StaffDayKind.HOLIDAY ? '假' : day.weekday.slice(1)}</div>
    </div>
  );
  return day.note ? <Tooltip title={`${day.date} ${day.note}`}>{header}</Tooltip> : header;
}

/** The month grid: a row per member, a column per day, each cell the day's shift, 休 or empty (未排班). */
function ArrangeGrid({ month, onCell }: { month: ArrangeMonth; onCell(row: Row, date: string): void }) {
  const colorOf = new Map(month.shifts.map((shift, index) => [shift.shiftId, SHIFT_COLORS[index % SHIFT_COLORS.length]!]));
  const columns: TableColumnsType<Row> = [
    {
      title: '姓名',
      dataIndex: 'teacherName',
      fixed: 'left',
      width: 120,
      render: (name: string, row) => (
        <div>
          <div className="text-strong">{name}</div>
          <div className="text-muted arrange-department">{row.departmentName ?? ''}</div>
        </div>
      ),
    },
    ...month.days.map((day) => ({
      key: day.date,
      title: <DayHeader day={day} />,
      width: 52,
      align: 'center' as const,
      render: (_: unknown, row: Row) => {
        const cell: Cell | undefined = row.cells.find((one) => one.date === day.date);
        const label = `${row.teacherName} ${day.date}`;
        return (
          <button type="button" className="arrange-cell" aria-label={`${label} ${cell?.shiftName ?? '未排班'}`} onClick={() => onCell(row, day.date)}>
            {!cell ? (
              <span className="arrange-cell__empty">-</span>
            ) : cell.shiftId === null ? (
              <span className="arrange-cell__rest">休</span>
            ) : (
              <Tag color={colorOf.get(cell.shiftId)} className={cell.manual ? 'arrange-cell__tag arrange-cell__tag--manual' : 'arrange-cell__tag'}>
                {cell.shiftName.slice(0, 2)}
              </Tag>
            )}
          </button>
        );
      },
    })),
  ];
  return (
    <>
      <div className="arrange-legend">
        {month.shifts.map((shift) => (
          <Tag key={shift.shiftId} color={colorOf.get(shift.shiftId)}>
            {shift.shiftName} {shift.timeText}
          </Tag>
        ))}
        {LEGEND.map((text) => (
          <span key={text} className="text-muted">
            {text}
          </span>
        ))}
      </div>
      <Table<Row> rowKey="teacherId" columns={columns} dataSource={month.teachers} pagination={false} size="small" bordered scroll={{ x: 'max-content' }} />
    </>
  );
}

/** 排班: a group's month, filled from its loop (智能排班), set by hand (手动排班) and cleared (批量清除). */
export default function WorkforcePage() {
  const [{ groupId: chosenGroup, month }, setUrl] = useUrlState({ groupId: urlParam.optionalInteger(), month: urlParam.text(dayjs().format(MONTH_FORMAT)) });
  const groups = useGroupOptions();
  const groupId = chosenGroup ?? groups.data?.[0]?.groupId;
  const grid = useArrangeMonth(groupId, month);
  const smart = useSmartArrange();
  const arrange = useArrange();
  const clear = useClearArrange();
  const { modal, message } = App.useApp();
  const [panel, setPanel] = useState<Panel>();
  const close = () => setPanel(undefined);
  const groupName = groups.data?.find((group) => group.groupId === groupId)?.groupName ?? '';
  const monthStart = useMemo(() => dayjs(`${month}-01`), [month]);
  const clearInitial = useMemo(() => ({ range: [monthStart, monthStart.endOf('month')] as [Dayjs, Dayjs] }), [monthStart]);
  const memberOptions = (grid.data?.teachers ?? []).map((row) => ({ value: row.teacherId, label: row.teacherName }));
  const shiftOptions = [{ value: REST, label: '休息' }, ...(grid.data?.shifts ?? []).map((shift) => ({ value: shift.shiftId, label: `${shift.shiftName} ${shift.timeText}` }))];

  const runSmart = () =>
    modal.confirm({
      title: `按「${groupName}」的排班规则排满 ${month}？`,
      content: '节假日休息、调休日上班；今天及以前已排的班保持不变，明天起的排班（含手动排班）将按规则重排。',
      okText: '智能排班',
      cancelText: '取消',
      onOk: async () => {
        const { days } = await smart.mutateAsync({ groupId: groupId!, month });
        void message.success(`已排${days}个班`);
      },
    });

  const saveArrange = async ({ teacherIds, range, shiftId }: ArrangeValues) => {
    const { days } = await arrange.mutateAsync({ teacherIds, startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT), shiftId });
    void message.success(`已排${days}个班`);
  };
  const saveClear = async ({ teacherIds, range }: ClearValues) => {
    const { days } = await clear.mutateAsync({
      groupId: groupId!,
      startDate: range[0].format(DATE_FORMAT),
      endDate: range[1].format(DATE_FORMAT),
      ...(teacherIds?.length ? { teacherIds } : {}),
    });
    void message.success(`已清除${days}个班`);
  };

  const toolbar = (
    <Space wrap>
      <QuerySelect<number>
        query={groups}
        what="考勤组"
        aria-label="考勤组"
        className="filter-select"
        placeholder="选择考勤组"
        value={groupId}
        options={(groups.data ?? []).map((group) => ({ value: group.groupId, label: group.groupName }))}
        onChange={(value) => setUrl({ groupId: value })}
      />
      <MonthPicker month={month} onChange={(value) => setUrl({ month: value })} />
      <Button type="primary" icon={<ThunderboltOutlined />} disabled={groupId === undefined} onClick={runSmart}>
        智能排班
      </Button>
      <Button icon={<EditOutlined />} disabled={!grid.data} onClick={() => setPanel({ kind: 'arrange', initial: { range: [monthStart, monthStart] } })}>
        手动排班
      </Button>
      <Button icon={<ClearOutlined />} disabled={!grid.data} onClick={() => setPanel({ kind: 'clear' })}>
        批量清除
      </Button>
    </Space>
  );

  return (
    <Card variant="borderless" title="排班" extra={toolbar}>
      <QueryError query={groups} what="考勤组" />
      {groups.data?.length === 0 ? (
        <QueryEmpty description="还没有考勤组，请先在「考勤设置」中添加考勤组" />
      ) : (
        <QueryState query={grid} what="排班" isEmpty={(data) => data.teachers.length === 0} empty={<QueryEmpty description="该考勤组还没有成员" />}>
          {(data) => <ArrangeGrid month={data} onCell={(row, date) => setPanel({ kind: 'arrange', initial: { teacherIds: [row.teacherId], range: [dayjs(date), dayjs(date)] } })} />}
        </QueryState>
      )}
      <FormModal<ArrangeValues>
        title="手动排班"
        open={panel?.kind === 'arrange'}
        onClose={close}
        onSubmit={saveArrange}
        initialValues={panel?.kind === 'arrange' ? panel.initial : undefined}
        serverFields={{ startDate: 'range', endDate: 'range' }}
      >
        <Form.Item name="teacherIds" label="教职工" rules={[{ required: true, message: '请选择教职工' }]}>
          <Select mode="multiple" allowClear optionFilterProp="label" options={memberOptions} placeholder="选择成员" />
        </Form.Item>
        <Form.Item name="range" label="日期" rules={[rangeRule]}>
          <DatePicker.RangePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item name="shiftId" label="班次" rules={[{ required: true, message: '请选择班次或休息' }]}>
          <Select options={shiftOptions} placeholder="选择班次" />
        </Form.Item>
      </FormModal>
      <FormModal<ClearValues>
        title="批量清除排班"
        okText="确认清除"
        destructive
        open={panel?.kind === 'clear'}
        onClose={close}
        onSubmit={saveClear}
        initialValues={clearInitial}
        serverFields={{ startDate: 'range', endDate: 'range' }}
      >
        <Form.Item name="range" label="日期" rules={[rangeRule]}>
          <DatePicker.RangePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item name="teacherIds" label="教职工" extra="不选则清除本组全部成员">
          <Select mode="multiple" allowClear optionFilterProp="label" options={memberOptions} placeholder="全部成员" />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
