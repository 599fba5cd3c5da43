import { PlusOutlined } from '@ant-design/icons';
import { AddMusicTypeInput, type MusicTypeRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Modal, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QueryTable } from '../../../components/query-state';
import { useDeleteMusicType, useMusicTypes, useSaveMusicType } from '../music.queries';

const { shape } = AddMusicTypeInput;

interface TypeFormValues {
  menuName: string;
  des: string;
}

function TypeFormModal({ type, onClose }: { type: MusicTypeRow | 'new' | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const save = useSaveMusicType();
  const editing = type && type !== 'new' ? type : undefined;
  const initialValues = useMemo(() => ({ menuName: editing?.menuName ?? '', des: editing?.des ?? '' }), [editing]);
  const submit = async (values: TypeFormValues) => {
    await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), menuName: values.menuName, des: values.des || null });
    void message.success(editing ? '类型已保存' : `已添加类型「${values.menuName}」`);
  };
  return (
    <FormModal<TypeFormValues> title={editing ? '编辑类型' : '添加类型'} okText="保存" open={Boolean(type)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="menuName" label="类型名称" required rules={[ruleFrom(shape.menuName)]}>
        <Input placeholder="如 儿歌、律动、故事" count={lengthCount(shape.menuName)} />
      </Form.Item>
      <Form.Item name="des" label="说明" rules={[ruleFrom(shape.des)]}>
        <Input placeholder="可不填" count={lengthCount(shape.des)} />
      </Form.Item>
    </FormModal>
  );
}

/** 音乐类型: the school's own types, added, renamed and deleted (a type still holding music is not deleted). */
export function MusicTypesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const types = useMusicTypes();
  const remove = useDeleteMusicType();
  const [editing, setEditing] = useState<MusicTypeRow | 'new'>();

  const columns: TableColumnsType<MusicTypeRow> = [
    { title: '类型名称', dataIndex: 'menuName' },
    { title: '说明', dataIndex: 'des', render: (des: string) => des || '—' },
    { title: '音乐数', dataIndex: 'musicCount', width: 72 },
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
            title={`确定删除类型「${type.menuName}」吗？`}
            description={type.musicCount > 0 ? `类型下还有 ${type.musicCount} 首音乐，需先删除或移到其他类型。` : '删除后无法恢复。'}
            disabled={type.musicCount > 0}
            onConfirm={() => remove.mutateAsync(type.id).then(() => void message.success(`已删除类型「${type.menuName}」`))}
          />
        </Space>
      ),
    },
  ];

  return (
    <Modal title="音乐类型" open={open} onCancel={onClose} footer={null} width={640}>
      <div className="music-types__toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加类型
        </Button>
      </div>
      <QueryTable<MusicTypeRow> query={types} what="音乐类型" rowKey="id" columns={columns} dataSource={types.data ?? []} pagination={false} size="small" simpleEmpty emptyText="还没有音乐类型。先添加一个类型，如“儿歌”，再上传音乐" />
      <TypeFormModal type={editing} onClose={() => setEditing(undefined)} />
    </Modal>
  );
}
