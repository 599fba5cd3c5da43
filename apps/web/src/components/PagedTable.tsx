import { hashKey, keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest, type PageSource } from './paging';
import { QueryTable, type QueryTableProps } from './query-state';
import { urlParam, useUrlState, type UrlStateOptions } from './url-state';

export interface PagedListOptions<Shown extends Page<unknown>, Filters extends object> extends PageSource<Shown, Filters> {
  /** What the list is narrowed to now; other filters start again from the first page. */
  filters: Filters;
  pageSize?: number;
  /**
   * Where the page is kept: the screen's URL by default (page, size); a prefix for a second list
   * of a screen, or out of the URL for a list in a dialog.
   */
  url?: UrlStateOptions;
}

/** A server-paged list: the page on screen, and the way to another. */
export interface PagedList<Shown extends Page<unknown>> {
  page: UseQueryResult<Shown>;
  request: PageRequest;
  turnTo(pageIndex: number, pageSize: number): void;
  /** Back to the first page, for a search repeated with the same filters. */
  firstPage(): void;
}

/** The paging of a server-paged list; its page stays on screen while the next one loads. */
export function usePagedList<Shown extends Page<unknown>, Filters extends object>({
  queryKey,
  fetchPage,
  filters,
  pageSize = DEFAULT_PAGE_SIZE,
  url,
}: PagedListOptions<Shown, Filters>): PagedList<Shown> {
  const [paging, setPaging] = useUrlState({ page: urlParam.integer(1), size: urlParam.integer(pageSize) }, url);
  // A page belongs to the filters it was turned under, compared by value: callers may build the
  // filters afresh on every render. A page the URL brings (a reload, Back) belongs to the filters
  // the URL brings with it.
  const filtersKey = hashKey([filters]);
  const [turned, setTurned] = useState({ filtersKey, pageIndex: paging.page });
  const turnedNow = turned.pageIndex === paging.page ? turned : { filtersKey, pageIndex: paging.page };
  if (turnedNow !== turned) setTurned(turnedNow);
  const request: PageRequest = { pageIndex: turnedNow.filtersKey === filtersKey ? paging.page : 1, pageSize: paging.size };
  // Other filters went back to the first page: so does the URL, for a reload to show the same.
  const staleUrlPage = request.pageIndex !== paging.page;
  const dropUrlPage = useEffectEvent(() => setPaging({ page: 1 }, { replace: true }));
  useEffect(() => {
    if (staleUrlPage) dropUrlPage();
  }, [staleUrlPage]);
  const page = useQuery({
    queryKey: [...queryKey, filters, request],
    queryFn: () => fetchPage({ ...filters, ...request }),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    request,
    // A new page size starts from the first page: the old index may lie past the end.
    turnTo: (pageIndex, size) => setPaging({ page: size === request.pageSize ? pageIndex : 1, size }),
    firstPage: () => setPaging({ page: 1 }),
  };
}

export interface PagedTableProps<Row> extends Omit<QueryTableProps<Row>, 'query' | 'dataSource' | 'pagination'> {
  list: PagedList<Page<Row>>;
  /** How the pager looks: the total's words, the size changer. */
  pagination?: Omit<TablePaginationConfig, 'current' | 'pageSize' | 'total' | 'onChange'>;
}

/**
 * The table of a server-paged list: ListPage's, and that of lists in tabs, cards and dialogs; a
 * failed page shows its error above the table, with 重试.
 */
export function PagedTable<Row extends object>({ list, pagination, ...table }: PagedTableProps<Row>) {
  const { page, request, turnTo } = list;
  return (
    <QueryTable<Row>
      {...table}
      query={page}
      dataSource={page.data?.list ?? []}
      pagination={{ ...pagination, current: request.pageIndex, pageSize: request.pageSize, total: page.data?.total ?? 0, onChange: turnTo }}
    />
  );
}
