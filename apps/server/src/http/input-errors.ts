import type { z } from 'zod';

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), raw);
}

/** One line naming the field and what is wrong with it, for the 1000001 answer. */
export function describeIssue(issue: z.core.$ZodIssue | undefined, raw: unknown): string {
  if (!issue) return '参数缺失或格式错误';
  const field = issue.path.map(String).join('.') || '请求';
  const given = valueAt(raw, issue.path);
  if (issue.code === 'invalid_type' && (given === undefined || given === null || given === '')) return `缺少参数 ${field}`;
  const message = /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '格式不正确';
  return `参数 ${field} ${message}`;
}
