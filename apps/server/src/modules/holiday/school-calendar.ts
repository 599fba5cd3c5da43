import { calendarOf, type DateRange, type SchoolCalendar } from '../../core/calendar.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { holidaysBetween } from './holiday.repository.js';

/** Holidays for 全部 (0) and for 学生 (2) close the school to children; 教师 (1) ones do not. */
const CHILD_HOLIDAY_USER_TYPES = new Set([0, 2]);

/** Weekdays that no children's holiday covers: the days a child is expected at school. */
export async function schoolCalendar(db: SchoolDb, range: DateRange): Promise<SchoolCalendar> {
  const holidays = (await holidaysBetween(db, range.startDate, range.endDate)).filter((holiday) => CHILD_HOLIDAY_USER_TYPES.has(holiday.userType));
  return calendarOf(range, holidays);
}
