import type { UseQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { failureText } from '../family-api';

/** A read as a screen shows it: loading dots, the failure with 重试, or the data. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <ErrorBlock status="default" title="加载失败" description={failureText(query.error)}>
        <Button size="small" onClick={() => void query.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="family__loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** `2026-11-18T01:00:00Z` as a family reads it, in China: 11-18 09:00. */
export const shortTime = (at: string) => new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(at));
