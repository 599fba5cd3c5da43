import { personName } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** Next year's 托班 families applied; three are placed in the first class, waiting for confirmation. */
export async function seedEnrolments(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const random = plan.records;
  const firstClass = await db.selectFrom('child').select('classId').orderBy('id').limit(1).executeTakeFirstOrThrow();
  let enrolPhone = plan.school.phoneBase + 5_000_000_000;
  const enrolments = Array.from({ length: 12 }, (_entry, index) => {
    const sex = random.next() < 0.5 ? 1 : 2;
    const name = personName(random, sex, false);
    const placed = index < 3;
    return {
      name,
      sex,
      birthday: `${plan.year.startYear - 2}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      ethnicId: 1,
      gradeLevel: 1,
      joinDate: null,
      guardianName: personName(random, 2, true),
      guardianPhone: String((enrolPhone += 11)),
      relationType: 2,
      status: placed ? 1 : 0,
      classId: placed ? firstClass.classId : null,
      childId: null,
      createdAt: plan.daysAgo(40 - index),
      placedAt: placed ? plan.daysAgo(3) : null,
      admittedAt: null,
      removedAt: null,
    };
  });
  await db.insertInto('enrolment').values(enrolments).execute();
}
