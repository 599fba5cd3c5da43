import { StudentCardStatus } from '@yuanwu/shared';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb } from '../../db/school-scope.js';

/**
 * Pickup cards end where children and their people leave: this module cancels them, so that it does
 * not lean on the student-card module, which issues the cards and builds on this one.
 */

export interface CardHolder {
  childId: number;
  holderType: number;
  holderId: number;
}

export interface CardStamp {
  at: string;
  teacherId: number;
  /** Set when a promotion graduates the child. */
  promotionId?: number;
}

export const cancelled = (stamp: CardStamp) => ({
  status: StudentCardStatus.CANCELLED,
  cancelledAt: stamp.at,
  cancelledBy: stamp.teacherId,
  cancelledByPromotionId: stamp.promotionId ?? null,
});

/** Cancels the cards issued for children who leave: a card no longer collects a child who is gone. */
export async function cancelCardsOfChildren(db: SchoolDb, childIds: number[], stamp: CardStamp): Promise<void> {
  for await (const batch of inBatches(childIds)) {
    await db.updateTable('pickupCard').set(cancelled(stamp)).where('childId', 'in', batch).where('status', '=', StudentCardStatus.NORMAL).execute();
  }
}

/** Cancels the cards a guardian or pick-up person holds for a child, when the relation ends. */
export async function cancelCardsOfHolder(db: SchoolDb, holder: CardHolder, stamp: CardStamp): Promise<void> {
  await db
    .updateTable('pickupCard')
    .set(cancelled(stamp))
    .where('childId', '=', holder.childId)
    .where('holderType', '=', holder.holderType)
    .where('holderId', '=', holder.holderId)
    .where('status', '=', StudentCardStatus.NORMAL)
    .execute();
}
