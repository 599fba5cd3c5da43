import { byClass, defineModule, type CoreDeps } from '../../core/module.js';
import { seedEpidemicControl } from './epidemic.demo.js';
import { epidemicHandlers } from './epidemic.handlers.js';
import { epidemicService } from './epidemic.service.js';

/**
 * 防疫活动: epidemic-control measures for chosen classes over a range of days, and each class's record
 * of each day; the class links, records and children found carry their class for the data scopes.
 */
export const epidemicModule = defineModule({
  tables: { epidemicActivity: 'school', epidemicActivityClass: byClass, epidemicRecord: byClass, epidemicRecordChild: byClass },
  create: ({ clock }: CoreDeps) => ({ epidemic: epidemicService({ clock }) }),
  handlers: ({ epidemic }) => [epidemicHandlers(epidemic)],
  demo: seedEpidemicControl,
});

export type * from './epidemic.table.js';
