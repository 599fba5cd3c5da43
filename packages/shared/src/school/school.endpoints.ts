import { defineEndpoint } from '../endpoint.js';
import { Done, TeacherAccount } from '../session/session.schemas.js';
import {
  BranchSchoolList,
  MachineConfig,
  NoInput,
  SavedSchoolLogo,
  SchoolInfo,
  SchoolInfoInput,
  SwitchSchoolInput,
  UpdateMachineConfigInput,
  UpdateSchoolInfoInput,
  UpdateSchoolLogoInput,
} from './school.schemas.js';

const SCHOOL_INFO = 'Setting.SchoolInfo';
const L = '/api/School/' as const;
const J = '/javaApi/school/' as const;

/**
 * The schools and their groups, and 系统设置 > 园所信息. The spec names the school-information calls
 * by purpose only (info, info for update, update, machine config read and write, the logo in the old
 * and the Java family); they take the paths of both families' style.
 */
export const schoolEndpoints = {
  getBranchSchoolList: defineEndpoint({
    id: 'school.getBranchSchoolList',
    summary: '本园及分园列表',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/school/getBranchSchoolList' },
    input: NoInput,
    output: BranchSchoolList,
  }),
  switchSchool: defineEndpoint({
    id: 'school.switchSchool',
    summary: '集团管理员切换到本园或分园',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/school/switchSchool' },
    input: SwitchSchoolInput,
    output: TeacherAccount,
  }),
  getSchoolInfo: defineEndpoint({
    id: 'school.getSchoolInfo',
    summary: '园所信息（集团管理员可查看分园）',
    access: SCHOOL_INFO,
    java: { method: 'GET', path: `${J}getSchoolInfo` },
    legacy: { method: 'GET', path: `${L}GetSchoolInfo` },
    input: SchoolInfoInput,
    output: SchoolInfo,
  }),
  getSchoolInfoForUpdate: defineEndpoint({
    id: 'school.getSchoolInfoForUpdate',
    summary: '编辑园所信息前读取',
    access: SCHOOL_INFO,
    java: { method: 'GET', path: `${J}getSchoolInfoForUpdate` },
    legacy: { method: 'GET', path: `${L}GetSchoolInfoForUpdate` },
    input: SchoolInfoInput,
    output: SchoolInfo,
  }),
  updateSchoolInfo: defineEndpoint({
    id: 'school.updateSchoolInfo',
    summary: '修改园所信息（集团管理员可修改分园）',
    access: SCHOOL_INFO,
    java: { method: 'POST', path: `${J}updateSchoolInfo` },
    legacy: { method: 'POST', path: `${L}UpdateSchoolInfo` },
    input: UpdateSchoolInfoInput,
    output: SchoolInfo,
  }),
  updateSchoolLogo: defineEndpoint({
    id: 'school.updateSchoolLogo',
    summary: '更换园所标志（旧版与 Java 两种路径；文件先以 SchoolLogo 类别上传）',
    access: SCHOOL_INFO,
    java: { method: 'POST', path: `${J}updateSchoolLogo` },
    legacy: { method: 'POST', path: `${L}UpdateSchoolLogo` },
    input: UpdateSchoolLogoInput,
    output: SavedSchoolLogo,
  }),
  getMachineConfig: defineEndpoint({
    id: 'school.getMachineConfig',
    summary: '刷卡机配置：入园、离园、教师考勤机，重复刷卡间隔，刷卡后显示的内容',
    access: SCHOOL_INFO,
    java: { method: 'GET', path: `${J}getMachineConfig` },
    legacy: { method: 'GET', path: `${L}GetMachineConfig` },
    input: NoInput,
    output: MachineConfig,
  }),
  updateMachineConfig: defineEndpoint({
    id: 'school.updateMachineConfig',
    summary: '保存刷卡机配置（未列出的刷卡机随之删除）',
    access: SCHOOL_INFO,
    java: { method: 'POST', path: `${J}updateMachineConfig` },
    legacy: { method: 'POST', path: `${L}UpdateMachineConfig` },
    input: UpdateMachineConfigInput,
    output: Done,
  }),
};
