import type { Insertable } from 'kysely';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import { mainGuardians } from '../child/index.js';

/**
 * Pickup cards after a few months: every child of the first two classes has one for its main
 * guardian and its grandparent one too (one lost and replaced, one handed back); families of the
 * third class paid for cards in the parent app, and the school issued some.
 */
export async function seedPickupCards(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const schoolNumber = Math.floor(plan.school.phoneBase / 10_000_000) % 10;
  const children = await db.selectFrom('child').select(['id', 'classId']).orderBy('id').execute();
  const pickUpPeople = await db.selectFrom('pickupPerson').select(['id', 'childId']).orderBy('id').execute();
  const mains = await mainGuardians(db);
  const classIds = [...new Set(children.map((child) => child.classId!))];

  let cardNumber = 30_000_000 + schoolNumber * 1_000_000;
  const card = (childId: number, holderType: number, holderId: number, boundAt: string): Insertable<SchoolScopedDatabase['pickupCard']> => ({
    cardNo: String((cardNumber += 1)).padStart(10, '0'), childId, holderType, holderId, status: 1, boundAt, boundBy: null, cancelledAt: null, cancelledBy: null,
  });
  const carded = children.filter((child) => classIds.slice(0, 2).includes(child.classId!));
  const cards = [
    ...carded.map((child) => card(child.id, 1, mains.get(child.id)!.id, plan.daysAgo(60))),
    ...pickUpPeople.filter((person) => carded.some((child) => child.id === person.childId)).map((person) => card(person.childId, 2, person.id, plan.daysAgo(55))),
  ];
  const lost = { ...cards[0]!, status: 0, cancelledAt: plan.daysAgo(20) };
  cards[0] = card(lost.childId, lost.holderType, lost.holderId, plan.daysAgo(20));
  cards[1] = { ...cards[1]!, status: 0, cancelledAt: plan.daysAgo(12) };
  await db.insertInto('pickupCard').values([lost, ...cards]).execute();

  const applicants = children.filter((child) => child.classId === classIds[2]).slice(0, 10);
  const applications = applicants.map((child, index) => {
    const guardian = mains.get(child.id)!;
    const issued = index < 4 ? card(child.id, 1, guardian.id, plan.daysAgo(10 - index)) : null;
    return {
      application: {
        childId: child.id,
        applicantName: guardian.name,
        applicantPhone: guardian.phone,
        relationType: guardian.relationType,
        amountFen: 2000,
        orderNo: `PAY${schoolNumber}${String(index + 1).padStart(6, '0')}`,
        paidAt: plan.daysAgo(14 - index),
        issuedAt: issued?.boundAt ?? null,
        issuedBy: null,
        cardNo: issued?.cardNo ?? null,
      },
      issued,
    };
  });
  await db.insertInto('cardApplication').values(applications.map((entry) => entry.application)).execute();
  await db.insertInto('pickupCard').values(applications.flatMap((entry) => (entry.issued ? [entry.issued] : []))).execute();
}
