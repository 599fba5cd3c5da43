import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input, type TableProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { ListPage } from './ListPage';
import type { PageRequest } from './paging';

interface Child {
  childId: number;
  name: string;
}
interface Filters {
  keyword: string;
}

const children: Child[] = Array.from({ length: 25 }, (_, index) => ({ childId: index + 1, name: `幼儿${index + 1}` }));

function fakeList() {
  return vi.fn(async ({ keyword, pageIndex, pageSize }: Filters & PageRequest) => {
    const matching = children.filter((child) => child.name.includes(keyword));
    return { list: matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: matching.length };
  });
}

function renderList(
  fetchPage = fakeList(),
  exportFile?: (filters: Filters) => Promise<{ fileName: string; blob: Blob }>,
  rowSelection?: TableProps<Child>['rowSelection'],
) {
  renderWithProviders(
    <ListPage<Child, Filters>
      title="幼儿列表"
      source={{ queryKey: ['children'], fetchPage }}
      rowKey="childId"
      columns={[{ title: '姓名', dataIndex: 'name' }]}
      initialFilters={{ keyword: '' }}
      filters={
        <Form.Item name="keyword" label="姓名">
          <Input placeholder="输入姓名" />
        </Form.Item>
      }
      {...(exportFile ? { exportFile } : {})}
      rowSelection={rowSelection}
      emptyText="没有找到幼儿，可调整筛选条件"
    />,
  );
  return fetchPage;
}

describe('ListPage', () => {
  it('shows the first page and the total', async () => {
    const fetchPage = renderList();
    expect(await screen.findByText('幼儿1')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith({ keyword: '', pageIndex: 1, pageSize: 20 });
  });

  it('says what to do when nothing matches the filters', async () => {
    renderList();
    await screen.findByText('幼儿1');
    fireEvent.change(screen.getByPlaceholderText('输入姓名'), { target: { value: '没有这个名字' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('没有找到幼儿，可调整筛选条件')).toBeTruthy();
  });

  it('pages through the list', async () => {
    const fetchPage = renderList();
    await screen.findByText('幼儿1');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('幼儿21')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', pageIndex: 2, pageSize: 20 });
  });

  it('searches from page one with the filters, and resets them', async () => {
    const fetchPage = renderList();
    await screen.findByText('幼儿1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('幼儿21');
    fireEvent.change(screen.getByPlaceholderText('输入姓名'), { target: { value: '幼儿2' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '幼儿2', pageIndex: 1, pageSize: 20 }));
    expect(await screen.findByText('共 7 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重置/ }));
    expect(await screen.findByText('共 25 条')).toBeTruthy();
  });

  it('exports what the filters select and saves the file', async () => {
    const exportFile = vi.fn(async () => ({ fileName: '幼儿名单.xlsx', blob: new Blob(['x']) }));
    const createObjectURL = vi.fn(() => 'blob:list');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList(fakeList(), exportFile);
    await screen.findByText('幼儿1');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(exportFile).toHaveBeenCalledWith({ keyword: '' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('幼儿名单.xlsx');
    expect(link.href).toBe('blob:list');
  });

  it('has no export button without an export', async () => {
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).queryByText('导出')).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('ticks rows when given a row selection', async () => {
    const onChange = vi.fn();
    renderList(fakeList(), undefined, { onChange });
    await screen.findByText('幼儿1');
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([1], [children[0]], expect.anything()));
  });

  it('gives its filter fields ids of their own, apart from another form with the same field', async () => {
    renderWithProviders(
      <Form>
        <Form.Item name="keyword" label="其他姓名">
          <Input />
        </Form.Item>
      </Form>,
    );
    renderList();
    await screen.findByText('幼儿1');
    expect(screen.getByLabelText('姓名')).toBe(screen.getByPlaceholderText('输入姓名'));
  });
});
