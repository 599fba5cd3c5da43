import { iso, type Clock } from '../../clock.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { deleteReadReceiptsOf, insertReadReceipt, readCountsOf, readReceiptsOf, type Reader, type ReadTarget } from './read-receipt.repository.js';

/**
 * Read receipts of the school's notices and articles: a module records a reader when its content is
 * opened and asks who read it. Who should have read it is the module's own audience.
 */
export function readReceiptService({ clock }: { clock: Clock }) {
  return {
    /** Records that `reader` opened `target` (only the first time counts). */
    recordRead: (db: SchoolDb, target: ReadTarget, reader: Reader) => insertReadReceipt(db, target, reader, iso(clock.now())),
    /** Who read `target`, first readers first. */
    readersOf: (db: SchoolDb, target: ReadTarget) => readReceiptsOf(db, target),
    /** How many read each of `targetIds`: an id nobody read is 0. */
    async readCounts(db: SchoolDb, targetType: string, targetIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map(targetIds.map((id) => [id, 0]));
      if (targetIds.length === 0) return counts;
      for (const row of await readCountsOf(db, targetType, targetIds)) counts.set(row.targetId, Number(row.readers));
      return counts;
    },
    /** Forgets who read `target`: the content itself is gone. */
    forget: (db: SchoolDb, target: ReadTarget) => deleteReadReceiptsOf(db, target),
  };
}

export type ReadReceiptService = ReturnType<typeof readReceiptService>;
