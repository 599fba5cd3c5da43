import { ErrorCode } from '@yuanwu/shared';

/**
 * A call that did not succeed. `handled` says the request layer already told the user (under a field,
 * an ended session's toast, a logged network failure), so screens and the query client stay quiet.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly handled: boolean;
  /** The input field the server refused (`className`, `teacherList.1.phone`), when it named one. */
  readonly field: string | undefined;

  constructor(code: number, message: string, handled = false, field?: string) {
    super(message);
    this.code = code;
    this.handled = handled;
    this.field = field;
  }

  get isNetwork(): boolean {
    return this.code === ErrorCode.NETWORK;
  }
}

/**
 * The catalogue codes a screen receives as a result of its own: sent without a message, they read in
 * the catalogue's wording; any other code without one reads 未知错误.
 */
export const PASSED_BACK_CODES: ReadonlySet<number> = new Set([
  ErrorCode.QR_EXPIRED,
  ErrorCode.SUCCESS,
  ErrorCode.NOT_ALLOWED,
  ErrorCode.DELETE_RULE,
  ErrorCode.JIUJIU,
  ErrorCode.UNKNOWN,
  ErrorCode.NETWORK,
  ErrorCode.INVALID_PARAMS,
]);

export const UNKNOWN_ERROR_TEXT = '未知错误';
export const SERVER_TROUBLE_TEXT = '服务器出错了，请稍后重试';
export const NETWORK_ERROR_TEXT = '网络错误';
export const LOGIN_TOO_LONG_TEXT = '登录时间过长，请重新登录';

/**
 * The text a screen that handles its own failures should show: none when the request layer
 * already told the user. Network trouble was only logged, so a form the user is waiting on says so.
 */
export function screenErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR_TEXT;
  return !error.handled || error.isNetwork ? error.message : undefined;
}
