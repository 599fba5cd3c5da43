import type { Kysely } from 'kysely';

/**
 * A promotion graduates the top grade and cancels the graduates' pickup cards; the cards remember
 * which promotion cancelled them, so that undoing the promotion gives them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pickup_card').addColumn('cancelled_by_promotion_id', 'integer', (col) => col.references('promotion.id')).execute();
}
