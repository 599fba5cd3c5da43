import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddHomeworkInput,
  HomeworkAmountList,
  HomeworkCompletionList,
  HomeworkIdInput,
  HomeworkInfo,
  HomeworkListInput,
  HomeworkPage,
  HomeworkRangeInput,
  HomeworkSignList,
  HomeworkStatistics,
  SavedHomework,
  StudentStatisticsInput,
  StudentStatisticsList,
  UpdateHomeworkEndDateInput,
} from './homework.schemas.js';

const STATISTICS = 'TeachEvaluate.HomeworkStatistics';
const H = '/api/HomeworkStatistics/' as const;

/** 亲子作业: homework a teacher sets a class's families (teacher app, legacy Teacher4). */
export const homeworkEndpoints = {
  addHomework: defineEndpoint({
    id: 'homework.addHomework',
    summary: '布置亲子作业（本班教师，或有教师管理权限的角色）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddHomeWork' },
    input: AddHomeworkInput,
    output: SavedHomework,
    creates: 'homeworkId',
  }),
};

/**
 * 教学评价 > 作业统计 (legacy HomeworkStatistics): how much homework each class and teacher gave,
 * how much of it families signed off, per child, and a homework's sign list. The writes are the
 * teacher's own (or whoever manages the teachers), as in the teacher app.
 */
export const homeworkStatisticsEndpoints = {
  getHomeworkAmountList: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkAmountList',
    summary: '各班布置作业的数量（学年或日期范围，可按年级）',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkAmountList` },
    input: HomeworkRangeInput,
    output: HomeworkAmountList,
  }),
  getHomeworkCompletionRateList: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkCompletionRateList',
    summary: '各班作业完成率：家长签收数 / 应交人数（截止日在班幼儿）',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkCompletionRateList` },
    input: HomeworkRangeInput,
    output: HomeworkCompletionList,
  }),
  getHomeworkStatistics: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkStatistics',
    summary: '作业统计：全园合计与每位教师的作业数、完成率',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkStatistics` },
    input: HomeworkRangeInput,
    output: HomeworkStatistics,
  }),
  getHomeworkInfoList: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkInfoList',
    summary: '作业列表（可按年级、班级、教师、标题筛选），含各自的签收情况',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkInfoList` },
    input: HomeworkListInput,
    output: HomeworkPage,
  }),
  getHomeworkInfoForId: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkInfoForId',
    summary: '一项作业：内容、附件、签收情况',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkInfoForId` },
    input: HomeworkIdInput,
    output: HomeworkInfo,
  }),
  getStudentStatisticsInfo: defineEndpoint({
    id: 'homeworkStatistics.getStudentStatisticsInfo',
    summary: '班级每个幼儿的作业数、签收数与完成率',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetStudentStatisticsInfo` },
    input: StudentStatisticsInput,
    output: StudentStatisticsList,
  }),
  getHomeworkSignList: defineEndpoint({
    id: 'homeworkStatistics.getHomeworkSignList',
    summary: '一项作业的签收名单：截止日在班的幼儿，是否已签收、何时、哪位家长',
    access: STATISTICS,
    legacy: { method: 'GET', path: `${H}GetHomeworkSignList` },
    input: HomeworkIdInput,
    output: HomeworkSignList,
  }),
  addHomework: defineEndpoint({
    id: 'homeworkStatistics.addHomework',
    summary: '布置亲子作业（本班教师，或有教师管理权限的角色；截止日不早于今天）',
    access: 'session',
    legacy: { method: 'POST', path: `${H}AddHomework` },
    input: AddHomeworkInput,
    output: SavedHomework,
    creates: 'homeworkId',
  }),
  delHomework: defineEndpoint({
    id: 'homeworkStatistics.delHomework',
    summary: '删除作业（布置的教师本人，或有教师管理权限的角色），连同附件与签收',
    access: 'session',
    legacy: { method: 'POST', path: `${H}DelHomework` },
    input: HomeworkIdInput,
    output: Done,
  }),
  updateHomeworkEnddate: defineEndpoint({
    id: 'homeworkStatistics.updateHomeworkEnddate',
    summary: '修改作业截止日（不早于今天；布置的教师本人，或有教师管理权限的角色）',
    access: 'session',
    legacy: { method: 'POST', path: `${H}UpdateHomeworkEnddate` },
    input: UpdateHomeworkEndDateInput,
    output: Done,
  }),
};
