/** What every list call answers (shared's pageOf). */
export interface Page<Item> {
  list: Item[];
  total: number;
}

/** What every list call takes (shared's pageInput): a 1-based page index. */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/** Where a server-paged list comes from: its cache key (filters and page are appended) and its call. */
export interface PageSource<Shown extends Page<unknown>, Filters extends object> {
  queryKey: readonly unknown[];
  /** A page of the list, and whatever the call tells with it (counts by kind ...). */
  fetchPage(request: Filters & PageRequest): Promise<Shown>;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The page after `pages`, or undefined once the server's total is reached. */
export function nextPageIndex<Item>(lastPage: Page<Item>, pages: Page<Item>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.total ? pages.length + 1 : undefined;
}
