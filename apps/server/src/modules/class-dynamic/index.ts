import { byClass, defineModule } from '../../core/module.js';
import { seedClassDynamics } from './class-dynamic.demo.js';
import { classDynamicHandlers } from './class-dynamic.handlers.js';
import { classDynamicService } from './class-dynamic.service.js';

/** 班级动态: classes' posts, albums and media; families' likes and comments on them are kept by the comment module. */
export const classDynamicModule = defineModule({
  tables: { classDynamic: byClass, classAlbum: byClass, classMedia: byClass },
  create: () => ({ classDynamics: classDynamicService() }),
  handlers: ({ classDynamics }) => [classDynamicHandlers(classDynamics)],
  demo: async (db, plan) => seedClassDynamics(db, { days: await plan.schoolDays(), random: plan.random, now: plan.now }),
});

export type * from './class-dynamic.table.js';
