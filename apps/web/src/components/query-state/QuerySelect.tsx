import { Select, Spin, type SelectProps } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError';
import type { QueryLike } from './query-like';

export type QuerySelectProps<Value, Option extends DefaultOptionType = DefaultOptionType> = Omit<SelectProps<Value, Option>, 'loading'> & {
  /** The read the options come from (allQueries for several). */
  query: QueryLike;
  /** What the options are, for their error (年级 → 年级读取失败). */
  what: string;
  /** What the dropdown says when the read answered with no options. */
  emptyText?: ReactNode;
};

const valuesOf = (options: readonly DefaultOptionType[]): unknown[] =>
  options.flatMap((option) => (Array.isArray(option.options) ? valuesOf(option.options as DefaultOptionType[]) : [option.value]));

/**
 * Until the options have arrived, a value none of them names is not shown: the select would show
 * the bare id (a raw 0) where a name belongs.
 */
function shownValue<Value>(value: Value | undefined, options: readonly DefaultOptionType[], arrived: boolean): Value | undefined {
  if (arrived || value === undefined || value === null) return value;
  const known = new Set(valuesOf(options));
  if (Array.isArray(value)) return value.filter((item) => known.has(item)) as Value;
  return known.has(value) ? value : undefined;
}

/**
 * A select whose options a read fetches: a spinner in the dropdown while they load, the error with
 * 重试 when they failed (under the options the select has without the read, such as 全部), and the
 * empty text only once the read answered with none.
 */
export function QuerySelect<Value = number, Option extends DefaultOptionType = DefaultOptionType>({
  query,
  what,
  emptyText,
  value,
  options = [],
  notFoundContent,
  popupRender,
  popupMatchSelectWidth,
  status,
  ...select
}: QuerySelectProps<Value, Option>) {
  const failure = <QueryError query={query} what={what} variant="inline" />;
  const emptyContent = query.isError ? failure : query.isLoading ? <Spin size="small" /> : (emptyText ?? notFoundContent);
  return (
    <Select<Value, Option>
      {...select}
      options={options}
      value={shownValue(value, options, query.data !== undefined)}
      loading={query.isFetching}
      status={query.isError ? 'error' : status}
      // The error needs more room than a narrow filter's dropdown gives.
      popupMatchSelectWidth={query.isError ? false : popupMatchSelectWidth}
      notFoundContent={emptyContent}
      popupRender={
        query.isError && options.length > 0
          ? (menu) => (
              <>
                {popupRender ? popupRender(menu) : menu}
                {failure}
              </>
            )
          : popupRender
      }
    />
  );
}
