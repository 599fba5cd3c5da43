import type { Insertable, Updateable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** The school's items in their order, of one category when given. */
export function dutyItems(db: SchoolDb, category: number | undefined) {
  let query = db.selectFrom('dutyItem').selectAll();
  if (category) query = query.where('category', '=', category);
  return query.orderBy('category').orderBy('sortOrder').orderBy('id').execute();
}

export const findDutyItem = (db: SchoolDb, id: number) => db.selectFrom('dutyItem').selectAll().where('id', '=', id).executeTakeFirst();

/** An item of that name other than `exceptId`. */
export function dutyItemNamed(db: SchoolDb, name: string, exceptId?: number) {
  let query = db.selectFrom('dutyItem').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function dutyItemNames(db: SchoolDb): Promise<Set<string>> {
  return new Set((await db.selectFrom('dutyItem').select('name').execute()).map((row) => row.name));
}

/** How many items the school has, and the next place at the end of the list. */
export async function dutyItemTally(db: SchoolDb) {
  const row = await db
    .selectFrom('dutyItem')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('sortOrder').as('maxOrder')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), nextOrder: Number(row.maxOrder ?? 0) + 1 };
}

export async function insertDutyItems(db: SchoolDb, items: Insertable<SchoolScopedDatabase['dutyItem']>[]): Promise<number[]> {
  if (items.length === 0) return [];
  return (await db.insertInto('dutyItem').values(items).returning('id').execute()).map((row) => row.id);
}

export async function updateDutyItem(db: SchoolDb, id: number, changes: Updateable<SchoolScopedDatabase['dutyItem']>): Promise<void> {
  await db.updateTable('dutyItem').set(changes).where('id', '=', id).execute();
}

export async function deleteDutyItem(db: SchoolDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dutyItem').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
