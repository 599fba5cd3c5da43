import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { QueryEmpty } from './QueryEmpty';
import { QueryError } from './QueryError';
import type { QueryLike } from './query-like';

export interface QueryTableProps<Row> extends Omit<TableProps<Row>, 'loading'> {
  query: QueryLike;
  /** What the read fetches, for its error. */
  what?: string;
  /** What the table says after an answer with no rows. */
  emptyText?: ReactNode;
  /** The small empty picture, for tables in cards and dialogs. */
  simpleEmpty?: boolean;
}

/**
 * A table's loading and empty states from its read, for a table whose read's error the screen
 * shows elsewhere (one error above several tables of one read): the empty text only once the read
 * has answered and is not reading again; blank while it loads (the spinner stands over it) or failed.
 */
export function tableStateOf(query: QueryLike, emptyText?: ReactNode, simple = false): Pick<TableProps<object>, 'loading' | 'locale'> {
  const answered = query.isSuccess && !query.isFetching;
  return {
    loading: query.isFetching,
    locale: { emptyText: answered ? <QueryEmpty simple={simple} description={emptyText ?? '暂无数据'} /> : <div className="query-table__waiting" /> },
  };
}

/** A table of rows a read fetched, in the read's three states; the error stands above the table. */
export function QueryTable<Row extends object>({ query, what, emptyText, simpleEmpty = false, locale, ...table }: QueryTableProps<Row>) {
  const state = tableStateOf(query, emptyText, simpleEmpty);
  return (
    <>
      <QueryError query={query} what={what} />
      <Table<Row> {...table} loading={state.loading} locale={{ ...locale, ...state.locale }} />
    </>
  );
}
