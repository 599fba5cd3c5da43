import { areaEndpoints, schoolActivityEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { RegularImportFiles } from './school-activity.xlsx.js';
import type { SchoolActivityService } from './school-activity.service.js';

export const schoolActivityHandlers = (activities: SchoolActivityService, imports: RegularImportFiles) =>
  handlersFor(schoolActivityEndpoints, {
    getSchoolActivityList: (input, { db }) => activities.list(db, input),
    getSchoolActivityDetail: (input, { db }) => activities.schoolDetail(db, input.activityId),
    getRegularActivityDetail: (input, { db }) => activities.regularDetail(db, input.activityId),
    delSchoolActivity: (input, { db }) => activities.remove(db, input.activityId),
    getQuestionUnitList: () => activities.questionUnits(),
    getAreaListForSelect: (_input, { db }) => activities.areaOptions(db),
    addSchoolActivity: (input, { db, session }) => activities.addSchool(db, session, input),
    addRegularActivity: (input, { db, session }) => activities.addRegular(db, session, input),
    updateSchoolActivity: (input, { db }) => activities.updateSchool(db, input),
    updateRegularActivity: (input, { db }) => activities.updateRegular(db, input),
    importRegularDataFromXlsx: (input, { db, session }) => imports.importRows(db, session, input),
    downloadRegularTemplate: (_input, { db, session }) => imports.template(db, session),
    exportRegularImportErrors: (input, { db, session }) => imports.errorReport(db, session, input.importId),
    getStudentActivityList: (input, { db }) => activities.ofStudent(db, input),
  });

export const areaHandlers = (activities: SchoolActivityService) =>
  handlersFor(areaEndpoints, {
    getAreaList: (input, { db }) => activities.areaPage(db, input),
    getAreaDetail: (input, { db }) => activities.areaDetail(db, input.areaId),
    delArea: (input, { db }) => activities.removeArea(db, input.areaId),
    getAreaUseStatistics: (input, { db }) => activities.useStatistics(db, input),
    getReferenceDataListForSelect: (_input, { db }) => activities.referenceData(db),
    getAreaActivityList: (input, { db }) => activities.areaActivities(db, input),
    addOrUpdateArea: (input, { db }) => activities.saveArea(db, input),
  });
