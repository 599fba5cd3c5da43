import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  ActivitySafetyDetail,
  ActivitySafetyListInput,
  ActivitySafetyPage,
  AddActivitySafetyListInput,
  SafetyIdInput,
  SafetySchoolActivity,
  SafetySchoolActivityInput,
  SavedActivitySafetyList,
  UpdateActivitySafetyInput,
} from './activity-safety.schemas.js';

const SAFETY = 'SafetyManage.ActivitySafety';
const M = '/api/TeachManage4/' as const;

/**
 * 安全卫生 > 活动安全 (legacy TeachManage4): the safety plan of a school activity or a class activity,
 * its items and the people responsible, its material (kind SafetyEducation), and the check after it.
 */
export const activitySafetyEndpoints = {
  getActivitySafetyList: defineEndpoint({
    id: 'activitySafety.getActivitySafetyList',
    summary: '活动安全计划列表（按活动名称、类别、检查状态筛选，分页）',
    access: SAFETY,
    legacy: { method: 'GET', path: `${M}GetActivitySafetyList` },
    input: ActivitySafetyListInput,
    output: ActivitySafetyPage,
  }),
  getActivitySafetyDetailModel: defineEndpoint({
    id: 'activitySafety.getActivitySafetyDetailModel',
    summary: '活动安全计划详情：预案、安全事项、负责人、资料、活动后检查',
    access: SAFETY,
    legacy: { method: 'GET', path: `${M}GetActivitySafetyDetailModel` },
    input: SafetyIdInput,
    output: ActivitySafetyDetail,
  }),
  addActivitySafetyList: defineEndpoint({
    id: 'activitySafety.addActivitySafetyList',
    summary: '一次添加一条或多条活动安全计划（全部保存或全部不保存）',
    access: SAFETY,
    legacy: { method: 'POST', path: `${M}AddActivitySafetyList` },
    input: AddActivitySafetyListInput,
    output: SavedActivitySafetyList,
  }),
  updateActivitySafetyModel: defineEndpoint({
    id: 'activitySafety.updateActivitySafetyModel',
    summary: '修改活动安全计划，或登记活动后的检查（活动开始后）',
    access: SAFETY,
    legacy: { method: 'POST', path: `${M}updateActivitySafetyModel` },
    input: UpdateActivitySafetyInput,
    output: Done,
  }),
  delActivitySafetyModel: defineEndpoint({
    id: 'activitySafety.delActivitySafetyModel',
    summary: '删除活动安全计划',
    access: SAFETY,
    legacy: { method: 'POST', path: `${M}DelActivitySafetyModel` },
    input: SafetyIdInput,
    output: Done,
  }),
  getSchoolActivityListForSafety: defineEndpoint({
    id: 'activitySafety.getSchoolActivityListForSafety',
    summary: '可制定安全计划的园所活动（近30天以来及以后的）',
    access: SAFETY,
    legacy: { method: 'GET', path: `${M}GetSchoolActivityListForSafety` },
    input: SafetySchoolActivityInput,
    output: z.array(SafetySchoolActivity),
  }),
};
