import { PlusOutlined } from '@ant-design/icons';
import { ActivitySafetyListInput, safetyActivityKindLabel, safetyCheckStatusLabel, type ActivitySafetyRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { useClassReach } from '../../session';
import { safetyListSource, useDeleteSafetyPlan, type SafetyFilters } from '../activity-safety.queries';
import { SafetyDetailModal } from '../components/SafetyDetailModal';
import { SafetyFormModal } from '../components/SafetyFormModal';
import { CHECK_COLORS } from '../safety-text';
import '../activity-safety.css';

const initialFilters: SafetyFilters = { searchKey: '', activityKind: 0, checkStatus: 0 };
const withAll = (all: string, labels: Record<number, string>) => [{ value: 0, label: all }, ...Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))];

/** 活动安全: the safety plans of school activities and class activities, and their checks after. */
export default function ActivitySafetyPage() {
  const { message } = App.useApp();
  const [form, setForm] = useState<{ safetyId?: number }>();
  const [viewing, setViewing] = useState<number>();
  const remove = useDeleteSafetyPlan();
  const wholeSchool = useClassReach().reachesWholeSchool;
  const columns: TableColumnsType<ActivitySafetyRow> = [
    {
      title: '活动',
      dataIndex: 'activityName',
      render: (name: string, row) => (
        <Button type="link" size="small" className="safety-link" onClick={() => setViewing(row.safetyId)}>
          {name}
        </Button>
      ),
    },
    { title: '类别', dataIndex: 'activityKind', width: 90, render: (kind: number) => safetyActivityKindLabel[kind] },
    { title: '日期', dataIndex: 'activityDate', width: 110 },
    { title: '班级', dataIndex: 'className', width: 160, ellipsis: true },
    { title: '安全事项', dataIndex: 'itemCount', width: 80, render: (count: number) => `${count}条` },
    { title: '负责人', dataIndex: 'personNames', width: 160, render: (names: string[]) => names.join('、') },
    { title: '检查', dataIndex: 'checkStatus', width: 100, render: (status: number) => <Tag color={CHECK_COLORS[status]}>{safetyCheckStatusLabel[status]}</Tag> },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row.safetyId)}>
            检查
          </Button>
          <Button type="link" size="small" onClick={() => setForm({ safetyId: row.safetyId })}>
            编辑
          </Button>
          <DeleteButton title={`确定删除「${row.activityName}」的安全计划吗？`} onConfirm={() => remove.mutateAsync(row.safetyId).then(() => void message.success('安全计划已删除'))} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<ActivitySafetyRow, SafetyFilters>
        title="活动安全"
        source={safetyListSource}
        rowKey="safetyId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText={wholeSchool ? '没有符合条件的安全计划。可点击“新建安全计划”为园所活动或班级活动制定' : '没有符合条件的安全计划。可点击“新建安全计划”为本班的班级活动制定'}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新建安全计划
          </Button>
        }
        filters={
          <>
            <Form.Item name="activityKind" label="类别">
              <Select options={withAll('全部类别', safetyActivityKindLabel)} className="safety-filter__select" aria-label="类别" />
            </Form.Item>
            <Form.Item name="checkStatus" label="检查">
              <Select options={withAll('全部', safetyCheckStatusLabel)} className="safety-filter__select" aria-label="检查" />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="活动名称或地点" allowClear maxLength={textLimit(ActivitySafetyListInput.shape.searchKey)} />
            </Form.Item>
          </>
        }
      />
      <SafetyFormModal open={Boolean(form)} safetyId={form?.safetyId} onClose={() => setForm(undefined)} />
      <SafetyDetailModal safetyId={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
