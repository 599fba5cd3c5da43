import { byClass, defineModule, type CoreDeps } from '../../core/module.js';
import type { CommentService } from '../comment/index.js';
import type { FileService } from '../files/index.js';
import { seedClassDynamics } from './class-dynamic.demo.js';
import { classDynamicHandlers } from './class-dynamic.handlers.js';
import { classDynamicService } from './class-dynamic.service.js';

/**
 * 班级动态: classes' posts, albums and media, the school's moderation of the posts and its choice
 * whether to check them; families' likes and comments on them are kept by the comment module.
 */
export const classDynamicModule = defineModule({
  tables: { classDynamic: byClass, classAlbum: byClass, classMedia: byClass, classDynamicSetting: 'school' },
  create: ({ clock, comments, files }: CoreDeps & { comments: CommentService; files: FileService }) => ({ classDynamics: classDynamicService({ clock, comments, files }) }),
  handlers: ({ classDynamics }) => [classDynamicHandlers(classDynamics)],
  demo: async (db, plan) => seedClassDynamics(db, { days: await plan.schoolDays(), random: plan.random, now: plan.now }),
});

export { mediaSeenByFamilies } from './class-dynamic.repository.js';
export { InteractionTarget } from './class-dynamic.table.js';
export type * from './class-dynamic.table.js';
