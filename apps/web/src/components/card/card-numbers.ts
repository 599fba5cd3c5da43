import { studentCardNo } from '@yuanwu/shared';
import type { FormRule } from 'antd';

/** What a reader or a person typed, as the server keeps card numbers: no spaces, upper case. */
export const normalizeCardNo = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Why a typed number is no card number, in the server's words; undefined when it is one. */
export function cardNoProblem(typed: string): string | undefined {
  const result = studentCardNo().safeParse(normalizeCardNo(typed));
  return result.success ? undefined : (result.error.issues[0]?.message ?? '卡号格式不正确');
}

/** The form rule of a card number field; an `optional` one may stay empty. */
export const cardNoRule = (optional = false): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (!value && optional) return;
    const problem = cardNoProblem(value ?? '');
    if (problem) throw new Error(value ? problem : '请刷卡或输入卡号');
  },
});
