import { PlusOutlined } from '@ant-design/icons';
import { EpidemicActivityListInput, epidemicActivityStateLabel, epidemicMeasureLabel, type EpidemicActivityRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { rangeText } from '../../../components/dates';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { useClassReach } from '../../session';
import { EpidemicFormModal } from '../components/EpidemicFormModal';
import { epidemicDetailPath } from '../epidemic.paths';
import { epidemicListSource, useDeleteEpidemicActivity, type EpidemicFilters } from '../epidemic.queries';
import '../epidemic.css';

const initialFilters: EpidemicFilters = { searchKey: '', measureType: 0, state: 0 };
const STATE_COLORS = ['default', 'processing', 'success'];
const measureOptions = [{ value: 0, label: '全部措施' }, ...Object.entries(epidemicMeasureLabel).map(([value, label]) => ({ value: Number(value), label }))];
const stateOptions = [
  { value: 0, label: '全部状态' },
  { value: 1, label: '未开始' },
  { value: 2, label: '进行中' },
  { value: 3, label: '已结束' },
];

/** 防疫活动: the school's epidemic measures, each over some days for some classes, with how far the classes have recorded them. */
export default function EpidemicListPage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<EpidemicActivityRow | 'new'>();
  const remove = useDeleteEpidemicActivity();
  // Setting activities up needs the whole school (the server refuses a narrower scope): a class's
  // teacher opens them to record the class's days.
  const setsUpActivities = useClassReach().reachesWholeSchool;
  const columns: TableColumnsType<EpidemicActivityRow> = [
    { title: '活动名称', dataIndex: 'activityName', render: (name: string, row) => <Link to={epidemicDetailPath(row.activityId)}>{name}</Link> },
    { title: '措施', dataIndex: 'measureType', width: 100, render: (type: number) => epidemicMeasureLabel[type] },
    { title: '活动日期', key: 'range', width: 210, render: (_, row) => rangeText(row.startDate, row.endDate) },
    { title: '状态', dataIndex: 'state', width: 90, render: (state: number) => <Tag color={STATE_COLORS[state]}>{epidemicActivityStateLabel[state]}</Tag> },
    { title: '班级', dataIndex: 'classCount', width: 70, render: (count: number) => `${count}个` },
    { title: '已记录', dataIndex: 'recordCount', width: 90, render: (count: number) => `${count}班次` },
    { title: '发现症状', dataIndex: 'symptomCount', width: 90, render: (count: number) => (count > 0 ? <Tag color="warning">{count}人次</Tag> : '无') },
    { title: '发起人', dataIndex: 'adderName', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: setsUpActivities ? 150 : 70,
      render: (_, row) => (
        <Space size={0}>
          <Link to={epidemicDetailPath(row.activityId)}>
            <Button type="link" size="small">
              详情
            </Button>
          </Link>
          {setsUpActivities && (
            <>
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                编辑
              </Button>
              <DeleteButton
                title={`确定删除「${row.activityName}」吗？`}
                description={row.recordCount > 0 ? `各班已有 ${row.recordCount} 条记录，将一并删除，无法恢复。` : undefined}
                onConfirm={() => remove.mutateAsync(row.activityId).then(() => void message.success(`已删除「${row.activityName}」`))}
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<EpidemicActivityRow, EpidemicFilters>
        title="防疫活动"
        source={epidemicListSource}
        rowKey="activityId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText={setsUpActivities ? '没有符合条件的防疫活动。可点击“新建防疫活动”安排晨午检、消毒、通风等措施' : '没有符合条件的防疫活动'}
        actions={
          setsUpActivities && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新建防疫活动
            </Button>
          )
        }
        filters={
          <>
            <Form.Item name="measureType" label="措施">
              <Select options={measureOptions} className="safety-filter__select" aria-label="措施" />
            </Form.Item>
            <Form.Item name="state" label="状态">
              <Select options={stateOptions} className="safety-filter__select" aria-label="状态" />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="活动名称" allowClear maxLength={textLimit(EpidemicActivityListInput.shape.searchKey)} />
            </Form.Item>
          </>
        }
      />
      <EpidemicFormModal activity={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
