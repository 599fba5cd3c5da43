import { defineEndpoint } from '../endpoint.js';
import { TeachingSummary, TeachingSummaryInput } from './teaching-summary.schemas.js';

/** 教师详情 > 教学情况: what a teacher wrote and shared over an interval. */
export const teachingSummaryEndpoints = {
  getTeachingSummary: defineEndpoint({
    id: 'teacher.getTeachingSummary',
    summary: '教师在一段时间内的教学情况：教学笔记、亲子作业、班级动态与照片视频、作品的数量，以及笔记和作业的内容',
    access: 'StaffingManage.TeacherManage',
    java: { method: 'GET', path: '/javaApi/teacher/getTeachingSummary' },
    input: TeachingSummaryInput,
    output: TeachingSummary,
  }),
};
