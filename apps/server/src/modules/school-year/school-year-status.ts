import { SchoolYearStatus } from '@yuanwu/shared';

/**
 * "About to expire" (即将到期): the year is under way and ends within this many days, time for
 * the school to set up the next year and its promotion (升班).
 */
export const ABOUT_TO_EXPIRE_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** A school year's status, derived from its dates (YYYY-MM-DD, both inclusive) and today's date. */
export function schoolYearStatus(year: { startDate: string; endDate: string }, today: string): number {
  if (today < year.startDate) return SchoolYearStatus.NOT_STARTED;
  if (today > year.endDate) return SchoolYearStatus.ENDED;
  const daysLeft = (Date.parse(year.endDate) - Date.parse(today)) / DAY_MS;
  return daysLeft < ABOUT_TO_EXPIRE_DAYS ? SchoolYearStatus.ABOUT_TO_EXPIRE : SchoolYearStatus.NORMAL;
}
