import type { SchoolDb } from '../../db/school-scope.js';
import type { ReaderType } from './read-receipt.table.js';

export interface ReadTarget {
  targetType: string;
  targetId: number;
}

export interface Reader {
  readerType: ReaderType;
  readerId: number;
}

/** Keeps the first read only: a second open, from this server or another, changes nothing. */
export async function insertReadReceipt(db: SchoolDb, target: ReadTarget, reader: Reader, readAt: string): Promise<void> {
  await db
    .insertInto('readReceipt')
    .values({ ...target, ...reader, readAt })
    .onConflict((conflict) => conflict.columns(['targetType', 'targetId', 'readerType', 'readerId', 'schoolId']).doNothing())
    .execute();
}

export function readReceiptsOf(db: SchoolDb, target: ReadTarget) {
  return db
    .selectFrom('readReceipt')
    .select(['readerType', 'readerId', 'readAt'])
    .where('targetType', '=', target.targetType)
    .where('targetId', '=', target.targetId)
    .orderBy('readAt')
    .execute();
}

export function readCountsOf(db: SchoolDb, targetType: string, targetIds: readonly number[]) {
  return db
    .selectFrom('readReceipt')
    .select(['targetId', (eb) => eb.fn.countAll<number>().as('readers')])
    .where('targetType', '=', targetType)
    .where('targetId', 'in', targetIds)
    .groupBy('targetId')
    .execute();
}

export async function deleteReadReceiptsOf(db: SchoolDb, target: ReadTarget): Promise<void> {
  await db.deleteFrom('readReceipt').where('targetType', '=', target.targetType).where('targetId', '=', target.targetId).execute();
}
