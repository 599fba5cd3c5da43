import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import { AddHolidayInput, GroupIdInput, Holiday, HolidayYearInput, HolidayYears, SavedHoliday } from './holiday.schemas.js';

export const holidayEndpoints = {
  getHolidayYearList: defineEndpoint({
    id: 'holiday.getHolidayYearList',
    summary: '可选的年份：本年前后及已有假期的年份',
    access: 'BaseInfoManage.SetHoliday',
    java: { method: 'GET', path: '/javaApi/holiday/getYearList' },
    input: z.object({}),
    output: HolidayYears,
  }),
  getHolidayList: defineEndpoint({
    id: 'holiday.getHolidayList',
    summary: '一年的假期',
    access: 'BaseInfoManage.SetHoliday',
    java: { method: 'GET', path: '/javaApi/holiday/getHolidayList' },
    input: HolidayYearInput,
    output: z.array(Holiday),
  }),
  addHoliday: defineEndpoint({
    id: 'holiday.addHoliday',
    summary: '添加假期',
    access: 'BaseInfoManage.SetHoliday',
    java: { method: 'POST', path: '/javaApi/holiday/addHoliday' },
    input: AddHolidayInput,
    output: SavedHoliday,
    creates: 'groupId',
  }),
  delHoliday: defineEndpoint({
    id: 'holiday.delHoliday',
    summary: '按组删除假期',
    access: 'BaseInfoManage.SetHoliday',
    java: { method: 'POST', path: '/javaApi/holiday/delHolidayByGroupId' },
    input: GroupIdInput,
    output: Done,
  }),
};
