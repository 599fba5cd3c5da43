import { useInfiniteQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { END_TEXT, EMPTY_TEXT, InfiniteList } from './InfiniteList';
import { nextPageIndex, type Page, type PageRequest } from './paging';

const ROW_HEIGHT = 40;

/** jsdom lays nothing out: the box is 200px tall and each row 40px, so 5 rows fill it. */
function fakeLayout() {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200),
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.querySelectorAll('.infinite-list__item').length * ROW_HEIGHT;
    }),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

function listOf(total: number) {
  return vi.fn(async ({ pageIndex, pageSize }: PageRequest) => {
    const start = (pageIndex - 1) * pageSize;
    const list = Array.from({ length: Math.max(Math.min(pageSize, total - start), 0) }, (_, index) => `动态${start + index + 1}`);
    return { list, total };
  });
}

/** A feed of posts as a screen makes it: its pages from useInfiniteQuery, drawn by InfiniteList. */
function Feed({ fetchPage, pageSize = 10 }: { fetchPage(request: PageRequest): Promise<Page<string>>; pageSize?: number }) {
  const pages = useInfiniteQuery({
    queryKey: ['dynamics', pageSize],
    queryFn: ({ pageParam }) => fetchPage({ pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    retry: false,
  });
  return <InfiniteList<string> pages={pages} renderItem={(item) => item} itemKey={(item) => item} maxHeight={200} what="动态" />;
}

const renderList = (fetchPage: (request: PageRequest) => Promise<Page<string>>, pageSize?: number) => renderWithProviders(<Feed fetchPage={fetchPage} pageSize={pageSize} />);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
});
afterEach(() => restoreLayout());

describe('nextPageIndex', () => {
  it('asks for the next page until the total is loaded', () => {
    const page = { list: ['a', 'b'], total: 5 };
    expect(nextPageIndex(page, [page])).toBe(2);
    expect(nextPageIndex({ list: ['e'], total: 5 }, [page, page, { list: ['e'], total: 5 }])).toBeUndefined();
  });

  it('stops on an empty page whatever the total says', () => {
    expect(nextPageIndex({ list: [], total: 50 }, [{ list: [], total: 50 }])).toBeUndefined();
  });
});

describe('InfiniteList', () => {
  it('loads the next page on scrolling near the end, then says there is no more', async () => {
    const fetchPage = listOf(15);
    renderList(fetchPage);
    expect(await screen.findByText('动态10')).toBeTruthy();
    expect(screen.queryByText('动态11')).toBeNull();
    const box = document.querySelector<HTMLElement>('.infinite-list')!;
    box.scrollTop = 200;
    fireEvent.scroll(box);
    expect(await screen.findByText('动态15')).toBeTruthy();
    expect(await screen.findByText(END_TEXT)).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10 });
  });

  it('does not load more while the user is far from the end', async () => {
    const fetchPage = listOf(30);
    renderList(fetchPage);
    await screen.findByText('动态10');
    const box = document.querySelector<HTMLElement>('.infinite-list')!;
    box.scrollTop = 20;
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('fills a box the first page is too short to scroll', async () => {
    const fetchPage = vi.fn(async ({ pageIndex }: PageRequest) => ({ list: [`第${pageIndex}页`], total: 3 }));
    renderList(fetchPage, 1);
    expect(await screen.findByText('第3页')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(END_TEXT)).toBeTruthy());
  });

  it('says there is no data for an empty list', async () => {
    renderList(listOf(0));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
  });

  it('keeps the loaded items when the next page fails, and loads it on 重试', async () => {
    const posts = listOf(15);
    let failing = true;
    const fetchPage = vi.fn(async (request: PageRequest) => {
      if (request.pageIndex === 2 && failing) throw new Error('offline');
      return posts(request);
    });
    renderList(fetchPage);
    await screen.findByText('动态10');
    const box = document.querySelector<HTMLElement>('.infinite-list')!;
    box.scrollTop = 200;
    fireEvent.scroll(box);
    expect(await screen.findByText(/动态读取失败/)).toBeTruthy();
    expect(screen.getByText('动态1')).toBeTruthy();
    expect(screen.queryByText(END_TEXT)).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('动态15')).toBeTruthy();
    expect(await screen.findByText(END_TEXT)).toBeTruthy();
  });

  it('shows a failed first page as an error, never as an empty list', async () => {
    renderList(vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await screen.findByText(/动态读取失败/)).toBeTruthy();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });
});
