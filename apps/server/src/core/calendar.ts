import { DateRangeType, MAX_RANGE_DAYS, type DateRangeQuery } from '@yuanwu/shared';
import { invalidParams } from './errors.js';

const DAY_MS = 24 * 3600 * 1000;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** 近一周 and 近一月 end today and count today in. */
const PRESET_DAYS: Record<number, number> = { [DateRangeType.TODAY]: 1, [DateRangeType.WEEK]: 7, [DateRangeType.MONTH]: 30 };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);
export const weekdayName = (date: string) => WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** A day as a week's column header, the console's short form: 周一 11-23. */
export const weekdayHeader = (date: string) => `${weekdayName(date)} ${date.slice(5)}`;
/** A span of days as the console writes it: 2026-11-23 至 2026-11-29. */
export const rangeText = (range: DateRange) => `${range.startDate} 至 ${range.endDate}`;
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** An ISO instant at a China wall-clock time of a date (UTC+8, no daylight saving); minutes may run past the hour (7:95 is 8:35). */
export const chinaTime = (date: string, hour: number, minute: number) => new Date(Date.parse(`${date}T00:00:00+08:00`) + (hour * 60 + minute) * 60_000).toISOString();
/** The ISO instant a school date begins in China: for comparing creation times. */
export const chinaDayStart = (date: string) => chinaTime(date, 0, 0);

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Creation times are ISO instants: a period is [from, until) between the instants its days begin. */
export interface Period {
  from: string;
  until: string;
}

/** The instants a range of school dates spans, its last day included. */
export const periodOf = (range: DateRange): Period => ({ from: chinaDayStart(range.startDate), until: chinaDayStart(addDays(range.endDate, 1)) });

/**
 * The dates a statistic covers: a preset ending today, or the custom dates with the future cut off
 * (nothing is recorded there yet).
 */
export function resolveRange(query: DateRangeQuery, today: string): DateRange {
  const custom = query.dateType === DateRangeType.CUSTOM || (query.dateType === undefined && query.startDate && query.endDate);
  if (!custom) {
    const days = PRESET_DAYS[query.dateType ?? DateRangeType.WEEK]!;
    return { startDate: addDays(today, 1 - days), endDate: today };
  }
  const { startDate, endDate } = query as Required<DateRange>;
  if (startDate > today) throw invalidParams('开始日期不能晚于今天');
  if (dayNumber(endDate) - dayNumber(startDate) + 1 > MAX_RANGE_DAYS) throw invalidParams('统计范围最长一年');
  return { startDate, endDate: endDate > today ? today : endDate };
}

export interface SchoolCalendar extends DateRange {
  /** The school days of the range, in order. */
  schoolDays: string[];
  /** Why a date is not a school day (周六, 国庆节), or null when it is one. */
  closedReason(date: string): string | null;
}

/** A day a school is closed for, beyond weekends (a holiday). */
export interface Closure {
  name: string;
  startDate: string;
  endDate: string;
}

/** The range's weekdays that no closure covers, and why each other day is not a school day. */
export function calendarOf(range: DateRange, closures: readonly Closure[]): SchoolCalendar {
  const closedReason = (date: string) => {
    const closure = closures.find((candidate) => candidate.startDate <= date && date <= candidate.endDate);
    if (closure) return closure.name;
    return isWeekend(date) ? weekdayName(date) : null;
  };
  const schoolDays: string[] = [];
  for (let day = dayNumber(range.startDate); day <= dayNumber(range.endDate); day += 1) {
    if (closedReason(dateOf(day)) === null) schoolDays.push(dateOf(day));
  }
  return { ...range, schoolDays, closedReason };
}

/** How many of `schoolDays` (sorted) fall in [from, until): a child's days in a class. */
export function schoolDaysWithin(schoolDays: string[], from: string, until: string | null): number {
  return schoolDays.filter((date) => date >= from && (until === null || date < until)).length;
}
