import { StaffDayKind, WorkLoopType, type ShiftInput } from '@yuanwu/shared';
import { addDays, weekdayName, type DateRange } from '../../core/calendar.js';
import { invalidParams } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { staffCalendar } from '../holiday/index.js';
import { officialHoliday } from './official-calendar.js';

/**
 * The pure rules of shifts and schedules: a shift's periods in minutes of its day, what a date is
 * for staff (China's official holidays and 调休 days, the school's holidays), and which shift a
 * group's loop plans for a date.
 */

const DAY_MINUTES = 1440;
const DAY_MS = 24 * 3600 * 1000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (value: number) => String(value).padStart(2, '0');
export const clockTextOf = (minute: number) => `${pad(Math.floor((minute % DAY_MINUTES) / 60))}:${pad(minute % 60)}`;

export interface PeriodMinutes {
  seq: number;
  startMinute: number;
  endMinute: number;
  signInBefore: number;
  signOutAfter: number;
}

/**
 * The periods on the day's minute line: a time at or before the one before it falls on the next
 * day (a night shift ends after midnight). The whole shift lasts at most 24 hours and its clock-in
 * windows do not overlap, so that every clock-in belongs to one period.
 */
export function periodMinutes(periods: ShiftInput['periods']): PeriodMinutes[] {
  const result: PeriodMinutes[] = [];
  let floor = 0;
  periods.forEach((period, index) => {
    let startMinute = minutesOf(period.startTime) + Math.floor(floor / DAY_MINUTES) * DAY_MINUTES;
    if (startMinute < floor) startMinute += DAY_MINUTES;
    let endMinute = minutesOf(period.endTime) + Math.floor(startMinute / DAY_MINUTES) * DAY_MINUTES;
    if (endMinute <= startMinute) endMinute += DAY_MINUTES;
    if (endMinute - (result[0]?.startMinute ?? startMinute) > DAY_MINUTES) throw invalidParams('一个班次从第一次上班到最后一次下班不能超过24小时', `periods.${index}.endTime`);
    const previous = result.at(-1);
    if (previous && previous.endMinute + previous.signOutAfter > startMinute - period.signInBefore) {
      throw invalidParams('与上一时段的打卡时间重叠，请缩短打卡时间范围', `periods.${index}.signInBefore`);
    }
    result.push({ seq: index + 1, startMinute, endMinute, signInBefore: period.signInBefore, signOutAfter: period.signOutAfter });
    floor = endMinute;
  });
  return result;
}

export const workMinutesOf = (periods: readonly { startMinute: number; endMinute: number }[]) =>
  periods.reduce((sum, period) => sum + period.endMinute - period.startMinute, 0);

/** 08:00-12:00 14:00-17:30; a next day's time reads 次日06:00. */
export const timeTextOf = (periods: readonly { startMinute: number; endMinute: number }[]) =>
  periods
    .map((period) => {
      const at = (minute: number) => `${minute >= DAY_MINUTES ? '次日' : ''}${clockTextOf(minute)}`;
      return `${at(period.startMinute)}-${at(period.endMinute)}`;
    })
    .join(' ');

/** ISO weekday: 1 周一 to 7 周日. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export interface StaffDay {
  date: string;
  weekday: number;
  /** StaffDayKind. */
  kind: number;
  /** The holiday's name, or 国庆节调休 on a make-up working weekend. */
  note: string | null;
}

/** Every date of the range as staff see it: the school's holidays first, then China's calendar. */
export async function staffDays(db: SchoolDb, range: DateRange): Promise<StaffDay[]> {
  const calendar = await staffCalendar(db, range);
  const days: StaffDay[] = [];
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    const weekend = weekday >= 6;
    const schoolReason = calendar.closedReason(date);
    const official = officialHoliday(date);
    let day: StaffDay = { date, weekday, kind: weekend ? StaffDayKind.WEEKEND : StaffDayKind.WORKDAY, note: null };
    if (schoolReason !== null && schoolReason !== weekdayName(date)) day = { ...day, kind: StaffDayKind.HOLIDAY, note: schoolReason };
    else if (official && !official.work) day = { ...day, kind: StaffDayKind.HOLIDAY, note: official.name };
    else if (official && weekend) day = { ...day, kind: StaffDayKind.MAKEUP, note: `${official.name}调休` };
    days.push(day);
  }
  return days;
}

export interface WorkLoop {
  loopType: number;
  loopStartDate: string | null;
  followHolidays: number;
  /** The shift of each loop day in order (周一 first by week), null for rest. */
  shiftIds: (number | null)[];
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The shift a loop plans for a day, or null for rest. Following holidays, a holiday rests and, by
 * week, a 调休 working weekend takes the shift of the loop's first working day.
 */
export function plannedShift(loop: WorkLoop, day: StaffDay): number | null {
  const follow = loop.followHolidays === 1;
  if (follow && day.kind === StaffDayKind.HOLIDAY) return null;
  if (loop.loopType === WorkLoopType.DAY) {
    const length = loop.shiftIds.length;
    const offset = daysBetween(loop.loopStartDate ?? day.date, day.date);
    return loop.shiftIds[((offset % length) + length) % length] ?? null;
  }
  if (follow && day.kind === StaffDayKind.MAKEUP) return loop.shiftIds.find((shiftId) => shiftId !== null) ?? null;
  return loop.shiftIds[day.weekday - 1] ?? null;
}

/** The first and last dates of a YYYY-MM month. */
export function monthRange(month: string): DateRange {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${pad(last)}` };
}

export const dayCountOf = (range: DateRange) => daysBetween(range.startDate, range.endDate) + 1;
