import { byChild, byClass, type CoreDeps, defineModule } from '../../core/module.js';
import type { CommentService } from '../comment/index.js';
import type { FileService } from '../files/index.js';
import { seedWorkbooks } from './workbook.demo.js';
import { workbookHandlers } from './workbook.handlers.js';
import { workbookService } from './workbook.service.js';

/** 作品集: children's works, gathered in workbooks, with the school's statistics, excellent works and comments. */
export const workbookModule = defineModule({
  tables: { workbook: byClass, workbookFile: byChild },
  create: ({ clock, comments, files }: CoreDeps & { comments: CommentService; files: FileService }) => ({ workbooks: workbookService({ clock, comments, files }) }),
  handlers: ({ workbooks }) => [workbookHandlers(workbooks)],
  demo: async (db, plan) => seedWorkbooks(db, { days: await plan.schoolDays(), random: plan.random, now: plan.now }),
});

export type * from './workbook.table.js';
