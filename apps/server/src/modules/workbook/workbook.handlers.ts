import { workbookEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { WorkbookService } from './workbook.service.js';

export const workbookHandlers = (workbooks: WorkbookService) =>
  handlersFor(workbookEndpoints, {
    addOrUpdateWorkbookFile: (input, { db, session }) => workbooks.saveWorkbookFile(db, session, input),
    getStudentWorkbookList: (input, { db }) => workbooks.studentWorks(db, input),
    getWorkbookTotalNum: (input, { db }) => workbooks.totals(db, input),
    getWorkbookList: (input, { db }) => workbooks.workbookList(db, input),
    getWorkbookInfo: (input, { db }) => workbooks.workbookInfo(db, input.workbookId, false),
    getExcellentWorkbookInfo: (input, { db }) => workbooks.workbookInfo(db, input.workbookId, true),
    getWorkbookClassStatisticsList: (input, { db }) => workbooks.classStatistics(db, input),
    getWorkbookStudentStatisticsList: (input, { db }) => workbooks.studentStatistics(db, input),
    getStudentFileList: (input, { db }) => workbooks.studentWorks(db, input),
    getStudentExcellentFileList: (input, { db }) => workbooks.studentWorks(db, input, true),
    getExcellentWorkbookFileNum: (input, { db }) => workbooks.excellentCount(db, input),
    getExcellentWorkbookFileList: (input, { db }) => workbooks.excellentWorks(db, input),
    saveWorkbookFile: (input, { db, session }) => workbooks.saveBySchool(db, session, input),
    addOrUpdateWorkbookComment: (input, { db, session }) => workbooks.saveComment(db, session, input),
    delWorkBookFile: (input, { db, session }) => workbooks.removeWork(db, session, input.workbookFileId),
    getWorkBookInfo: (input, { db }) => workbooks.workDetail(db, input.workbookFileId),
  });
