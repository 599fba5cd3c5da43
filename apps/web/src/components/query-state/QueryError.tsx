import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Typography } from 'antd';
import { failureText, type QueryLike } from './query-like';
import './query-state.css';

export interface QueryErrorProps {
  query: QueryLike;
  /** What the read fetches, to say what failed: 幼儿列表 → 幼儿列表读取失败. */
  what?: string;
  /**
   * `alert` above what is shown (the last good data stays below it); `page` in place of a screen
   * that has nothing else to show; `inline` in a select's dropdown or a small card.
   */
  variant?: 'alert' | 'page' | 'inline';
}

function RetryButton({ query, size }: { query: QueryLike; size?: 'small' }) {
  return (
    <Button size={size} icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
      重试
    </Button>
  );
}

/** A failed read: what failed, why, and 重试, which reads it again. Nothing while the read is fine. */
export function QueryError({ query, what = '数据', variant = 'alert' }: QueryErrorProps) {
  if (!query.isError) return null;
  const title = `${what}读取失败`;
  const reason = failureText(query.error);
  if (variant === 'page') {
    return <Result className="query-error query-error--page" status="error" title={title} subTitle={reason} extra={<RetryButton query={query} />} />;
  }
  if (variant === 'inline') {
    return (
      <div className="query-error query-error--inline" role="alert">
        <Typography.Text type="danger">
          {title}：{reason}
        </Typography.Text>
        <RetryButton query={query} size="small" />
      </div>
    );
  }
  return <Alert className="query-error" type="error" showIcon title={title} description={reason} action={<RetryButton query={query} size="small" />} />;
}
