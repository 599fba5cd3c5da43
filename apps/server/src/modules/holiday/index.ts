import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedHolidays } from './holiday.demo.js';
import { holidayHandlers } from './holiday.handlers.js';
import { holidayService } from './holiday.service.js';

/** 假期设置: a school's holidays, and the school days they leave, which every module counting school days reads. */
export const holidayModule = defineModule({
  tables: { holiday: 'school' },
  create: ({ clock }: CoreDeps) => ({ holidays: holidayService({ clock }) }),
  handlers: ({ holidays }) => [holidayHandlers(holidays)],
  demo: seedHolidays,
});

export { schoolCalendar, staffCalendar } from './school-calendar.js';
export type * from './holiday.table.js';
