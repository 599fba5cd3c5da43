import { AttendStatus } from '@yuanwu/shared';
import type { Expression, ExpressionBuilder, Insertable, Kysely, SqlBool, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface Counts {
  recordedCount: number;
  presentCount: number;
  leftCount: number;
  absentCount: number;
  leaveCount: number;
}

export const NO_RECORDS: Counts = { recordedCount: 0, presentCount: 0, leftCount: 0, absentCount: 0, leaveCount: 0 };

type AttendanceRows = ExpressionBuilder<SchoolScopedDatabase, 'childAttendance'>;

/**
 * Whether a row marked absent is a leave: its family reported one (not cancelled) for the day. Such
 * a day is 请假, not 缺勤, as on the day's sheet.
 */
function onLeave(eb: AttendanceRows) {
  return eb.and([
    eb('childAttendance.status', '=', AttendStatus.ABSENT),
    eb.exists(
      eb
        .selectFrom('childLeave')
        .select('childLeave.id')
        .whereRef('childLeave.childId', '=', 'childAttendance.childId')
        .whereRef('childLeave.startDate', '<=', 'childAttendance.date')
        .whereRef('childLeave.endDate', '>=', 'childAttendance.date')
        .where('childLeave.cancelledAt', 'is', null),
    ),
  ]);
}

/** The counts of a group of attendance rows, as SQL aggregates. */
function countColumns(eb: AttendanceRows) {
  const count = (condition: Expression<SqlBool>) => eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
  const absent = eb('childAttendance.status', '=', AttendStatus.ABSENT);
  return [
    eb.fn.countAll<number>().as('recordedCount'),
    count(eb('childAttendance.status', '=', AttendStatus.PRESENT)).as('presentCount'),
    count(eb('childAttendance.status', '=', AttendStatus.LEFT)).as('leftCount'),
    count(eb.and([absent, eb.not(onLeave(eb))])).as('absentCount'),
    count(onLeave(eb)).as('leaveCount'),
  ] as const;
}

/** PostgreSQL answers counts and sums as strings, SQLite as numbers. */
const countsOf = (row: Record<keyof Counts, unknown>): Counts => ({
  recordedCount: Number(row.recordedCount),
  presentCount: Number(row.presentCount),
  leftCount: Number(row.leftCount),
  absentCount: Number(row.absentCount),
  leaveCount: Number(row.leaveCount),
});

/** The rows of `classIds` on `days`; callers pass only school days, so weekends and holidays never count. */
function attendanceOn(db: SchoolDb, classIds: number[], days: string[]) {
  return db.selectFrom('childAttendance').where('childAttendance.classId', 'in', classIds).where('childAttendance.date', 'in', days);
}

export interface ClassDayCounts extends Counts {
  classId: number;
  date: string;
}

/**
 * The counts of each class on each day it was taken: one pass over the school-and-date index, small
 * enough (classes × days) for the caller to add up by class or by day.
 */
export async function countsByClassAndDay(db: SchoolDb, classIds: number[], days: string[]): Promise<ClassDayCounts[]> {
  if (classIds.length === 0 || days.length === 0) return [];
  const rows = await attendanceOn(db, classIds, days)
    .select((eb) => ['childAttendance.date', 'childAttendance.classId', ...countColumns(eb)])
    .groupBy(['childAttendance.date', 'childAttendance.classId'])
    .execute();
  return rows.map((row) => ({ classId: row.classId, date: row.date, ...countsOf(row) }));
}

export const membershipKey = (childId: number, classId: number) => `${childId}:${classId}`;

/** Counts per child and class, for the children given or every child of the classes. */
export async function countsByChild(db: SchoolDb, classIds: number[], days: string[], childIds?: number[]): Promise<Map<string, Counts>> {
  if (classIds.length === 0 || days.length === 0 || childIds?.length === 0) return new Map();
  let query = attendanceOn(db, classIds, days);
  if (childIds) query = query.where('childAttendance.childId', 'in', childIds);
  const rows = await query
    .select((eb) => ['childAttendance.childId', 'childAttendance.classId', ...countColumns(eb)])
    .groupBy(['childAttendance.childId', 'childAttendance.classId'])
    .execute();
  return new Map(rows.map((row) => [membershipKey(row.childId, row.classId), countsOf(row)]));
}

export async function countsOfChild(db: SchoolDb, childId: number, days: string[]): Promise<Counts> {
  if (days.length === 0) return NO_RECORDS;
  const row = await db
    .selectFrom('childAttendance')
    .select((eb) => countColumns(eb))
    .where('childAttendance.childId', '=', childId)
    .where('childAttendance.date', 'in', days)
    .executeTakeFirstOrThrow();
  return countsOf(row);
}

/** The days of one child, school days or not: the caller keeps the school days. */
export function daysOfChild(db: SchoolDb, childId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('childAttendance')
    .select(['date', 'status', 'arriveAt', 'leaveAt', 'source', 'remark'])
    .where('childId', '=', childId)
    .where('date', '>=', range.startDate)
    .where('date', '<=', range.endDate)
    .execute();
}

/** Every status of a class on `days`, and whether an absence was a leave, for the child-by-day sheet of the class detail export. */
export function statusesOfClass(db: SchoolDb, classId: number, days: string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('childAttendance')
    .select((eb) => ['childAttendance.childId', 'childAttendance.date', 'childAttendance.status', eb.case().when(onLeave(eb)).then(1).else(0).end().as('onLeave')])
    .where('childAttendance.classId', '=', classId)
    .where('childAttendance.date', 'in', days)
    .execute();
}

// ---- who was in a class when ----

export interface MembershipFilter {
  classIds: number[];
  startDate: string;
  endDate: string;
  studentId?: number | undefined;
  keyword?: string | undefined;
}

/** Children's class records that meet the range; an end date is the first day out of the class. */
function membershipsQuery(db: SchoolDb, filter: MembershipFilter) {
  let query = db
    .selectFrom('childClassHistory')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .innerJoin('schoolClass', 'schoolClass.id', 'childClassHistory.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .where('childClassHistory.classId', 'in', filter.classIds)
    .where('childClassHistory.startDate', '<=', filter.endDate)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', filter.startDate)]));
  if (filter.studentId) query = query.where('child.id', '=', filter.studentId);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('child.name'), filter.keyword!));
  return query;
}

/** One row per child and class: a child who left and came back has one span from first start to last end. */
export async function memberships(db: SchoolDb, filter: MembershipFilter, page?: { offset: number; limit: number }) {
  if (filter.classIds.length === 0) return [];
  let query = membershipsQuery(db, filter)
    .select((eb) => [
      'child.id as studentId',
      'child.name as studentName',
      'child.sex',
      'schoolClass.id as classId',
      'schoolClass.name as className',
      'grade.name as gradeName',
      eb.fn.min('childClassHistory.startDate').as('startDate'),
      // An open record (no end) sorts after every date, so that the span stays open.
      eb.fn.max(eb.fn.coalesce('childClassHistory.endDate', eb.val(OPEN_END))).as('endDate'),
    ])
    .groupBy(['child.id', 'child.name', 'child.sex', 'schoolClass.id', 'schoolClass.name', 'grade.name', 'grade.level'])
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .orderBy('child.name')
    .orderBy('child.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, endDate: row.endDate === OPEN_END ? null : row.endDate }));
}

const OPEN_END = '9999-12-31';

export async function countMemberships(db: SchoolDb, filter: MembershipFilter): Promise<number> {
  if (filter.classIds.length === 0) return 0;
  const row = await db
    .selectFrom(
      membershipsQuery(db, filter)
        .select(['child.id', 'schoolClass.id as classId'])
        .distinct()
        .as('membership'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many children joined and left `classIds` on each date up to `until`, as two small grouped
 * lists: the caller turns them into the number of children in the classes on any day.
 */
export async function classMovements(db: SchoolDb, classIds: number[], until: string) {
  if (classIds.length === 0) return { joined: [], left: [] };
  const [joined, left] = await Promise.all([
    db
      .selectFrom('childClassHistory')
      .select((eb) => ['startDate as date', eb.fn.countAll<number>().as('n')])
      .where('classId', 'in', classIds)
      .where('startDate', '<=', until)
      .groupBy('startDate')
      .execute(),
    db
      .selectFrom('childClassHistory')
      .select((eb) => ['endDate as date', eb.fn.countAll<number>().as('n')])
      .where('classId', 'in', classIds)
      .where('endDate', 'is not', null)
      .where('endDate', '<=', until)
      .groupBy('endDate')
      .execute(),
  ]);
  const counted = (rows: { date: string | null; n: number }[]) => rows.map((row) => ({ date: row.date!, n: Number(row.n) }));
  return { joined: counted(joined), left: counted(left) };
}

/** The children in a class on a date, by name. */
export function classRoster(db: SchoolDb, classId: number, date: string) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .select(['child.id as studentId', 'child.name as studentName', 'child.sex'])
    .where('childClassHistory.classId', '=', classId)
    .where('childClassHistory.startDate', '<=', date)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', date)]))
    .orderBy('child.name')
    .orderBy('child.id')
    .execute();
}

/** The class a child was in on a date, if any. */
export function classOfChildOn(db: SchoolDb, childId: number, date: string) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('schoolClass', 'schoolClass.id', 'childClassHistory.classId')
    .innerJoin('child', 'child.id', 'childClassHistory.childId')
    .select(['schoolClass.id as classId', 'schoolClass.name as className', 'child.name as studentName'])
    .where('childClassHistory.childId', '=', childId)
    .where('childClassHistory.startDate', '<=', date)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', date)]))
    .orderBy('childClassHistory.startDate', 'desc')
    .executeTakeFirst();
}

/** A child's class records that meet a range, newest first. */
export function classRecordsBetween(db: SchoolDb, childId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('schoolClass', 'schoolClass.id', 'childClassHistory.classId')
    .select(['childClassHistory.startDate', 'childClassHistory.endDate', 'schoolClass.name as className'])
    .where('childClassHistory.childId', '=', childId)
    .where('childClassHistory.startDate', '<=', range.endDate)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', range.startDate)]))
    .orderBy('childClassHistory.startDate', 'desc')
    .execute();
}

export function findChildName(db: SchoolDb, childId: number) {
  return db.selectFrom('child').select(['id', 'name']).where('id', '=', childId).executeTakeFirst();
}

// ---- writing days ----

export function recordsOn(db: SchoolDb, childIds: number[], date: string) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('childAttendance')
    .leftJoin('teacher', 'teacher.id', 'childAttendance.markedBy')
    .select([
      'childAttendance.id',
      'childAttendance.childId',
      'childAttendance.status',
      'childAttendance.arriveAt',
      'childAttendance.leaveAt',
      'childAttendance.source',
      'childAttendance.remark',
      'teacher.name as markedByName',
    ])
    .where('childAttendance.childId', 'in', childIds)
    .where('childAttendance.date', '=', date)
    .execute();
}

/**
 * Writes the sheet's statuses: new days are added, recorded ones take the new status, keeping the
 * card swipe times they had.
 */
export async function saveSheetRecords(db: SchoolDb, rows: Insertable<SchoolScopedDatabase['childAttendance']>[]): Promise<void> {
  for await (const batch of inBatches(rows)) {
    await db
      .insertInto('childAttendance')
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(['childId', 'date']).doUpdateSet((eb) => ({
          classId: eb.ref('excluded.classId'),
          status: eb.ref('excluded.status'),
          source: eb.ref('excluded.source'),
          remark: eb.ref('excluded.remark'),
          markedBy: eb.ref('excluded.markedBy'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

export function findDay(db: SchoolDb, childId: number, date: string) {
  return db.selectFrom('childAttendance').selectAll().where('childId', '=', childId).where('date', '=', date).executeTakeFirst();
}

/** Adds the day unless a concurrent write added it first; says whether it did. */
export async function insertDay(db: SchoolDb, row: Insertable<SchoolScopedDatabase['childAttendance']>): Promise<boolean> {
  const result = await db.insertInto('childAttendance').values(row).onConflict((conflict) => conflict.columns(['childId', 'date']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateDay(db: SchoolDb, id: number, changes: Updateable<SchoolScopedDatabase['childAttendance']>): Promise<void> {
  await db.updateTable('childAttendance').set(changes).where('id', '=', id).execute();
}

/** Whether any child of the year's classes has a recorded day. */
export async function yearHasAttendance(db: SchoolDb, yearId: number): Promise<boolean> {
  const row = await db
    .selectFrom('childAttendance')
    .innerJoin('schoolClass', 'schoolClass.id', 'childAttendance.classId')
    .select('childAttendance.id')
    .where('schoolClass.schoolYearId', '=', yearId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

// ---- card machine keys ----

/**
 * The school a card machine key belongs to. The key is what identifies the school, so this one
 * lookup reads across schools, as a session token's does.
 */
export async function schoolOfMachineKey(db: Kysely<Database>, keyHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('cardMachineKey').select('schoolId').where('keyHash', '=', keyHash).where('revokedAt', 'is', null).executeTakeFirst();
  return row?.schoolId;
}

export async function replaceMachineKey(db: SchoolDb, key: { keyHash: string; issuedBy: number; issuedAt: string }): Promise<void> {
  await db.updateTable('cardMachineKey').set({ revokedAt: key.issuedAt }).where('revokedAt', 'is', null).execute();
  await db.insertInto('cardMachineKey').values({ ...key, revokedAt: null }).execute();
}

// ---- leaves the families report ----

/** The leaves of children (not withdrawn) covering `date`, one per child: the latest reported. */
export async function leavesOn(db: SchoolDb, childIds: readonly number[], date: string) {
  if (childIds.length === 0) return new Map<number, Leave>();
  const rows = await db
    .selectFrom('childLeave')
    .select(leaveColumns)
    .where('childId', 'in', [...childIds])
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .where('cancelledAt', 'is', null)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.childId, row]));
}

const leaveColumns = ['id', 'childId', 'leaveType', 'startDate', 'endDate', 'note', 'guardianId', 'createdAt', 'cancelledAt'] as const;
export type Leave = Awaited<ReturnType<typeof findLeave>> & {};

export function findLeave(db: SchoolDb, leaveId: number) {
  return db.selectFrom('childLeave').select(leaveColumns).where('id', '=', leaveId).executeTakeFirst();
}

/** A child's leaves with who reported them, the latest first. */
export function leavesOfChild(db: SchoolDb, childId: number) {
  return db
    .selectFrom('childLeave')
    .leftJoin('guardian', 'guardian.id', 'childLeave.guardianId')
    .select(['childLeave.id', 'childLeave.leaveType', 'childLeave.startDate', 'childLeave.endDate', 'childLeave.note', 'childLeave.createdAt', 'childLeave.cancelledAt', 'guardian.name as reportedBy'])
    .where('childLeave.childId', '=', childId)
    .orderBy('childLeave.startDate', 'desc')
    .orderBy('childLeave.id', 'desc')
    .execute();
}

/** Whether a leave of the child (not withdrawn) shares a day with `startDate`..`endDate`. */
export async function overlapsLeave(db: SchoolDb, childId: number, startDate: string, endDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('childLeave')
    .select('id')
    .where('childId', '=', childId)
    .where('cancelledAt', 'is', null)
    .where('startDate', '<=', endDate)
    .where('endDate', '>=', startDate)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLeave(db: SchoolDb, leave: Insertable<SchoolScopedDatabase['childLeave']>): Promise<number> {
  return (await db.insertInto('childLeave').values(leave).returning('id').executeTakeFirstOrThrow()).id;
}

/** Withdraws the leave unless it was already: whether this call did. */
export async function cancelLeave(db: SchoolDb, leaveId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('childLeave').set({ cancelledAt: at }).where('id', '=', leaveId).where('cancelledAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
