import { z } from 'zod';
import { nameText } from '../fields.js';
import { id, int, isoDate } from '../endpoint.js';

/** Who a holiday applies to: 0 全部, 1 教师, 2 学生. */
export const holidayUserTypeLabel: Record<number, string> = { 0: '全部', 1: '教师', 2: '学生' };

export const HolidayYearInput = z.object({ year: int(2000, 2100) });
export const HolidayYears = z.array(z.number().int());
export const Holiday = z.object({
  /** A holiday is a group of consecutive days, deleted together by this id. */
  groupId: z.number().int(),
  holidayName: z.string(),
  userType: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  dayCount: z.number().int(),
});
export const AddHolidayInput = z.object({
  holidayName: nameText('假期名称', 30),
  userType: int(0, 2, '适用对象为全部、教师或学生').default(0),
  startDate: isoDate(),
  endDate: isoDate(),
});
export const GroupIdInput = z.object({ groupId: id() });
export const SavedHoliday = z.object({ groupId: z.number().int() });
