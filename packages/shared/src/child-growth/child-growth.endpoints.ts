import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint.js';
import {
  AddMoodInput,
  AddObservationInput,
  ExportObservationInput,
  GoalRemarkInput,
  SavedGoal,
  SavedMoods,
  SavedObservation,
  SavedRecord,
  SaveRecordInput,
  StudentGrowth,
  StudentGrowthInput,
} from './child-growth.schemas.js';
import {
  AddObservationItemsInput,
  ObservationDomainOption,
  ObservationForUpdate,
  ObservationIdInput,
  ObservationItemOption,
  ObservationItemsInput,
  ObservationListInput,
  ObservationMonthsInput,
  ObservationPage,
  StudentLearningQuality,
  UpdateObservationInput,
} from './observation.schemas.js';

const CHILD = 'ChildManage.Child';
const OBSERVATION = 'ChildManage.Observation';

/**
 * What teachers record about the children of their class (在园心情, 成长记录, 观察记录), and the child's
 * 幼儿发展 read. The teacher app's writes need only a session: the service lets a teacher of the class
 * in the current school year, or a role granting 幼儿信息, write them. 观察记录 is also the console's
 * screen: observations by domain, with a level per child on each item of the catalogue.
 */
export const childGrowthEndpoints = {
  addMood: defineEndpoint({
    id: 'childGrowth.addMood',
    summary: '记录班级幼儿某天的在园心情（每名幼儿每天一条，再次提交即覆盖）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddMood' },
    input: AddMoodInput,
    output: SavedMoods,
  }),
  addOrUpdateRecord: defineEndpoint({
    id: 'childGrowth.addOrUpdateRecord',
    summary: '添加或修改成长记录（按五大领域；带记录编号为修改，仅作者可改）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddOrUpdateRecord' },
    input: SaveRecordInput,
    output: SavedRecord,
    creates: 'recordId',
  }),
  addCourseObserve: defineEndpoint({
    id: 'childGrowth.addCourseObserve',
    summary: '添加课程/活动中的幼儿观察记录：观察目标及备注、观察总结',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddCourseObserve' },
    input: AddObservationInput,
    output: SavedObservation,
    creates: 'obsId',
  }),
  updateActivityGoalObsRemark: defineEndpoint({
    id: 'childGrowth.updateActivityGoalObsRemark',
    summary: '修改观察记录中一个观察目标的备注',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/UpdateActivityGoalObsRemark' },
    input: GoalRemarkInput,
    output: SavedGoal,
  }),
  exportRecord: defineEndpoint({
    id: 'childGrowth.exportRecord',
    summary: '导出一条观察记录（参数 iObsId 在查询串中）',
    access: CHILD,
    readOnly: true,
    legacy: { method: 'POST', path: '/api/Student4/ExportRecord' },
    input: ExportObservationInput,
    output: fileOutput,
  }),
  getStudentGrowthRecords: defineEndpoint({
    id: 'childGrowth.getStudentGrowthRecords',
    summary: '幼儿在时间段内的在园心情、成长记录与观察记录',
    access: CHILD,
    java: { method: 'GET', path: '/javaApi/student/getStudentGrowthRecords' },
    input: StudentGrowthInput,
    output: StudentGrowth,
  }),
  getStudentLearningQuality: defineEndpoint({
    id: 'childGrowth.getStudentLearningQuality',
    summary: '幼儿在时间段内的学习品质：每个指标的最新水平、变化趋势及所依据的观察记录',
    access: CHILD,
    legacy: { method: 'GET', path: '/api/Student4/GetStudentLearningQuality' },
    input: StudentGrowthInput,
    output: StudentLearningQuality,
  }),
  getObservationList: defineEndpoint({
    id: 'childGrowth.getObservationList',
    summary: '观察记录列表（按班级、领域、月份、记录教师筛选，分页），含课程观察',
    access: OBSERVATION,
    legacy: { method: 'GET', path: '/api/Observation/GetObservationList' },
    input: ObservationListInput,
    output: ObservationPage,
  }),
  getObservationDomains: defineEndpoint({
    id: 'childGrowth.getObservationDomains',
    summary: '观察领域：《3-6岁儿童学习与发展指南》五大领域及学习品质',
    access: OBSERVATION,
    legacy: { method: 'GET', path: '/api/Observation/GetObservationDomains' },
    input: z.object({}),
    output: z.array(ObservationDomainOption),
  }),
  getObservationItems: defineEndpoint({
    id: 'childGrowth.getObservationItems',
    summary: '一个观察领域下的观察指标',
    access: OBSERVATION,
    legacy: { method: 'GET', path: '/api/Observation/GetObservationItems' },
    input: ObservationItemsInput,
    output: z.array(ObservationItemOption),
  }),
  getObservationMonths: defineEndpoint({
    id: 'childGrowth.getObservationMonths',
    summary: '有观察记录的月份（YYYY-MM，新的在前），可按班级',
    access: OBSERVATION,
    legacy: { method: 'GET', path: '/api/Observation/GetObservationMonths' },
    input: ObservationMonthsInput,
    output: z.array(z.string()),
  }),
  getObservationForUpdate: defineEndpoint({
    id: 'childGrowth.getObservationForUpdate',
    summary: '修改用的观察记录：领域、指标、每名幼儿的水平与表现',
    access: OBSERVATION,
    legacy: { method: 'GET', path: '/api/Observation/GetObservationForUpdate' },
    input: ObservationIdInput,
    output: ObservationForUpdate,
  }),
  addObservation: defineEndpoint({
    id: 'childGrowth.addObservation',
    summary: '添加观察记录：领域、观察指标及每名幼儿在各指标上的水平',
    access: OBSERVATION,
    legacy: { method: 'POST', path: '/api/Observation/AddObservation' },
    input: AddObservationItemsInput,
    output: SavedObservation,
    creates: 'obsId',
  }),
  updateObservation: defineEndpoint({
    id: 'childGrowth.updateObservation',
    summary: '修改观察记录（参数 obsId 在查询串中）；课程观察的观察目标保持不变',
    access: OBSERVATION,
    legacy: { method: 'POST', path: '/api/Observation/UpdateObservation' },
    input: UpdateObservationInput,
    output: SavedObservation,
  }),
  delObservation: defineEndpoint({
    id: 'childGrowth.delObservation',
    summary: '删除观察记录（参数 obsId 在查询串中），连同其幼儿、水平和观察目标',
    access: OBSERVATION,
    legacy: { method: 'POST', path: '/api/Observation/DelObservation' },
    input: ObservationIdInput,
    output: SavedObservation,
  }),
};
