import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Schools are the tenants themselves: these queries take the unscoped database. */
type Db = Kysely<Database>;

export function findSchool(db: Db, schoolId: number) {
  return db.selectFrom('school').select(['id', 'name', 'parentId']).where('id', '=', schoolId).executeTakeFirst();
}

/** A head school and its branches. */
export function schoolFamily(db: Db, headSchoolId: number) {
  return db
    .selectFrom('school')
    .select(['id as schoolId', 'name as schoolName', 'parentId as parentSchoolId'])
    .where((eb) => eb.or([eb('id', '=', headSchoolId), eb('parentId', '=', headSchoolId)]))
    .orderBy('id')
    .execute();
}
