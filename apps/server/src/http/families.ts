import { ErrorCode, legacyFieldName, LegacyStatus, toLegacyCase, toLegacyPath } from '@yuanwu/shared';
import { AppError } from '../core/errors.js';

/**
 * The two call families differ only here: how an answer is wrapped and how field names are
 * written. Services speak camelCase; the legacy family writes PascalCase (YearId, YearName).
 */
export type Family = 'java' | 'legacy';

export function successEnvelope(family: Family, data: unknown): unknown {
  if (family === 'java') return { code: ErrorCode.SUCCESS, message: 'success', data };
  return { ResponseStatus: LegacyStatus.SUCCESS, ErrorCode: ErrorCode.SUCCESS, ErrorMessage: '', Data: toLegacyCase(data) };
}

/**
 * A refusal about one input field names it (Java `field`, legacy `ErrorField`, in the family's
 * case), so that a form shows the message under that field; other refusals keep the plain envelope.
 */
export function failureEnvelope(family: Family, error: AppError): unknown {
  const { field } = error;
  if (family === 'java') return { code: error.code, message: error.message, data: null, ...(field ? { field } : {}) };
  return {
    ResponseStatus: legacyStatusOf(error),
    ErrorCode: error.code,
    ErrorMessage: error.message,
    Data: null,
    ...(field ? { ErrorField: toLegacyPath(field) } : {}),
  };
}

function legacyStatusOf(error: AppError): number {
  if (error.code === ErrorCode.MISSING_TOKEN || error.code === ErrorCode.INVALID_TOKEN) {
    return error.sessionExpired ? LegacyStatus.SESSION_EXPIRED : LegacyStatus.NO_SESSION;
  }
  return LegacyStatus.FAILURE;
}

/** The same renaming for a JSON schema, so the legacy family's documentation shows its field names. */
export function legacySchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(legacySchema);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object') {
        return [key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [legacyFieldName(name), legacySchema(sub)]))];
      }
      if (key === 'required' && Array.isArray(value)) return [key, value.map((name) => legacyFieldName(String(name)))];
      return [key, legacySchema(value)];
    }),
  );
}
