import { defineEndpoint, fileOutput } from '../endpoint.js';
import {
  ExportRecordInput,
  FieldStatistics,
  GradeStatistics,
  GradeStatisticsList,
  ChildRecordListInput,
  RecordPage,
  RecordRangeInput,
  TeacherRecordChart,
  TeacherRecordInput,
  TeacherRecordList,
  TeacherRecordListInput,
  TeacherRecordPageInput,
} from './record-statics.schemas.js';

const RECORDS = 'TeachEvaluate.RecordStatics';
const R = '/api/RecordStatics/' as const;

/**
 * 教学评价 > 记录统计 (legacy RecordStatics): the growth records and observations teachers keep of
 * children, counted by field (领域), grade, class and teacher over a school year or dates, the lists
 * behind the counts and an xlsx of the records chosen. The spec's `{hash}` call is unknown and left out.
 */
export const recordStaticsEndpoints = {
  getFieldStatistics: defineEndpoint({
    id: 'recordStatics.getFieldStatistics',
    summary: '各领域的成长记录与观察记录数',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetFieldStatistics` },
    input: RecordRangeInput,
    output: FieldStatistics,
  }),
  getGradeStatistics: defineEndpoint({
    id: 'recordStatics.getGradeStatistics',
    summary: '各年级的记录数与记录的教师数',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetGradeStatistics` },
    input: RecordRangeInput,
    output: GradeStatistics,
  }),
  getGradeStatisticsList: defineEndpoint({
    id: 'recordStatics.getGradeStatisticsList',
    summary: '各班（可限一个年级）每个领域的记录数',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetGradeStatisticsList` },
    input: RecordRangeInput,
    output: GradeStatisticsList,
  }),
  getTeacherRecordInfoList: defineEndpoint({
    id: 'recordStatics.getTeacherRecordInfoList',
    summary: '每位教师的成长记录、观察记录数与最近记录日期',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetTeacherRecordInfoList` },
    input: TeacherRecordListInput,
    output: TeacherRecordList,
  }),
  getRecordInfoList: defineEndpoint({
    id: 'recordStatics.getRecordInfoList',
    summary: '记录列表（按年级、班级、教师、领域、类型筛选，新的在前）',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetRecordInfoList` },
    input: ChildRecordListInput,
    output: RecordPage,
  }),
  getRecordChartDataForTeacher: defineEndpoint({
    id: 'recordStatics.getRecordChartDataForTeacher',
    summary: '一位教师每月与每个领域的记录数（图表用）',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetRecordChartDataForTeacher` },
    input: TeacherRecordInput,
    output: TeacherRecordChart,
  }),
  getRecordListForTeacher: defineEndpoint({
    id: 'recordStatics.getRecordListForTeacher',
    summary: '一位教师的记录列表（可按领域）',
    access: RECORDS,
    legacy: { method: 'GET', path: `${R}GetRecordListForTeacher` },
    input: TeacherRecordPageInput,
    output: RecordPage,
  }),
  exportRecordForSelected: defineEndpoint({
    id: 'recordStatics.exportRecordForSelected',
    summary: '导出所选记录（xlsx）',
    access: RECORDS,
    legacy: { method: 'POST', path: `${R}ExportRecordForSelected` },
    readOnly: true,
    input: ExportRecordInput,
    output: fileOutput,
  }),
};
