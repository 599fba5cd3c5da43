import { type CoreDeps, defineModule } from '../../core/module.js';
import { recordStaticsHandlers } from './record-statics.handlers.js';
import { recordStaticsService } from './record-statics.service.js';

/**
 * 教学评价 > 记录统计: counts of the growth records and observations teachers keep of children (the
 * child-growth module's, read through its door), by field, grade, class and teacher. No tables of its own.
 */
export const recordStaticsModule = defineModule({
  tables: {},
  create: ({ clock }: CoreDeps) => ({ recordStatics: recordStaticsService({ clock }) }),
  handlers: ({ recordStatics }) => [recordStaticsHandlers(recordStatics)],
});
