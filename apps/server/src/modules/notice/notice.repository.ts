import { NoticeAudience, StudentStatus, TeacherStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Page = { offset: number; limit: number };
type NoticeValues = Insertable<SchoolScopedDatabase['notice']>;

export interface NoticeFilter {
  /** Published (or to be) within [from, until), ISO-8601. */
  from?: string | undefined;
  until?: string | undefined;
  audienceType?: number | undefined;
  publisherId?: number | undefined;
  /** Published by `now` (true) or still waiting (false). */
  published?: boolean | undefined;
  now: string;
  keyword?: string | undefined;
  /**
   * A data scope's classes: only notices for the whole school or the staff, or naming one of these
   * classes or a grade holding one of them. Null: every notice.
   */
  classesInReach: readonly number[] | null;
}

function noticesMatching(db: SchoolDb, filter: NoticeFilter) {
  let query = db.selectFrom('notice');
  if (filter.from) query = query.where('notice.publishAt', '>=', filter.from);
  if (filter.until) query = query.where('notice.publishAt', '<', filter.until);
  if (filter.audienceType) query = query.where('notice.audienceType', '=', filter.audienceType);
  if (filter.publisherId) query = query.where('notice.createdBy', '=', filter.publisherId);
  if (filter.published !== undefined) query = query.where('notice.publishAt', filter.published ? '<=' : '>', filter.now);
  if (filter.keyword) {
    query = query.where((eb) => eb.or([containsText(eb.ref('notice.title'), filter.keyword!), containsText(eb.ref('notice.content'), filter.keyword!)]));
  }
  const reach = filter.classesInReach;
  if (reach) {
    // `IN (0)` matches nothing: a scope reaching no class still sees the notices for everyone.
    const classIds = reach.length ? [...reach] : [0];
    query = query.where((eb) =>
      eb.or([
        eb('notice.audienceType', 'in', [NoticeAudience.SCHOOL, NoticeAudience.STAFF]),
        eb.exists(eb.selectFrom('noticeClass').select('noticeClass.classId').whereRef('noticeClass.noticeId', '=', 'notice.id').where('noticeClass.classId', 'in', classIds)),
        eb.exists(
          eb
            .selectFrom('noticeGrade')
            .innerJoin('schoolClass', 'schoolClass.gradeId', 'noticeGrade.gradeId')
            .select('noticeGrade.gradeId')
            .whereRef('noticeGrade.noticeId', '=', 'notice.id')
            .where('schoolClass.id', 'in', classIds),
        ),
      ]),
    );
  }
  return query;
}

const noticeColumns = [
  'notice.id as noticeId',
  'notice.title',
  'notice.content',
  'notice.audienceType',
  'notice.receiverType',
  'notice.videoFileId',
  'notice.publishAt',
  'notice.createdBy as publisherId',
  'publisher.name as publisherName',
  'notice.updatedAt',
] as const;

/** Latest publish time first (scheduled ones lead), then the latest added. */
export function listNotices(db: SchoolDb, filter: NoticeFilter, page: Page) {
  return noticesMatching(db, filter)
    .innerJoin('teacher as publisher', 'publisher.id', 'notice.createdBy')
    .select(noticeColumns)
    .orderBy('notice.publishAt', 'desc')
    .orderBy('notice.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countNotices(db: SchoolDb, filter: NoticeFilter): Promise<number> {
  const row = await noticesMatching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One notice, if the filter's data scope reaches it. */
export function findNotice(db: SchoolDb, noticeId: number, classesInReach: readonly number[] | null) {
  return noticesMatching(db, { now: '', classesInReach })
    .innerJoin('teacher as publisher', 'publisher.id', 'notice.createdBy')
    .select(noticeColumns)
    .where('notice.id', '=', noticeId)
    .executeTakeFirst();
}

export type StoredNotice = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

export async function insertNotice(db: SchoolDb, notice: NoticeValues): Promise<number> {
  const row = await db.insertInto('notice').values(notice).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: SchoolDb, noticeId: number, changes: Updateable<SchoolScopedDatabase['notice']>): Promise<void> {
  await db.updateTable('notice').set(changes).where('id', '=', noticeId).execute();
}

export interface NoticeLinks {
  gradeIds: readonly number[];
  classIds: readonly number[];
  fileIds: readonly number[];
}

/** The notice's grades, classes and attachments become these. */
export async function replaceNoticeLinks(db: SchoolDb, noticeId: number, links: NoticeLinks): Promise<void> {
  await deleteNoticeLinks(db, noticeId);
  if (links.gradeIds.length) await db.insertInto('noticeGrade').values(links.gradeIds.map((gradeId) => ({ noticeId, gradeId }))).execute();
  if (links.classIds.length) await db.insertInto('noticeClass').values(links.classIds.map((classId) => ({ noticeId, classId }))).execute();
  if (links.fileIds.length) await db.insertInto('noticeFile').values(links.fileIds.map((fileId, sortOrder) => ({ noticeId, fileId, sortOrder }))).execute();
}

async function deleteNoticeLinks(db: SchoolDb, noticeId: number): Promise<void> {
  await db.deleteFrom('noticeGrade').where('noticeId', '=', noticeId).execute();
  await db.deleteFrom('noticeClass').where('noticeId', '=', noticeId).execute();
  await db.deleteFrom('noticeFile').where('noticeId', '=', noticeId).execute();
}

export async function deleteNotice(db: SchoolDb, noticeId: number): Promise<void> {
  await deleteNoticeLinks(db, noticeId);
  await db.deleteFrom('noticeEdit').where('noticeId', '=', noticeId).execute();
  await db.deleteFrom('notice').where('id', '=', noticeId).execute();
}

export function gradesOfNotices(db: SchoolDb, noticeIds: number[]) {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('noticeGrade')
    .innerJoin('grade', 'grade.id', 'noticeGrade.gradeId')
    .select(['noticeGrade.noticeId', 'grade.id', 'grade.name'])
    .where('noticeGrade.noticeId', 'in', noticeIds)
    .orderBy('grade.level')
    .orderBy('grade.id')
    .execute();
}

/** The classes a notice names, as far as the handle's data scope reaches (it names only classes it reaches). */
export function classesOfNotices(db: SchoolDb, noticeIds: number[]) {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('noticeClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'noticeClass.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['noticeClass.noticeId', 'noticeClass.classId as id', 'schoolClass.name'])
    .where('noticeClass.noticeId', 'in', noticeIds)
    .orderBy('grade.level')
    .orderBy('schoolClass.name')
    .execute();
}

/** The class ids a notice names, read past the caller's data scope: whether all are within it decides who may change the notice. */
export async function classIdsOfNotice(db: SchoolDb, noticeId: number): Promise<number[]> {
  const rows = await db.selectFrom('noticeClass').select('classId').where('noticeId', '=', noticeId).execute();
  return rows.map((row) => row.classId);
}

export function filesOfNotices(db: SchoolDb, noticeIds: number[]) {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('noticeFile').select(['noticeId', 'fileId']).where('noticeId', 'in', noticeIds).orderBy('noticeId').orderBy('sortOrder').execute();
}

export async function editCountsOf(db: SchoolDb, noticeIds: number[]): Promise<Map<number, number>> {
  if (noticeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('noticeEdit')
    .select(['noticeId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('noticeId', 'in', noticeIds)
    .groupBy('noticeId')
    .execute();
  return new Map(rows.map((row) => [row.noticeId, Number(row.n)]));
}

export async function insertEdit(db: SchoolDb, edit: Insertable<SchoolScopedDatabase['noticeEdit']>): Promise<void> {
  await db.insertInto('noticeEdit').values(edit).execute();
}

/** Latest first. */
export function editsOf(db: SchoolDb, noticeId: number) {
  return db
    .selectFrom('noticeEdit')
    .innerJoin('teacher', 'teacher.id', 'noticeEdit.editedBy')
    .select(['noticeEdit.id as editId', 'noticeEdit.editedBy as editorId', 'teacher.name as editorName', 'noticeEdit.editedAt', 'noticeEdit.previousTitle', 'noticeEdit.previousContent'])
    .where('noticeEdit.noticeId', '=', noticeId)
    .orderBy('noticeEdit.editedAt', 'desc')
    .orderBy('noticeEdit.id', 'desc')
    .execute();
}

export function publishers(db: SchoolDb) {
  return db
    .selectFrom('teacher')
    .select(['teacher.id as publisherId', 'teacher.name as publisherName'])
    .where((eb) => eb.exists(eb.selectFrom('notice').select('notice.id').whereRef('notice.createdBy', '=', 'teacher.id')))
    .orderBy('teacher.name')
    .orderBy('teacher.id')
    .execute();
}

// ---- the audience ----

export function gradesByIds(db: SchoolDb, gradeIds: readonly number[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('grade').select(['id', 'name']).where('id', 'in', [...gradeIds]).execute();
}

/** The classes among `classIds` the school has (and the handle's data scope reaches). */
export function classesByIds(db: SchoolDb, classIds: readonly number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('schoolClass').select(['id', 'name']).where('id', 'in', [...classIds]).execute();
}

/** The classes an audience reaches: every class, or those of some grades, or some classes. */
export type AudienceClasses = { all: true } | { gradeIds: readonly number[] } | { classIds: readonly number[] };

/** The ids of the audience's classes; null for every class. `[0]` names none, for an empty list in `IN`. */
function classFilterOf(db: SchoolDb, audience: AudienceClasses) {
  if ('all' in audience) return null;
  if ('classIds' in audience) return audience.classIds.length ? [...audience.classIds] : [0];
  const gradeIds = audience.gradeIds.length ? [...audience.gradeIds] : [0];
  return db.selectFrom('schoolClass').select('schoolClass.id').where('schoolClass.gradeId', 'in', gradeIds);
}

/** The staff of an audience: everyone on staff for the whole school, or the teachers of its classes. */
export function staffOf(db: SchoolDb, audience: AudienceClasses) {
  let query = db.selectFrom('teacher').select(['teacher.id', 'teacher.name', 'teacher.phone']).where('teacher.status', '!=', TeacherStatus.LEFT);
  const classes = classFilterOf(db, audience);
  if (classes) query = query.where('teacher.id', 'in', db.selectFrom('classTeacher').select('classTeacher.teacherId').where('classTeacher.classId', 'in', classes));
  return query.orderBy('teacher.id').execute();
}

/**
 * The families of an audience: each guardian of a child now in its classes, with that child. The
 * handle's data scope confines the children, so a class-scoped reader sees its own classes' families.
 */
export function familiesOf(db: SchoolDb, audience: AudienceClasses) {
  let query = db
    .selectFrom('child')
    .innerJoin('childGuardian', 'childGuardian.childId', 'child.id')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['guardian.id as guardianId', 'guardian.name', 'guardian.phone', 'child.name as childName', 'schoolClass.name as className'])
    .where('child.status', '=', StudentStatus.IN_SCHOOL)
    .where('childGuardian.relievedAt', 'is', null);
  const classes = classFilterOf(db, audience);
  if (classes) query = query.where('child.classId', 'in', classes);
  return query.orderBy('grade.level').orderBy('schoolClass.name').orderBy('child.id').orderBy('childGuardian.isMain', 'desc').orderBy('guardian.id').execute();
}
