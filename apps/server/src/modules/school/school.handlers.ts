import { schoolEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { SchoolInfoService } from './school-info.service.js';
import type { SchoolService } from './school.service.js';

export const schoolHandlers = (schools: SchoolService, info: SchoolInfoService) =>
  handlersFor(schoolEndpoints, {
    getBranchSchoolList: (_input, { session }) => schools.branchSchools(session),
    switchSchool: (input, { session }) => schools.switchSchool(session, input.schoolId),
    getSchoolInfo: (input, { session }) => info.info(session, input.schoolId),
    getSchoolInfoForUpdate: (input, { session }) => info.info(session, input.schoolId),
    updateSchoolInfo: (input, { session }) => info.update(session, input),
    updateSchoolLogo: (input, { db, session }) => info.updateLogo(db, session, input),
    getMachineConfig: (_input, { db }) => info.machineConfig(db),
    updateMachineConfig: (input, { db }) => info.updateMachineConfig(db, input),
  });
