import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddResearchInput,
  PlanListInput,
  ResearchIdInput,
  ResearchInfo,
  ResearchListInput,
  ResearchPage,
  SavedResearch,
  TeacherResearchListInput,
  TeacherResearchPage,
  UpdateResearchInput,
} from './teach-research.schemas.js';

/** The catalogue has no research screen: records show on a teacher's detail (教研情况), under 教师管理. */
const MANAGE = 'StaffingManage.TeacherManage';

/**
 * 教研: teaching research records of five kinds. The original API has only the legacy list and info
 * reads, one controller per kind (keeping its spelling, Learing); the writes and the teacher's list
 * are ours.
 */
export const teachResearchEndpoints = {
  getTeachWeekList: defineEndpoint({
    id: 'teachResearch.getTeachWeekList',
    summary: '教研计划列表（按学期与周次、日期、教师、关键词筛选，分页）',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Plan/GetTeachWeekList' },
    input: PlanListInput,
    output: ResearchPage,
  }),
  getTeachWeekInfo: defineEndpoint({
    id: 'teachResearch.getTeachWeekInfo',
    summary: '教研计划详情',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Plan/GetTeachWeekInfo' },
    input: ResearchIdInput,
    output: ResearchInfo,
  }),
  getTeachDiscussList: defineEndpoint({
    id: 'teachResearch.getTeachDiscussList',
    summary: '教研研讨列表（按学期、日期、教师、关键词筛选，分页）',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Discuss/GetTeachDiscussList' },
    input: ResearchListInput,
    output: ResearchPage,
  }),
  getTeachDiscussInfo: defineEndpoint({
    id: 'teachResearch.getTeachDiscussInfo',
    summary: '教研研讨详情',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Discuss/GetTeachDiscussInfo' },
    input: ResearchIdInput,
    output: ResearchInfo,
  }),
  getTeachLearingList: defineEndpoint({
    id: 'teachResearch.getTeachLearingList',
    summary: '业务学习列表（按学期、日期、教师、关键词筛选，分页）',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Learing/GetTeachLearingList' },
    input: ResearchListInput,
    output: ResearchPage,
  }),
  getTeachLearingInfo: defineEndpoint({
    id: 'teachResearch.getTeachLearingInfo',
    summary: '业务学习详情',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Learing/GetTeachLearingInfo' },
    input: ResearchIdInput,
    output: ResearchInfo,
  }),
  getTeachTrialList: defineEndpoint({
    id: 'teachResearch.getTeachTrialList',
    summary: '试教/观摩列表（按学期、日期、教师、关键词筛选，分页）',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Trial/GetTeachTrialList' },
    input: ResearchListInput,
    output: ResearchPage,
  }),
  getTeachTrialInfo: defineEndpoint({
    id: 'teachResearch.getTeachTrialInfo',
    summary: '试教/观摩详情',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Trial/GetTeachTrialInfo' },
    input: ResearchIdInput,
    output: ResearchInfo,
  }),
  getTeachOtherList: defineEndpoint({
    id: 'teachResearch.getTeachOtherList',
    summary: '其他教研活动列表（按学期、日期、教师、关键词筛选，分页）',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Other/GetTeachOtherList' },
    input: ResearchListInput,
    output: ResearchPage,
  }),
  getTeachOtherInfo: defineEndpoint({
    id: 'teachResearch.getTeachOtherInfo',
    summary: '其他教研活动详情',
    access: MANAGE,
    legacy: { method: 'GET', path: '/api/TeachResearch4Other/GetTeachOtherInfo' },
    input: ResearchIdInput,
    output: ResearchInfo,
  }),
  addRecord: defineEndpoint({
    id: 'teachResearch.addRecord',
    summary: '添加教研记录（主持人与参与教师须为本园教职工；教研计划须在学期之内）',
    access: MANAGE,
    java: { method: 'POST', path: '/javaApi/teachResearch/addRecord' },
    input: AddResearchInput,
    output: SavedResearch,
    creates: 'researchId',
  }),
  updateRecord: defineEndpoint({
    id: 'teachResearch.updateRecord',
    summary: '修改教研记录',
    access: MANAGE,
    java: { method: 'POST', path: '/javaApi/teachResearch/updateRecord' },
    input: UpdateResearchInput,
    output: SavedResearch,
  }),
  delRecord: defineEndpoint({
    id: 'teachResearch.delRecord',
    summary: '删除教研记录（附件文件保留在文件库）',
    access: MANAGE,
    java: { method: 'POST', path: '/javaApi/teachResearch/delRecord' },
    input: ResearchIdInput,
    output: Done,
  }),
  getTeacherResearchList: defineEndpoint({
    id: 'teachResearch.getTeacherResearchList',
    summary: '教师的教研情况：主持或参与的教研记录（分页）与各类型的次数',
    access: MANAGE,
    java: { method: 'GET', path: '/javaApi/teachResearch/getTeacherResearchList' },
    input: TeacherResearchListInput,
    output: TeacherResearchPage,
  }),
};
