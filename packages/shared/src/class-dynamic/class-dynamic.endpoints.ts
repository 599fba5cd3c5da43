import { defineEndpoint } from '../endpoint.js';
import { StudentPeriodPageInput } from '../child/child.schemas.js';
import { Done } from '../session/session.schemas.js';
import { z } from 'zod';
import {
  AddClassDynamicInput,
  CheckDynamicInput,
  CheckedDynamic,
  ClassDynamicPage,
  ClassDynamicTypeList,
  DelPhotoAndVideoInput,
  DynamicCheckSetting,
  DynamicCheckSettingInput,
  DynamicIdInput,
  DynamicListInput,
  RecordAppraiseDetail,
  SavedClassDynamic,
  StudentAlbumPage,
} from './class-dynamic.schemas.js';

const CLASS_DYNAMIC = 'SchoolDynamic.ClassDynamic';
const C = '/api/ClassDynamic4/' as const;
const J = '/javaApi/classDynamic/' as const;

/**
 * 班级动态 and 班级相册: what a class's teachers share with its families. Teachers post from their app
 * (addClassDynamic); the school checks posts when its setting says so, and families see a post only
 * once it has passed (园所动态 > 班级动态).
 */
export const classDynamicEndpoints = {
  getStudentAlbumList: defineEndpoint({
    id: 'classDynamic.getStudentAlbumList',
    summary: '幼儿相册：幼儿在班期间所在班级的照片和视频（已通过审核的班级动态及班级相册，从新到旧，可按时间段筛选，分页）',
    access: 'ChildManage.Child',
    legacy: { method: 'GET', path: '/api/Student4/GetStudentAlbumList' },
    input: StudentPeriodPageInput,
    output: StudentAlbumPage,
  }),
  getDynamicList: defineEndpoint({
    id: 'classDynamic.getDynamicList',
    summary: '班级动态列表：班级、类型、文字、照片和视频、发布人、审核状态、点赞与评论数（按年级、班级、类型、日期、审核状态和内容筛选，从新到旧，分页），含待审核数',
    access: CLASS_DYNAMIC,
    legacy: { method: 'GET', path: `${C}GetDynamicList` },
    java: { method: 'POST', path: `${J}getDynamicList` },
    readOnly: true,
    input: DynamicListInput,
    output: ClassDynamicPage,
  }),
  getClassDynamicTypeList: defineEndpoint({
    id: 'classDynamic.getClassDynamicTypeList',
    summary: '班级动态的类型',
    access: 'session',
    legacy: { method: 'GET', path: `${C}GetClassDynamicTypeList` },
    java: { method: 'GET', path: `${J}getClassDynamicTypeList` },
    input: z.object({}),
    output: ClassDynamicTypeList,
  }),
  getRecordAppraiseDetail: defineEndpoint({
    id: 'classDynamic.getRecordAppraiseDetail',
    summary: '一条班级动态的点赞和评论（点赞人、评论人、评论内容及回复）',
    access: CLASS_DYNAMIC,
    legacy: { method: 'GET', path: `${C}GetRecordAppraiseDetail` },
    input: DynamicIdInput,
    output: RecordAppraiseDetail,
  }),
  checkDynamic: defineEndpoint({
    id: 'classDynamic.checkDynamic',
    summary: '审核班级动态：通过（家长可见），或不通过并填写原因（家长不可见）；已审核的也可改判',
    access: CLASS_DYNAMIC,
    legacy: { method: 'POST', path: `${C}CheckDynamic` },
    input: CheckDynamicInput,
    output: CheckedDynamic,
  }),
  delPhotoAndVideo: defineEndpoint({
    id: 'classDynamic.delPhotoAndVideo',
    summary: '删除班级动态或班级相册中的照片、视频（本班教师，或有班级动态权限的角色）；不再被使用的文件一并删除',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4ClassAlbum/DelPhotoAndVideo' },
    input: DelPhotoAndVideoInput,
    output: Done,
  }),
  delClassDynamic: defineEndpoint({
    id: 'classDynamic.delClassDynamic',
    summary: '删除班级动态，连同其点赞、评论和照片视频（已放入班级相册的保留在相册中）；不再被使用的文件一并删除',
    access: 'session',
    java: { method: 'POST', path: `${J}delClassDynamic` },
    input: DynamicIdInput,
    output: Done,
  }),
  getCheckSetting: defineEndpoint({
    id: 'classDynamic.getCheckSetting',
    summary: '本园的班级动态是否需要审核后家长才可见',
    access: 'session',
    legacy: { method: 'GET', path: `${C}GetCheckSetting` },
    java: { method: 'GET', path: `${J}getCheckSetting` },
    input: z.object({}),
    output: DynamicCheckSetting,
  }),
  setCheckSetting: defineEndpoint({
    id: 'classDynamic.setCheckSetting',
    summary: '设置班级动态是否需要审核（数据范围为全园的角色；只影响此后发布的动态，待审核的仍待审核）',
    access: CLASS_DYNAMIC,
    legacy: { method: 'POST', path: `${C}SetCheckSetting` },
    java: { method: 'POST', path: `${J}setCheckSetting` },
    input: DynamicCheckSettingInput,
    output: DynamicCheckSetting,
  }),
  addClassDynamic: defineEndpoint({
    id: 'classDynamic.addClassDynamic',
    summary: '教师发布班级动态：类型、文字、照片（最多9张）和视频（最多1个）；本园需要审核时待审核，否则家长即可见',
    access: 'session',
    legacy: { method: 'POST', path: `${C}AddClassDynamic` },
    java: { method: 'POST', path: `${J}addClassDynamic` },
    input: AddClassDynamicInput,
    output: SavedClassDynamic,
    creates: 'dynamicId',
  }),
};
