import type { SchoolDb } from '../../db/school-scope.js';

/** Child status 0: 在读, the children a class holds now. */
export const IN_SCHOOL = 0;

export function childrenInClass(db: SchoolDb, classId: number) {
  return db
    .selectFrom('child')
    .select(['id as studentId', 'name as studentName', 'sex', 'birthday'])
    .where('classId', '=', classId)
    .where('status', '=', IN_SCHOOL)
    .orderBy('name')
    .execute();
}

export function searchChildren(db: SchoolDb, filter: { classId?: number | undefined; keyword?: string | undefined }) {
  let query = db.selectFrom('child').select(['id as studentId', 'name as studentName', 'classId']).where('status', '=', IN_SCHOOL);
  if (filter.classId) query = query.where('classId', '=', filter.classId);
  if (filter.keyword) query = query.where('name', 'like', `%${filter.keyword}%`);
  return query.orderBy('name').limit(200).execute();
}

/** Children now in each of `classIds`. */
export async function countChildrenByClass(db: SchoolDb, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('child')
    .select((eb) => ['classId', eb.fn.countAll<number>().as('count')])
    .where('classId', 'in', classIds)
    .where('status', '=', IN_SCHOOL)
    .groupBy('classId')
    .execute();
  return new Map(rows.map((row) => [row.classId!, Number(row.count)]));
}

/** Whether a class ever held a child: such a class is part of the records and stays. */
export async function classHasHistory(db: SchoolDb, classId: number): Promise<boolean> {
  const row = await db.selectFrom('childClassHistory').select('id').where('classId', '=', classId).limit(1).executeTakeFirst();
  return Boolean(row);
}
