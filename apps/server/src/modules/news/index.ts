import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import type { CommentService } from '../comment/index.js';
import type { ReadReceiptService } from '../read-receipt/index.js';
import { seedNews } from './news.demo.js';
import { commentHandlers, newsHandlers } from './news.handlers.js';
import { newsService } from './news.service.js';

/** 园所新闻: a school's articles with their audience, pins, previews, read receipts and comments. */
export const newsModule = defineModule({
  tables: { news: 'school', newsSchool: 'school' },
  create: ({ db, schoolDb, clock, readReceipts, comments }: CoreDeps & { readReceipts: ReadReceiptService; comments: CommentService }) => ({
    news: newsService({ db, schoolDb, clock, readReceipts, comments }),
  }),
  handlers: ({ news }) => [newsHandlers(news), commentHandlers(news)],
  demo: (db, plan) => seedNews(db, { ...plan, random: seededRandom(plan.seed + 20) }),
});

export { NEWS_TARGET } from './news.table.js';
export { articleColumns } from './news.repository.js';
export type * from './news.table.js';
