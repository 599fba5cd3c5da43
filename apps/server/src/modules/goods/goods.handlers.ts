import { goodsEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { GoodsService } from './goods.service.js';

export const goodsHandlers = (goods: GoodsService) =>
  handlersFor(goodsEndpoints, {
    getGoodList: (input, { db }) => goods.list(db, input),
    getGoodAmount: (_input, { db }) => goods.amounts(db),
  });
