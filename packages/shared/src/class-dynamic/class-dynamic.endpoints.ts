import { defineEndpoint } from '../endpoint.js';
import { StudentPeriodPageInput } from '../child/child.schemas.js';
import { StudentAlbumPage } from './class-dynamic.schemas.js';

/** 班级动态 and 班级相册: what a class's teachers share with its families. */
export const classDynamicEndpoints = {
  getStudentAlbumList: defineEndpoint({
    id: 'classDynamic.getStudentAlbumList',
    summary: '幼儿相册：幼儿在班期间所在班级的照片和视频（已通过审核的班级动态及班级相册，从新到旧，可按时间段筛选，分页）',
    access: 'ChildManage.Child',
    legacy: { method: 'GET', path: '/api/Student4/GetStudentAlbumList' },
    input: StudentPeriodPageInput,
    output: StudentAlbumPage,
  }),
};
