import { DateRangeType, MAX_RANGE_DAYS, type DateRangeQuery } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';
import { invalidParams } from '../../http/app-error.js';
import { holidaysBetween } from '../holiday/holiday.repository.js';

const DAY_MS = 24 * 3600 * 1000;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Holidays for 全部 (0) and for 学生 (2) close the school to children; 教师 (1) ones do not. */
const CHILD_HOLIDAY_USER_TYPES = new Set([0, 2]);
/** 近一周 and 近一月 end today and count today in. */
const PRESET_DAYS: Record<number, number> = { [DateRangeType.TODAY]: 1, [DateRangeType.WEEK]: 7, [DateRangeType.MONTH]: 30 };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);
export const weekdayName = (date: string) => WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The ISO instant a school date begins in China (UTC+8, no daylight saving): for comparing creation times. */
export const chinaDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`)).toISOString();

export interface DateRange {
  startDate: string;
  endDate: string;
}

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

/** Weekdays that no children's holiday covers: the days a child is expected at school. */
export async function schoolCalendar(db: SchoolDb, range: DateRange): Promise<SchoolCalendar> {
  const holidays = (await holidaysBetween(db, range.startDate, range.endDate)).filter((holiday) => CHILD_HOLIDAY_USER_TYPES.has(holiday.userType));
  const closedReason = (date: string) => {
    const holiday = holidays.find((candidate) => candidate.startDate <= date && date <= candidate.endDate);
    if (holiday) return holiday.name;
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
