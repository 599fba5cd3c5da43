import { checkupEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { CheckupService } from './checkup.service.js';
import type { CheckupFiles } from './checkup.xlsx.js';

export const checkupHandlers = (checkup: CheckupService, files: CheckupFiles) =>
  handlersFor(checkupEndpoints, {
    getBatchPage: (input, { db }) => checkup.batchPage(db, input),
    addBatch: (input, { db, session }) => checkup.addBatch(db, session, input),
    delBatch: (input, { db }) => checkup.deleteBatch(db, input.batchId),
    getBatchInfo: (input, { db }) => checkup.batchInfo(db, input),
    getBatchStatistics: (input, { db }) => checkup.batchProgress(db, input),
    getDataPage: (input, { db }) => checkup.dataPage(db, input),
    getStudentData: (input, { db }) => checkup.studentData(db, input),
    addData: (input, { db, session }) => checkup.saveData(db, session, input),
    delData: (input, { db }) => checkup.clearData(db, input),
    getStatistics: (input, { db }) => checkup.statistics(db, input),
    exportEmptyTable: (input, { db, session }) => files.emptyTable(db, session, input),
    exportData: (input, { db, session }) => files.exportData(db, session, input),
    importData: (input, { db, session }) => files.importData(db, session, input),
    getImportFailData: (input, { db, session }) => files.importFailData(db, session, input),
    exportFailData: (input, { db, session }) => files.exportFailData(db, session, input),
    getTemplateList: (_input, { db }) => checkup.templates(db),
    addTemplate: (input, { db }) => checkup.addTemplate(db, input),
    updateTemplateName: (input, { db }) => checkup.renameTemplate(db, input),
    delTemplate: (input, { db }) => checkup.deleteTemplate(db, input.templateId),
    updateTemplateItems: (input, { db }) => checkup.saveTemplateItems(db, input),
    getStudentHealthData: (input, { db }) => checkup.studentHealth(db, input),
  });
