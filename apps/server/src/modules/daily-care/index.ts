import { seededRandom } from '../../core/demo-random.js';
import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedDailyCare } from './daily-care.demo.js';
import { dailyCareHandlers } from './daily-care.handlers.js';
import { dailyCareService } from './daily-care.service.js';
import { dailyCareExports } from './daily-care.xlsx.js';

/** 饮水进餐: a class's day of drinking and eating, its settings and exports. */
export const dailyCareModule = defineModule({
  tables: { dailyCare: byClass, dailyCareSetting: 'school' },
  create: ({ clock }: CoreDeps) => {
    const dailyCare = dailyCareService({ clock });
    return { dailyCare, dailyCareFiles: dailyCareExports({ clock, care: dailyCare }) };
  },
  handlers: ({ dailyCare, dailyCareFiles }) => [dailyCareHandlers(dailyCare, dailyCareFiles)],
  demo: async (db, plan) => seedDailyCare(db, { days: await plan.schoolDays(), random: seededRandom(plan.seed + 15), now: plan.now }),
});

export type * from './daily-care.table.js';
