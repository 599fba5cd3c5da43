import { addSeconds, iso } from '../../clock.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { Reader, ReadTarget } from './read-receipt.repository.js';

/**
 * A demo's reads of something published at `since`: about `share` of its readers (a guardian of two
 * children named once) opened it, each once, within a day and a half.
 */
export async function seedReads(db: SchoolDb, target: ReadTarget, readers: readonly Reader[], since: string, share: number, random: Random): Promise<void> {
  const once = new Map(readers.map((reader) => [`${reader.readerType}:${reader.readerId}`, reader]));
  const rows = [...once.values()]
    .filter(() => random.next() < share)
    .map((reader) => ({ ...target, ...reader, readAt: iso(addSeconds(new Date(since), random.between(5 * 60, 36 * 3600))) }));
  for await (const batch of inBatches(rows)) await db.insertInto('readReceipt').values(batch).execute();
}
