import { seededRandom } from '../../core/demo-random.js';
import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedCheckups } from './checkup.demo.js';
import { checkupHandlers } from './checkup.handlers.js';
import { checkupService } from './checkup.service.js';
import { checkupFiles } from './checkup.xlsx.js';

/** 幼儿体检: checkup templates, batches, records and their imports and exports. */
export const checkupModule = defineModule({
  tables: {
    checkupTemplate: 'school',
    checkupTemplateItem: 'school',
    checkupBatch: 'school',
    checkupBatchClass: byClass,
    checkupBatchItem: 'school',
    checkupRecord: byClass,
    checkupValue: 'school',
    checkupImport: 'school',
  },
  create: ({ clock }: CoreDeps) => {
    const checkup = checkupService({ clock });
    return { checkup, checkupFileService: checkupFiles({ clock, checkup }) };
  },
  handlers: ({ checkup, checkupFileService }) => [checkupHandlers(checkup, checkupFileService)],
  demo: (db, plan) => seedCheckups(db, { today: plan.today, now: plan.now, random: seededRandom(plan.seed + 11) }),
});

export type * from './checkup.table.js';
