import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddEpidemicActivityInput,
  EpidemicActivityDetail,
  EpidemicActivityIdInput,
  EpidemicActivityListInput,
  EpidemicActivityPage,
  EpidemicClassDetail,
  EpidemicClassDetailInput,
  EpidemicClassSummary,
  SavedEpidemicActivity,
  SavedEpidemicRecord,
  SaveEpidemicRecordInput,
  StudentEpidemicFinding,
  StudentEpidemicInput,
  UpdateEpidemicActivityInput,
} from './epidemic.schemas.js';

const EPIDEMIC = 'SafetyManage.EpidemicControl';
const E = '/api/EpidemicControl4/' as const;

/**
 * 安全卫生 > 防疫活动 (legacy EpidemicControl4): a measure over a date range for chosen classes, and
 * each class's record of each school day: who did it, what was found, the children with a symptom.
 */
export const epidemicEndpoints = {
  getEpidemicControlActivityList: defineEndpoint({
    id: 'epidemic.getEpidemicControlActivityList',
    summary: '防疫活动列表（按名称、措施类型、状态筛选，分页），含班级数、已记录的班级天数、发现症状的幼儿人次',
    access: EPIDEMIC,
    legacy: { method: 'GET', path: `${E}GetEpidemicControlActivityList` },
    input: EpidemicActivityListInput,
    output: EpidemicActivityPage,
  }),
  getEpidemicControlActivityDetail: defineEndpoint({
    id: 'epidemic.getEpidemicControlActivityDetail',
    summary: '防疫活动详情：措施、日期、要求与参加的班级',
    access: EPIDEMIC,
    legacy: { method: 'GET', path: `${E}GetEpidemicControlActivityDetail` },
    input: EpidemicActivityIdInput,
    output: EpidemicActivityDetail,
  }),
  getEpidemicControlActivityDetailList: defineEndpoint({
    id: 'epidemic.getEpidemicControlActivityDetailList',
    summary: '防疫活动各班的完成情况：应记录天数（到今天为止的上学日）、已记录天数、发现症状人次（数据范围内的班级）',
    access: EPIDEMIC,
    legacy: { method: 'GET', path: `${E}GetEpidemicControlActivityDetailList` },
    input: EpidemicActivityIdInput,
    output: z.array(EpidemicClassSummary),
  }),
  getEpidemicControlActivityClassDetailList: defineEndpoint({
    id: 'epidemic.getEpidemicControlActivityClassDetailList',
    summary: '一个班在防疫活动中每个上学日的记录：执行人、时间、检查情况、有症状的幼儿',
    access: EPIDEMIC,
    legacy: { method: 'GET', path: `${E}GetEpidemicControlActivityClassDetailList` },
    input: EpidemicClassDetailInput,
    output: EpidemicClassDetail,
  }),
  addEpidemicControlActivity: defineEndpoint({
    id: 'epidemic.addEpidemicControlActivity',
    summary: '新建防疫活动（全园数据范围）',
    access: EPIDEMIC,
    legacy: { method: 'POST', path: `${E}AddEpidemicControlActivity` },
    input: AddEpidemicActivityInput,
    output: SavedEpidemicActivity,
    creates: 'activityId',
  }),
  updateEpidemicControlActivity: defineEndpoint({
    id: 'epidemic.updateEpidemicControlActivity',
    summary: '修改防疫活动（已有记录的班级和日期不能移出）',
    access: EPIDEMIC,
    legacy: { method: 'POST', path: `${E}UpdateEpidemicControlActivity` },
    input: UpdateEpidemicActivityInput,
    output: Done,
  }),
  delEpidemicControlActivityById: defineEndpoint({
    id: 'epidemic.delEpidemicControlActivityById',
    summary: '删除防疫活动及其各班记录（全园数据范围）',
    access: EPIDEMIC,
    legacy: { method: 'POST', path: `${E}DelEpidemicControlActivityById` },
    input: EpidemicActivityIdInput,
    output: Done,
  }),
  addOrUpdateEpidemicControlRecord: defineEndpoint({
    id: 'epidemic.addOrUpdateEpidemicControlRecord',
    summary: '记录（或改写）一个班某天的执行情况与有症状的幼儿',
    access: EPIDEMIC,
    legacy: { method: 'POST', path: `${E}AddOrUpdateEpidemicControlRecord` },
    input: SaveEpidemicRecordInput,
    output: SavedEpidemicRecord,
    creates: 'recordId',
  }),
  getStudentEpidemicRecordList: defineEndpoint({
    id: 'epidemic.getStudentEpidemicRecordList',
    summary: '幼儿在时间段内防疫记录中的症状（幼儿发展）',
    access: 'ChildManage.Child',
    legacy: { method: 'GET', path: '/api/Student4/GetStudentEpidemicRecordList' },
    input: StudentEpidemicInput,
    output: z.array(StudentEpidemicFinding),
  }),
};
