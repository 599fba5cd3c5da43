import { appraiseTypeLabel, type OutputOf, type appraiseEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Input, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { DeleteButton } from '../../../components/confirm-delete';
import { QueryTable } from '../../../components/query-state';
import { chartOf } from '../appraise-chart';
import { useAppraisals, useAppraiseStatistics, useDelAppraisal } from '../appraise.queries';
import { AppraisalModal } from '../components/AppraisalModal';
import { RangeFilter, rangeCaption, type DateRangeValue } from '../components/RangeFilter';
import { TeacherSelect } from '../components/TeacherSelect';

type Row = OutputOf<typeof appraiseEndpoints.getAppraiseList>['list'][number];
type Statistics = OutputOf<typeof appraiseEndpoints.getAppraiseStatisticsList>;
const PAGE_SIZE = 20;

function AppraisalList() {
  const [range, setRange] = useState<DateRangeValue>({});
  const [teacherId, setTeacherId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ appraiseId: number | null } | null>(null);
  const list = useAppraisals({ ...range, teacherId, searchContent: search || undefined, pageIndex: page, pageSize: PAGE_SIZE });
  const remove = useDelAppraisal();
  const { message } = App.useApp();
  const columns: TableColumnsType<Row> = [
    { title: '日期', dataIndex: 'lessonDate', width: 110 },
    { title: '授课教师', dataIndex: 'teacherName', width: 110 },
    { title: '班级', dataIndex: 'className', width: 90, render: (name: string | null) => name ?? '—' },
    { title: '活动', dataIndex: 'lessonName', render: (name: string, row) => (<Space><Tag>{appraiseTypeLabel[row.appraiseType]}</Tag>{name}</Space>) },
    { title: '均分', dataIndex: 'averageScore', width: 70 },
    { title: '评价人', dataIndex: 'appraiserName', width: 100 },
    { title: '总评', dataIndex: 'remark', ellipsis: true, render: (text: string | null) => text ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ appraiseId: row.appraiseId })} aria-label={`${row.canEdit ? '修改' : '查看'}${row.lessonName}的评价`}>
            {row.canEdit ? '修改' : '查看'}
          </Button>
          {row.canEdit && <DeleteButton title="删除这条评价？" onConfirm={() => remove.mutateAsync(row.appraiseId).then(() => message.success('已删除'))} />}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <RangeFilter value={range} onChange={(next) => (setRange(next), setPage(1))} />
        <TeacherSelect allowClear placeholder="全部教师" style={{ width: 160 }} value={teacherId} onChange={(next) => (setTeacherId(next), setPage(1))} />
        <Input.Search allowClear placeholder="活动名称" style={{ width: 200 }} onSearch={(text) => (setSearch(text.trim()), setPage(1))} />
        <Button type="primary" onClick={() => setOpen({ appraiseId: null })}>
          听课评价
        </Button>
      </Space>
      <div className="appraise-caption">{list.data && rangeCaption(list.data.range)}</div>
      <QueryTable<Row>
        query={list}
        what="评价记录"
        rowKey="appraiseId"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        emptyText="这段时间还没有评价记录"
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      <AppraisalModal key={open?.appraiseId ?? 'new'} appraiseId={open?.appraiseId ?? null} open={open !== null} onClose={() => setOpen(null)} />
    </>
  );
}

function AppraisalStatistics() {
  const [range, setRange] = useState<DateRangeValue>({});
  const statistics = useAppraiseStatistics(range);
  const data = statistics.data;
  const option = useMemo(() => (data ? chartOf(data) : null), [data]);
  const columns: TableColumnsType<Statistics['teacherList'][number]> = [
    { title: '教师', dataIndex: 'teacherName', width: 110, fixed: 'left' },
    { title: '评价次数', dataIndex: 'appraiseCount', width: 90 },
    { title: '总均分', dataIndex: 'averageScore', width: 80, render: (value: number | null) => value ?? '—' },
    ...(data?.fieldList ?? []).map((field, index) => ({
      title: field.fieldName,
      key: `field-${field.fieldId}`,
      render: (_: unknown, row: Statistics['teacherList'][number]) => row.fieldList[index]?.averageScore ?? '—',
    })),
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <RangeFilter value={range} onChange={setRange} />
        <span className="appraise-caption">{data && rangeCaption(data.range)}</span>
      </Space>
      {option && data!.teacherList.length > 0 && <EChart option={option} ariaLabel="各教师各维度平均分" />}
      <QueryTable query={statistics} what="评价统计" rowKey="teacherId" size="small" pagination={false} columns={columns} dataSource={data?.teacherList ?? []} emptyText="这段时间还没有评价" />
    </>
  );
}

/** 听课评价: appraising teachers' lessons by the school's fields, the appraisals, and their statistics per teacher and field. */
export default function TeachAppraisePage() {
  const [tab, setTab] = useState('list');
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'list', label: '评价记录', children: <AppraisalList /> },
          { key: 'statistics', label: '评价统计', children: <AppraisalStatistics /> },
        ]}
      />
    </Card>
  );
}

