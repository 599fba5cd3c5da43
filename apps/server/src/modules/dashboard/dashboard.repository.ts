import { InteractionAuthorType, MediaType, StudentStatus, TeacherStatus } from '@yuanwu/shared';
import type { Period } from '../../core/calendar.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mediaSeenByFamilies } from '../class-dynamic/index.js';
import { interactionsIn } from '../comment/index.js';

const count = (row: { n: unknown }) => Number(row.n);

export const childCount = (db: SchoolDb) =>
  db.selectFrom('child').select((eb) => eb.fn.countAll().as('n')).where('status', '=', StudentStatus.IN_SCHOOL).executeTakeFirstOrThrow().then(count);

export const teacherCount = (db: SchoolDb) =>
  db.selectFrom('teacher').select((eb) => eb.fn.countAll().as('n')).where('status', '!=', TeacherStatus.LEFT).executeTakeFirstOrThrow().then(count);

/** Photos or videos of every class that families see: of posts that passed the school's check, or put in an album. */
export const mediaCount = (db: SchoolDb, mediaType: number) =>
  mediaSeenByFamilies(db).select((eb) => eb.fn.countAll().as('n')).where('classMedia.mediaType', '=', mediaType).executeTakeFirstOrThrow().then(count);

/** Children's works: the files of the workbooks. */
export const workCount = (db: SchoolDb) => db.selectFrom('workbookFile').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then(count);

/**
 * Staff by what they shared in the period: class dynamics they posted, then photos they uploaded.
 * Every row that exists counts: moderation hides a post from families, deleting it takes it out of
 * the counts. Staff who shared nothing are left out.
 */
export async function teacherRanking(db: SchoolDb, period: Period, top: number) {
  const rows = await db
    .selectFrom('teacher')
    .select((eb) => [
      'teacher.id as teacherId',
      'teacher.name as teacherName',
      eb
        .selectFrom('classDynamic')
        .select(eb.fn.countAll().as('n'))
        .whereRef('classDynamic.teacherId', '=', 'teacher.id')
        .where('classDynamic.createdAt', '>=', period.from)
        .where('classDynamic.createdAt', '<', period.until)
        .as('postCount'),
      eb
        .selectFrom('classMedia')
        .select(eb.fn.countAll().as('n'))
        .whereRef('classMedia.teacherId', '=', 'teacher.id')
        .where('classMedia.mediaType', '=', MediaType.PHOTO)
        .where('classMedia.createdAt', '>=', period.from)
        .where('classMedia.createdAt', '<', period.until)
        .as('photoCount'),
    ])
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .orderBy('postCount', 'desc')
    .orderBy('photoCount', 'desc')
    .orderBy('teacher.id')
    .limit(top)
    .execute();
  return rows
    .map((row) => ({ teacherId: row.teacherId, teacherName: row.teacherName, postCount: Number(row.postCount), photoCount: Number(row.photoCount) }))
    .filter((row) => row.postCount + row.photoCount > 0);
}

/**
 * Parents by their comments and likes in the period, on anything of the school: the current guardians
 * of a child the handle reaches (a class-scoped teacher ranks the parents of the classes taught).
 */
export async function parentRanking(db: SchoolDb, period: Period, top: number) {
  const interactions = interactionsIn(db, InteractionAuthorType.PARENT, period);
  const rows = await db
    .selectFrom(interactions.as('interaction'))
    .innerJoin('guardian', 'guardian.id', 'interaction.authorId')
    .where((eb) =>
      eb.exists(eb.selectFrom('childGuardian').select('childGuardian.guardianId').whereRef('childGuardian.guardianId', '=', 'guardian.id').where('childGuardian.relievedAt', 'is', null)),
    )
    .select((eb) => [
      'guardian.id as guardianId',
      'guardian.name as guardianName',
      eb.fn.sum<number>('interaction.isComment').as('commentCount'),
      eb.fn.sum<number>('interaction.isLike').as('likeCount'),
      eb.fn.countAll<number>().as('interactionCount'),
    ])
    .groupBy(['guardian.id', 'guardian.name'])
    .orderBy('interactionCount', 'desc')
    .orderBy('guardian.id')
    .limit(top)
    .execute();
  return rows.map((row) => ({ ...row, commentCount: Number(row.commentCount), likeCount: Number(row.likeCount), interactionCount: Number(row.interactionCount) }));
}

/** The children in school of each guardian, for naming parents in the ranking. */
export function childrenOfGuardians(db: SchoolDb, guardianIds: number[]) {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('childGuardian')
    .innerJoin('child', 'child.id', 'childGuardian.childId')
    .select(['childGuardian.guardianId', 'child.name'])
    .where('childGuardian.guardianId', 'in', guardianIds)
    .where('childGuardian.relievedAt', 'is', null)
    .where('child.status', '=', StudentStatus.IN_SCHOOL)
    .orderBy('child.id')
    .execute();
}

/** Children in school now, by class and sex. */
export async function childrenBySex(db: SchoolDb, classIds: number[]) {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('child')
    .select((eb) => ['classId', 'sex', eb.fn.countAll().as('n')])
    .where('classId', 'in', classIds)
    .where('status', '=', StudentStatus.IN_SCHOOL)
    .groupBy(['classId', 'sex'])
    .execute();
  return rows.map((row) => ({ classId: row.classId!, sex: row.sex, n: count(row) }));
}

/** Dynamics posted, photos and videos added, and works collected in each class during the period. */
export async function classActivity(db: SchoolDb, classIds: number[], period: Period) {
  if (classIds.length === 0) return { dynamics: new Map<number, number>(), media: [], works: new Map<number, number>() };
  const [dynamics, media, works] = await Promise.all([
    db
      .selectFrom('classDynamic')
      .select((eb) => ['classId', eb.fn.countAll().as('n')])
      .where('classId', 'in', classIds)
      .where('createdAt', '>=', period.from)
      .where('createdAt', '<', period.until)
      .groupBy('classId')
      .execute(),
    db
      .selectFrom('classMedia')
      .select((eb) => ['classId', 'mediaType', eb.fn.countAll().as('n')])
      .where('classId', 'in', classIds)
      .where('createdAt', '>=', period.from)
      .where('createdAt', '<', period.until)
      .groupBy(['classId', 'mediaType'])
      .execute(),
    db
      .selectFrom('workbookFile')
      .innerJoin('workbook', 'workbook.id', 'workbookFile.workbookId')
      .select((eb) => ['workbook.classId', eb.fn.countAll().as('n')])
      .where('workbook.classId', 'in', classIds)
      .where('workbookFile.createdAt', '>=', period.from)
      .where('workbookFile.createdAt', '<', period.until)
      .groupBy('workbook.classId')
      .execute(),
  ]);
  return {
    dynamics: new Map(dynamics.map((row) => [row.classId, count(row)])),
    media: media.map((row) => ({ classId: row.classId, mediaType: row.mediaType, n: count(row) })),
    works: new Map(works.map((row) => [row.classId, count(row)])),
  };
}
