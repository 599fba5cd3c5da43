import { personName } from '../../core/demo-random.js';
import type { DemoClass, DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mainGuardians } from './guardian.repository.js';

/** The children of the class just opened, each with a father and a mother, one of them the main guardian. */
export async function seedClassChildren(db: SchoolDb, plan: DemoPlan, demoClass: DemoClass): Promise<void> {
  const random = plan.people;
  const { id: classId } = await db.selectFrom('schoolClass').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const { guardians } = await db.selectFrom('guardian').select((eb) => eb.fn.countAll<number>().as('guardians')).executeTakeFirstOrThrow();
  // Guardian phones run on through the school's classes, 7 apart.
  let phone = plan.school.phoneBase + 2_000_000_000 + 7 * Number(guardians);
  // A child in 托班 (level 1) turns 2 to 3 during the year, in 大班 (level 4) 5 to 6.
  const birthYear = plan.year.startYear - demoClass.level - 2;
  for (let index = 0; index < demoClass.children; index += 1) {
    const sex = random.next() < 0.5 ? 1 : 2;
    const name = personName(random, sex, false);
    const month = random.between(1, 12);
    const bornYear = month >= 9 ? birthYear : birthYear + 1;
    const { id: childId } = await db
      .insertInto('child')
      .values({
        name,
        sex,
        birthday: `${bornYear}-${String(month).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
        ethnicId: random.next() < 0.92 ? 1 : random.between(2, 56),
        classId,
        status: 0,
        joinDate: `${plan.year.startYear - demoClass.level + 1}-09-01`,
        leaveDate: null,
        createdAt: plan.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('childClassHistory')
      .values({ childId, classId, startDate: plan.year.startDate, endDate: null, openedByPromotionId: null, closedByPromotionId: null })
      .execute();
    const father = { name: name.charAt(0) + personName(random, 1, true).slice(1), relationType: 1, isMain: random.next() < 0.4 ? 1 : 0 };
    const mother = { name: personName(random, 2, true), relationType: 2, isMain: father.isMain ? 0 : 1 };
    for (const guardian of [father, mother]) {
      const { id: guardianId } = await db
        .insertInto('guardian')
        .values({ name: guardian.name, phone: String((phone += 7)), createdAt: plan.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('childGuardian').values({ childId, guardianId, relationType: guardian.relationType, isMain: guardian.isMain }).execute();
    }
  }
}

/**
 * What the children's records hold after a few months: allergies, grandparents who pick children
 * up, and two families who changed their number during the year, the old one kept on record.
 */
export async function seedChildRecords(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const random = plan.records;
  const children = await db.selectFrom('child').select(['id', 'classId']).orderBy('id').execute();
  for (const child of children.filter((_child, index) => index % 20 === 3)) {
    await db.updateTable('child').set({ allergyFood: random.pick(['花生', '芒果', '虾', '鸡蛋', '牛奶']) }).where('id', '=', child.id).execute();
  }

  let pickUpPhone = plan.school.phoneBase + 4_000_000_000;
  const grandparents = children
    .filter((_child, index) => index % 6 === 0)
    .map((child) => {
      const relationType = random.pick([3, 4, 5, 6]);
      return {
        childId: child.id,
        name: personName(random, relationType % 2 ? 1 : 2, true),
        relationType,
        relationName: null,
        phone: String((pickUpPhone += 3)),
        photoUrl: null,
        validFrom: plan.year.startDate,
        validTo: plan.year.endDate,
        createdAt: plan.now,
        removedAt: null,
      };
    });
  await db.insertInto('pickupPerson').values(grandparents).execute();

  for (const guardian of [...(await mainGuardians(db)).values()].slice(5, 7)) {
    const newPhone = String(Number(guardian.phone) + 1_000_000_000);
    await db.updateTable('guardian').set({ phone: newPhone }).where('id', '=', guardian.id).execute();
    await db.insertInto('guardianPhoneChange').values({ guardianId: guardian.id, oldPhone: guardian.phone, newPhone, teacherId: null, changedAt: plan.daysAgo(30) }).execute();
  }
}
