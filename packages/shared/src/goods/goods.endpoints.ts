import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { GoodAmount, GoodList, GoodListInput } from './goods.schemas.js';

const L = '/api/Good4/' as const;

/**
 * The school's goods (园服, 接送卡, 床品 ... that families pay for), read-only as the seed gives them:
 * the list and the amounts. Read by whoever keeps the school's information.
 */
export const goodsEndpoints = {
  getGoodList: defineEndpoint({
    id: 'goods.getGoodList',
    summary: '本园商品列表（按类别、名称筛选，分页）',
    access: 'Setting.SchoolInfo',
    legacy: { method: 'GET', path: `${L}GetGoodList` },
    input: GoodListInput,
    output: GoodList,
  }),
  getGoodAmount: defineEndpoint({
    id: 'goods.getGoodAmount',
    summary: '本园商品数量、在售数、库存及库存金额（按类别）',
    access: 'Setting.SchoolInfo',
    legacy: { method: 'GET', path: `${L}GetGoodAmount` },
    input: z.object({}),
    output: GoodAmount,
  }),
};
