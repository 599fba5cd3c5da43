import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../routes/screen-route';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { id } = useParams();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${name}${id ?? ''}: ${count}`}
    </button>
  );
}

const load = () => Promise.resolve({ default: () => null });
const handle = (screen: Partial<ScreenRoute>) => ({ screen: { label: '', load, path: '', ...screen } });

function renderRouter(maxKept?: number) {
  const routes: RouteObject[] = [
    {
      element: <KeepAliveOutlet {...(maxKept ? { maxKept } : {})} />,
      children: [
        { path: '/teacher/:id', element: <Counter name="教师" />, handle: handle({ keepAlive: true }) },
        { path: '/list', element: <Counter name="列表" />, handle: handle({}) },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/teacher/1'] });
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

const isShown = (element: HTMLElement) => element.style.display !== 'none';

describe('KeepAliveOutlet', () => {
  it('keeps a keepAlive screen mounted and hidden while away, and shows it as it was on return', async () => {
    const go = renderRouter();
    fireEvent.click(screen.getByText('教师1: 0'));
    fireEvent.click(screen.getByText('教师1: 1'));
    await go('/list');
    expect(screen.getByText('列表: 0')).toBeTruthy();
    const kept = screen.getByText('教师1: 2');
    expect(isShown(kept)).toBe(false);
    await go('/teacher/1');
    expect(isShown(screen.getByText('教师1: 2'))).toBe(true);
    expect(screen.queryByText(/列表/)).toBeNull();
  });

  it('mounts other screens afresh', async () => {
    const go = renderRouter();
    await go('/list');
    fireEvent.click(screen.getByText('列表: 0'));
    await go('/teacher/1');
    await go('/list');
    expect(screen.getByText('列表: 0')).toBeTruthy();
  });

  it('keeps each URL apart, and lets go of the least recently shown past the limit', async () => {
    const go = renderRouter(2);
    fireEvent.click(screen.getByText('教师1: 0'));
    await go('/teacher/2');
    expect(screen.getByText('教师2: 0')).toBeTruthy();
    expect(isShown(screen.getByText('教师1: 1'))).toBe(false);
    await go('/teacher/3');
    expect(screen.queryByText(/教师1/)).toBeNull();
    await go('/teacher/1');
    expect(screen.getByText('教师1: 0')).toBeTruthy();
  });
});
