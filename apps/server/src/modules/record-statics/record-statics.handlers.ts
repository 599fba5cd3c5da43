import { recordStaticsEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { RecordStaticsService } from './record-statics.service.js';

export const recordStaticsHandlers = (records: RecordStaticsService) =>
  handlersFor(recordStaticsEndpoints, {
    getFieldStatistics: (input, { db }) => records.fields(db, input),
    getGradeStatistics: (input, { db }) => records.grades(db, input),
    getGradeStatisticsList: (input, { db }) => records.classes(db, input),
    getTeacherRecordInfoList: (input, { db }) => records.teachers(db, input),
    getRecordInfoList: (input, { db }) => records.list(db, input),
    getRecordChartDataForTeacher: (input, { db }) => records.teacherChart(db, input),
    getRecordListForTeacher: (input, { db }) => records.teacherList(db, input),
    exportRecordForSelected: (input, { db, session }) => records.exportSelected(db, session, input.recordList),
  });
