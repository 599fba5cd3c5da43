import { App, Button, Space, type TableColumnType } from 'antd';
import { DeleteButton } from './confirm-delete';

interface EditDeleteColumnOptions<Row> {
  /** The row's name, in the confirmation and in the message once deleted. */
  nameOf(row: Row): string;
  onEdit(row: Row): void;
  /** Deletes the row; the confirmation shows a busy button until this settles. */
  onDelete(row: Row): Promise<unknown>;
  /** What else goes with the row, under the question (删除后无法恢复。 unless told). */
  deleteWarning?: string;
}

/** A list's 操作 column: 编辑, and 删除 once confirmed, which names the row it deleted. */
export function useEditDeleteColumn<Row extends object>({ nameOf, onEdit, onDelete, deleteWarning }: EditDeleteColumnOptions<Row>): TableColumnType<Row> {
  const { message } = App.useApp();
  const remove = (row: Row) => onDelete(row).then(() => void message.success(`已删除「${nameOf(row)}」`));
  return {
    title: '操作',
    key: 'actions',
    width: 112,
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          编辑
        </Button>
        <DeleteButton title={`确定删除「${nameOf(row)}」吗？`} description={deleteWarning} onConfirm={() => remove(row)} />
      </Space>
    ),
  };
}
