import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { END_TEXT, EMPTY_TEXT, InfiniteList } from './InfiniteList';
import { nextPageIndex, type PageRequest } from './paging';

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

function renderList(fetchPage: ReturnType<typeof listOf>) {
  renderWithProviders(
    <InfiniteList<string>
      queryKey={['dynamics']}
      fetchPage={fetchPage}
      renderItem={(item) => item}
      itemKey={(item) => item}
      height={200}
      pageSize={10}
    />,
  );
}

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
    renderWithProviders(
      <InfiniteList<string> queryKey={['short']} fetchPage={fetchPage} renderItem={(item) => item} itemKey={(item) => item} height={200} />,
    );
    expect(await screen.findByText('第3页')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(END_TEXT)).toBeTruthy());
  });

  it('says there is no data for an empty list', async () => {
    renderList(listOf(0));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
  });
});
