import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  DeleteSchoolYearInput,
  PromotionInput,
  PromotionPreview,
  PromotionResult,
  SavedYear,
  SaveSchoolYearInput,
  SchoolYear,
  YearIdInput,
} from './school-year.schemas.js';
import { z } from 'zod';

export const schoolYearEndpoints = {
  getSchoolYearList: defineEndpoint({
    id: 'schoolYear.getSchoolYearList',
    summary: '学年列表（含学期与状态）',
    access: 'session',
    legacy: { method: 'GET', path: '/api/SchoolYear/GetSchoolYearList' },
    java: { method: 'GET', path: '/javaApi/schoolYear/getSchoolYearList' },
    input: z.object({}),
    output: z.array(SchoolYear),
  }),
  getSchoolYearInfo: defineEndpoint({
    id: 'schoolYear.getSchoolYearInfo',
    summary: '学年详情',
    access: 'session',
    legacy: { method: 'GET', path: '/api/SchoolYear/GetSchoolYearInfo' },
    java: { method: 'GET', path: '/javaApi/schoolYear/getSchoolYearInfo' },
    input: YearIdInput,
    output: SchoolYear,
  }),
  updateSchoolYearInfo: defineEndpoint({
    id: 'schoolYear.updateSchoolYearInfo',
    summary: '新增或修改学年及其学期',
    access: 'BaseInfoManage.YearManage',
    legacy: { method: 'POST', path: '/api/SchoolYear/UpdateSchoolYearInfo' },
    java: { method: 'POST', path: '/javaApi/schoolYear/updateSchoolYearInfo' },
    input: SaveSchoolYearInput,
    output: SavedYear,
    creates: 'yearId',
  }),
  delSchoolYear: defineEndpoint({
    id: 'schoolYear.delSchoolYear',
    summary: '删除学年（学年下没有班级时）',
    access: 'BaseInfoManage.YearManage',
    legacy: { method: 'POST', path: '/api/SchoolYear/DelSchoolYear' },
    java: { method: 'POST', path: '/javaApi/schoolYear/delSchoolYear' },
    input: DeleteSchoolYearInput,
    output: Done,
  }),
  getPromotionPreview: defineEndpoint({
    id: 'schoolYear.getPromotionPreview',
    summary: '升班预览：新学年的班级、升入的幼儿与毕业的幼儿',
    access: 'BaseInfoManage.YearManage',
    java: { method: 'POST', path: '/javaApi/schoolYear/getPromotionPreview' },
    readOnly: true,
    input: PromotionInput,
    output: PromotionPreview,
  }),
  promote: defineEndpoint({
    id: 'schoolYear.promote',
    summary: '升班：建新学年，班级升一级，幼儿随班升入，大班毕业',
    access: 'BaseInfoManage.YearManage',
    java: { method: 'POST', path: '/javaApi/schoolYear/promote' },
    input: PromotionInput,
    output: PromotionResult,
    creates: 'yearId',
  }),
  undoPromotion: defineEndpoint({
    id: 'schoolYear.undoPromotion',
    summary: '撤销升班（新学年还没有考勤时）',
    access: 'BaseInfoManage.YearManage',
    java: { method: 'POST', path: '/javaApi/schoolYear/undoPromotion' },
    input: YearIdInput,
    output: Done,
  }),
};
