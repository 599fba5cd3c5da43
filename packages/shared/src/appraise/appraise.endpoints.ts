import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddAppraiseFieldInput,
  AddAppraiseInput,
  AppraiseDetail,
  AppraiseField,
  AppraiseFieldIdInput,
  AppraiseIdInput,
  AppraiseListInput,
  AppraisePage,
  AppraiseStatistics,
  AppraiseStatisticsInput,
  GuideTargetOption,
  AppraiseTargetSelectInput,
  IsExistsAppraise,
  IsExistsAppraiseInput,
  SavedAppraise,
  SavedAppraiseField,
  UpdateAppraiseFieldInput,
  UpdateAppraiseFieldOrderInput,
  UpdateAppraiseInput,
  UpdateAppraiseOrderInput,
} from './appraise.schemas.js';

const SETTING = 'TeachEvaluate.AppraiseSetting';
const APPRAISE = 'TeachEvaluate.TeachAppraise';
const A = '/api/TeachAppraise/' as const;

/**
 * 教学评价 (legacy TeachAppraise): the school's appraisal fields in their order (评价设置), and
 * appraisals of teachers' lessons and activities by field with guide targets (听课评价), with their
 * statistics per teacher and field.
 */
export const appraiseEndpoints = {
  getAppraiseFieldList: defineEndpoint({
    id: 'appraise.getAppraiseFieldList',
    summary: '本园的评价维度（按顺序）；评价设置与听课评价都读它',
    access: 'session',
    legacy: { method: 'GET', path: `${A}GetAppraiseFieldList` },
    input: z.object({}),
    output: z.array(AppraiseField),
  }),
  addAppraiseField: defineEndpoint({
    id: 'appraise.addAppraiseField',
    summary: '新增评价维度（排在最后，名称本园内不重复）',
    access: SETTING,
    legacy: { method: 'POST', path: `${A}AddAppraiseField` },
    input: AddAppraiseFieldInput,
    output: SavedAppraiseField,
    creates: 'fieldId',
  }),
  updateAppraiseField: defineEndpoint({
    id: 'appraise.updateAppraiseField',
    summary: '修改评价维度的名称与说明',
    access: SETTING,
    legacy: { method: 'POST', path: `${A}UpdateAppraiseField` },
    input: UpdateAppraiseFieldInput,
    output: Done,
  }),
  delAppraiseField: defineEndpoint({
    id: 'appraise.delAppraiseField',
    summary: '删除评价维度（已有评价用到的不能删除）',
    access: SETTING,
    legacy: { method: 'POST', path: `${A}DelAppraiseField` },
    input: AppraiseFieldIdInput,
    output: Done,
  }),
  updateAppraiseFieldOrder: defineEndpoint({
    id: 'appraise.updateAppraiseFieldOrder',
    summary: '设置全部评价维度的顺序（拖动排序后保存）',
    access: SETTING,
    legacy: { method: 'POST', path: `${A}UpdateAppraiseFieldOrder` },
    input: UpdateAppraiseFieldOrderInput,
    output: Done,
  }),
  updateAppraiseOrder: defineEndpoint({
    id: 'appraise.updateAppraiseOrder',
    summary: '把一个评价维度移到第几位（其余维度顺延）',
    access: SETTING,
    legacy: { method: 'POST', path: `${A}UpdateAppraiseOrder` },
    input: UpdateAppraiseOrderInput,
    output: Done,
  }),
  getGuideTargetListForSelect: defineEndpoint({
    id: 'appraise.getGuideTargetListForSelect',
    summary: '《3-6岁儿童学习与发展指南》的目标（可按领域），评价时选择',
    access: APPRAISE,
    legacy: { method: 'GET', path: `${A}GetGuideTargetListForSelect` },
    input: AppraiseTargetSelectInput,
    output: z.array(GuideTargetOption),
  }),
  getIsExistsAppraise: defineEndpoint({
    id: 'appraise.getIsExistsAppraise',
    summary: '我是否已评价过这位教师这一天的这个活动（同一评价人对同一活动只评一次）',
    access: APPRAISE,
    legacy: { method: 'GET', path: `${A}GetIsExistsAppraise` },
    input: IsExistsAppraiseInput,
    output: IsExistsAppraise,
  }),
  addAppraise: defineEndpoint({
    id: 'appraise.addAppraise',
    summary: '评价教师的一次集体教学或活动：各维度评分与评语、指南目标、总评',
    access: APPRAISE,
    legacy: { method: 'POST', path: `${A}AddAppraise` },
    input: AddAppraiseInput,
    output: SavedAppraise,
    creates: 'appraiseId',
  }),
  getAppraiseList: defineEndpoint({
    id: 'appraise.getAppraiseList',
    summary: '评价记录（学年或日期范围，可按教师、评价人、类型、活动名称筛选）',
    access: APPRAISE,
    legacy: { method: 'GET', path: `${A}GetAppraiseList` },
    input: AppraiseListInput,
    output: AppraisePage,
  }),
  getAppraiseForUpdate: defineEndpoint({
    id: 'appraise.getAppraiseForUpdate',
    summary: '一条评价的详情（编辑用）',
    access: APPRAISE,
    legacy: { method: 'GET', path: `${A}GetAppraiseForUpdate` },
    input: AppraiseIdInput,
    output: AppraiseDetail,
  }),
  updateAppraise: defineEndpoint({
    id: 'appraise.updateAppraise',
    summary: '修改评价（评价人本人，或有评价设置权限的角色）',
    access: APPRAISE,
    legacy: { method: 'POST', path: `${A}UpdateAppraise` },
    input: UpdateAppraiseInput,
    output: Done,
  }),
  delAppraise: defineEndpoint({
    id: 'appraise.delAppraise',
    summary: '删除评价（评价人本人，或有评价设置权限的角色）',
    access: APPRAISE,
    legacy: { method: 'POST', path: `${A}DelAppraise` },
    input: AppraiseIdInput,
    output: Done,
  }),
  getAppraiseStatisticsList: defineEndpoint({
    id: 'appraise.getAppraiseStatisticsList',
    summary: '评价统计：每位教师的评价次数、平均分及各维度平均分（学年或日期范围）',
    access: APPRAISE,
    legacy: { method: 'GET', path: `${A}GetAppraiseStatisticsList` },
    input: AppraiseStatisticsInput,
    output: AppraiseStatistics,
  }),
};
