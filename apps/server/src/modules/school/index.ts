import { defineModule, type CoreDeps } from '../../core/module.js';
import type { SessionService } from '../session/index.js';
import { schoolHandlers } from './school.handlers.js';
import { schoolService } from './school.service.js';

/** The schools (the tenants) and their groups: a group administrator's branches, and switching between schools. */
export const schoolModule = defineModule({
  tables: { school: 'platform' },
  create: ({ db, sessions }: CoreDeps & { sessions: SessionService }) => ({ schools: schoolService({ db, sessions }) }),
  handlers: ({ schools }) => [schoolHandlers(schools)],
});

export { findSchool, schoolFamily } from './school.repository.js';
export type * from './school.table.js';
