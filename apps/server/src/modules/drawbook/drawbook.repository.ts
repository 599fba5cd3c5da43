import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface DrawbookFilter {
  gradeLevel?: number | undefined;
  searchContent?: string | undefined;
}


function matchingBooks(db: SchoolDb, filter: DrawbookFilter) {
  let query = db.selectFrom('drawbook');
  if (filter.gradeLevel !== undefined) query = query.where('drawbook.gradeLevel', '=', filter.gradeLevel);
  const { searchContent } = filter;
  if (searchContent) query = query.where((eb) => eb.or([containsText(eb.ref('drawbook.name'), searchContent), containsText(eb.ref('drawbook.author'), searchContent)]));
  return query;
}

const books = (db: SchoolDb, filter: DrawbookFilter) =>
  matchingBooks(db, filter)
    .leftJoin('teacher as adder', 'adder.id', 'drawbook.adderId')
    .selectAll('drawbook')
    .select((eb) => [
      eb.fn.coalesce('adder.name', eb.val('')).as('adderName'),
      eb.selectFrom('drawbookPage').select((page) => page.fn.countAll<number>().as('n')).whereRef('drawbookPage.drawbookId', '=', 'drawbook.id').as('pageCount'),
    ]);

export type StoredDrawbook = Awaited<ReturnType<ReturnType<typeof books>['executeTakeFirstOrThrow']>>;

/** The matching books, the latest first, from `offset` on. */
export function bookList(db: SchoolDb, filter: DrawbookFilter, rows: { offset: number; limit: number }) {
  return books(db, filter).orderBy('drawbook.createdAt', 'desc').orderBy('drawbook.id', 'desc').offset(rows.offset).limit(rows.limit).execute();
}

export async function bookCount(db: SchoolDb, filter: DrawbookFilter): Promise<number> {
  const row = await matchingBooks(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findBook = (db: SchoolDb, drawbookId: number) => books(db, {}).where('drawbook.id', '=', drawbookId).executeTakeFirst();

/** How many books each grade level has, for the levels that have any. */
export function gradeCounts(db: SchoolDb) {
  return db
    .selectFrom('drawbook')
    .select((eb) => ['gradeLevel', eb.fn.countAll<number>().as('n')])
    .groupBy('gradeLevel')
    .orderBy('gradeLevel')
    .execute();
}

/** A book's page files in their order. */
export async function pageFileIds(db: SchoolDb, drawbookId: number): Promise<number[]> {
  const rows = await db.selectFrom('drawbookPage').select('fileId').where('drawbookId', '=', drawbookId).orderBy('orderNum').execute();
  return rows.map((row) => row.fileId);
}

export async function insertBook(db: SchoolDb, book: Insertable<SchoolScopedDatabase['drawbook']>): Promise<number> {
  return (await db.insertInto('drawbook').values(book).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBook(db: SchoolDb, drawbookId: number, changes: Updateable<SchoolScopedDatabase['drawbook']>): Promise<void> {
  await db.updateTable('drawbook').set(changes).where('id', '=', drawbookId).execute();
}

export async function replacePages(db: SchoolDb, drawbookId: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('drawbookPage').where('drawbookId', '=', drawbookId).execute();
  await db
    .insertInto('drawbookPage')
    .values(fileIds.map((fileId, index) => ({ drawbookId, fileId, orderNum: index + 1 })))
    .execute();
}

/** Whether the book was there, and so deleted with its pages. */
export async function deleteBook(db: SchoolDb, drawbookId: number): Promise<boolean> {
  await db.deleteFrom('drawbookPage').where('drawbookId', '=', drawbookId).execute();
  const result = await db.deleteFrom('drawbook').where('id', '=', drawbookId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
