import type { Insertable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Holidays that meet [from, to]. */
export function holidaysBetween(db: SchoolDb, from: string, to: string) {
  return db
    .selectFrom('holiday')
    .select(['id', 'name', 'userType', 'startDate', 'endDate'])
    .where('startDate', '<=', to)
    .where('endDate', '>=', from)
    .orderBy('startDate')
    .execute();
}

export function holidayYears(db: SchoolDb) {
  return db.selectFrom('holiday').select('startDate').distinct().execute();
}

export async function insertHoliday(db: SchoolDb, holiday: Insertable<SchoolScopedDatabase['holiday']>): Promise<number> {
  const row = await db.insertInto('holiday').values(holiday).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteHoliday(db: SchoolDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('holiday').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
