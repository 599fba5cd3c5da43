import { calendarOf, type DateRange, type SchoolCalendar } from '../../core/calendar.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { holidaysBetween } from './holiday.repository.js';

/** Holidays for 全部 (0) and for 学生 (2) close the school to children; 教师 (1) ones do not. */
const CHILD_HOLIDAY_USER_TYPES = new Set([0, 2]);
/** Holidays for 全部 (0) and for 教师 (1) are the staff's days off; the children's own breaks are not. */
const STAFF_HOLIDAY_USER_TYPES = new Set([0, 1]);

async function calendarFor(db: SchoolDb, range: DateRange, userTypes: ReadonlySet<number>): Promise<SchoolCalendar> {
  const holidays = await holidaysBetween(db, range.startDate, range.endDate);
  return calendarOf(range, holidays.filter((holiday) => userTypes.has(holiday.userType)));
}

/** Weekdays that no children's holiday covers: the days a child is expected at school. */
export const schoolCalendar = (db: SchoolDb, range: DateRange) => calendarFor(db, range, CHILD_HOLIDAY_USER_TYPES);

/** Weekdays that no staff holiday covers: the days the staff work (寒假 for the children is not one of theirs). */
export const staffCalendar = (db: SchoolDb, range: DateRange) => calendarFor(db, range, STAFF_HOLIDAY_USER_TYPES);
