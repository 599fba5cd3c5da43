import { DynamicCheckStatus, MediaType } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** The instants a child was in a class: from `from`, before `until` when the stay has ended. */
export interface ClassWindow {
  classId: number;
  from: string;
  until?: string | undefined;
}

/**
 * The photos and videos families see: those of approved dynamics, and those filed only in an album
 * (albums are not moderated). A post waiting for its check, or refused, shows them nothing.
 */
export function mediaSeenByFamilies(db: SchoolDb) {
  return db
    .selectFrom('classMedia')
    .leftJoin('classDynamic', 'classDynamic.id', 'classMedia.dynamicId')
    .where((eb) =>
      eb.or([eb('classDynamic.checkStatus', '=', DynamicCheckStatus.APPROVED), eb.and([eb('classMedia.dynamicId', 'is', null), eb('classMedia.albumId', 'is not', null)])]),
    );
}

/** The photos and videos families see of the windows' classes, shared within them. */
function mediaInWindows(db: SchoolDb, windows: ClassWindow[]) {
  return mediaSeenByFamilies(db).where((eb) =>
    eb.or(
      windows.map((window) =>
        eb.and([
          eb('classMedia.classId', '=', window.classId),
          eb('classMedia.createdAt', '>=', window.from),
          ...(window.until ? [eb('classMedia.createdAt', '<', window.until)] : []),
        ]),
      ),
    ),
  );
}

/** A page of those media, newest first, a post's or album's in their order. */
export function mediaPage(db: SchoolDb, windows: ClassWindow[], page: { offset: number; limit: number }) {
  return mediaInWindows(db, windows)
    .innerJoin('schoolClass', 'schoolClass.id', 'classMedia.classId')
    .leftJoin('classAlbum', 'classAlbum.id', 'classMedia.albumId')
    .leftJoin('teacher', 'teacher.id', 'classMedia.teacherId')
    .leftJoin('file', 'file.id', 'classMedia.fileId')
    .select([
      'classMedia.id as mediaId',
      'classMedia.mediaType',
      'classMedia.classId',
      'schoolClass.name as className',
      'classMedia.albumId',
      'classAlbum.name as albumName',
      'classMedia.dynamicId',
      'classDynamic.content as dynamicContent',
      'teacher.name as teacherName',
      'classMedia.createdAt',
      'file.id as fileId',
      'file.extension as fileType',
    ])
    .orderBy('classMedia.createdAt', 'desc')
    .orderBy('classMedia.sortOrder')
    .orderBy('classMedia.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many of those media there are, photos and videos apart. */
export async function countMedia(db: SchoolDb, windows: ClassWindow[]): Promise<{ total: number; photoCount: number; videoCount: number }> {
  const row = await mediaInWindows(db, windows)
    .select((eb) => {
      const ofType = (mediaType: number) => eb.fn.sum(eb.case().when('classMedia.mediaType', '=', mediaType).then(1).else(0).end());
      return [eb.fn.countAll().as('total'), ofType(MediaType.PHOTO).as('photoCount'), ofType(MediaType.VIDEO).as('videoCount')];
    })
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), photoCount: Number(row.photoCount ?? 0), videoCount: Number(row.videoCount ?? 0) };
}

// ---- the school's moderation list ----

export interface DynamicFilter {
  yearId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
  dynamicType?: number | undefined;
  /** Bounds of the posting instants, either open. */
  from?: string | undefined;
  until?: string | undefined;
  searchKey?: string | undefined;
}

/** The posts matching, narrowed by subqueries only: counting them walks the school's posts and nothing else. */
function dynamicsMatching(db: SchoolDb, filter: DynamicFilter) {
  let query = db.selectFrom('classDynamic');
  if (filter.yearId || filter.gradeId) {
    let classes = db.selectFrom('schoolClass').select('schoolClass.id');
    if (filter.yearId) classes = classes.where('schoolClass.schoolYearId', '=', filter.yearId);
    if (filter.gradeId) classes = classes.where('schoolClass.gradeId', '=', filter.gradeId);
    query = query.where('classDynamic.classId', 'in', classes);
  }
  if (filter.classId) query = query.where('classDynamic.classId', '=', filter.classId);
  if (filter.dynamicType) query = query.where('classDynamic.dynamicType', '=', filter.dynamicType);
  if (filter.from) query = query.where('classDynamic.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('classDynamic.createdAt', '<', filter.until);
  if (filter.searchKey) {
    const authors = db.selectFrom('teacher').select('teacher.id').where((eb) => containsText(eb.ref('teacher.name'), filter.searchKey!));
    query = query.where((eb) => eb.or([containsText(eb.ref('classDynamic.content'), filter.searchKey!), eb('classDynamic.teacherId', 'in', authors)]));
  }
  return query;
}

/** A page of the posts matching, newest first, with their class, author and checker. */
export function dynamicPage(db: SchoolDb, filter: DynamicFilter, checkStatus: number | undefined, page: { offset: number; limit: number }) {
  let query = dynamicsMatching(db, filter);
  if (checkStatus !== undefined) query = query.where('classDynamic.checkStatus', '=', checkStatus);
  return query
    .innerJoin('schoolClass', 'schoolClass.id', 'classDynamic.classId')
    .innerJoin('teacher', 'teacher.id', 'classDynamic.teacherId')
    .leftJoin('teacher as checker', 'checker.id', 'classDynamic.checkedBy')
    .select([
      'classDynamic.id as dynamicId',
      'classDynamic.classId',
      'schoolClass.name as className',
      'classDynamic.dynamicType',
      'classDynamic.content',
      'classDynamic.teacherId',
      'teacher.name as teacherName',
      'classDynamic.createdAt',
      'classDynamic.checkStatus',
      'checker.name as checkerName',
      'classDynamic.checkedAt',
      'classDynamic.checkRemark',
    ])
    .orderBy('classDynamic.createdAt', 'desc')
    .orderBy('classDynamic.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many posts match, of the status asked for, and how many of all statuses wait for a check. */
export async function countDynamics(db: SchoolDb, filter: DynamicFilter, checkStatus: number | undefined): Promise<{ total: number; pendingCount: number }> {
  const row = await dynamicsMatching(db, filter)
    .select((eb) => {
      const where = (status: number) => eb.fn.sum<number>(eb.case().when('classDynamic.checkStatus', '=', status).then(1).else(0).end());
      return [(checkStatus === undefined ? eb.fn.countAll<number>() : where(checkStatus)).as('total'), where(DynamicCheckStatus.PENDING).as('pendingCount')];
    })
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), pendingCount: Number(row.pendingCount ?? 0) };
}

/** The photos and videos of the posts, in each post's order, with their stored files. */
export function mediaOfDynamics(db: SchoolDb, dynamicIds: readonly number[]) {
  if (dynamicIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classMedia')
    .leftJoin('file', 'file.id', 'classMedia.fileId')
    .select(['classMedia.id as mediaId', 'classMedia.dynamicId', 'classMedia.mediaType', 'file.id as fileId', 'file.extension as fileType'])
    .where('classMedia.dynamicId', 'in', dynamicIds)
    .orderBy('classMedia.sortOrder')
    .orderBy('classMedia.id')
    .execute();
}

export function findDynamic(db: SchoolDb, dynamicId: number) {
  return db.selectFrom('classDynamic').select(['id', 'classId', 'teacherId', 'content', 'checkStatus']).where('id', '=', dynamicId).executeTakeFirst();
}

export async function recordCheck(db: SchoolDb, dynamicId: number, check: { checkStatus: number; checkedBy: number; checkedAt: string; checkRemark: string | null }): Promise<void> {
  await db.updateTable('classDynamic').set(check).where('id', '=', dynamicId).execute();
}

export function mediaByIds(db: SchoolDb, mediaIds: readonly number[]) {
  return db.selectFrom('classMedia').select(['id', 'classId', 'dynamicId', 'albumId', 'fileId']).where('id', 'in', mediaIds).execute();
}

/** How many photos and videos each post keeps. */
export async function mediaCountsOf(db: SchoolDb, dynamicIds: readonly number[]): Promise<Map<number, number>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db.selectFrom('classMedia').select((eb) => ['dynamicId', eb.fn.countAll<number>().as('n')]).where('dynamicId', 'in', dynamicIds).groupBy('dynamicId').execute();
  return new Map(rows.map((row) => [row.dynamicId!, Number(row.n)]));
}

export async function deleteMedia(db: SchoolDb, mediaIds: readonly number[]): Promise<void> {
  await db.deleteFrom('classMedia').where('id', 'in', mediaIds).execute();
}

/**
 * Deletes a post: its photos and videos go with it, but those filed in an album too stay there.
 * Answers the files of the media deleted.
 */
export async function deleteDynamic(db: SchoolDb, dynamicId: number): Promise<number[]> {
  const gone = await db.deleteFrom('classMedia').where('dynamicId', '=', dynamicId).where('albumId', 'is', null).returning('fileId').execute();
  await db.updateTable('classMedia').set({ dynamicId: null }).where('dynamicId', '=', dynamicId).execute();
  await db.deleteFrom('classDynamic').where('id', '=', dynamicId).execute();
  return gone.flatMap((row) => (row.fileId === null ? [] : [row.fileId]));
}

export async function needsCheck(db: SchoolDb): Promise<boolean> {
  const row = await db.selectFrom('classDynamicSetting').select('needsCheck').executeTakeFirst();
  return row ? row.needsCheck === 1 : true;
}

export async function saveNeedsCheck(db: SchoolDb, setting: { needsCheck: number; updatedBy: number; updatedAt: string }): Promise<void> {
  await db
    .insertInto('classDynamicSetting')
    .values(setting)
    .onConflict((conflict) =>
      conflict.column('schoolId').doUpdateSet((eb) => ({ needsCheck: eb.ref('excluded.needsCheck'), updatedBy: eb.ref('excluded.updatedBy'), updatedAt: eb.ref('excluded.updatedAt') })),
    )
    .execute();
}

export async function insertDynamic(db: SchoolDb, dynamic: Insertable<SchoolScopedDatabase['classDynamic']>): Promise<number> {
  const row = await db.insertInto('classDynamic').values(dynamic).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMedia(db: SchoolDb, media: Insertable<SchoolScopedDatabase['classMedia']>[]): Promise<void> {
  if (media.length) await db.insertInto('classMedia').values(media).execute();
}
