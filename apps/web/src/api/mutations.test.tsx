import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryRoot } from './data-topics';
import { useWrite, type WriteOptions } from './mutations';

const childList = [...queryRoot('child', ['children', 'placements']), 'list'];
const classList = [...queryRoot('classGroup', ['classes', 'placements']), 'classes'];
const holidays = [...queryRoot('holiday', ['holidays']), 'list'];
const departments = [...queryRoot('teacher', ['staff']), 'departments'];
const unrooted = ['plain'];

function cacheWith(keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const queryKey of keys) client.setQueryData(queryKey, [1, 2, 3]);
  return client;
}

const refreshed = (client: QueryClient, queryKey: QueryKey) => client.getQueryState(queryKey)?.isInvalidated ?? false;

function renderWrite<Output>(client: QueryClient, write: (input: number[]) => Promise<Output>, options: WriteOptions<number[], Output, number[]>) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useWrite(write, options), { wrapper }).result;
}

describe('useWrite', () => {
  it('refreshes every cached read, in any module, that shows what the write changed, and no other', async () => {
    const client = cacheWith([childList, classList, holidays, unrooted]);
    const write = renderWrite(client, async () => 'ok', { changes: ['placements'] });
    await act(() => write.current.mutateAsync([]));
    expect([childList, classList, holidays, unrooted].map((queryKey) => refreshed(client, queryKey))).toEqual([true, true, false, false]);
  });

  it('drops the caches of what it removed instead of reading them again', async () => {
    const client = cacheWith([childList, classList]);
    const write = renderWrite(client, async () => 'ok', { changes: ['classes'], forget: () => [childList] });
    await act(() => write.current.mutateAsync([]));
    expect(client.getQueryData(childList)).toBeUndefined();
    expect(refreshed(client, classList)).toBe(true);
  });

  it('refreshes nothing when the server refuses', async () => {
    const client = cacheWith([childList]);
    const write = renderWrite(client, () => Promise.reject(new Error('refused')), { changes: ['children'] });
    await act(() => write.current.mutateAsync([]).catch(() => undefined));
    expect(refreshed(client, childList)).toBe(false);
  });

  it('shows a write at once, and reads it again when the server refuses it', async () => {
    const client = cacheWith([departments]);
    let refuse: (reason: Error) => void = () => undefined;
    const write = renderWrite(client, () => new Promise((_resolve, reject) => (refuse = reject)), {
      changes: ['staff'],
      showAtOnce: { queryKey: departments, update: (_rows, order) => order },
    });
    let saving: Promise<unknown> = Promise.resolve();
    await act(async () => {
      saving = write.current.mutateAsync([3, 1, 2]).catch(() => undefined);
    });
    expect(client.getQueryData(departments)).toEqual([3, 1, 2]);
    await act(async () => {
      refuse(new Error('refused'));
      await saving;
    });
    expect(refreshed(client, departments)).toBe(true);
  });
});
