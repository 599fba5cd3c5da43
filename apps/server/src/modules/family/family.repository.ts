import { AttendStatus, NewsUserType, NoticeAudience, NoticeReceivers, StudentStatus } from '@yuanwu/shared';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { articleColumns, NEWS_TARGET } from '../news/index.js';
import { NOTICE_TARGET } from '../notice/index.js';
import { ReaderType } from '../read-receipt/index.js';
import type { FamilySessionTable, FamilyTeacherSessionTable } from './family.table.js';

/** Sessions and the phone's children are read before any school is known: these take the platform's handle. */
type Db = Kysely<Database>;
type Page = { offset: number; limit: number };

// ---- a phone's children ----

/**
 * The children in school of every guardian row with the phone, across schools, with their class and
 * grade now: a relieved relation or a child who left is not the family's any more.
 */
function childrenOfPhoneQuery(db: Db, phone: string) {
  return db
    .selectFrom('guardian')
    .innerJoin('childGuardian', 'childGuardian.guardianId', 'guardian.id')
    .innerJoin('child', 'child.id', 'childGuardian.childId')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('school', 'school.id', 'child.schoolId')
    .select([
      'child.id as childId',
      'child.name as childName',
      'child.schoolId',
      'school.name as schoolName',
      'schoolClass.id as classId',
      'schoolClass.name as className',
      'grade.id as gradeId',
      'grade.name as gradeName',
      'grade.level as gradeLevel',
      'guardian.id as guardianId',
      'guardian.name as guardianName',
      'childGuardian.relationType',
      'childGuardian.relationName',
      'childGuardian.isMain',
    ])
    .where('guardian.phone', '=', phone)
    .where('childGuardian.relievedAt', 'is', null)
    .where('child.status', '=', StudentStatus.IN_SCHOOL);
}

export function childrenOfPhone(db: Db, phone: string) {
  return childrenOfPhoneQuery(db, phone).orderBy('child.schoolId').orderBy('child.id').execute();
}

export type PhoneChild = Awaited<ReturnType<typeof childrenOfPhone>>[number];

export function childOfPhone(db: Db, phone: string, childId: number) {
  return childrenOfPhoneQuery(db, phone).where('child.id', '=', childId).executeTakeFirst();
}

// ---- sessions ----

export async function insertSession(db: Db, session: Insertable<FamilySessionTable>): Promise<void> {
  await db.insertInto('familySession').values(session).execute();
}

export function findSession(db: Db, tokenHash: string) {
  return db.selectFrom('familySession').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function insertTeacherSession(db: Db, session: Insertable<FamilyTeacherSessionTable>): Promise<void> {
  await db.insertInto('familyTeacherSession').values(session).execute();
}

export function findTeacherSession(db: Db, tokenHash: string) {
  return db.selectFrom('familyTeacherSession').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

type SessionTable = 'familySession' | 'familyTeacherSession';

export async function touchSession(db: Db, table: SessionTable, sessionId: number, at: string): Promise<void> {
  await db.updateTable(table).set({ lastUsedAt: at }).where('id', '=', sessionId).execute();
}

export async function setSessionChild(db: Db, sessionId: number, child: { schoolId: number; childId: number; guardianId: number }): Promise<void> {
  await db.updateTable('familySession').set(child).where('id', '=', sessionId).execute();
}

export async function setTeacherSessionSchool(db: Db, sessionId: number, staff: { schoolId: number; teacherId: number }): Promise<void> {
  await db.updateTable('familyTeacherSession').set(staff).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, table: SessionTable, sessionId: number, at: string): Promise<void> {
  await db.updateTable(table).set({ revokedAt: at }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

// ---- notices for a class's families, or for a teacher ----

/** Who reads on the page: a family (its child's class and grade), or a teacher (the classes taught and their grades). */
export interface PageReader {
  readerType: typeof ReaderType.PARENT | typeof ReaderType.TEACHER;
  /** The guardian's or the teacher's id. */
  readerId: number;
}

export interface NoticeAudienceOf extends PageReader {
  classIds: readonly number[];
  gradeIds: readonly number[];
  now: string;
}

/**
 * Published notices for the reader: to families (a family) or the staff (a teacher), addressed to
 * the whole school, to a grade or class of the reader's, or (teachers only) to all the staff.
 */
function noticesFor(db: SchoolDb, audience: NoticeAudienceOf) {
  const staff = audience.readerType === ReaderType.TEACHER;
  const among = (ids: readonly number[]) => (ids.length > 0 ? [...ids] : [0]);
  return db
    .selectFrom('notice')
    .where('notice.publishAt', '<=', audience.now)
    .where('notice.receiverType', 'in', [staff ? NoticeReceivers.STAFF : NoticeReceivers.FAMILIES, NoticeReceivers.BOTH])
    .where((eb) =>
      eb.or([
        eb('notice.audienceType', 'in', staff ? [NoticeAudience.SCHOOL, NoticeAudience.STAFF] : [NoticeAudience.SCHOOL]),
        eb.and([
          eb('notice.audienceType', '=', NoticeAudience.GRADES),
          eb.exists(eb.selectFrom('noticeGrade').select('noticeGrade.gradeId').whereRef('noticeGrade.noticeId', '=', 'notice.id').where('noticeGrade.gradeId', 'in', among(audience.gradeIds))),
        ]),
        eb.and([
          eb('notice.audienceType', '=', NoticeAudience.CLASSES),
          eb.exists(eb.selectFrom('noticeClass').select('noticeClass.classId').whereRef('noticeClass.noticeId', '=', 'notice.id').where('noticeClass.classId', 'in', among(audience.classIds))),
        ]),
      ]),
    )
    .leftJoin('readReceipt', (join) =>
      join
        .onRef('readReceipt.targetId', '=', 'notice.id')
        .on('readReceipt.targetType', '=', NOTICE_TARGET)
        .on('readReceipt.readerType', '=', audience.readerType)
        .on('readReceipt.readerId', '=', audience.readerId),
    );
}

const noticeColumns = [
  'notice.id as noticeId',
  'notice.title',
  'notice.content',
  'notice.videoFileId',
  'notice.publishAt',
  'publisher.name as publisherName',
  'readReceipt.readAt',
] as const;

export async function noticePage(db: SchoolDb, audience: NoticeAudienceOf, page: Page) {
  const [list, counts] = await Promise.all([
    noticesFor(db, audience)
      .innerJoin('teacher as publisher', 'publisher.id', 'notice.createdBy')
      .select(noticeColumns)
      .orderBy('notice.publishAt', 'desc')
      .orderBy('notice.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    noticesFor(db, audience)
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('notice.id').filterWhere('readReceipt.readAt', 'is', null).as('unread')])
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(counts.total), unreadCount: Number(counts.unread) };
}

export function findNotice(db: SchoolDb, audience: NoticeAudienceOf, noticeId: number) {
  return noticesFor(db, audience).innerJoin('teacher as publisher', 'publisher.id', 'notice.createdBy').select(noticeColumns).where('notice.id', '=', noticeId).executeTakeFirst();
}

export async function noticeFiles(db: SchoolDb, noticeIds: readonly number[]) {
  if (noticeIds.length === 0) return [];
  return db.selectFrom('noticeFile').select(['noticeId', 'fileId']).where('noticeId', 'in', [...noticeIds]).orderBy('noticeId').orderBy('sortOrder').execute();
}

// ---- news for a grade's families ----

export interface NewsReader extends PageReader {
  schoolId: number;
  headSchoolId: number | null;
  /** A family's child's grade level; null for a teacher, whom no grade limits. */
  gradeLevel: number | null;
  today: string;
}

/**
 * Articles published to the school (by itself, or by its head school) that show by today, are for
 * the reader's kind (families or teachers) and, for a family, the child's grade: read across the
 * group through the platform's handle, the school conditions written out, as the news module reads them.
 */
function newsFor(db: Db, reader: NewsReader) {
  // The audience columns are comma lists: ',1,2,' holds ',2,'.
  const listed = (column: 'news.limitUserType' | 'news.limitGradeLevel') => sql<string>`',' || ${sql.ref(column)} || ','`;
  const userType = reader.readerType === ReaderType.TEACHER ? NewsUserType.TEACHER : NewsUserType.PARENT;
  const forKind = db
    .selectFrom('news')
    .innerJoin('school', 'school.id', 'news.schoolId')
    .leftJoin('readReceipt', (join) =>
      join
        .onRef('readReceipt.targetId', '=', 'news.id')
        .onRef('readReceipt.schoolId', '=', 'news.schoolId')
        .on('readReceipt.targetType', '=', NEWS_TARGET)
        .on('readReceipt.readerType', '=', reader.readerType)
        .on('readReceipt.readerId', '=', reader.readerId),
    )
    .where('news.schoolId', 'in', reader.headSchoolId === null ? [reader.schoolId] : [reader.schoolId, reader.headSchoolId])
    .where('news.isPublish', '=', 1)
    .where('news.activeDate', '<=', reader.today)
    .where((eb) => eb.exists(eb.selectFrom('newsSchool').select('newsSchool.id').whereRef('newsSchool.newsId', '=', 'news.id').where('newsSchool.targetSchoolId', '=', reader.schoolId)))
    .where(listed('news.limitUserType'), 'like', `%,${userType},%`);
  return reader.gradeLevel === null ? forKind : forKind.where(listed('news.limitGradeLevel'), 'like', `%,${reader.gradeLevel},%`);
}

const newsColumns = ['news.id as newsId', ...articleColumns, 'readReceipt.readAt'] as const;

export async function newsPage(db: Db, reader: NewsReader, page: Page) {
  const [list, total] = await Promise.all([
    newsFor(db, reader).select(newsColumns).orderBy('news.activeDate', 'desc').orderBy('news.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    newsFor(db, reader).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export type FamilyArticle = Awaited<ReturnType<typeof newsPage>>['list'][number];

export function findArticle(db: Db, reader: NewsReader, newsId: number) {
  return newsFor(db, reader).select(newsColumns).where('news.id', '=', newsId).executeTakeFirst();
}

// ---- absences ----

/** The school's time for absence notices, if it set one. */
export async function absenceNoticeTime(db: SchoolDb): Promise<string | undefined> {
  return (await db.selectFrom('absenceNoticeSetting').select('notifyTime').executeTakeFirst())?.notifyTime;
}

export async function setAbsenceNoticeTime(db: SchoolDb, notifyTime: string): Promise<void> {
  await db
    .insertInto('absenceNoticeSetting')
    .values({ notifyTime })
    .onConflict((conflict) => conflict.column('schoolId').doUpdateSet({ notifyTime }))
    .execute();
}

/** Every school's id and its time for absence notices (null: the default). */
export function schoolsWithNoticeTime(db: Db) {
  return db
    .selectFrom('school')
    .leftJoin('absenceNoticeSetting', 'absenceNoticeSetting.schoolId', 'school.id')
    .select(['school.id as schoolId', 'absenceNoticeSetting.notifyTime'])
    .orderBy('school.id')
    .execute();
}

/** The children marked absent on `date` whom no notice has named yet. */
export function absentWithoutNotice(db: SchoolDb, date: string) {
  return db
    .selectFrom('childAttendance')
    .innerJoin('child', 'child.id', 'childAttendance.childId')
    .select(['child.id as childId', 'child.name as childName'])
    .where('childAttendance.date', '=', date)
    .where('childAttendance.status', '=', AttendStatus.ABSENT)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('absenceNotice').select('absenceNotice.id').whereRef('absenceNotice.childId', '=', 'child.id').where('absenceNotice.date', '=', date))))
    .orderBy('child.id')
    .execute();
}

/**
 * Claims the day's notice of a child: true for one of any number of servers claiming it at once
 * (the child and day are unique), which then sends it.
 */
export async function claimAbsenceNotice(db: SchoolDb, notice: { childId: number; date: string; guardianId: number | null; text: string; createdAt: string }): Promise<boolean> {
  const row = await db
    .insertInto('absenceNotice')
    .values(notice)
    .onConflict((conflict) => conflict.columns(['childId', 'date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function absenceNoticesOf(db: SchoolDb, childId: number, guardianId: number) {
  return db
    .selectFrom('absenceNotice')
    .select(['id as messageId', 'date', 'text', 'createdAt'])
    .where('childId', '=', childId)
    .where('guardianId', '=', guardianId)
    .orderBy('date', 'desc')
    .limit(100)
    .execute();
}
