import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, type Key, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, nextPageIndex, type Page, type PageRequest } from './paging';
import { throttle } from './throttle';
import './infinite-list.css';

/** Scroll events are checked at most this often (seed 000 section 9). */
export const INFINITE_SCROLL_THROTTLE_MS = 50;
/** The next page is asked for this close to the bottom, so it arrives before the user gets there. */
const LOAD_AHEAD_PX = 48;

export const END_TEXT = '没有更多内容';
export const EMPTY_TEXT = '没有更多数据';

export interface InfiniteListProps<Item> {
  queryKey: readonly unknown[];
  fetchPage(request: PageRequest): Promise<Page<Item>>;
  renderItem(item: Item): ReactNode;
  itemKey(item: Item): Key;
  /** The scrolling box's height. */
  height: number | string;
  pageSize?: number;
}

const nearBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_AHEAD_PX;

/** A list that loads its next page as the user scrolls to its end. */
export function InfiniteList<Item>({ queryKey, fetchPage, renderItem, itemKey, height, pageSize = DEFAULT_PAGE_SIZE }: InfiniteListProps<Item>) {
  const box = useRef<HTMLDivElement>(null);
  const pages = useInfiniteQuery({
    queryKey: [...queryKey, pageSize],
    queryFn: ({ pageParam }) => fetchPage({ pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  // Given the box rather than reading the ref, so that the throttled copy made while rendering
  // holds no ref (React reads refs only outside rendering).
  const loadMoreIfNear = useCallback(
    (element: HTMLElement | null) => {
      if (element && nearBottom(element) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const onScroll = useMemo(() => throttle(loadMoreIfNear, INFINITE_SCROLL_THROTTLE_MS), [loadMoreIfNear]);
  useEffect(() => onScroll.cancel, [onScroll]);
  // A first page too short to scroll would never load the next: fill the box.
  useEffect(() => loadMoreIfNear(box.current), [loadMoreIfNear, pages.data]);

  const items = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div ref={box} className="infinite-list" style={{ height }} onScroll={(event) => onScroll(event.currentTarget)}>
      {items.map((item) => (
        <div key={itemKey(item)} className="infinite-list__item">
          {renderItem(item)}
        </div>
      ))}
      <div className="infinite-list__footer">
        {pages.isPending || isFetchingNextPage ? (
          <Spin size="small" />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
        ) : hasNextPage ? null : (
          END_TEXT
        )}
      </div>
    </div>
  );
}
