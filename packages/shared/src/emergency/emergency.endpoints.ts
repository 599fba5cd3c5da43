import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddEmergencyInput,
  AddEmergencyTypeInput,
  EmergencyDetail,
  EmergencyIdInput,
  EmergencyListInput,
  EmergencyPage,
  EmergencyTeacherInput,
  EmergencyTeacherOption,
  EmergencyTypeIdInput,
  EmergencyTypeOption,
  EmergencyTypeRow,
  SavedEmergency,
  SavedEmergencyType,
  UpdateEmergencyInput,
  UpdateEmergencyTypeInput,
} from './emergency.schemas.js';

const EMERGENCY = 'SafetyManage.Emergency';
const P = '/api/Emergency/' as const;

/**
 * 安全卫生 > 突发事件 (legacy Emergency; the spec names these calls by purpose, the paths follow the
 * legacy family's style): the school's emergency types and its emergency records.
 */
export const emergencyEndpoints = {
  getEmergencyList: defineEndpoint({
    id: 'emergency.getEmergencyList',
    summary: '突发事件列表（按类型、等级、日期、名称或地点筛选，分页）',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetEmergencyList` },
    input: EmergencyListInput,
    output: EmergencyPage,
  }),
  getEmergencyDetail: defineEndpoint({
    id: 'emergency.getEmergencyDetail',
    summary: '突发事件详情：经过、处理措施、涉及的幼儿和教职工、通知对象、附件',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetEmergencyDetail` },
    input: EmergencyIdInput,
    output: EmergencyDetail,
  }),
  addEmergency: defineEndpoint({
    id: 'emergency.addEmergency',
    summary: '登记突发事件',
    access: EMERGENCY,
    legacy: { method: 'POST', path: `${P}AddEmergency` },
    input: AddEmergencyInput,
    output: SavedEmergency,
    creates: 'emergencyId',
  }),
  updateEmergency: defineEndpoint({
    id: 'emergency.updateEmergency',
    summary: '修改突发事件记录',
    access: EMERGENCY,
    legacy: { method: 'POST', path: `${P}UpdateEmergency` },
    input: UpdateEmergencyInput,
    output: Done,
  }),
  delEmergency: defineEndpoint({
    id: 'emergency.delEmergency',
    summary: '删除突发事件记录及其附件',
    access: EMERGENCY,
    legacy: { method: 'POST', path: `${P}DelEmergency` },
    input: EmergencyIdInput,
    output: Done,
  }),
  getEmergencyTypeList: defineEndpoint({
    id: 'emergency.getEmergencyTypeList',
    summary: '本园的突发事件类型，含各类型的记录数',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetEmergencyTypeList` },
    input: z.object({}),
    output: z.array(EmergencyTypeRow),
  }),
  getEmergencyTypeForSelect: defineEndpoint({
    id: 'emergency.getEmergencyTypeForSelect',
    summary: '突发事件类型（选择用）',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetEmergencyTypeForSelect` },
    input: z.object({}),
    output: z.array(EmergencyTypeOption),
  }),
  getEmergencyTypeDetail: defineEndpoint({
    id: 'emergency.getEmergencyTypeDetail',
    summary: '突发事件类型详情',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetEmergencyTypeDetail` },
    input: EmergencyTypeIdInput,
    output: EmergencyTypeRow,
  }),
  addEmergencyType: defineEndpoint({
    id: 'emergency.addEmergencyType',
    summary: '添加突发事件类型（名称在本园唯一）',
    access: EMERGENCY,
    legacy: { method: 'POST', path: `${P}AddEmergencyType` },
    input: AddEmergencyTypeInput,
    output: SavedEmergencyType,
    creates: 'typeId',
  }),
  updateEmergencyType: defineEndpoint({
    id: 'emergency.updateEmergencyType',
    summary: '修改突发事件类型',
    access: EMERGENCY,
    legacy: { method: 'POST', path: `${P}UpdateEmergencyType` },
    input: UpdateEmergencyTypeInput,
    output: Done,
  }),
  delEmergencyType: defineEndpoint({
    id: 'emergency.delEmergencyType',
    summary: '删除突发事件类型（已有记录的类型不能删除）',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}DelEmergencyType` },
    input: EmergencyTypeIdInput,
    output: Done,
    readOnly: false,
  }),
  getEmergencyTeacherForSelect: defineEndpoint({
    id: 'emergency.getEmergencyTeacherForSelect',
    summary: '本园在职教职工（选择涉及的教职工用）',
    access: EMERGENCY,
    legacy: { method: 'GET', path: `${P}GetTeacherForSelect` },
    input: EmergencyTeacherInput,
    output: z.array(EmergencyTeacherOption),
  }),
};
