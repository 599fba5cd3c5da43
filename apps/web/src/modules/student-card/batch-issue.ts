import { StudentCardStatus, type StudentCardRow } from '@yuanwu/shared';

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
