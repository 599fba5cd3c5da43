import { AttendStatus } from '@yuanwu/shared';

/** What the sheet shows for a child: the server's day, as the teacher is changing it. */
interface SheetMark {
  status: number | null;
  remark: string;
}

interface SheetChild {
  studentId: number;
  status: number | null;
  remark: string | null;
}

export type SheetMarks = Record<number, SheetMark>;

export const marksOf = (children: readonly SheetChild[]): SheetMarks =>
  Object.fromEntries(children.map((child) => [child.studentId, { status: child.status, remark: child.remark ?? '' }]));

/** The children whose status or remark the teacher changed: what saving sends. */
export function changedRecords(children: readonly SheetChild[], marks: SheetMarks) {
  return children.flatMap((child) => {
    const mark = marks[child.studentId];
    if (!mark || mark.status === null) return [];
    if (mark.status === child.status && mark.remark === (child.remark ?? '')) return [];
    return [{ studentId: child.studentId, status: mark.status, ...(mark.remark.trim() ? { remark: mark.remark.trim() } : {}) }];
  });
}

/** 全部出勤: every child nobody has marked yet is present; marked children keep their status. */
export const markUnrecordedPresent = (marks: SheetMarks): SheetMarks =>
  Object.fromEntries(Object.entries(marks).map(([studentId, mark]) => [studentId, mark.status === null ? { ...mark, status: AttendStatus.PRESENT } : mark]));

/** How many children the sheet has in each status, and how many are still unmarked. */
export function sheetCounts(marks: SheetMarks) {
  const statuses = Object.values(marks).map((mark) => mark.status);
  const count = (status: number | null) => statuses.filter((candidate) => candidate === status).length;
  return { present: count(AttendStatus.PRESENT), left: count(AttendStatus.LEFT), absent: count(AttendStatus.ABSENT), unmarked: count(null) };
}
