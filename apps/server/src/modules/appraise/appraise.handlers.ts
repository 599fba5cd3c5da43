import { appraiseEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { AppraiseService } from './appraise.service.js';

export const appraiseHandlers = (appraisals: AppraiseService) =>
  handlersFor(appraiseEndpoints, {
    getAppraiseFieldList: (_input, { db }) => appraisals.fields(db),
    addAppraiseField: (input, { db }) => appraisals.addField(db, input),
    updateAppraiseField: (input, { db }) => appraisals.updateField(db, input),
    delAppraiseField: (input, { db }) => appraisals.removeField(db, input.fieldId),
    updateAppraiseFieldOrder: (input, { db }) => appraisals.setFieldOrder(db, input.fieldIdList),
    updateAppraiseOrder: (input, { db }) => appraisals.moveField(db, input),
    getGuideTargetListForSelect: async (input) => appraisals.targetOptions(input.domainId),
    getIsExistsAppraise: (input, { db, session }) => appraisals.exists(db, session, input),
    addAppraise: (input, { db, session }) => appraisals.add(db, session, input),
    getAppraiseList: (input, { db, session }) => appraisals.list(db, session, input),
    getAppraiseForUpdate: (input, { db, session }) => appraisals.detail(db, session, input.appraiseId),
    updateAppraise: (input, { db, session }) => appraisals.update(db, session, input),
    delAppraise: (input, { db, session }) => appraisals.remove(db, session, input.appraiseId),
    getAppraiseStatisticsList: (input, { db }) => appraisals.statistics(db, input),
  });
