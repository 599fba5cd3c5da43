import { OBSERVATION_DOMAINS, observationDomainLabel, type OutputOf, type recordStaticsEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Col, Drawer, Row, Select, Space, Tabs, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { QueryTable } from '../../../components/query-state';
import { RangeFilter, rangeCaption, type DateRangeValue } from '../../appraise';
import { TeacherRecordCharts } from '../components/TeacherRecordCharts';
import { recordColumns, TeacherRecordList, type RecordRow } from '../components/TeacherRecordList';
import { useClassCounts, useExportRecords, useFieldCounts, useGradeCounts, useRecords, useTeacherCounts } from '../record-statics.queries';

type Outputs<K extends keyof typeof recordStaticsEndpoints> = OutputOf<(typeof recordStaticsEndpoints)[K]>;
type GradeRow = Outputs<'getGradeStatistics'>['list'][number];
type ClassRow = Outputs<'getGradeStatisticsList'>['list'][number];
type TeacherRow = Outputs<'getTeacherRecordInfoList'>['list'][number];
const PAGE_SIZE = 20;

const fieldChart = (rows: Outputs<'getFieldStatistics'>['list']): ChartOption => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 36, right: 16, top: 32, bottom: 28 },
  xAxis: { type: 'category', data: rows.map((row) => row.fieldName) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '成长记录', type: 'bar', stack: 'all', data: rows.map((row) => row.growthRecordCount) },
    { name: '观察记录', type: 'bar', stack: 'all', data: rows.map((row) => row.observationCount) },
  ],
});

/** By field (chart), by grade, and by class and field. */
function Overview({ range }: { range: DateRangeValue }) {
  const fields = useFieldCounts(range);
  const grades = useGradeCounts(range);
  const classes = useClassCounts(range);
  const rows = fields.data?.list;
  const option = useMemo(() => (rows ? fieldChart(rows) : null), [rows]);
  const gradeColumns: TableColumnsType<GradeRow> = [
    { title: '年级', dataIndex: 'gradeName' },
    { title: '记录教师数', dataIndex: 'teacherCount' },
    { title: '成长记录', dataIndex: 'growthRecordCount' },
    { title: '观察记录', dataIndex: 'observationCount' },
    { title: '合计', dataIndex: 'total' },
  ];
  const classColumns: TableColumnsType<ClassRow> = [
    { title: '年级', dataIndex: 'gradeName', width: 80 },
    { title: '班级', dataIndex: 'className', width: 90 },
    ...OBSERVATION_DOMAINS.map((field, index) => ({ title: observationDomainLabel[field], key: `field-${field}`, render: (_: unknown, row: ClassRow) => row.fieldCounts[index] ?? 0 })),
    { title: '合计', dataIndex: 'total' },
  ];
  return (
    <>
      <div className="appraise-caption">{fields.data && rangeCaption(fields.data.range)}</div>
      <Row gutter={16}>
        <Col span={12}>
          <h4>各领域记录数</h4>
          {option && <EChart option={option} ariaLabel="各领域记录数" />}
        </Col>
        <Col span={12}>
          <h4>年级统计</h4>
          <QueryTable<GradeRow> query={grades} what="年级统计" rowKey="gradeId" size="small" pagination={false} columns={gradeColumns} dataSource={grades.data?.list ?? []} emptyText="这段时间没有记录" />
        </Col>
      </Row>
      <h4 style={{ marginTop: 16 }}>班级 × 领域</h4>
      <QueryTable<ClassRow> query={classes} what="班级统计" rowKey="classId" size="small" pagination={false} columns={classColumns} dataSource={classes.data?.list ?? []} emptyText="这段时间没有记录" />
    </>
  );
}

/** Each teacher's counts; a teacher opens with charts and records. */
function Teachers({ range }: { range: DateRangeValue }) {
  const teachers = useTeacherCounts(range);
  const [open, setOpen] = useState<TeacherRow | null>(null);
  const columns: TableColumnsType<TeacherRow> = [
    { title: '教师', dataIndex: 'teacherName' },
    { title: '成长记录', dataIndex: 'growthRecordCount' },
    { title: '观察记录', dataIndex: 'observationCount' },
    { title: '合计', dataIndex: 'total' },
    { title: '最近记录', dataIndex: 'lastDate', render: (date: string | null) => date ?? '—' },
    { title: '操作', key: 'actions', width: 80, render: (_, row) => <Button type="link" size="small" onClick={() => setOpen(row)} aria-label={`${row.teacherName}的记录`}>图表</Button> },
  ];
  return (
    <>
      <QueryTable<TeacherRow> query={teachers} what="教师统计" rowKey="teacherId" size="small" pagination={false} columns={columns} dataSource={teachers.data?.list ?? []} emptyText="这段时间没有记录" />
      <Drawer title={open ? `${open.teacherName}的记录` : ''} size={820} open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <>
            <TeacherRecordCharts teacherId={open.teacherId} range={range} />
            <h4>记录列表</h4>
            <TeacherRecordList teacherId={open.teacherId} range={range} />
          </>
        )}
      </Drawer>
    </>
  );
}

/** Every record, filtered by field and type; those ticked export as xlsx. */
function Records({ range }: { range: DateRangeValue }) {
  const [field, setField] = useState<number | undefined>();
  const [recordType, setRecordType] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RecordRow[]>([]);
  const records = useRecords({ ...range, field, recordType, pageIndex: page, pageSize: PAGE_SIZE });
  const exporting = useExportRecords();
  const { message } = App.useApp();
  const keyOf = (row: RecordRow) => `${row.recordType}-${row.recordId}`;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder="全部领域" style={{ width: 130 }} value={field} onChange={(next) => (setField(next), setPage(1))} options={OBSERVATION_DOMAINS.map((value) => ({ value, label: observationDomainLabel[value] }))} />
        <Select allowClear placeholder="全部类型" style={{ width: 130 }} value={recordType} onChange={(next) => (setRecordType(next), setPage(1))} options={[{ value: 1, label: '成长记录' }, { value: 2, label: '观察记录' }]} />
        <Button
          disabled={selected.length === 0}
          loading={exporting.isPending}
          onClick={() => exporting.mutate(selected.map(({ recordType: type, recordId }) => ({ recordType: type, recordId })), { onSuccess: () => void message.success('已导出') })}
        >
          导出所选（{selected.length}）
        </Button>
      </Space>
      <QueryTable<RecordRow>
        query={records}
        what="记录"
        rowKey={keyOf}
        size="small"
        columns={recordColumns}
        dataSource={records.data?.list ?? []}
        emptyText="这段时间没有记录"
        rowSelection={{ selectedRowKeys: selected.map(keyOf), preserveSelectedRowKeys: true, onChange: (_keys, rows) => setSelected(rows) }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </>
  );
}

/** 记录统计: the growth records and observations teachers keep, by field, grade, class and teacher, with the records and their export. */
export default function RecordStaticsPage() {
  const [range, setRange] = useState<DateRangeValue>({});
  return (
    <Card variant="borderless" extra={<RangeFilter value={range} onChange={setRange} />}>
      <Tabs
        items={[
          { key: 'overview', label: '领域与年级', children: <Overview range={range} /> },
          { key: 'teachers', label: '教师统计', children: <Teachers range={range} /> },
          { key: 'records', label: '记录列表', children: <Records range={range} /> },
        ]}
      />
    </Card>
  );
}
