import { schoolEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { SchoolService } from './school.service.js';

export const schoolHandlers = (schools: SchoolService) =>
  handlersFor(schoolEndpoints, {
    getBranchSchoolList: (_input, { session }) => schools.branchSchools(session),
    switchSchool: (input, { session }) => schools.switchSchool(session, input.schoolId),
  });
