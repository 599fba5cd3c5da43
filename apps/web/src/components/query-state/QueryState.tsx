import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryEmpty } from './QueryEmpty';
import { QueryError } from './QueryError';
import type { QueryLike } from './query-like';

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** What the read fetches, for its error (幼儿名单 → 幼儿名单读取失败). */
  what?: string;
  /** An answer with nothing to show; `empty` is shown in its place. */
  isEmpty?(data: Data): boolean;
  /** What an empty answer says. */
  empty?: ReactNode;
  /** Stands in while the first answer is on its way; a skeleton by default. */
  loading?: ReactNode;
  /** The size of the default skeleton and of the empty picture. */
  compact?: boolean;
  children(data: Data): ReactNode;
}

/**
 * A block of a screen fed by one read, in its three states: a skeleton while it loads (never the
 * empty text), the error with 重试 when it failed (above the last good data, if any), and the
 * empty text only after an answer with nothing in it.
 */
export function QueryState<Data>({ query, what, isEmpty, empty, loading, compact = false, children }: QueryStateProps<Data>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) return <QueryError query={query} what={what} />;
    if (!query.isLoading) return null;
    return loading ?? <Skeleton active paragraph={{ rows: compact ? 2 : 4 }} />;
  }
  return (
    <>
      <QueryError query={query} what={what} />
      {isEmpty?.(data) ? <QueryEmpty simple={compact} description={empty} /> : children(data)}
    </>
  );
}
