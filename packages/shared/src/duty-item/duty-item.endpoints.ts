import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddDutyItemInput,
  DefaultDutyItemsUsed,
  DutyItemIdInput,
  DutyItemListInput,
  DutyItemRow,
  SavedDutyItem,
  UpdateDutyItemInput,
} from './duty-item.schemas.js';

const DUTY = 'SafetyManage.DutyItem';
const D = '/api/DutyItem/' as const;

/** 安全卫生 > 值日事项 (legacy DutyItem): the school's list of daily duty checks. */
export const dutyItemEndpoints = {
  getDutyItemList: defineEndpoint({
    id: 'dutyItem.getDutyItemList',
    summary: '本园的值日事项（按类别筛选）',
    access: DUTY,
    legacy: { method: 'GET', path: `${D}GetDutyItemList` },
    input: DutyItemListInput,
    output: z.array(DutyItemRow),
  }),
  addDutyItem: defineEndpoint({
    id: 'dutyItem.addDutyItem',
    summary: '添加值日事项（名称在本园唯一）',
    access: DUTY,
    legacy: { method: 'POST', path: `${D}AddDutyItem` },
    input: AddDutyItemInput,
    output: SavedDutyItem,
    creates: 'dutyItemId',
  }),
  updateDutyItem: defineEndpoint({
    id: 'dutyItem.updateDutyItem',
    summary: '修改值日事项',
    access: DUTY,
    legacy: { method: 'POST', path: `${D}UpdateDutyItem` },
    input: UpdateDutyItemInput,
    output: Done,
  }),
  delDutyItem: defineEndpoint({
    id: 'dutyItem.delDutyItem',
    summary: '删除值日事项',
    access: DUTY,
    legacy: { method: 'POST', path: `${D}DelDutyItem` },
    input: DutyItemIdInput,
    output: Done,
  }),
  useDefaultDutyItem: defineEndpoint({
    id: 'dutyItem.useDefaultDutyItem',
    summary: '载入默认值日事项：只添加本园还没有的（按名称），都已存在时拒绝',
    access: DUTY,
    legacy: { method: 'POST', path: `${D}UseDefaultDutyItem` },
    input: z.object({}),
    output: DefaultDutyItemsUsed,
  }),
};
