import { ErrorCode, fromLegacyCase, LegacyStatus } from '@yuanwu/shared';

export type Family = 'java' | 'legacy';

export type Envelope =
  | { ok: true; data: unknown }
  | { ok: false; code: number; message: string; legacyStatus?: number };

type Body = Record<string, unknown>;

/** A message may sit under any of these names (seed 000 section 8). */
function messageOf(body: Body): string {
  for (const key of ['message', 'ErrorMessage', 'errorMessage']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

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
    return code === ErrorCode.SUCCESS ? { ok: true, data: fields.data } : { ok: false, code, message: messageOf(fields) };
  }
  if (!('ResponseStatus' in fields)) return undefined;
  const status = numberOr(fields.ResponseStatus, LegacyStatus.FAILURE);
  if (status === LegacyStatus.SUCCESS) return { ok: true, data: fromLegacyCase(fields.Data) };
  return { ok: false, code: numberOr(fields.ErrorCode, ErrorCode.UNKNOWN), message: messageOf(fields), legacyStatus: status };
}
