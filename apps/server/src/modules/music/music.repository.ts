import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface MusicFilter {
  typeId?: number | undefined;
  searchContent?: string | undefined;
}

function matchingMusic(db: SchoolDb, filter: MusicFilter) {
  let query = db.selectFrom('music');
  if (filter.typeId !== undefined) query = query.where('music.musicTypeId', '=', filter.typeId);
  if (filter.searchContent) query = query.where((eb) => containsText(eb.ref('music.name'), filter.searchContent!));
  return query;
}

const musicRows = (db: SchoolDb, filter: MusicFilter) =>
  matchingMusic(db, filter)
    .innerJoin('musicType', 'musicType.id', 'music.musicTypeId')
    .leftJoin('teacher as adder', 'adder.id', 'music.adderId')
    .selectAll('music')
    .select((eb) => ['musicType.name as typeName', eb.fn.coalesce('adder.name', eb.val('')).as('adderName')]);

export type StoredMusic = Awaited<ReturnType<ReturnType<typeof musicRows>['executeTakeFirstOrThrow']>>;

/** The matching music, the latest first, from `offset` on. */
export function musicList(db: SchoolDb, filter: MusicFilter, rows: { offset: number; limit: number }) {
  return musicRows(db, filter).orderBy('music.createdAt', 'desc').orderBy('music.id', 'desc').offset(rows.offset).limit(rows.limit).execute();
}

export async function musicCount(db: SchoolDb, filter: MusicFilter): Promise<number> {
  const row = await matchingMusic(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findMusic = (db: SchoolDb, musicId: number) => db.selectFrom('music').selectAll().where('id', '=', musicId).executeTakeFirst();

/** The music made of a file already, if any. */
export const musicOfFile = (db: SchoolDb, fileId: number) => db.selectFrom('music').select(['id', 'name']).where('fileId', '=', fileId).executeTakeFirst();

export async function insertMusic(db: SchoolDb, music: Insertable<SchoolScopedDatabase['music']>): Promise<number> {
  return (await db.insertInto('music').values(music).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMusic(db: SchoolDb, musicId: number, changes: Updateable<SchoolScopedDatabase['music']>): Promise<void> {
  await db.updateTable('music').set(changes).where('id', '=', musicId).execute();
}

export async function deleteMusic(db: SchoolDb, musicId: number): Promise<boolean> {
  const result = await db.deleteFrom('music').where('id', '=', musicId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---- types ----

/** The school's types in the order they were added, with how much music each holds. */
export function typesWithCounts(db: SchoolDb) {
  return db
    .selectFrom('musicType')
    .leftJoin('teacher as adder', 'adder.id', 'musicType.adderId')
    .selectAll('musicType')
    .select((eb) => [
      eb.fn.coalesce('adder.name', eb.val('')).as('adderName'),
      eb.selectFrom('music').select((count) => count.fn.countAll<number>().as('n')).whereRef('music.musicTypeId', '=', 'musicType.id').as('musicCount'),
    ])
    .orderBy('musicType.createdAt')
    .orderBy('musicType.id')
    .execute();
}

export const findType = (db: SchoolDb, typeId: number) => db.selectFrom('musicType').selectAll().where('id', '=', typeId).executeTakeFirst();

/** A type of that name other than `exceptId`. */
export const typeNamed = (db: SchoolDb, name: string, exceptId?: number) => {
  let query = db.selectFrom('musicType').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
};

export async function typeCount(db: SchoolDb): Promise<number> {
  const row = await db
    .selectFrom('musicType')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertType(db: SchoolDb, type: Insertable<SchoolScopedDatabase['musicType']>): Promise<number> {
  return (await db.insertInto('musicType').values(type).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateType(db: SchoolDb, typeId: number, changes: Updateable<SchoolScopedDatabase['musicType']>): Promise<void> {
  await db.updateTable('musicType').set(changes).where('id', '=', typeId).execute();
}

export async function deleteType(db: SchoolDb, typeId: number): Promise<boolean> {
  const result = await db.deleteFrom('musicType').where('id', '=', typeId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
