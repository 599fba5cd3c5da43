import type { z } from 'zod';

/** One line naming the field and what is wrong with it, for the 1000001 answer. */
export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '参数缺失或格式错误';
  const field = issue.path.map(String).join('.') || '请求';
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return `缺少参数 ${field}`;
  const message = /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '格式不正确';
  return `参数 ${field} ${message}`;
}
