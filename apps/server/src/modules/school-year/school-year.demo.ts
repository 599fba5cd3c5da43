import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** The school year the demo lives in, with its two semesters. */
export async function seedSchoolYear(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const { year } = plan;
  const { id: schoolYearId } = await db
    .insertInto('schoolYear')
    .values({ name: year.name, startDate: year.startDate, endDate: year.endDate, createdAt: plan.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('semester')
    .values(year.semesters.map((semester, index) => ({ schoolYearId, ...semester, sortOrder: index + 1 })))
    .execute();
}
