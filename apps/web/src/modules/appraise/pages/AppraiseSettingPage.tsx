import { AddAppraiseFieldInput, type OutputOf, type appraiseEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { FormModal } from '../../../components/FormModal';
import { ruleFrom } from '../../../components/form-rules';
import { QueryTable } from '../../../components/query-state';
import { useAddField, useAppraiseFields, useDelField, useFieldOrder, useUpdateField } from '../appraise.queries';

type Field = OutputOf<typeof appraiseEndpoints.getAppraiseFieldList>[number];
interface FieldValues {
  fieldName: string;
  description?: string;
}

/** `ids` with the one at `from` put at `to`. */
export const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** 评价设置: the fields lessons are appraised by, in the order the appraisal form shows them (drag a row, or 上移/下移). */
export default function AppraiseSettingPage() {
  const fields = useAppraiseFields();
  const add = useAddField();
  const update = useUpdateField();
  const remove = useDelField();
  const order = useFieldOrder();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Field | 'new' | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = (fields.data ?? []).map((field) => field.fieldId);
  const reorder = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    order.mutate(moved(ids, from, to), { onSuccess: () => void message.success('顺序已保存') });
  };
  const columns: TableColumnsType<Field> = [
    { title: '顺序', key: 'order', width: 70, render: (_, _field, index) => <span className="appraise-drag" title="拖动排序">⋮⋮ {index + 1}</span> },
    { title: '评价维度', dataIndex: 'fieldName', width: 180 },
    { title: '说明', dataIndex: 'description', render: (text: string | null) => text ?? '—' },
    { title: '已评次数', dataIndex: 'appraiseCount', width: 100 },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_, field, index) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={index === 0} onClick={() => reorder(index, index - 1)} aria-label={`上移${field.fieldName}`}>
            上移
          </Button>
          <Button type="link" size="small" disabled={index === ids.length - 1} onClick={() => reorder(index, index + 1)} aria-label={`下移${field.fieldName}`}>
            下移
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(field)} aria-label={`编辑${field.fieldName}`}>
            编辑
          </Button>
          <DeleteButton
            title={`删除评价维度“${field.fieldName}”？`}
            disabled={field.appraiseCount > 0}
            onConfirm={() => remove.mutateAsync(field.fieldId).then(() => message.success('已删除'))}
          />
        </Space>
      ),
    },
  ];
  const save = (values: FieldValues) => {
    const input = { fieldName: values.fieldName, description: values.description ?? null };
    const saved = editing === 'new' ? add.mutateAsync(input) : update.mutateAsync({ ...input, fieldId: (editing as Field).fieldId });
    return saved.then(() => message.success('已保存'));
  };
  return (
    <Card variant="borderless" title="评价维度" extra={<Button type="primary" onClick={() => setEditing('new')}>新增维度</Button>}>
      <p className="appraise-hint">听课评价按这里的维度逐项评分（1～5分），顺序即评价表中的顺序；已被评价用到的维度不能删除。</p>
      <QueryTable<Field>
        query={fields}
        what="评价维度"
        rowKey="fieldId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={fields.data ?? []}
        emptyText="还没有评价维度，先新增几个，如“教学目标”“师幼互动”"
        onRow={(_field, index) => ({
          draggable: true,
          onDragStart: () => setDragged(index ?? null),
          onDragOver: (event) => event.preventDefault(),
          onDrop: () => (dragged !== null && index !== undefined ? reorder(dragged, index) : undefined),
        })}
      />
      <FormModal<FieldValues>
        title={editing === 'new' ? '新增评价维度' : '编辑评价维度'}
        open={editing !== null}
        onClose={() => setEditing(null)}
        initialValues={editing && editing !== 'new' ? { fieldName: editing.fieldName, description: editing.description ?? '' } : {}}
        onSubmit={save}
      >
        <Form.Item name="fieldName" label="维度名称" rules={[ruleFrom(AddAppraiseFieldInput.shape.fieldName)]}>
          <Input placeholder="如：教学目标" maxLength={20} />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[ruleFrom(AddAppraiseFieldInput.shape.description)]}>
          <Input.TextArea rows={3} placeholder="评价这一项时看什么（可不填）" maxLength={200} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
