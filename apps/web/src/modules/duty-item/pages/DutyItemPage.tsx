import { DatabaseOutlined, PlusOutlined } from '@ant-design/icons';
import { AddDutyItemInput, dutyCategoryLabel, dutyPeriodLabel, type DutyItemRow } from '@yuanwu/shared';
import { App, Button, Card, Form, Input, Popconfirm, Segmented, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useEditDeleteColumn } from '../../../components/edit-delete-column';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QueryTable } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';
import { useDefaultDutyItems, useDeleteDutyItem, useDutyItems, useSaveDutyItem } from '../duty-item.queries';
import '../duty-item.css';

const { shape } = AddDutyItemInput;
const optionsOf = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const CATEGORY_COLORS: Record<number, string> = { 1: 'red', 2: 'blue', 3: 'green', 9: 'default' };

interface FormValues {
  itemName: string;
  category: number;
  period: number;
  standard?: string;
}

function DutyItemModal({ item, onClose }: { item: DutyItemRow | 'new' | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const save = useSaveDutyItem();
  const editing = item && item !== 'new' ? item : undefined;
  const initialValues = useMemo(
    () => (editing ? { itemName: editing.itemName, category: editing.category, period: editing.period, standard: editing.standard ?? '' } : { category: 1, period: 9 }),
    [editing],
  );
  const submit = async (values: FormValues) => {
    await save.mutateAsync({ ...values, dutyItemId: editing?.dutyItemId, standard: values.standard || null });
    void message.success(editing ? '值日事项已保存' : `已添加「${values.itemName}」`);
  };
  return (
    <FormModal<FormValues> title={editing ? '编辑值日事项' : '添加值日事项'} okText="保存" open={Boolean(item)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="itemName" label="事项名称" required rules={[ruleFrom(shape.itemName)]}>
        <Input placeholder="如 户外大型玩具" count={lengthCount(shape.itemName)} />
      </Form.Item>
      <Space size="large">
        <Form.Item name="category" label="类别" rules={[{ required: true, message: '请选择类别' }]}>
          <Select options={optionsOf(dutyCategoryLabel)} className="safety-filter__select" aria-label="类别" />
        </Form.Item>
        <Form.Item name="period" label="检查时段" rules={[{ required: true, message: '请选择检查时段' }]}>
          <Select options={optionsOf(dutyPeriodLabel)} className="safety-filter__select" aria-label="检查时段" />
        </Form.Item>
      </Space>
      <Form.Item name="standard" label="检查标准" rules={[ruleFrom(shape.standard)]}>
        <Input.TextArea rows={3} placeholder="如 无松动、无破损、无尖锐突出物" count={lengthCount(shape.standard)} />
      </Form.Item>
    </FormModal>
  );
}

/** 值日事项: the school's daily duty checks by category, started from the default list if it likes. */
export default function DutyItemPage() {
  const { message } = App.useApp();
  const [{ category }, set] = useUrlState({ category: urlParam.integer(0) });
  const items = useDutyItems(category);
  const remove = useDeleteDutyItem();
  const defaults = useDefaultDutyItems();
  const [editing, setEditing] = useState<DutyItemRow | 'new'>();
  const actionsColumn = useEditDeleteColumn<DutyItemRow>({ nameOf: (item) => item.itemName, onEdit: setEditing, onDelete: (item) => remove.mutateAsync(item.dutyItemId) });
  const columns: TableColumnsType<DutyItemRow> = [
    { title: '事项', dataIndex: 'itemName', width: 200 },
    { title: '类别', dataIndex: 'category', width: 110, render: (value: number) => <Tag color={CATEGORY_COLORS[value]}>{dutyCategoryLabel[value]}</Tag> },
    { title: '检查时段', dataIndex: 'period', width: 100, render: (value: number) => dutyPeriodLabel[value] },
    { title: '检查标准', dataIndex: 'standard', render: (value: string | null) => value ?? '—' },
    actionsColumn,
  ];
  return (
    <Card
      variant="borderless"
      title="值日事项"
      extra={
        <Space>
          <Popconfirm
            title="载入默认值日事项？"
            description="只添加列表中还没有的事项（按名称），已有的保持不变。"
            okText="载入"
            cancelText="取消"
            onConfirm={() => defaults.mutateAsync().then((used) => void message.success(`已添加 ${used.addedCount} 项，${used.skippedCount} 项已存在`)).catch(() => undefined)}
          >
            <Button icon={<DatabaseOutlined />} loading={defaults.isPending}>
              载入默认事项
            </Button>
          </Popconfirm>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加值日事项
          </Button>
        </Space>
      }
    >
      <Segmented<number>
        className="safety-section"
        value={category}
        onChange={(value) => set({ category: value })}
        options={[{ value: 0, label: '全部' }, ...optionsOf(dutyCategoryLabel)]}
      />
      <QueryTable<DutyItemRow>
        query={items}
        what="值日事项"
        rowKey="dutyItemId"
        columns={columns}
        dataSource={items.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 项` }}
        emptyText="还没有值日事项。可点击“载入默认事项”从常用检查开始，或逐条添加"
      />
      <DutyItemModal item={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
