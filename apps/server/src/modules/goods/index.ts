import { defineModule } from '../../core/module.js';
import { seedGoods } from './goods.demo.js';
import { goodsHandlers } from './goods.handlers.js';
import { goodsService } from './goods.service.js';

/** The school's goods (Good4): what it sells families, listed and summed, read-only. */
export const goodsModule = defineModule({
  tables: { good: 'school' },
  create: () => ({ goods: goodsService() }),
  handlers: ({ goods }) => [goodsHandlers(goods)],
  demo: seedGoods,
});

export type * from './goods.table.js';
