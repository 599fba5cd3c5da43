import { defaultErrorMessage, ErrorCode, type ErrorCodeValue } from '@yuanwu/shared';

export interface RefusalDetail {
  /** For session failures: whether the session expired (legacy ResponseStatus 5) rather than being invalid (4). */
  sessionExpired?: boolean;
  /**
   * The input field the refusal is about, as the call names it (`className`, `teacherList.1.phone`),
   * so that a form shows the message under that field.
   */
  field?: string | undefined;
}

/** A refusal with a code of the error catalogue; the family adapter turns it into its envelope. */
export class AppError extends Error {
  readonly sessionExpired: boolean;
  readonly field: string | undefined;

  constructor(
    readonly code: ErrorCodeValue,
    message?: string,
    detail: RefusalDetail = {},
  ) {
    super(message ?? defaultErrorMessage[code]);
    this.sessionExpired = detail.sessionExpired ?? false;
    this.field = detail.field;
  }
}

/** 1000001; `field` names the input field at fault when the refusal concerns one. */
export const invalidParams = (message: string, field?: string) => new AppError(ErrorCode.INVALID_PARAMS, message, { field });
export const notAllowed = (message?: string) => new AppError(ErrorCode.NOT_ALLOWED, message);
export const deleteRefused = (message: string) => new AppError(ErrorCode.DELETE_RULE, message);
/** Another school's row answers exactly as a row that does not exist. */
export const notFound = (what: string) => new AppError(ErrorCode.INVALID_PARAMS, `${what}不存在`);
