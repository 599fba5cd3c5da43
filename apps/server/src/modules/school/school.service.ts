import type { Kysely } from 'kysely';
import { notAllowed } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import type { SessionService } from '../session/index.js';
import * as repository from './school.repository.js';

export function schoolService(deps: { db: Kysely<Database>; sessions: SessionService }) {
  const { db } = deps;

  const familyOf = (session: SessionIdentity) => repository.groupOf(db, session.homeSchoolId);

  /** The person's group, and the other schools they are on the staff of. */
  async function schoolsOf(session: SessionIdentity) {
    const [family, own] = await Promise.all([familyOf(session), deps.sessions.schoolsOf(session)]);
    const elsewhere = own
      .filter((staff) => !family.some((school) => school.schoolId === staff.schoolId))
      .map((staff) => ({ schoolId: staff.schoolId, schoolName: staff.schoolName, parentSchoolId: staff.parentId }));
    return [...family, ...elsewhere];
  }

  return {
    branchSchools: schoolsOf,

    /** A group administrator works in any school of the group; everyone in the schools they are on the staff of. */
    async switchSchool(session: SessionIdentity, schoolId: number) {
      const onStaff = (await deps.sessions.schoolsOf(session)).some((staff) => staff.schoolId === schoolId);
      const allowed = onStaff || (session.isGroupAdmin && (await familyOf(session)).some((school) => school.schoolId === schoolId));
      if (!allowed) throw notAllowed('无权切换到该园所');
      return deps.sessions.switchSchool(session, schoolId);
    },
  };
}

export type SchoolService = ReturnType<typeof schoolService>;
