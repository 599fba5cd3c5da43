import type { InfiniteData } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, type Key, type ReactNode } from 'react';
import type { Page } from './paging';
import { QueryEmpty, QueryError, type QueryLike } from './query-state';
import { throttle } from './throttle';
import './infinite-list.css';

/** Scroll events are checked at most this often. */
export const INFINITE_SCROLL_THROTTLE_MS = 50;
/** The next page is asked for this close to the bottom, so it arrives before the user gets there. */
const LOAD_AHEAD_PX = 48;
const FEED_MAX_HEIGHT = 'min(70vh, 640px)';

export const END_TEXT = '没有更多内容';
export const EMPTY_TEXT = '没有更多数据';

/** What the list reads of its pages: a useInfiniteQuery result whose next page param is nextPageIndex's. */
export interface InfinitePages<Item> extends QueryLike<InfiniteData<Page<Item>, unknown>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

export interface InfiniteListProps<Item> {
  pages: InfinitePages<Item>;
  renderItem(item: Item): ReactNode;
  itemKey(item: Item): Key;
  /** The scrolling box grows with its items up to this height: most of the window by default. */
  maxHeight?: number | string;
  /** The items' box, for a layout of its own (a grid of tiles). */
  className?: string;
  /** What the list holds, for its error: 相册 → 相册读取失败. */
  what?: string;
}

const nearBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_AHEAD_PX;

/**
 * A feed that loads its next page as the user scrolls to its end, and says 没有更多内容 there (没有更多数据
 * when it holds nothing). A failed page shows what failed and 重试, under the items already loaded.
 */
export function InfiniteList<Item>({ pages, renderItem, itemKey, maxHeight = FEED_MAX_HEIGHT, className, what = '列表' }: InfiniteListProps<Item>) {
  const box = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;

  // Given the box rather than reading the ref, so that the throttled copy made while rendering
  // holds no ref (React reads refs only outside rendering). A page that failed waits for 重试.
  const loadMoreIfNear = useCallback(
    (element: HTMLElement | null) => {
      if (element && nearBottom(element) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );
  const onScroll = useMemo(() => throttle(loadMoreIfNear, INFINITE_SCROLL_THROTTLE_MS), [loadMoreIfNear]);
  useEffect(() => onScroll.cancel, [onScroll]);
  // A first page too short to scroll would never load the next: fill the box.
  useEffect(() => loadMoreIfNear(box.current), [loadMoreIfNear, pages.data]);

  const items = pages.data?.pages.flatMap((page) => page.list) ?? [];
  // 重试 of a failed next page asks for that page again, not for the pages already shown.
  const retried: QueryLike = isFetchNextPageError ? { ...pages, isFetching: isFetchingNextPage, refetch: fetchNextPage } : pages;
  return (
    <div ref={box} className="infinite-list" style={{ maxHeight }} onScroll={(event) => onScroll(event.currentTarget)}>
      <div className={className}>
        {items.map((item) => (
          <div key={itemKey(item)} className="infinite-list__item">
            {renderItem(item)}
          </div>
        ))}
      </div>
      <div className="infinite-list__footer">
        {pages.isLoading || isFetchingNextPage ? (
          <Spin size="small" />
        ) : pages.isError ? (
          <QueryError query={retried} what={what} variant="inline" />
        ) : items.length === 0 ? (
          <QueryEmpty simple description={EMPTY_TEXT} />
        ) : hasNextPage ? null : (
          END_TEXT
        )}
      </div>
    </div>
  );
}
