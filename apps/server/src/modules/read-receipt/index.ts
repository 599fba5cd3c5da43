import { defineModule, type CoreDeps } from '../../core/module.js';
import { readReceiptService } from './read-receipt.service.js';

/** 已读回执: who opened a notice or an article, for the modules whose content is read (no calls of its own). */
export const readReceiptModule = defineModule({
  tables: { readReceipt: 'school' },
  create: ({ clock }: CoreDeps) => ({ readReceipts: readReceiptService({ clock }) }),
  handlers: () => [],
});

export type { Reader, ReadTarget } from './read-receipt.repository.js';
export type { ReadReceiptService } from './read-receipt.service.js';
export type * from './read-receipt.table.js';
export { ReaderType } from './read-receipt.table.js';
export { seedReads } from './read-receipt.demo.js';
