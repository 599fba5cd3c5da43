import { ActivityKind } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';

/** What decides the days an activity meets on. */
export interface Scheduled {
  kind: number;
  startDate: string;
  endDate: string;
  weekday: number | null;
  startTime?: string | null;
  endTime?: string | null;
}

export interface Period {
  from: string;
  to: string;
}

/** 1 Monday to 7 Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The part of two periods both cover, or null when they do not meet. */
export function overlap(a: Period, b: Period): Period | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

/**
 * The days of `period` the activity meets on: each day of an event (a weekend open day too), and
 * a routine's weekday when the school is open (`isClosed` tells holidays and weekends).
 */
export function sessionDates(activity: Scheduled, period: Period, isClosed: (date: string) => boolean): string[] {
  const span = overlap({ from: activity.startDate, to: activity.endDate }, period);
  if (!span) return [];
  const dates: string[] = [];
  for (let date = span.from; date <= span.to; date = addDays(date, 1)) {
    if (activity.kind === ActivityKind.SCHOOL) dates.push(date);
    else if (isoWeekday(date) === activity.weekday && !isClosed(date)) dates.push(date);
  }
  return dates;
}

/** Whether two routines would take the same area at the same time on some day. */
export function routinesClash(a: Scheduled & { areaId: number | null }, b: Scheduled & { areaId: number | null }): boolean {
  if (a.areaId !== b.areaId || a.weekday !== b.weekday) return false;
  if (!overlap({ from: a.startDate, to: a.endDate }, { from: b.startDate, to: b.endDate })) return false;
  return Boolean(a.startTime && a.endTime && b.startTime && b.endTime && a.startTime < b.endTime && b.startTime < a.endTime);
}
