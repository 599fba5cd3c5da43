import { activitySafetyEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ActivitySafetyService } from './activity-safety.service.js';

export const activitySafetyHandlers = (safety: ActivitySafetyService) =>
  handlersFor(activitySafetyEndpoints, {
    getActivitySafetyList: (input, { db }) => safety.list(db, input),
    getActivitySafetyDetailModel: (input, { db }) => safety.detail(db, input.safetyId),
    addActivitySafetyList: (input, { db, session }) => safety.addList(db, session, input.safetyList),
    updateActivitySafetyModel: (input, { db, session }) => safety.update(db, session, input),
    delActivitySafetyModel: (input, { db, session }) => safety.remove(db, session, input.safetyId),
    getSchoolActivityListForSafety: (input, { db }) => safety.schoolActivities(db, input.searchKey),
  });
