import { holidayEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { HolidayService } from './holiday.service.js';

export const holidayHandlers = (holidays: HolidayService) =>
  handlersFor(holidayEndpoints, {
    getHolidayYearList: (_input, { db }) => holidays.years(db),
    getHolidayList: (input, { db }) => holidays.list(db, input.year),
    addHoliday: (input, { db }) => holidays.add(db, input),
    delHoliday: (input, { db }) => holidays.remove(db, input.groupId),
  });
