import { defineEndpoint, fileOutput } from '../endpoint.js';
import { z } from 'zod';
import {
  AppSetupStatistics,
  ExportAppSetupInput,
  GuardianAppSetup,
  RelationListInput,
  StudentAppSetupInput,
  StudentAppSetupList,
  TeacherAppSetupInput,
  TeacherAppSetupList,
} from './app-setup.schemas.js';

const INSTALLS = 'Setting.InstallationStatistics';
const L = '/api/AppSetup/' as const;

/**
 * 系统设置 > 安装统计: who has the apps, from the apps' sign-ins (a login carrying a deviceId). The
 * export is ours (the screen's xlsx).
 */
export const appSetupEndpoints = {
  getAppSetupStatistics: defineEndpoint({
    id: 'appSetup.getAppSetupStatistics',
    summary: '本园安装统计：幼儿（家长）、家长、教职工的安装人数，按班级与部门',
    access: INSTALLS,
    legacy: { method: 'GET', path: `${L}GetAppSetupStatistics` },
    input: z.object({}),
    output: AppSetupStatistics,
  }),
  getStudentAppSetupList: defineEndpoint({
    id: 'appSetup.getStudentAppSetupList',
    summary: '幼儿家长安装情况（按班级、安装状态 0全部 1已安装 2未安装、姓名筛选，分页）',
    access: INSTALLS,
    legacy: { method: 'GET', path: `${L}GetStudentAppSetupList` },
    input: StudentAppSetupInput,
    output: StudentAppSetupList,
  }),
  getRelationList: defineEndpoint({
    id: 'appSetup.getRelationList',
    summary: '一名幼儿的家长及各自是否安装',
    access: INSTALLS,
    legacy: { method: 'GET', path: `${L}GetRelationList` },
    input: RelationListInput,
    output: z.array(GuardianAppSetup),
  }),
  getTeacherAppSetupList: defineEndpoint({
    id: 'appSetup.getTeacherAppSetupList',
    summary: '教职工安装情况（按部门、安装状态、姓名筛选，分页）',
    access: INSTALLS,
    legacy: { method: 'GET', path: `${L}GetTeacherAppSetupList` },
    input: TeacherAppSetupInput,
    output: TeacherAppSetupList,
  }),
  exportAppSetupList: defineEndpoint({
    id: 'appSetup.exportAppSetupList',
    summary: '导出安装情况（幼儿家长或教职工）',
    access: INSTALLS,
    legacy: { method: 'POST', path: `${L}ExportAppSetupList` },
    input: ExportAppSetupInput,
    output: fileOutput,
    readOnly: true,
  }),
};
