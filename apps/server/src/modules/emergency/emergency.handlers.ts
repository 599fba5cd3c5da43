import { emergencyEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { EmergencyService } from './emergency.service.js';

export const emergencyHandlers = (emergencies: EmergencyService) =>
  handlersFor(emergencyEndpoints, {
    getEmergencyList: (input, { db }) => emergencies.list(db, input),
    getEmergencyDetail: (input, { db }) => emergencies.detail(db, input.emergencyId),
    addEmergency: (input, { db, session }) => emergencies.add(db, session, input),
    updateEmergency: (input, { db, session }) => emergencies.update(db, session, input),
    delEmergency: (input, { db }) => emergencies.remove(db, input.emergencyId),
    getEmergencyTypeList: (_input, { db }) => emergencies.types(db),
    getEmergencyTypeForSelect: (_input, { db }) => emergencies.typeOptions(db),
    getEmergencyTypeDetail: (input, { db }) => emergencies.typeDetail(db, input.typeId),
    addEmergencyType: (input, { db }) => emergencies.addType(db, input),
    updateEmergencyType: (input, { db }) => emergencies.updateType(db, input),
    delEmergencyType: (input, { db }) => emergencies.removeType(db, input.typeId),
    getEmergencyTeacherForSelect: (input, { db }) => emergencies.teacherOptions(db, input.searchKey),
  });
