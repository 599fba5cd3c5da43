import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import type { ReadReceiptService } from '../read-receipt/index.js';
import { seedNotices } from './notice.demo.js';
import { noticeHandlers } from './notice.handlers.js';
import { noticeService } from './notice.service.js';

/**
 * 通知动态: the school's notices to families and staff, with who has read them. A notice's classes are
 * its audience rather than a class's records: a class-scoped reader sees a notice naming their class
 * and others, and may change it only if it names none beyond their reach, which the service decides
 * from all its classes. So these tables are the school's, and the service applies the data scope.
 */
export const noticeModule = defineModule({
  tables: { notice: 'school', noticeGrade: 'school', noticeClass: 'school', noticeFile: 'school', noticeEdit: 'school' },
  create: ({ clock, readReceipts }: CoreDeps & { readReceipts: ReadReceiptService }) => ({ notices: noticeService({ clock, readReceipts }) }),
  handlers: ({ notices }) => [noticeHandlers(notices)],
  demo: (db, plan) => seedNotices(db, { ...plan, random: seededRandom(plan.seed + 19) }),
});

export { NOTICE_TARGET } from './notice.service.js';
export type * from './notice.table.js';
