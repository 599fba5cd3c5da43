import { ErrorCode, fromLegacyCase, fromLegacyPath, LegacyStatus } from '@yuanwu/shared';

export type Family = 'java' | 'legacy';

export type Envelope =
  | { ok: true; data: unknown }
  | { ok: false; code: number; message: string; legacyStatus?: number; field?: string };

type Body = Record<string, unknown>;

/** A message may sit under any of these names. */
function messageOf(body: Body): string {
  for (const key of ['message', 'ErrorMessage', 'errorMessage']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The input field a refusal is about (Java `field`, legacy `ErrorField`), in the declarations' camelCase. */
function fieldOf(family: Family, body: Body): { field?: string } {
  const value = family === 'java' ? body.field : body.ErrorField;
  if (typeof value !== 'string' || !value) return {};
  return { field: family === 'java' ? value : fromLegacyPath(value) };
}

/**
 * Unwraps either family's envelope to its body: Java `{ code, message, data }` succeeds on code
 * 200; legacy `{ ResponseStatus, ErrorCode, ErrorMessage, Data }` on status 1, with its PascalCase
 * fields renamed to the camelCase the declarations use. Undefined when `body` is no envelope.
 */
export function readEnvelope(family: Family, body: unknown): Envelope | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = body as Body;
  if (family === 'java') {
    if (!('code' in fields)) return undefined;
    const code = numberOr(fields.code, ErrorCode.UNKNOWN);
    return code === ErrorCode.SUCCESS ? { ok: true, data: fields.data } : { ok: false, code, message: messageOf(fields), ...fieldOf(family, fields) };
  }
  if (!('ResponseStatus' in fields)) return undefined;
  const status = numberOr(fields.ResponseStatus, LegacyStatus.FAILURE);
  if (status === LegacyStatus.SUCCESS) return { ok: true, data: fromLegacyCase(fields.Data) };
  return { ok: false, code: numberOr(fields.ErrorCode, ErrorCode.UNKNOWN), message: messageOf(fields), legacyStatus: status, ...fieldOf(family, fields) };
}
