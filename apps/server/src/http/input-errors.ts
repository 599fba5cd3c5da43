import type { z } from 'zod';

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), raw);
}

const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || '请求';

/** The field an issue is about, as the refusal's `field`; none for the input as a whole. */
export const fieldOfIssue = (issue: z.core.$ZodIssue | undefined): string | undefined => (issue?.path.length ? issue.path.map(String).join('.') : undefined);

/** One line naming the field and what is wrong with it, for the 1000001 answer. */
export function describeIssue(issue: z.core.$ZodIssue | undefined, raw: unknown): string {
  if (!issue) return '参数缺失或格式错误';
  const field = fieldName(issue.path);
  const given = valueAt(raw, issue.path);
  if (issue.code === 'invalid_type' && (given === undefined || given === null || given === '')) return `缺少参数 ${field}`;
  const message = /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '格式不正确';
  return `参数 ${field} ${message}`;
}

/** Deeper than any declared input needs: a body nested further is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

/** NUL, which PostgreSQL refuses in text, and half a surrogate pair, which UTF-8 cannot encode. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a body or query is made of: arrays and plain objects (a query parser's may have no prototype). */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Why a raw input cannot be used, and the field it is about (none for the input as a whole). */
export interface UnusableInput {
  message: string;
  field?: string;
}

/**
 * What makes a raw input unusable whatever its declaration says, as the 1000001 refusal naming the
 * field: nesting deeper than MAX_INPUT_DEPTH, or a string (value or field name) holding a character
 * no text column can keep. Walked with an explicit stack rather than recursion, so that no input,
 * however deep, exhausts the call stack. The field is the path as the caller wrote it.
 */
export function unusableInput(raw: unknown): UnusableInput | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: raw, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string' && UNSTORABLE.test(value)) return { message: `参数 ${fieldName(path)} 含有无法保存的字符`, ...fieldOf(path) };
    if (!isContainer(value)) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { message: `参数 ${fieldName(path.slice(0, 1))} 嵌套超过${MAX_INPUT_DEPTH}层`, ...fieldOf(path.slice(0, 1)) };
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { message: `${path.length > 0 ? `参数 ${fieldName(path)} 中` : ''}有字段名含有无法保存的字符`, ...fieldOf(path) };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

const fieldOf = (path: string[]) => (path.length > 0 ? { field: path.join('.') } : {});
