import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddEnrolStudentInput,
  EnrolConfirmInput,
  EnrolClass,
  EnrolClassDetail,
  EnrolClassInput,
  EnrolClassListInput,
  EnrolCount,
  EnrolIdInput,
  EnrolListInput,
  EnrolPage,
  EnrolPlaceInput,
  SavedEnrolment,
} from './enrol.schemas.js';

const ADMISSION = 'ChildManage.ChildEnterThePark';

/**
 * 幼儿管理 > 新生入园 (legacy NewStudentJoinSchool4). New students wait in the admission list, are
 * placed into a class, and become children of the class when the placement is confirmed. The
 * original API makes several of these writes GET calls; they are kept as GET.
 */
export const enrolEndpoints = {
  getClassList: defineEndpoint({
    id: 'enrol.getClassList',
    summary: '新生入园的班级列表：在读人数与待确认的新生人数',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/GetClassList' },
    input: EnrolClassListInput,
    output: z.array(EnrolClass),
  }),
  getStudentEnrolList: defineEndpoint({
    id: 'enrol.getStudentEnrolList',
    summary: '待分班的新生列表（分页）',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/GetStudentEnrolList' },
    input: EnrolListInput,
    output: EnrolPage,
  }),
  addEnrolStudent: defineEndpoint({
    id: 'enrol.addEnrolStudent',
    summary: '登记一名新生到入园名单',
    access: ADMISSION,
    legacy: { method: 'POST', path: '/api/NewStudentJoinSchool4/AddEnrolStudent' },
    input: AddEnrolStudentInput,
    output: SavedEnrolment,
    creates: 'enrolId',
  }),
  delEnrolStudent: defineEndpoint({
    id: 'enrol.delEnrolStudent',
    summary: '从入园名单删除一名待分班的新生',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/DelEnrolStudent' },
    readOnly: false,
    input: EnrolIdInput,
    output: Done,
  }),
  getClassDetail: defineEndpoint({
    id: 'enrol.getClassDetail',
    summary: '班级的新生入园详情：已分入待确认的新生与在读幼儿',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/GetClassDetail' },
    input: EnrolClassInput,
    output: EnrolClassDetail,
  }),
  addStudentLstToClass: defineEndpoint({
    id: 'enrol.addStudentLstToClass',
    summary: '把多名待分班的新生分入班级（待确认）',
    access: ADMISSION,
    legacy: { method: 'POST', path: '/api/NewStudentJoinSchool4/AddStudentLstToClass' },
    input: EnrolPlaceInput,
    output: EnrolCount,
  }),
  enrolToClassConfirm: defineEndpoint({
    id: 'enrol.enrolToClassConfirm',
    summary: '确认入班：建立幼儿档案、家长与在班记录（全部成功或全部不变）',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/EnrolToClassConfirm' },
    readOnly: false,
    input: EnrolConfirmInput,
    output: EnrolCount,
  }),
  removeStudentFromClass: defineEndpoint({
    id: 'enrol.removeStudentFromClass',
    summary: '把一名已分入班级、尚未确认的新生退回入园名单',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/RemoveStudentFromClass' },
    readOnly: false,
    input: EnrolIdInput,
    output: Done,
  }),
  enrolToClassClean: defineEndpoint({
    id: 'enrol.enrolToClassClean',
    summary: '清空班级的待确认新生，全部退回入园名单',
    access: ADMISSION,
    legacy: { method: 'GET', path: '/api/NewStudentJoinSchool4/EnrolToClassClean' },
    readOnly: false,
    input: EnrolClassInput,
    output: EnrolCount,
  }),
};
