import { defineModule, type CoreDeps } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import { seedDrawbooks } from './drawbook.demo.js';
import { drawbookHandlers } from './drawbook.handlers.js';
import { drawbookService } from './drawbook.service.js';

/** 绘本: the school's picture books, each for a grade level, with a cover and pages of kind DrawBook. */
export const drawbookModule = defineModule({
  tables: { drawbook: 'school', drawbookPage: 'school' },
  create: ({ clock, files }: CoreDeps & { files: FileService }) => ({ drawbooks: drawbookService({ clock, files }) }),
  handlers: ({ drawbooks }) => [drawbookHandlers(drawbooks)],
  demo: seedDrawbooks,
});

export type * from './drawbook.table.js';
