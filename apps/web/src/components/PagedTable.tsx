import { hashKey, keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from './paging';

export interface PagedListOptions<Shown extends Page<unknown>, Filters extends object> {
  /** The list's cache key; the filters and the page are appended. */
  queryKey: readonly unknown[];
  /** A page of the list, and whatever the call tells with it (counts by kind ...). */
  fetchPage(request: Filters & PageRequest): Promise<Shown>;
  /** What the list is narrowed to now; other filters start again from the first page. */
  filters: Filters;
  pageSize?: number;
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
}: PagedListOptions<Shown, Filters>): PagedList<Shown> {
  // A page belongs to the filters it was turned under, compared by value: callers may build the
  // filters afresh on every render.
  const filtersKey = hashKey([filters]);
  const [paging, setPaging] = useState({ filtersKey, pageIndex: 1, pageSize });
  const request: PageRequest = { pageIndex: paging.filtersKey === filtersKey ? paging.pageIndex : 1, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: [...queryKey, filters, request],
    queryFn: () => fetchPage({ ...filters, ...request }),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    request,
    // A new page size starts from the first page: the old index may lie past the end.
    turnTo: (pageIndex, size) => setPaging({ filtersKey, pageIndex: size === request.pageSize ? pageIndex : 1, pageSize: size }),
    firstPage: () => setPaging({ filtersKey, pageIndex: 1, pageSize: request.pageSize }),
  };
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> {
  list: PagedList<Page<Row>>;
  /** How the pager looks: the total's words, the size changer. */
  pagination?: Omit<TablePaginationConfig, 'current' | 'pageSize' | 'total' | 'onChange'>;
}

/** The table of a server-paged list: ListPage's, and that of lists in tabs, cards and dialogs. */
export function PagedTable<Row extends object>({ list, pagination, ...table }: PagedTableProps<Row>) {
  const { page, request, turnTo } = list;
  return (
    <Table<Row>
      {...table}
      dataSource={page.data?.list ?? []}
      loading={page.isFetching}
      pagination={{ ...pagination, current: request.pageIndex, pageSize: request.pageSize, total: page.data?.total ?? 0, onChange: turnTo }}
    />
  );
}
