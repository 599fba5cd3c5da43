import { seededRandom } from '../../core/demo-random.js';
import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedHomework } from './homework.demo.js';
import { homeworkHandlers } from './homework.handlers.js';
import { homeworkService } from './homework.service.js';

/** Homework the teacher app gives a class's families. */
export const homeworkModule = defineModule({
  tables: { homework: byClass, homeworkAttachment: 'school' },
  create: ({ clock }: CoreDeps) => ({ homework: homeworkService({ clock }) }),
  handlers: ({ homework }) => [homeworkHandlers(homework)],
  demo: async (db, plan) => seedHomework(db, { days: await plan.schoolDays(), random: seededRandom(plan.seed + 2), now: plan.now }),
});

export type * from './homework.table.js';
