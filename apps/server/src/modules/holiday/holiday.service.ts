import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './holiday.repository.js';

const DAY_MS = 24 * 3600 * 1000;
const MAX_HOLIDAY_DAYS = 366;
const ALL_USERS = 0;

const dayCount = (startDate: string, endDate: string) => Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
/** 全部 (0) meets everyone; 教师 (1) and 学生 (2) only themselves. */
const sameUsers = (a: number, b: number) => a === ALL_USERS || b === ALL_USERS || a === b;

export function holidayService(deps: { clock: Clock }) {
  return {
    /** The years around this one, and every year that has holidays. */
    async years(db: SchoolDb) {
      const thisYear = Number(schoolDate(deps.clock.now()).slice(0, 4));
      const years = new Set([thisYear - 1, thisYear, thisYear + 1]);
      for (const row of await repository.holidayYears(db)) years.add(Number(row.startDate.slice(0, 4)));
      return [...years].sort((a, b) => a - b);
    },

    async list(db: SchoolDb, year: number) {
      const rows = await repository.holidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
      return rows.map((row) => ({
        groupId: row.id,
        holidayName: row.name,
        userType: row.userType,
        startDate: row.startDate,
        endDate: row.endDate,
        dayCount: dayCount(row.startDate, row.endDate),
      }));
    },

    async add(db: SchoolDb, input: { holidayName: string; userType: number; startDate: string; endDate: string }) {
      // Date refusals name a date field, so that the form shows them under 放假日期 rather than in a toast.
      if (input.startDate > input.endDate) throw invalidParams('假期的开始日期不能晚于结束日期', 'startDate');
      if (dayCount(input.startDate, input.endDate) > MAX_HOLIDAY_DAYS) throw invalidParams('一个假期最长一年', 'endDate');
      const clash = (await repository.holidaysBetween(db, input.startDate, input.endDate)).find((other) => sameUsers(other.userType, input.userType));
      if (clash) throw invalidParams(`与假期「${clash.name}」（${clash.startDate} 至 ${clash.endDate}）的日期重叠`, 'startDate');
      const groupId = await repository.insertHoliday(db, {
        name: input.holidayName,
        userType: input.userType,
        startDate: input.startDate,
        endDate: input.endDate,
        createdAt: iso(deps.clock.now()),
      });
      return { groupId };
    },

    async remove(db: SchoolDb, groupId: number) {
      if (!(await repository.deleteHoliday(db, groupId))) throw notFound('假期');
      return { success: true as const };
    },
  };
}

export type HolidayService = ReturnType<typeof holidayService>;
