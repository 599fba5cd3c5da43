import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { DeleteButton } from './confirm-delete';
import { lengthCount, ruleFrom } from './form-rules';
import { FormModal } from './FormModal';
import { QueryTable, type QueryLike } from './query-state';
import './types-modal.css';

/** A type as the dialog shows it, whatever a module calls its fields. */
export interface TypeView {
  id: number;
  name: string;
  note: string | null;
  /** How many records use it: a type in use is not deleted. */
  usedCount: number;
}

export interface TypeChanges {
  /** Absent for a new type. */
  id?: number;
  name: string;
  note: string | null;
}

interface TypesModalProps<Row> {
  /** 音乐类型 */
  title: string;
  open: boolean;
  onClose(): void;
  types: QueryLike & { data?: Row[] | undefined };
  view(row: Row): TypeView;
  /** The column of usedCount: 音乐数 */
  usedTitle: string;
  /** Why a type in use cannot be deleted. */
  inUseText(count: number): string;
  /** The rules of the two fields, from the add call's schema. */
  nameSchema: z.ZodType;
  noteSchema: z.ZodType;
  namePlaceholder: string;
  emptyText: string;
  save(changes: TypeChanges): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

interface TypeValues {
  name: string;
  note: string;
}

function TypeFormModal<Row>({ editing, props, onClose }: { editing: TypeView | 'new' | undefined; props: TypesModalProps<Row>; onClose(): void }) {
  const { message } = App.useApp();
  const existing = editing && editing !== 'new' ? editing : undefined;
  const initialValues = useMemo(() => ({ name: existing?.name ?? '', note: existing?.note ?? '' }), [existing]);
  const submit = async (values: TypeValues) => {
    await props.save({ ...(existing ? { id: existing.id } : {}), name: values.name, note: values.note || null });
    void message.success(existing ? '类型已保存' : `已添加类型「${values.name}」`);
  };
  return (
    <FormModal<TypeValues> title={existing ? '编辑类型' : '添加类型'} okText="保存" open={Boolean(editing)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="name" label="类型名称" required rules={[ruleFrom(props.nameSchema)]}>
        <Input placeholder={props.namePlaceholder} count={lengthCount(props.nameSchema)} />
      </Form.Item>
      <Form.Item name="note" label="说明" rules={[ruleFrom(props.noteSchema)]}>
        <Input placeholder="可不填" count={lengthCount(props.noteSchema)} />
      </Form.Item>
    </FormModal>
  );
}

/** A school's own list of types (音乐类型, 设备类型, 事件类型 ...): added, renamed, and deleted when no record uses them. */
export function TypesModal<Row>(props: TypesModalProps<Row>) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<TypeView | 'new'>();
  const rows = (props.types.data ?? []).map(props.view);
  const columns: TableColumnsType<TypeView> = [
    { title: '类型名称', dataIndex: 'name' },
    { title: '说明', dataIndex: 'note', render: (note: string | null) => note || '—' },
    { title: props.usedTitle, dataIndex: 'usedCount', width: 72 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, type) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(type)}>
            编辑
          </Button>
          <DeleteButton
            title={`确定删除类型「${type.name}」吗？`}
            description={type.usedCount > 0 ? props.inUseText(type.usedCount) : '删除后无法恢复。'}
            disabled={type.usedCount > 0}
            onConfirm={() => props.remove(type.id).then(() => void message.success(`已删除类型「${type.name}」`))}
          />
        </Space>
      ),
    },
  ];
  return (
    <Modal title={props.title} open={props.open} onCancel={props.onClose} footer={null} width={640}>
      <div className="types-modal__toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加类型
        </Button>
      </div>
      <QueryTable<TypeView> query={props.types} what={props.title} rowKey="id" columns={columns} dataSource={rows} pagination={false} size="small" simpleEmpty emptyText={props.emptyText} />
      <TypeFormModal editing={editing} props={props} onClose={() => setEditing(undefined)} />
    </Modal>
  );
}
