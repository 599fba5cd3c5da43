import type { ReactNode } from 'react';
import { PageLoading } from '../../app/PageLoading';
import { QueryError } from './QueryError';
import { isRefusal, type QueryLike } from './query-like';

export interface PageStatusProps {
  /** The read the screen waits for, which has not answered yet or failed. */
  query: QueryLike;
  /** What it reads, for its error (学年 → 学年读取失败). */
  what: string;
}

/** A screen that has nothing to show before its read answers: loading, or the error with 重试. */
export function PageStatus({ query, what }: PageStatusProps) {
  if (!query.isError) return <PageLoading />;
  return (
    <div className="result-page">
      <QueryError query={query} what={what} variant="page" />
    </div>
  );
}

export interface RecordStatusProps extends PageStatusProps {
  /** The screen's not-found state (RecordNotFound). */
  notFound: ReactNode;
}

/**
 * A record's screen while its read has no record: loading, failed (the error with 重试), or not
 * there: the server refused it (deleted, another school's) or there was no id to read. The refusal
 * is said here only, once: a read a screen shows raises no toast (query-client.ts).
 */
export function RecordStatus({ query, what, notFound }: RecordStatusProps) {
  const waiting = query.isLoading || (query.isError && !isRefusal(query.error));
  return waiting ? <PageStatus query={query} what={what} /> : notFound;
}
