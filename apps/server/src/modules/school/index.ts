import { defineModule, type CoreDeps } from '../../core/module.js';
import type { SessionService } from '../session/index.js';
import { schoolInfoService } from './school-info.service.js';
import { seedSchoolInfo } from './school.demo.js';
import { schoolHandlers } from './school.handlers.js';
import { schoolService } from './school.service.js';

/**
 * The schools (the tenants) and their groups: a group administrator's branches, and switching
 * between schools; 园所信息 (the school's own row) and its card machines' configuration.
 */
export const schoolModule = defineModule({
  tables: { school: 'platform', cardMachine: 'school', cardMachineSetting: 'school' },
  create: ({ db, clock, sessions }: CoreDeps & { sessions: SessionService }) => ({
    schools: schoolService({ db, sessions }),
    schoolInfo: schoolInfoService({ db, clock }),
  }),
  handlers: ({ schools, schoolInfo }) => [schoolHandlers(schools, schoolInfo)],
  demo: seedSchoolInfo,
});

export { swipeIntervalMinutes } from './school-info.service.js';
export { findSchool, schoolFamily } from './school.repository.js';
export type * from './school.table.js';
