import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import type { z } from 'zod';
import { DeleteButton } from '../../../components/confirm-delete';
import { FormModal } from '../../../components/FormModal';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { QueryTable, type QueryLike } from '../../../components/query-state';
import { moveRow } from '../row-order';
import '../teacher.css';

/** A department or a post, as this screen shows either. */
export interface StaffGroupRow {
  id: number;
  name: string;
  teacherCount: number;
}

export interface StaffGroupManageProps {
  /** 部门 or 职务. */
  label: string;
  rows: StaffGroupRow[] | undefined;
  /** The read the rows come from, for its loading and error states. */
  query: QueryLike;
  /** The name's schema of the add and rename calls: the form checks and counts by it. */
  nameSchema: z.ZodString;
  onAdd(name: string): Promise<unknown>;
  onRename(id: number, name: string): Promise<unknown>;
  onDelete(id: number): Promise<unknown>;
  /** Every id, in the new order. */
  onReorder(ids: number[]): void;
}

/** The calls name the field departmentName or postName; the form's field is `name` for either. */
const SERVER_NAME_FIELDS = { departmentName: 'name', postName: 'name' };

type Editing = { kind: 'add' } | { kind: 'rename'; row: StaffGroupRow } | undefined;
const rowId = (row: StaffGroupRow) => row.id;

/** The drag handlers of the table's rows: a row dropped on another takes its place. */
function useRowDrag(rows: StaffGroupRow[], onReorder: (ids: number[]) => void) {
  const dragged = useRef<number>(undefined);
  const [over, setOver] = useState<number>();
  const end = () => {
    dragged.current = undefined;
    setOver(undefined);
  };
  const rowProps = (row: StaffGroupRow) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      dragged.current = row.id;
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', row.name);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged.current === undefined) return;
      event.preventDefault();
      setOver(row.id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = dragged.current;
      end();
      if (from !== undefined && from !== row.id) onReorder(moveRow(rows, rowId, from, row.id).map(rowId));
    },
    onDragEnd: end,
  });
  return { rowProps, over };
}

/** 部门管理 and 职务管理: a short ordered list, added to, renamed, deleted and reordered by dragging. */
export function StaffGroupManage({ label, rows, query, nameSchema, onAdd, onRename, onDelete, onReorder }: StaffGroupManageProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const list = rows ?? [];
  const { rowProps, over } = useRowDrag(list, onReorder);
  // Made once per opening: the modal refills its fields whenever this object changes.
  const initialValues = useMemo(() => (editing?.kind === 'rename' ? { name: editing.row.name } : undefined), [editing]);

  const columns: TableColumnsType<StaffGroupRow> = [
    { key: 'drag', width: 48, render: () => <HolderOutlined className="staff-group__handle" aria-label="拖动排序" /> },
    { title: '序号', key: 'index', width: 72, render: (_, row) => list.indexOf(row) + 1 },
    { title: `${label}名称`, dataIndex: 'name', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '在职人数', dataIndex: 'teacherCount', width: 120, render: (count: number) => `${count} 人` },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'rename', row })}>
            改名
          </Button>
          <DeleteButton
            title={`删除${label}「${row.name}」？`}
            description={row.teacherCount > 0 ? `还有 ${row.teacherCount} 位在职教职工，需先调整他们的${label}。` : undefined}
            onConfirm={() => onDelete(row.id).then(() => void message.success(`已删除${label}「${row.name}」`))}
          />
        </Space>
      ),
    },
  ];

  const save = async ({ name }: { name: string }) => {
    const trimmed = name.trim();
    if (editing?.kind === 'rename') await onRename(editing.row.id, trimmed);
    else await onAdd(trimmed);
    void message.success(editing?.kind === 'rename' ? `已改名为「${trimmed}」` : `已添加${label}「${trimmed}」`);
  };

  return (
    <Card
      variant="borderless"
      title={`${label}列表`}
      extra={
        <Space>
          <span className="text-muted">拖动行可调整顺序，教师表单与筛选按此顺序列出</span>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
            添加{label}
          </Button>
        </Space>
      }
    >
      <QueryTable<StaffGroupRow>
        query={query}
        what={`${label}列表`}
        className="staff-group__table"
        rowKey="id"
        columns={columns}
        dataSource={list}
        pagination={false}
        onRow={rowProps}
        rowClassName={(row) => (row.id === over ? 'staff-group__row--over' : '')}
        emptyText={`还没有${label}，点击“添加${label}”新建`}
      />
      <FormModal<{ name: string }>
        title={editing?.kind === 'rename' ? `${label}改名` : `添加${label}`}
        open={Boolean(editing)}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        initialValues={initialValues}
        serverFields={SERVER_NAME_FIELDS}
      >
        <Form.Item name="name" label={`${label}名称`} rules={[ruleFrom(nameSchema)]}>
          <Input placeholder={`请输入${label}名称`} count={lengthCount(nameSchema)} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
