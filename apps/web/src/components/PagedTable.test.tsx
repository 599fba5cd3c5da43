import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../test/providers';
import { usePagedList } from './PagedTable';
import type { PageRequest } from './paging';

interface Filters {
  classId: number;
}

const fetchPage = vi.fn(async ({ pageIndex }: Filters & PageRequest) => ({ list: [`第${pageIndex}页`], total: 100 }));
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

function renderList(classId: number) {
  return renderHook(({ id }) => usePagedList({ queryKey: ['rows'], fetchPage, filters: { classId: id } }), { wrapper, initialProps: { id: classId } });
}

describe('usePagedList', () => {
  it('stays on its page while the filters are the same, even built afresh on every render', async () => {
    const { result, rerender } = renderList(1);
    act(() => result.current.turnTo(3, 20));
    rerender({ id: 1 });
    expect(result.current.request).toEqual({ pageIndex: 3, pageSize: 20 });
    await waitFor(() => expect(result.current.page.data?.list).toEqual(['第3页']));
    expect(fetchPage).toHaveBeenLastCalledWith({ classId: 1, pageIndex: 3, pageSize: 20 });
  });

  it('starts again from the first page under other filters, or another page size', () => {
    const { result, rerender } = renderList(1);
    act(() => result.current.turnTo(3, 20));
    rerender({ id: 2 });
    expect(result.current.request).toEqual({ pageIndex: 1, pageSize: 20 });
    act(() => result.current.turnTo(2, 50));
    expect(result.current.request).toEqual({ pageIndex: 1, pageSize: 50 });
  });

  it('goes back to the first page when a search is repeated with the same filters', () => {
    const { result } = renderList(1);
    act(() => result.current.turnTo(4, 20));
    act(() => result.current.firstPage());
    expect(result.current.request).toEqual({ pageIndex: 1, pageSize: 20 });
  });
});
