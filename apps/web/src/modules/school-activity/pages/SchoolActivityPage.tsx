import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { ActivityKind, activityKindLabel, activityTypes, type ActivityRow } from '@yuanwu/shared';
import { App, Button, DatePicker, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { urlParam } from '../../../components/url-state';
import { classNames, scheduleText, termText } from '../activity-form';
import { ActivityDetailDrawer } from '../components/ActivityDetailDrawer';
import { ActivityFormModal } from '../components/ActivityFormModal';
import { ImportRegularModal } from '../components/ImportRegularModal';
import { activityListSource, ANY, useAreaOptions, useClassPicker, useDeleteActivity, type ActivityFilters } from '../school-activity.queries';
import '../school-activity.css';

const initialFilters: ActivityFilters = { kind: ANY, typeId: ANY, classId: ANY, areaId: ANY, dates: null, searchKey: '' };
const filterParams = { dates: urlParam.dayRange() };
const withAll = (options: { value: number; label: string }[]) => [{ value: ANY, label: '全部' }, ...options];
const kindOptions = withAll(Object.entries(activityKindLabel).map(([value, label]) => ({ value: Number(value), label })));
const typeOptions = withAll(activityTypes.map((type) => ({ value: type.id, label: type.dicName })));

type Editing = { kind: number; activityId?: number | undefined };

/** 园所活动: the school's events and the classes' weekly routines, to add, import, edit and remove. */
export default function SchoolActivityPage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const [importing, setImporting] = useState(false);
  const [viewing, setViewing] = useState<{ kind: number; activityId: number }>();
  const remove = useDeleteActivity();
  const classes = useClassPicker();
  const areas = useAreaOptions();

  const columns: TableColumnsType<ActivityRow> = [
    {
      title: '活动名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          {name}
        </Button>
      ),
    },
    {
      title: '类别',
      dataIndex: 'kindName',
      width: 180,
      render: (kindName: string, row) => (
        <Space size={4}>
          <Tag color={row.kind === ActivityKind.SCHOOL ? 'blue' : 'green'}>{kindName}</Tag>
          {row.typeName}
        </Space>
      ),
    },
    {
      title: '时间',
      key: 'schedule',
      width: 230,
      render: (_, row) => (
        <>
          <div>{scheduleText(row)}</div>
          {row.kind === ActivityKind.REGULAR ? <div className="activity-muted">{termText(row)}</div> : null}
        </>
      ),
    },
    { title: '区域', dataIndex: 'areaName', width: 120, render: (name: string) => name || '—' },
    { title: '班级', key: 'classes', ellipsis: true, render: (_, row) => classNames(row) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ kind: row.kind, activityId: row.activityId })}>
            编辑
          </Button>
          <DeleteButton
            title={`确定删除「${row.name}」吗？`}
            onConfirm={() => remove.mutateAsync(row.activityId).then(() => message.success(`已删除「${row.name}」`))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ActivityRow, ActivityFilters>
        title="园所活动"
        source={activityListSource}
        rowKey="activityId"
        columns={columns}
        initialFilters={initialFilters}
        filterParams={filterParams}
        emptyText="没有符合条件的活动。可新增园所活动，或新增、导入各班的常规活动"
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: ActivityKind.SCHOOL })}>
              新增园所活动
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: ActivityKind.REGULAR })}>
              新增常规活动
            </Button>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              导入常规活动
            </Button>
          </>
        }
        filters={
          <>
            <Form.Item name="kind" label="类别">
              <Select className="activity-filter__select" options={kindOptions} />
            </Form.Item>
            <Form.Item name="typeId" label="类型">
              <Select className="activity-filter__select" options={typeOptions} />
            </Form.Item>
            <Form.Item name="classId" label="班级">
              <QuerySelect<number> query={classes.query} what="班级" className="activity-filter__select" options={withAll(classes.options)} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item name="areaId" label="区域">
              <QuerySelect<number> query={areas} what="区域" className="activity-filter__select" options={withAll((areas.data?.list ?? []).map((area) => ({ value: area.areaId, label: area.name })))} />
            </Form.Item>
            <Form.Item name="dates" label="日期">
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="活动名称或内容" allowClear />
            </Form.Item>
          </>
        }
      />
      {/* One modal per kind: a closing form keeps its fields while it fades out. */}
      {[ActivityKind.SCHOOL, ActivityKind.REGULAR].map((kind) => (
        <ActivityFormModal key={kind} kind={kind} open={editing?.kind === kind} activityId={editing?.activityId} onClose={() => setEditing(undefined)} />
      ))}
      <ImportRegularModal open={importing} onClose={() => setImporting(false)} />
      <ActivityDetailDrawer activity={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
