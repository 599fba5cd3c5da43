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

const CHILD = 'ChildManage.Child';

/**
 * What teachers record about the children of their class (在园心情, 成长记录, 观察记录), and the child's
 * 幼儿发展 read. The teacher app's writes need only a session: the service lets a teacher of the class
 * in the current school year, or a role granting 幼儿信息, write them.
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
};
