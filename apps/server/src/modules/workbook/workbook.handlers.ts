import { workbookEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { WorkbookService } from './workbook.service.js';

export const workbookHandlers = (workbooks: WorkbookService) =>
  handlersFor(workbookEndpoints, {
    addOrUpdateWorkbookFile: (input, { db, session }) => workbooks.saveWorkbookFile(db, session, input),
    getStudentWorkbookList: (input, { db }) => workbooks.studentWorks(db, input),
  });
