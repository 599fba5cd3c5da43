import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  ActivityGuideTargetInput,
  ActivityRecordInput,
  ActivityRecordPage,
  AddLibraryActivityInput,
  AddPlanToWeekInput,
  AddWeekActivityTypeInput,
  CopyToLibraryInput,
  GuideDomainOption,
  GuideSelectInput,
  LibraryActivity,
  LibraryActivityIdInput,
  LibraryActivityPage,
  LibraryListInput,
  LibraryOption,
  LibrarySelectInput,
  LibrarySourceOption,
  PlanActivitiesAdded,
  PlanOption,
  PlanSelectInput,
  SavedLibraryActivity,
  SavedWeekActivityType,
  TeachNoteIdInput,
  TeachNoteInfo,
  TeachNoteListInput,
  TeachNotePage,
  TeacherPlanListInput,
  TeacherPlanPage,
  UpdateLibraryActivityInput,
  UpdateTeachWeekInput,
  UpdateWeekActivityTypeInput,
  WeekActivityInfo,
  WeekActivityTypeIdInput,
} from './activity-library.schemas.js';
import { PlanActivityIdInput } from './teach-plan.schemas.js';

const PLAN = 'TeachManage.WeekPlan';
const LIBRARY = 'TeachManage.ActivityLibrary';
const P = '/api/TeachPlan4/' as const;

/**
 * 周计划, continued (legacy TeachPlan4): the week's 环境创设 and 家园共育, its own activity types,
 * an activity's guide targets, taking activities from the library into a week, and the teachers'
 * teaching notes (教学笔记, written from the app) as the plan screens read and print them.
 */
export const teachWeekEndpoints = {
  updateTeachWeek: defineEndpoint({
    id: 'teachWeek.updateTeachWeek',
    summary: '修改周计划的环境创设与家园共育',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}UpdateTeachWeek` },
    input: UpdateTeachWeekInput,
    output: Done,
  }),
  addWeekActivityType: defineEndpoint({
    id: 'teachWeek.addWeekActivityType',
    summary: '为本周计划新增一个本周自有的活动类型',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}AddWeekActivityType` },
    input: AddWeekActivityTypeInput,
    output: SavedWeekActivityType,
    creates: 'weekActivityTypeId',
  }),
  updateWeekActivityType: defineEndpoint({
    id: 'teachWeek.updateWeekActivityType',
    summary: '修改本周活动类型的名称',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}UpdateWeekActivityType` },
    input: UpdateWeekActivityTypeInput,
    output: Done,
  }),
  delWeekActivityType: defineEndpoint({
    id: 'teachWeek.delWeekActivityType',
    summary: '删除本周活动类型（没有活动使用时）',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}DelWeekActivityType` },
    input: WeekActivityTypeIdInput,
    output: Done,
  }),
  getGuideListForSelect: defineEndpoint({
    id: 'teachWeek.getGuideListForSelect',
    summary: '《3-6岁儿童学习与发展指南》的领域、子领域与目标（给出年级类型时附该年龄段的典型表现）',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetGuideListForSelect` },
    input: GuideSelectInput,
    output: z.array(GuideDomainOption),
  }),
  addActivityGuideTarget: defineEndpoint({
    id: 'teachWeek.addActivityGuideTarget',
    summary: '设置周计划中活动的指南目标（整体替换）',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}AddActivityGuideTarget` },
    input: ActivityGuideTargetInput,
    output: Done,
  }),
  getWeekActivityInfo: defineEndpoint({
    id: 'teachWeek.getWeekActivityInfo',
    summary: '周计划中的活动：指南目标及其在本班年龄段的典型表现，来自活动库的哪个活动',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetWeekActivityInfo` },
    input: PlanActivityIdInput,
    output: WeekActivityInfo,
  }),
  getActivityListForSelect: defineEndpoint({
    id: 'teachWeek.getActivityListForSelect',
    summary: '活动库中的活动（选择加入周计划用，按名称搜索）',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetActivityListForSelect` },
    input: LibrarySelectInput,
    output: z.array(LibraryOption),
  }),
  getActivityPlanListForSelect: defineEndpoint({
    id: 'teachWeek.getActivityPlanListForSelect',
    summary: '可加入活动的周计划（我可编辑的班级、未提交或已退回，默认当前学期）',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetActivityPlanListForSelect` },
    input: PlanSelectInput,
    output: z.array(PlanOption),
  }),
  addPlanToWeek: defineEndpoint({
    id: 'teachWeek.addPlanToWeek',
    summary: '把活动库中的活动加入周计划的某天某时段（连同类型、内容与指南目标）',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}AddPlanToWeek` },
    input: AddPlanToWeekInput,
    output: PlanActivitiesAdded,
  }),
  copyActivityToLibrary: defineEndpoint({
    id: 'teachWeek.copyActivityToLibrary',
    summary: '把周计划中的活动存入活动库（来源：周计划）',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}CopyActivityToLibrary` },
    input: CopyToLibraryInput,
    output: SavedLibraryActivity,
    creates: 'activityId',
  }),
  getTeachNoteList: defineEndpoint({
    id: 'teachWeek.getTeachNoteList',
    summary: '教师的教学笔记（数据范围内的班级，按班级、教师、日期、标题筛选，分页）',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetTeachNoteList` },
    input: TeachNoteListInput,
    output: TeachNotePage,
  }),
  getTeachNoteInfo: defineEndpoint({
    id: 'teachWeek.getTeachNoteInfo',
    summary: '教学笔记详情（含附件）',
    access: PLAN,
    legacy: { method: 'GET', path: `${P}GetTeachNoteInfo` },
    input: TeachNoteIdInput,
    output: TeachNoteInfo,
  }),
  exportTeachNote: defineEndpoint({
    id: 'teachWeek.exportTeachNote',
    summary: '导出教学笔记（xlsx，可直接打印；查询参数 iTeachNoteId）',
    access: PLAN,
    legacy: { method: 'POST', path: `${P}ExportTeachNote` },
    readOnly: true,
    input: TeachNoteIdInput,
    output: fileOutput,
  }),
};

/** 教学管理 > 活动库 (legacy TeachPlan4): the school's reusable activities and where they were used. */
export const activityLibraryEndpoints = {
  getSourceList: defineEndpoint({
    id: 'activityLibrary.getSourceList',
    summary: '活动的来源（本园、周计划、课件库）',
    access: LIBRARY,
    legacy: { method: 'GET', path: `${P}GetSourceList` },
    input: z.object({}),
    output: z.array(LibrarySourceOption),
  }),
  getActivityList: defineEndpoint({
    id: 'activityLibrary.getActivityList',
    summary: '活动库（按名称、类型、来源筛选，分页）',
    access: LIBRARY,
    legacy: { method: 'GET', path: `${P}GetActivityList` },
    input: LibraryListInput,
    output: LibraryActivityPage,
  }),
  getLibraryActivityInfo: defineEndpoint({
    id: 'activityLibrary.getLibraryActivityInfo',
    summary: '活动库中的一个活动',
    access: LIBRARY,
    legacy: { method: 'GET', path: `${P}GetLibraryActivityInfo` },
    input: LibraryActivityIdInput,
    output: LibraryActivity,
  }),
  addLibraryActivity: defineEndpoint({
    id: 'activityLibrary.addLibraryActivity',
    summary: '向活动库添加活动（来源：本园）',
    access: LIBRARY,
    legacy: { method: 'POST', path: `${P}AddLibraryActivity` },
    input: AddLibraryActivityInput,
    output: SavedLibraryActivity,
    creates: 'activityId',
  }),
  updateLibraryActivity: defineEndpoint({
    id: 'activityLibrary.updateLibraryActivity',
    summary: '修改活动库中的活动（已加入周计划的活动不随之改变）',
    access: LIBRARY,
    legacy: { method: 'POST', path: `${P}UpdateLibraryActivity` },
    input: UpdateLibraryActivityInput,
    output: Done,
  }),
  delLibraryActivity: defineEndpoint({
    id: 'activityLibrary.delLibraryActivity',
    summary: '删除活动库中的活动（已加入的周计划保留其活动）',
    access: LIBRARY,
    legacy: { method: 'POST', path: `${P}DelLibraryActivity` },
    input: LibraryActivityIdInput,
    output: Done,
  }),
  getActivityRecordList: defineEndpoint({
    id: 'activityLibrary.getActivityRecordList',
    summary: '活动的使用记录：加入过哪些班级的哪一周（数据范围内，分页）',
    access: LIBRARY,
    legacy: { method: 'GET', path: `${P}GetActivityRecordList` },
    input: ActivityRecordInput,
    output: ActivityRecordPage,
  }),
};

/** 教职工管理 > 教师详情 > 周计划 (teacherInfo's PlanDetails): the plans a teacher wrote. */
export const teacherPlanEndpoints = {
  getTeacherPlanList: defineEndpoint({
    id: 'teacherPlan.getTeacherPlanList',
    summary: '教师填写的周计划（数据范围内的班级，最近的周在前，分页）',
    access: 'StaffingManage.TeacherManage',
    legacy: { method: 'GET', path: `${P}GetTeacherPlanList` },
    input: TeacherPlanListInput,
    output: TeacherPlanPage,
  }),
};
