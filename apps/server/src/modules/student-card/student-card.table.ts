import type { Generated } from 'kysely';

/** A pickup card issued for a child to one of the child's guardians or pick-up people. */
export interface PickupCardTable {
  id: Generated<number>;
  schoolId: number;
  cardNo: string;
  childId: number;
  /** CardHolderType: 1 a guardian (holderId is guardian.id), 2 a pick-up person (pickup_person.id). */
  holderType: number;
  holderId: number;
  /** CardStatus: 1 正常, 0 已注销. A cancelled card stays as the record of who held the number. */
  status: number;
  boundAt: string;
  boundBy: number | null;
  cancelledAt: string | null;
  cancelledBy: number | null;
  /** The promotion that graduated the child and so cancelled the card: its undo restores the card. */
  cancelledByPromotionId: Generated<number | null>;
}

/** A card a family applied and paid for in the parent app, waiting for the school to issue it. */
export interface CardApplicationTable {
  id: Generated<number>;
  schoolId: number;
  childId: number;
  applicantName: string;
  applicantPhone: string;
  relationType: number;
  amountFen: number;
  orderNo: string;
  paidAt: string;
  issuedAt: string | null;
  issuedBy: number | null;
  cardNo: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    pickupCard: PickupCardTable;
    cardApplication: CardApplicationTable;
  }
}
