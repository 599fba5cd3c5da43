import type { homeworkStatisticsEndpoints, OutputOf } from '@yuanwu/shared';
import { App, Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Space, Statistic, Tabs, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { DeleteButton } from '../../../components/confirm-delete';
import { DATE_FORMAT, minuteOf } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { QueryState, QueryTable } from '../../../components/query-state';
import { RangeFilter, rangeCaption, type DateRangeValue } from '../../appraise';
import { completionChart } from '../homework-chart';
import { useChildCompletion, useClassAmounts, useClassCompletion, useDelHomework, useHomework, useHomeworkList, useHomeworkStatistics, useMoveEndDate, useSignList } from '../homework.queries';

type Outputs<K extends keyof typeof homeworkStatisticsEndpoints> = OutputOf<(typeof homeworkStatisticsEndpoints)[K]>;
type HomeworkRow = Outputs<'getHomeworkInfoList'>['list'][number];
type ClassRow = Outputs<'getHomeworkCompletionRateList'>['list'][number];
type TeacherRow = Outputs<'getHomeworkStatistics'>['teacherList'][number];
const PAGE_SIZE = 20;
const percent = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/** A homework, its attachments and who signed it off; its teacher (or an administrator) moves the end date or deletes it. */
function HomeworkDrawer({ homeworkId, onClose }: { homeworkId: number | null; onClose(): void }) {
  const homework = useHomework(homeworkId);
  const signs = useSignList(homeworkId);
  const move = useMoveEndDate();
  const remove = useDelHomework();
  const { message } = App.useApp();
  const [moving, setMoving] = useState(false);
  const data = homework.data;
  return (
    <Drawer
      title="作业详情"
      size={720}
      open={homeworkId !== null}
      onClose={onClose}
      extra={
        data?.canEdit && (
          <Space>
            <Button onClick={() => setMoving(true)}>修改截止日</Button>
            <DeleteButton title="删除这项作业？" description="作业、附件与家长的签收一并删除，无法恢复。" onConfirm={() => remove.mutateAsync(homeworkId!).then(() => (void message.success('已删除'), onClose()))} />
          </Space>
        )
      }
    >
      <QueryState query={homework} what="作业">
        {(info) => (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="标题" span={2}>{info.title}</Descriptions.Item>
              <Descriptions.Item label="班级">{info.className}</Descriptions.Item>
              <Descriptions.Item label="教师">{info.teacherName}</Descriptions.Item>
              <Descriptions.Item label="布置时间">{minuteOf(info.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="截止日">{info.endDate}</Descriptions.Item>
              <Descriptions.Item label="内容" span={2}>{info.content}</Descriptions.Item>
              <Descriptions.Item label="附件" span={2}>{info.fileList.length ? info.fileList.map((file) => file.fileName).join('、') : '无'}</Descriptions.Item>
            </Descriptions>
            <h4 style={{ marginTop: 16 }}>签收情况：{info.signCount} / {info.expectedCount}（{percent(info.completionRate)}）</h4>
          </>
        )}
      </QueryState>
      <QueryTable
        query={signs}
        what="签收名单"
        rowKey="studentId"
        size="small"
        pagination={false}
        dataSource={signs.data?.list ?? []}
        emptyText="截止日班里没有幼儿"
        columns={[
          { title: '幼儿', dataIndex: 'studentName' },
          { title: '状态', dataIndex: 'isSigned', render: (signed: boolean) => (signed ? <Tag color="green">已签收</Tag> : <Tag>未签收</Tag>) },
          { title: '签收时间', dataIndex: 'signedAt', render: (time: string | null) => (time ? minuteOf(time) : '—') },
          { title: '家长', dataIndex: 'guardianName', render: (name: string | null) => name ?? '—' },
          { title: '留言', dataIndex: 'content', render: (text: string | null) => text ?? '—' },
        ]}
      />
      <FormModal<{ endDate: Dayjs }>
        title="修改截止日"
        open={moving}
        onClose={() => setMoving(false)}
        initialValues={{ endDate: data ? dayjs(data.endDate) : dayjs() }}
        onSubmit={({ endDate }) => move.mutateAsync({ homeworkId: homeworkId!, endDate: endDate.format(DATE_FORMAT) }).then(() => message.success('截止日已修改'))}
      >
        <Form.Item name="endDate" label="截止日" rules={[{ required: true, message: '请选择截止日' }]}>
          <DatePicker disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </FormModal>
    </Drawer>
  );
}

/** Each class's homework and completion (with its chart), each teacher's, and a class's children. */
function Overview({ range }: { range: DateRangeValue }) {
  const statistics = useHomeworkStatistics(range);
  const amounts = useClassAmounts(range);
  const completion = useClassCompletion(range);
  const [childClass, setChildClass] = useState<number | null>(null);
  const children = useChildCompletion(childClass ? { ...range, classId: childClass } : null);
  const amountOf = new Map((amounts.data?.list ?? []).map((row) => [row.classId, row]));
  const rows = completion.data?.list;
  const option = useMemo(() => (rows?.length ? completionChart(rows) : null), [rows]);
  const total = statistics.data?.total;
  const classColumns: TableColumnsType<ClassRow> = [
    { title: '年级', dataIndex: 'gradeName', width: 80 },
    { title: '班级', dataIndex: 'className', width: 90 },
    { title: '作业数', dataIndex: 'homeworkCount', width: 80 },
    { title: '布置教师数', key: 'teachers', width: 100, render: (_, row) => amountOf.get(row.classId)?.teacherCount ?? '—' },
    { title: '最近布置', key: 'last', width: 110, render: (_, row) => amountOf.get(row.classId)?.lastDate ?? '—' },
    { title: '应交/已签收', key: 'signs', render: (_, row) => `${row.expectedCount} / ${row.signCount}` },
    { title: '完成率', dataIndex: 'completionRate', render: percent },
    { title: '操作', key: 'actions', width: 90, render: (_, row) => <Button type="link" size="small" onClick={() => setChildClass(row.classId)} aria-label={`${row.className}幼儿完成情况`}>幼儿情况</Button> },
  ];
  const teacherColumns: TableColumnsType<TeacherRow> = [
    { title: '教师', dataIndex: 'teacherName' },
    { title: '班级数', dataIndex: 'classCount' },
    { title: '作业数', dataIndex: 'homeworkCount' },
    { title: '应交/已签收', key: 'signs', render: (_, row) => `${row.expectedCount} / ${row.signCount}` },
    { title: '完成率', dataIndex: 'completionRate', render: percent },
  ];
  return (
    <>
      <div className="appraise-caption">{statistics.data && rangeCaption(statistics.data.range)}</div>
      {total && (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Statistic title="作业总数" value={total.homeworkCount} />
          <Statistic title="布置班级" value={total.classCount} />
          <Statistic title="布置教师" value={total.teacherCount} />
          <Statistic title="总完成率" value={percent(total.completionRate)} />
        </Space>
      )}
      {option && <EChart option={option} ariaLabel="各班作业完成率" />}
      <h4>班级统计</h4>
      <QueryTable<ClassRow> query={completion} what="班级统计" rowKey="classId" size="small" pagination={false} columns={classColumns} dataSource={rows ?? []} emptyText="这段时间没有布置作业" />
      <h4 style={{ marginTop: 16 }}>教师统计</h4>
      <QueryTable<TeacherRow> query={statistics} what="教师统计" rowKey="teacherId" size="small" pagination={false} columns={teacherColumns} dataSource={statistics.data?.teacherList ?? []} emptyText="这段时间没有布置作业" />
      <Drawer title="幼儿完成情况" open={childClass !== null} onClose={() => setChildClass(null)} size={560}>
        <QueryTable
          query={children}
          what="幼儿完成情况"
          rowKey="studentId"
          size="small"
          pagination={false}
          dataSource={children.data?.list ?? []}
          emptyText="班里没有幼儿"
          columns={[
            { title: '幼儿', dataIndex: 'studentName' },
            { title: '作业数', dataIndex: 'homeworkCount' },
            { title: '已签收', dataIndex: 'signCount' },
            { title: '完成率', dataIndex: 'completionRate', render: percent },
          ]}
        />
      </Drawer>
    </>
  );
}

function HomeworkList({ range }: { range: DateRangeValue }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useHomeworkList({ ...range, searchContent: search || undefined, pageIndex: page, pageSize: PAGE_SIZE });
  const columns: TableColumnsType<HomeworkRow> = [
    { title: '标题', dataIndex: 'title' },
    { title: '班级', dataIndex: 'className', width: 90 },
    { title: '教师', dataIndex: 'teacherName', width: 100 },
    { title: '布置时间', dataIndex: 'createdAt', width: 150, render: minuteOf },
    { title: '截止日', dataIndex: 'endDate', width: 110 },
    { title: '签收', key: 'signs', width: 90, render: (_, row) => `${row.signCount} / ${row.expectedCount}` },
    { title: '完成率', dataIndex: 'completionRate', width: 80, render: percent },
    { title: '操作', key: 'actions', width: 80, render: (_, row) => <Button type="link" size="small" onClick={() => setOpen(row.homeworkId)} aria-label={`查看${row.title}`}>签收名单</Button> },
  ];
  return (
    <>
      <Input.Search allowClear placeholder="作业标题" style={{ width: 220, marginBottom: 12 }} onSearch={(text) => (setSearch(text.trim()), setPage(1))} />
      <QueryTable<HomeworkRow>
        query={list}
        what="作业"
        rowKey="homeworkId"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        emptyText="这段时间没有布置作业"
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      <HomeworkDrawer homeworkId={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** 作业统计: how much homework classes and teachers gave and how much families signed off, and each homework's sign list. */
export default function HomeworkStatisticsPage() {
  const [range, setRange] = useState<DateRangeValue>({});
  return (
    <Card variant="borderless" extra={<RangeFilter value={range} onChange={setRange} />}>
      <Tabs
        items={[
          { key: 'overview', label: '统计', children: <Overview range={range} /> },
          { key: 'list', label: '作业列表', children: <HomeworkList range={range} /> },
        ]}
      />
    </Card>
  );
}

