import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notAllowed } from '../../http/app-error.js';
import type { SessionIdentity } from '../../http/context.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './school.repository.js';

export function schoolService(deps: { db: Kysely<Database>; sessions: SessionService }) {
  const { db } = deps;

  async function familyOf(session: SessionIdentity) {
    const home = await repository.findSchool(db, session.homeSchoolId);
    return repository.schoolFamily(db, home?.parentId ?? session.homeSchoolId);
  }

  return {
    branchSchools: familyOf,

    /** A group administrator works in any school of the group; everyone else only in their own. */
    async switchSchool(session: SessionIdentity, schoolId: number) {
      const allowed = schoolId === session.homeSchoolId || (session.isGroupAdmin && (await familyOf(session)).some((school) => school.schoolId === schoolId));
      if (!allowed) throw notAllowed('无权切换到该园所');
      return deps.sessions.switchSchool(session, schoolId);
    },
  };
}

export type SchoolService = ReturnType<typeof schoolService>;
