import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedDutyItems } from './duty-item.demo.js';
import { dutyItemHandlers } from './duty-item.handlers.js';
import { dutyItemService } from './duty-item.service.js';

/** 值日事项: the school's list of daily duty checks (安全卫生). */
export const dutyItemModule = defineModule({
  tables: { dutyItem: 'school' },
  create: ({ clock }: CoreDeps) => ({ dutyItems: dutyItemService({ clock }) }),
  handlers: ({ dutyItems }) => [dutyItemHandlers(dutyItems)],
  demo: seedDutyItems,
});

export type * from './duty-item.table.js';
