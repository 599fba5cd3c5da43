import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { DeleteButton, useConfirmDelete } from './confirm-delete';

describe('DeleteButton', () => {
  it('deletes only after the user confirms', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithProviders(<DeleteButton onConfirm={onConfirm} title="确定删除小一班吗？" />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除小一班吗？')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: '删除' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithProviders(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('swallows a failed delete, which its mutation already reported', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('不能删除')));
    renderWithProviders(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const buttons = await screen.findAllByRole('button', { name: '删除' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });
});

function ToolbarDelete({ onConfirm }: { onConfirm(): Promise<unknown> }) {
  const confirmDelete = useConfirmDelete();
  return <Button onClick={() => confirmDelete({ title: '删除所选幼儿？', onConfirm })}>批量删除</Button>;
}

describe('useConfirmDelete', () => {
  it('asks in a dialog and deletes on 删除', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithProviders(<ToolbarDelete onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect((await screen.findAllByText('删除所选幼儿？')).length).toBeGreaterThan(0);
    expect(screen.getByText('删除后无法恢复。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });
});
