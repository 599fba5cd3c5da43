import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { useEditDeleteColumn } from './edit-delete-column';

type Song = { songId: number; songName: string };

function SongList({ onEdit, onDelete }: { onEdit(row: Song): void; onDelete(row: Song): Promise<unknown> }) {
  const actions = useEditDeleteColumn<Song>({ nameOf: (row) => row.songName, onEdit, onDelete, deleteWarning: '音乐文件将一并删除，无法恢复。' });
  return <Table<Song> rowKey="songId" dataSource={[{ songId: 1, songName: '小星星' }]} columns={[{ title: '音乐', dataIndex: 'songName' }, actions]} pagination={false} />;
}

describe('useEditDeleteColumn', () => {
  it('edits the row, and deletes it once confirmed, naming it', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn(async () => undefined);
    renderWithProviders(<SongList onEdit={onEdit} onDelete={onDelete} />);
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith({ songId: 1, songName: '小星星' });

    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「小星星」吗？')).toBeTruthy();
    expect(screen.getByText('音乐文件将一并删除，无法恢复。')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: '删除' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith({ songId: 1, songName: '小星星' }));
    expect(await screen.findByText('已删除「小星星」')).toBeTruthy();
  });
});
