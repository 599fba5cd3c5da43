import type { DataScope } from '@yuanwu/shared';

/** Who is calling, as the session token says: never taken from a parameter. */
export interface SessionIdentity {
  sessionId: number;
  /** The person, whatever school they work in. */
  accountId: number;
  /** The person's staff row in the school they signed in to. */
  teacherId: number;
  /** The school every query of this call is confined to. */
  schoolId: number;
  homeSchoolId: number;
  roleId: number | null;
  modules: ReadonlySet<string>;
  isGroupAdmin: boolean;
  /** The role's data scope (数据范围). */
  dataScope: DataScope;
  /**
   * The classes whose records this call reaches, from the data scope: null for the whole school.
   * The session's database handle confines every class-owned query to them.
   */
  classesInReach: ReadonlySet<number> | null;
  /** The password is a temporary one someone else set: only the calls that replace it are open. */
  mustChangePassword: boolean;
}
