import { DayStatus, dayStatusLabel, HalfDay } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';

/** The colour of each day status's tag: problems warm, excused days cool, nothing due grey. */
const STATUS_COLOR: Record<number, string> = {
  [DayStatus.UNSCHEDULED]: 'default',
  [DayStatus.NORMAL]: 'success',
  [DayStatus.EARLY]: 'orange',
  [DayStatus.LATE]: 'gold',
  [DayStatus.ABSENT]: 'error',
  [DayStatus.TRIP]: 'blue',
  [DayStatus.LEAVE]: 'purple',
  [DayStatus.ABNORMAL]: 'volcano',
  [DayStatus.REST]: 'default',
};

/** The order the summary and the status filter list the statuses in: what needs a look first. */
export const STATUS_ORDER = [
  DayStatus.NORMAL,
  DayStatus.LATE,
  DayStatus.EARLY,
  DayStatus.ABSENT,
  DayStatus.ABNORMAL,
  DayStatus.LEAVE,
  DayStatus.TRIP,
  DayStatus.UNSCHEDULED,
  DayStatus.REST,
] as const;

export const statusOptions = STATUS_ORDER.map((status) => ({ value: status, label: dayStatusLabel[status]! }));

/**
 * Statuses the clock-ins still to come may change: while a day's clock-in window is open a missing
 * clock-in is not yet missed, so 正常, 缺勤 and 异常 say only how the day stands so far.
 */
const PROVISIONAL: ReadonlySet<number> = new Set([DayStatus.NORMAL, DayStatus.ABSENT, DayStatus.ABNORMAL]);

export interface StatusView {
  label: string;
  color: string;
  /** The day is not over: the label is how it stands so far. */
  pending: boolean;
}

/** How a teacher's day shows: its status, or 进行中 / 待打卡 while its clock-ins are still to come. */
export function statusView(day: { status: number; statusName: string; settled: boolean; clockIns: readonly unknown[] }): StatusView {
  if (!day.settled && PROVISIONAL.has(day.status)) {
    return day.clockIns.length > 0 ? { label: '进行中', color: 'processing', pending: true } : { label: '待打卡', color: 'default', pending: true };
  }
  return { label: day.statusName || dayStatusLabel[day.status] || '未知', color: STATUS_COLOR[day.status] ?? 'default', pending: false };
}

/**
 * A status's name on the day's summary: 正常 counts the days that are fine so far, which on a day
 * not over reads 进行中 (today) or 待打卡 (a day ahead), as its rows do.
 */
export function summaryLabel(status: number, statusName: string | undefined, date: string, today: string): string {
  if (status === DayStatus.NORMAL && date >= today) return date === today ? '进行中' : '待打卡';
  return statusName ?? dayStatusLabel[status] ?? '未知';
}

/** 迟到12分钟 早退5分钟, or nothing on time. */
export function lateEarlyText(day: { lateMinutes: number; earlyMinutes: number }): string {
  return [day.lateMinutes > 0 ? `迟到${day.lateMinutes}分钟` : '', day.earlyMinutes > 0 ? `早退${day.earlyMinutes}分钟` : ''].filter(Boolean).join(' ');
}

/** The first and last day of a month, as the calls take them. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const start = dayjs(`${month}-01`);
  return { startDate: start.format(DATE_FORMAT), endDate: start.endOf('month').format(DATE_FORMAT) };
}

/**
 * A month as the calendar lays it out: weeks from 周一 to 周日, each a date or null for the days
 * of the months around it.
 */
export function calendarWeeks(month: string): (string | null)[][] {
  const start = dayjs(`${month}-01`);
  // dayjs counts 周日 as 0: 周一 is the first column.
  const leading = (start.day() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(leading).fill(null)];
  for (let day = 0; day < start.daysInMonth(); day += 1) cells.push(start.add(day, 'day').format(DATE_FORMAT));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** A leave's or a trip's span as the form holds it: two days, each with its half. */
export interface HalfDaySpan {
  startDate: string;
  startHalf: number;
  endDate: string;
  endHalf: number;
}

/**
 * What the record calls take for a span. A leave type taken only by whole days runs from the first
 * day's 上午 to the last day's 下午, whatever halves the form held before the type was chosen.
 */
export function spanInput(span: HalfDaySpan, byHalfDays: boolean): HalfDaySpan {
  return byHalfDays ? span : { ...span, startHalf: HalfDay.AM, endHalf: HalfDay.PM };
}

/** Why a span cannot be saved (its end before its start), as the server would say; undefined when it can. */
export function spanProblem(span: HalfDaySpan): string | undefined {
  const inOrder = span.startDate < span.endDate || (span.startDate === span.endDate && span.startHalf <= span.endHalf);
  return inOrder ? undefined : '结束时间不能早于开始时间';
}

/** Minutes from one clock time to the next; at or before the start, the end is on the next day. */
export function overtimeMinutes(startTime: string, endTime: string): number {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = minutesOf(endTime) - minutesOf(startTime);
  return span > 0 ? span : span + 24 * 60;
}

/** 2.5小时, 次日 when the overtime ends after midnight. */
export function overtimeText(startTime: string, endTime: string): string {
  const minutes = overtimeMinutes(startTime, endTime);
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${endTime <= startTime ? `至次日${endTime}，` : ''}共${hours}小时`;
}

/** How the statistics screen picks its days: a calendar month, or any range. */
export type PeriodKind = 'month' | 'custom';

/** The days the statistics cover: the month's, or the custom range once both ends are chosen. */
export function periodRange(kind: PeriodKind, month: string, custom: readonly [string, string] | null): { startDate: string; endDate: string } {
  return kind === 'custom' && custom ? { startDate: custom[0], endDate: custom[1] } : monthRange(month);
}

/**
 * A clock-in's time of day on its day's row: 08:02, or 次日06:01 for a night shift's clock-out
 * after midnight. Takes the time as the call writes it, bare (08:02) or with its date.
 */
export function clockInText(time: string, date: string): string {
  const dated = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(time);
  if (!dated) return time.slice(0, 5);
  const [, day, clock] = dated;
  return day === date ? clock! : `${day! > date ? '次日' : '前日'}${clock}`;
}
