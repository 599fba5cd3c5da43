import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

const DEFAULT_WARNING = '删除后无法恢复。';

interface DeleteButtonProps {
  /** Deletes; the confirmation shows a busy button until this settles. */
  onConfirm(): Promise<unknown>;
  title?: string;
  description?: string;
  disabled?: boolean;
  children?: ReactNode;
}

/** A table row's 删除 link that asks first, in place. */
export function DeleteButton({ onConfirm, title = '确定删除吗？', description = DEFAULT_WARNING, disabled, children = '删除' }: DeleteButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="删除"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      disabled={disabled}
      // A failure was already shown by the mutation; the confirmation just closes.
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button type="link" danger size="small" disabled={disabled}>
        {children}
      </Button>
    </Popconfirm>
  );
}

interface ConfirmDeleteOptions {
  title: string;
  content?: ReactNode;
  onConfirm(): Promise<unknown>;
}

/** The same question as a dialog, for deletes started from a menu or a toolbar. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return ({ title, content = DEFAULT_WARNING, onConfirm }: ConfirmDeleteOptions) =>
    modal.confirm({
      title,
      content,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => onConfirm().catch(() => undefined),
    });
}
