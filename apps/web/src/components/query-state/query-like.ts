import { ErrorCode } from '@yuanwu/shared';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../../api/api-error';

/**
 * What the state components read of a query: TanStack's useQuery and useInfiniteQuery results fit
 * as they are, and so does `allQueries` of several.
 */
export interface QueryLike<Data = unknown> {
  data: Data | undefined;
  error: Error | null;
  isError: boolean;
  isSuccess: boolean;
  /** The first answer is on its way: nothing to show yet. */
  isLoading: boolean;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

const NO_ANSWER_TEXT = '网络连接失败，或服务器没有正常应答';

/** What went wrong, in the user's words: the server's message, else why there was none. */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR_TEXT;
  if (error.isNetwork) return NO_ANSWER_TEXT;
  return error.message || UNKNOWN_ERROR_TEXT;
}

/**
 * The server answered and refused the record (it does not exist, or lies outside the user's school
 * or reach): trying again will not change that, so a record's screen says it is not there.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ErrorCode.INVALID_PARAMS || error.code === ErrorCode.NOT_ALLOWED);
}

/**
 * Several reads a screen shows together, as one: loading while any is, failed when any failed
 * (重试 reads the failed ones again), its data once all have answered.
 */
export function allQueries<Datas extends unknown[]>(...queries: { [Index in keyof Datas]: QueryLike<Datas[Index]> }): QueryLike<Datas> {
  const failed = queries.filter((query) => query.isError);
  const answered = queries.every((query) => query.data !== undefined);
  return {
    data: answered ? (queries.map((query) => query.data) as Datas) : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    isSuccess: queries.every((query) => query.isSuccess),
    isLoading: queries.some((query) => query.isLoading),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
