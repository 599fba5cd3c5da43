import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { KeepAliveOutlet } from '../layout/KeepAliveOutlet';
import type { ScreenRoute } from '../routes/screen-route';
import { Providers } from '../test/providers';
import { usePagedList } from './PagedTable';
import type { PageRequest } from './paging';
import { urlParam, useUrlState } from './url-state';

const params = { keyword: urlParam.text(), classId: urlParam.integer(0), tab: urlParam.oneOf(['list', 'chart'], 'list') };

function ChildList() {
  const [values, set] = useUrlState(params);
  const [paging, setPaging] = useUrlState({ page: urlParam.integer(1) });
  return (
    <div>
      <output aria-label="状态">{`${values.keyword}|${values.classId}|${values.tab}|${paging.page}`}</output>
      <button type="button" onClick={() => set({ keyword: '李', classId: 0 })}>
        搜李
      </button>
      <button type="button" onClick={() => set({ tab: 'chart' }, { replace: true })}>
        换图表
      </button>
      <button
        type="button"
        onClick={() => {
          set({ keyword: '张' });
          setPaging({ page: 1 });
        }}
      >
        搜张
      </button>
    </div>
  );
}

const load = () => Promise.resolve({ default: () => null });
const handle = (keepAlive: boolean) => ({ screen: { label: '', load, path: '', keepAlive } satisfies ScreenRoute });

function renderScreens(at: string) {
  const routes: RouteObject[] = [
    {
      element: <KeepAliveOutlet />,
      children: [
        { path: '/children', element: <ChildList />, handle: handle(true) },
        { path: '/other', element: <p>别的页面</p>, handle: handle(false) },
        { path: '/home', element: <p>首页</p>, handle: handle(false) },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/home', at], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  const shown = () => screen.getByRole('status', { name: '状态', hidden: true }).textContent;
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, shown, url, go: (to: string | number) => act(() => router.navigate(to as string)) };
}

describe('useUrlState', () => {
  it('reads the values the URL names, and the default for one it does not or cannot', () => {
    const { shown } = renderScreens('/children?keyword=%E7%8E%8B&classId=abc&tab=map&page=3');
    expect(shown()).toBe('王|0|list|3');
  });

  it('writes a change as a step Back returns from, leaving defaults out of the URL', async () => {
    const { shown, url, go } = renderScreens('/children?keyword=%E7%8E%8B&classId=5');
    fireEvent.click(screen.getByText('搜李'));
    await waitFor(() => expect(shown()).toBe('李|0|list|1'));
    expect(url()).toBe('/children?keyword=%E6%9D%8E');
    await go(-1);
    expect(shown()).toBe('王|5|list|1');
  });

  it('replaces the URL for a change asked to, with no step to go Back through', async () => {
    const { shown, router, go } = renderScreens('/children');
    fireEvent.click(screen.getByText('换图表'));
    await waitFor(() => expect(shown()).toBe('|0|chart|1'));
    expect(router.state.historyAction).toBe('REPLACE');
    await go(-1);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('makes one step of the changes made at once, by different states of the screen', async () => {
    const { shown, url, go } = renderScreens('/children?page=4');
    fireEvent.click(screen.getByText('搜张'));
    await waitFor(() => expect(shown()).toBe('张|0|list|1'));
    expect(url()).toBe('/children?keyword=%E5%BC%A0');
    await go(-1);
    expect(shown()).toBe('|0|list|4');
  });

  it('keeps a kept screen’s values while another screen has the URL, and puts them back when the menu leads there', async () => {
    const { shown, url, go } = renderScreens('/children?keyword=%E7%8E%8B&page=2');
    await go('/other?keyword=x');
    expect(screen.getByText('别的页面')).toBeTruthy();
    expect(shown()).toBe('王|0|list|2');
    await go('/children');
    await waitFor(() => expect(url()).toBe('/children?keyword=%E7%8E%8B&page=2'));
    expect(shown()).toBe('王|0|list|2');
  });

  it('keeps the state in memory outside a screen', () => {
    const { result } = renderHook(() => useUrlState(params));
    act(() => result.current[1]({ classId: 3 }));
    expect(result.current[0]).toEqual({ keyword: '', classId: 3, tab: 'list' });
  });
});

describe('usePagedList in the URL', () => {
  const fetchPage = vi.fn(async ({ pageIndex }: { classId: number } & PageRequest) => ({ list: [`第${pageIndex}页`], total: 100 }));

  function PagedChildren() {
    const [{ classId }, set] = useUrlState({ classId: urlParam.integer(1) });
    const list = usePagedList({ queryKey: ['children'], fetchPage, filters: { classId } });
    return (
      <div>
        <output aria-label="页">{`${classId}:${list.request.pageIndex}`}</output>
        <button type="button" onClick={() => list.turnTo(3, 20)}>
          第3页
        </button>
        <button type="button" onClick={() => set({ classId: 2 })}>
          二班
        </button>
      </div>
    );
  }

  function renderPaged(at: string) {
    const router = createMemoryRouter([{ element: <KeepAliveOutlet />, children: [{ path: '/children', element: <PagedChildren />, handle: handle(false) }] }], { initialEntries: [at] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return { router, shown: () => screen.getByRole('status', { name: '页' }).textContent };
  }

  it('opens on the page of the URL, and goes back to page one for other filters, in the URL too', async () => {
    const { router, shown } = renderPaged('/children?page=4');
    expect(shown()).toBe('1:4');
    fireEvent.click(screen.getByText('第3页'));
    await waitFor(() => expect(shown()).toBe('1:3'));
    fireEvent.click(screen.getByText('二班'));
    await waitFor(() => expect(router.state.location.search).toBe('?classId=2'));
    expect(shown()).toBe('2:1');
    await act(() => router.navigate(-1));
    expect(shown()).toBe('1:3');
  });
});
