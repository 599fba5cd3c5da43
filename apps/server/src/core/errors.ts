import { defaultErrorMessage, ErrorCode, type ErrorCodeValue } from '@yuanwu/shared';

/** A refusal with a code of the spec's catalogue; the family adapter turns it into its envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message?: string,
    /** For session failures: whether the session expired (legacy ResponseStatus 5) rather than being invalid (4). */
    readonly sessionExpired = false,
  ) {
    super(message ?? defaultErrorMessage[code]);
  }
}

export const invalidParams = (message: string) => new AppError(ErrorCode.INVALID_PARAMS, message);
export const notAllowed = (message?: string) => new AppError(ErrorCode.NOT_ALLOWED, message);
export const deleteRefused = (message: string) => new AppError(ErrorCode.DELETE_RULE, message);
/** Another school's row answers exactly as a row that does not exist. */
export const notFound = (what: string) => new AppError(ErrorCode.INVALID_PARAMS, `${what}不存在`);
