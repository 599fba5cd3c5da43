import { seededRandom } from '../../core/demo-random.js';
import { byChild, byClass, type CoreDeps, defineModule } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import { seedHomework, seedHomeworkSigns } from './homework.demo.js';
import { homeworkHandlers, homeworkStatisticsHandlers } from './homework.handlers.js';
import { homeworkService } from './homework.service.js';

/** Homework the teacher app gives a class's families, the families' sign-offs, and its statistics (作业统计). */
export const homeworkModule = defineModule({
  tables: { homework: byClass, homeworkAttachment: 'school', homeworkSign: byChild },
  create: ({ clock, files }: CoreDeps & { files: FileService }) => ({ homework: homeworkService({ clock, files }) }),
  handlers: ({ homework }) => [homeworkHandlers(homework), homeworkStatisticsHandlers(homework)],
  demo: async (db, plan) => {
    await seedHomework(db, { days: await plan.schoolDays(), random: seededRandom(plan.seed + 2), now: plan.now });
    await seedHomeworkSigns(db, { random: seededRandom(plan.seed + 39), now: plan.now });
  },
});

export type { HomeworkService } from './homework.service.js';
export type * from './homework.table.js';
