import type { SchoolDb } from '../db/school-scope.js';

/** The school table is not school-owned (it is the tenant), so the id is given explicitly. */
export async function schoolNameOf(db: SchoolDb, schoolId: number): Promise<string> {
  const row = await db.selectFrom('school').select('name').where('id', '=', schoolId).executeTakeFirstOrThrow();
  return row.name;
}
