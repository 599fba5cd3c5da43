import type { Insertable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export function listYears(db: SchoolDb) {
  return db
    .selectFrom('schoolYear')
    .select((eb) => [
      'schoolYear.id',
      'schoolYear.name',
      'schoolYear.startDate',
      'schoolYear.endDate',
      eb.selectFrom('schoolClass').select(eb.fn.countAll<number>().as('n')).whereRef('schoolClass.schoolYearId', '=', 'schoolYear.id').as('classCount'),
      eb.selectFrom('promotion').select('promotion.id').whereRef('promotion.toYearId', '=', 'schoolYear.id').limit(1).as('promotionId'),
    ])
    .orderBy('schoolYear.startDate', 'desc')
    .execute();
}

export function findYear(db: SchoolDb, yearId: number) {
  return db.selectFrom('schoolYear').selectAll().where('id', '=', yearId).executeTakeFirst();
}

/** The year holding `date`, or else the latest one that has started. */
export function currentYear(db: SchoolDb, date: string) {
  return db.selectFrom('schoolYear').selectAll().where('startDate', '<=', date).orderBy('startDate', 'desc').limit(1).executeTakeFirst();
}

export function findYearByName(db: SchoolDb, name: string) {
  return db.selectFrom('schoolYear').select('id').where('name', '=', name).executeTakeFirst();
}

/** Years whose dates meet [startDate, endDate]. */
export function overlappingYears(db: SchoolDb, startDate: string, endDate: string) {
  return db.selectFrom('schoolYear').select(['id', 'name']).where('startDate', '<=', endDate).where('endDate', '>=', startDate).execute();
}

export async function insertYear(db: SchoolDb, year: Insertable<SchoolScopedDatabase['schoolYear']>): Promise<number> {
  const row = await db.insertInto('schoolYear').values(year).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateYear(db: SchoolDb, yearId: number, year: { name: string; startDate: string; endDate: string }): Promise<void> {
  await db.updateTable('schoolYear').set(year).where('id', '=', yearId).execute();
}

export async function deleteYear(db: SchoolDb, yearId: number): Promise<void> {
  await db.deleteFrom('semester').where('schoolYearId', '=', yearId).execute();
  await db.deleteFrom('grade').where('schoolYearId', '=', yearId).execute();
  await db.deleteFrom('promotion').where('toYearId', '=', yearId).execute();
  await db.deleteFrom('schoolYear').where('id', '=', yearId).execute();
}

export function semestersOfYears(db: SchoolDb, yearIds: number[]) {
  if (yearIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('semester')
    .select(['id', 'schoolYearId', 'name', 'startDate', 'endDate'])
    .where('schoolYearId', 'in', yearIds)
    .orderBy('sortOrder')
    .orderBy('startDate')
    .execute();
}

type SemesterRow = { semesterId?: number | undefined; semesterName: string; startDate: string; endDate: string };

/** Makes the year's semesters exactly `semesters`: kept ones updated, new ones added, the rest removed. */
export async function replaceSemesters(db: SchoolDb, yearId: number, semesters: SemesterRow[]): Promise<void> {
  const keep = semesters.flatMap((semester) => (semester.semesterId ? [semester.semesterId] : []));
  let removal = db.deleteFrom('semester').where('schoolYearId', '=', yearId);
  if (keep.length) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [index, semester] of semesters.entries()) {
    const row = { name: semester.semesterName, startDate: semester.startDate, endDate: semester.endDate, sortOrder: index + 1 };
    if (semester.semesterId) {
      await db.updateTable('semester').set(row).where('id', '=', semester.semesterId).where('schoolYearId', '=', yearId).execute();
    } else {
      await db.insertInto('semester').values({ ...row, schoolYearId: yearId }).execute();
    }
  }
}

export function semesterIdsOfYear(db: SchoolDb, yearId: number) {
  return db.selectFrom('semester').select('id').where('schoolYearId', '=', yearId).execute();
}

/** The year's classes: a year that has any is not deleted. */
export async function countClassesOfYear(db: SchoolDb, yearId: number): Promise<number> {
  const row = await db.selectFrom('schoolClass').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolYearId', '=', yearId).executeTakeFirstOrThrow();
  return Number(row.n);
}
