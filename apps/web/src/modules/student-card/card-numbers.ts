import { StudentCardStatus, studentCardNo, type StudentCardRow } from '@yuanwu/shared';
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

export interface BatchChild {
  studentId: number;
  studentName: string;
  /** The child's guardians and pick-up people without a card in use, in the list's order. */
  holders: StudentCardRow[];
}

/** The children of a class that still lack a card for someone, each with those people. */
export function childrenToIssue(rows: readonly StudentCardRow[]): BatchChild[] {
  const children = new Map<number, BatchChild>();
  for (const row of rows) {
    if (row.status === StudentCardStatus.NORMAL) continue;
    const child = children.get(row.studentId) ?? { studentId: row.studentId, studentName: row.studentName, holders: [] };
    child.holders.push(row);
    children.set(row.studentId, child);
  }
  return [...children.values()];
}

/** `holderType:holderId`, a person's key among a child's holders. */
export const holderKeyOf = (row: { holderType: number; holderId: number }) => `${row.holderType}:${row.holderId}`;

/** Card numbers typed for two different people in one batch. */
export function repeatedCardNos(entries: readonly { cardNo: string; phone: string }[]): string[] {
  const phoneOf = new Map<string, string>();
  const repeated = new Set<string>();
  for (const { cardNo, phone } of entries) {
    const earlier = phoneOf.get(cardNo);
    if (earlier !== undefined && earlier !== phone) repeated.add(cardNo);
    phoneOf.set(cardNo, phone);
  }
  return [...repeated];
}
