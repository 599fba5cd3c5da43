import { MediaType } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';
import { CheckStatus } from './class-dynamic.table.js';

/** The instants a child was in a class: from `from`, before `until` when the stay has ended. */
export interface ClassWindow {
  classId: number;
  from: string;
  until?: string | undefined;
}

/**
 * The photos and videos of the windows' classes shared within them: those of approved dynamics,
 * and those filed only in an album (albums are not moderated).
 */
function mediaInWindows(db: SchoolDb, windows: ClassWindow[]) {
  return db
    .selectFrom('classMedia')
    .leftJoin('classDynamic', 'classDynamic.id', 'classMedia.dynamicId')
    .where((eb) =>
      eb.or(
        windows.map((window) =>
          eb.and([
            eb('classMedia.classId', '=', window.classId),
            eb('classMedia.createdAt', '>=', window.from),
            ...(window.until ? [eb('classMedia.createdAt', '<', window.until)] : []),
          ]),
        ),
      ),
    )
    .where((eb) =>
      eb.or([eb('classDynamic.checkStatus', '=', CheckStatus.APPROVED), eb.and([eb('classMedia.dynamicId', 'is', null), eb('classMedia.albumId', 'is not', null)])]),
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
