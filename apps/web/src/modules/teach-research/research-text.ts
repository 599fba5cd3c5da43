import { ResearchKind, type ResearchRow } from '@yuanwu/shared';

/** A tag colour per kind, the same in the table and the detail. */
export const KIND_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan', 4: 'orange', 5: 'default' };

/** Who leads a record: a trial lesson's leader is the teacher who teaches it. */
export const organizerLabel = (kind: number) => (kind === ResearchKind.TRIAL ? '执教教师' : '主持人');

/** `13:30-15:00`, `13:30 起`, or '' without a time. */
export function timeRangeText(row: Pick<ResearchRow, 'startTime' | 'endTime'>): string {
  if (!row.startTime) return '';
  return row.endTime ? `${row.startTime}-${row.endTime}` : `${row.startTime} 起`;
}

/** `2026-2027学年第一学期 第3周`, or '' outside every semester. */
export function semesterWeekText(row: Pick<ResearchRow, 'yearName' | 'semesterName' | 'weekIndex'>): string {
  if (!row.semesterName) return '';
  const week = row.weekIndex ? ` 第${row.weekIndex}周` : '';
  return `${row.yearName ?? ''}${row.semesterName}${week}`;
}

/** The participants' names, the first few and how many in all. */
export function participantsText(participants: readonly { teacherName: string }[], shown = 3): string {
  if (participants.length === 0) return '';
  const names = participants.slice(0, shown).map((participant) => participant.teacherName).join('、');
  return participants.length > shown ? `${names} 等${participants.length}人` : names;
}
