import { DayStatus, RecordKind, TeacherStatus } from '@yuanwu/shared';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import { chinaDayStart, type DateRange } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Page = { offset: number; limit: number };
type Row<Table extends keyof SchoolScopedDatabase> = Insertable<SchoolScopedDatabase[Table]>;
const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

// ---- shifts ----

/** Shifts not deleted, by status and name. */
function shiftQuery(db: SchoolDb, filter: { status?: number | undefined; searchKey?: string | undefined }) {
  let query = db.selectFrom('teacherShift').where('deletedAt', 'is', null);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('name'), filter.searchKey!));
  return query;
}

const shiftColumns = ['id', 'name', 'lateMinutes', 'earlyMinutes', 'status'] as const;

export function listShifts(db: SchoolDb, filter: { status?: number | undefined; searchKey?: string | undefined }, page?: Page) {
  let query = shiftQuery(db, filter).select(shiftColumns).orderBy('id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countShifts(db: SchoolDb, filter: { status?: number | undefined; searchKey?: string | undefined }) {
  return countOf(await shiftQuery(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

/** Shifts by id, deleted ones included: past days keep them. */
export function shiftsByIds(db: SchoolDb, shiftIds: readonly number[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teacherShift').select([...shiftColumns, 'deletedAt']).where('id', 'in', [...shiftIds]).execute();
}

export function periodsOfShifts(db: SchoolDb, shiftIds: readonly number[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherShiftPeriod')
    .select(['shiftId', 'seq', 'startMinute', 'endMinute', 'signInBefore', 'signOutAfter'])
    .where('shiftId', 'in', [...shiftIds])
    .orderBy('shiftId')
    .orderBy('seq')
    .execute();
}

export function liveShiftNamed(db: SchoolDb, name: string) {
  return shiftQuery(db, {}).select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertShift(db: SchoolDb, shift: Row<'teacherShift'>): Promise<number> {
  return (await db.insertInto('teacherShift').values(shift).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateShift(db: SchoolDb, shiftId: number, changes: { name: string; lateMinutes: number; earlyMinutes: number }) {
  await db.updateTable('teacherShift').set(changes).where('id', '=', shiftId).execute();
}

export async function replacePeriods(db: SchoolDb, shiftId: number, periods: Omit<Row<'teacherShiftPeriod'>, 'shiftId'>[]) {
  await db.deleteFrom('teacherShiftPeriod').where('shiftId', '=', shiftId).execute();
  await db
    .insertInto('teacherShiftPeriod')
    .values(periods.map((period) => ({ ...period, shiftId })))
    .execute();
}

export async function setShiftStatus(db: SchoolDb, shiftIds: number[], status: number) {
  await db.updateTable('teacherShift').set({ status }).where('id', 'in', shiftIds).where('deletedAt', 'is', null).execute();
}

export async function markShiftDeleted(db: SchoolDb, shiftId: number, at: string) {
  await db.updateTable('teacherShift').set({ deletedAt: at }).where('id', '=', shiftId).execute();
}

/** The groups whose loop uses the shift. */
export function groupsLoopingShift(db: SchoolDb, shiftId: number) {
  return db
    .selectFrom('attendGroupLoop')
    .innerJoin('attendGroup', 'attendGroup.id', 'attendGroupLoop.groupId')
    .select('attendGroup.name')
    .distinct()
    .where('attendGroupLoop.shiftId', '=', shiftId)
    .orderBy('attendGroup.name')
    .execute();
}

/** How many days from `fromDate` on are scheduled on the shift, and the first of them. */
export function scheduledDaysOfShift(db: SchoolDb, shiftId: number, fromDate: string) {
  return db
    .selectFrom('teacherSchedule')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('workDate').as('firstDate')])
    .where('shiftId', '=', shiftId)
    .where('workDate', '>=', fromDate)
    .executeTakeFirstOrThrow();
}

// ---- attendance groups ----

function groupQuery(db: SchoolDb, searchKey?: string) {
  let query = db.selectFrom('attendGroup');
  if (searchKey) query = query.where((eb) => containsText(eb.ref('name'), searchKey));
  return query;
}

const groupColumns = ['id', 'name', 'loopType', 'loopStartDate', 'followHolidays', 'signByCard', 'signByApp'] as const;

export function listGroups(db: SchoolDb, searchKey?: string, page?: Page) {
  let query = groupQuery(db, searchKey).select(groupColumns).orderBy('id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countGroups(db: SchoolDb, searchKey?: string) {
  return countOf(await groupQuery(db, searchKey).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

export function findGroup(db: SchoolDb, groupId: number) {
  return db.selectFrom('attendGroup').select(groupColumns).where('id', '=', groupId).executeTakeFirst();
}

export function groupNamed(db: SchoolDb, name: string) {
  return db.selectFrom('attendGroup').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertGroup(db: SchoolDb, group: Row<'attendGroup'>): Promise<number> {
  return (await db.insertInto('attendGroup').values(group).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateGroup(db: SchoolDb, groupId: number, changes: Omit<Row<'attendGroup'>, 'createdAt'>) {
  await db.updateTable('attendGroup').set(changes).where('id', '=', groupId).execute();
}

export async function deleteGroup(db: SchoolDb, groupId: number) {
  await db.deleteFrom('attendGroupLoop').where('groupId', '=', groupId).execute();
  await db.deleteFrom('attendGroup').where('id', '=', groupId).execute();
}

export function loopsOfGroups(db: SchoolDb, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('attendGroupLoop').select(['groupId', 'dayIndex', 'shiftId']).where('groupId', 'in', [...groupIds]).orderBy('dayIndex').execute();
}

export async function replaceLoop(db: SchoolDb, groupId: number, shiftIds: (number | null)[]) {
  await db.deleteFrom('attendGroupLoop').where('groupId', '=', groupId).execute();
  await db
    .insertInto('attendGroupLoop')
    .values(shiftIds.map((shiftId, index) => ({ groupId, dayIndex: index + 1, shiftId })))
    .execute();
}

/** Members who work here now (not those who left), with their department. */
function memberQuery(db: SchoolDb, groupId: number, searchKey?: string) {
  let query = db
    .selectFrom('attendGroupMember')
    .innerJoin('teacher', 'teacher.id', 'attendGroupMember.teacherId')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .where('attendGroupMember.groupId', '=', groupId)
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (searchKey) query = query.where((eb) => containsText(eb.ref('teacher.name'), searchKey));
  return query;
}

export function listMembers(db: SchoolDb, filter: { groupId: number; searchKey?: string | undefined; departmentId?: number | undefined }, page?: Page) {
  let query = memberQuery(db, filter.groupId, filter.searchKey).select([
    'teacher.id as teacherId',
    'teacher.name as teacherName',
    'teacher.phone',
    'teacher.departmentId',
    'department.name as departmentName',
    'attendGroupMember.joinedAt',
  ]);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  query = query.orderBy('department.sortOrder').orderBy('teacher.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countMembers(db: SchoolDb, groupId: number, searchKey?: string) {
  return countOf(await memberQuery(db, groupId, searchKey).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

export async function memberCounts(db: SchoolDb, groupIds: readonly number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attendGroupMember')
    .innerJoin('teacher', 'teacher.id', 'attendGroupMember.teacherId')
    .select((eb) => ['attendGroupMember.groupId', eb.fn.countAll().as('n')])
    .where('attendGroupMember.groupId', 'in', [...groupIds])
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .groupBy('attendGroupMember.groupId')
    .execute();
  return new Map(rows.map((row) => [row.groupId, Number(row.n)]));
}

export function membershipsOf(db: SchoolDb, teacherIds: readonly number[]) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendGroupMember')
    .innerJoin('attendGroup', 'attendGroup.id', 'attendGroupMember.groupId')
    .select(['attendGroupMember.teacherId', 'attendGroupMember.groupId', 'attendGroup.name as groupName', 'attendGroup.signByCard', 'attendGroup.signByApp'])
    .where('attendGroupMember.teacherId', 'in', [...teacherIds])
    .execute();
}

export async function memberIdsOfGroup(db: SchoolDb, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('attendGroupMember').select('teacherId').where('groupId', '=', groupId).execute();
  return rows.map((row) => row.teacherId);
}

export async function insertMembers(db: SchoolDb, groupId: number, teacherIds: number[], joinedAt: string) {
  for await (const batch of inBatches(teacherIds)) {
    await db
      .insertInto('attendGroupMember')
      .values(batch.map((teacherId) => ({ teacherId, groupId, joinedAt })))
      .execute();
  }
}

export async function deleteMembers(db: SchoolDb, teacherIds: number[]) {
  if (teacherIds.length === 0) return;
  await db.deleteFrom('attendGroupMember').where('teacherId', 'in', teacherIds).execute();
}

export interface TeacherGroupFilter {
  groupState: number;
  groupId?: number | undefined;
  departmentId?: number | undefined;
  searchKey?: string | undefined;
}

/** Active staff with the group each is in, for the member picker. */
function teacherGroupQuery(db: SchoolDb, filter: TeacherGroupFilter) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('attendGroupMember', 'attendGroupMember.teacherId', 'teacher.id')
    .leftJoin('attendGroup', 'attendGroup.id', 'attendGroupMember.groupId')
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (filter.groupState === 1) query = query.where('attendGroupMember.groupId', 'is not', null);
  if (filter.groupState === 2) query = query.where('attendGroupMember.groupId', 'is', null);
  if (filter.groupId) query = query.where('attendGroupMember.groupId', '=', filter.groupId);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.searchKey) query = query.where((eb) => eb.or([containsText(eb.ref('teacher.name'), filter.searchKey!), containsText(eb.ref('teacher.phone'), filter.searchKey!)]));
  return query;
}

export function listTeachersWithGroup(db: SchoolDb, filter: TeacherGroupFilter, page: Page) {
  return teacherGroupQuery(db, filter)
    .select([
      'teacher.id as teacherId',
      'teacher.name as teacherName',
      'teacher.departmentId',
      'department.name as departmentName',
      'attendGroup.id as groupId',
      'attendGroup.name as groupName',
    ])
    .orderBy('department.sortOrder')
    .orderBy('teacher.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countTeachersWithGroup(db: SchoolDb, filter: TeacherGroupFilter) {
  return countOf(await teacherGroupQuery(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

// ---- leave types ----

export function listLeaveTypes(db: SchoolDb, status?: number) {
  let query = db.selectFrom('leaveType').select(['id', 'name', 'halfDay', 'status']).where('deletedAt', 'is', null);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('id').execute();
}

/** Every leave type the school ever had, deleted ones too: past leaves name them. */
export function leaveTypesEver(db: SchoolDb) {
  return db.selectFrom('leaveType').select(['id', 'name', 'halfDay', 'status', 'deletedAt']).orderBy('id').execute();
}

export function liveLeaveTypeNamed(db: SchoolDb, name: string) {
  return db.selectFrom('leaveType').select('id').where('name', '=', name).where('deletedAt', 'is', null).executeTakeFirst();
}

export function findLiveLeaveType(db: SchoolDb, leaveTypeId: number) {
  return db.selectFrom('leaveType').select(['id', 'name', 'halfDay', 'status']).where('id', '=', leaveTypeId).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function insertLeaveTypes(db: SchoolDb, types: Row<'leaveType'>[]): Promise<number[]> {
  const rows = await db.insertInto('leaveType').values(types).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function setLeaveTypeStatus(db: SchoolDb, leaveTypeIds: number[], status: number) {
  const result = await db.updateTable('leaveType').set({ status }).where('id', 'in', leaveTypeIds).where('deletedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markLeaveTypeDeleted(db: SchoolDb, leaveTypeId: number, at: string) {
  await db.updateTable('leaveType').set({ deletedAt: at }).where('id', '=', leaveTypeId).execute();
}

// ---- schedule ----

export interface ScheduleFilter {
  startDate: string;
  endDate: string;
  teacherIds?: readonly number[] | undefined;
}

export function scheduleBetween(db: SchoolDb, filter: ScheduleFilter) {
  let query = db
    .selectFrom('teacherSchedule')
    .select(['teacherId', 'workDate', 'groupId', 'shiftId', 'source'])
    .where('workDate', '>=', filter.startDate)
    .where('workDate', '<=', filter.endDate);
  if (filter.teacherIds) {
    if (filter.teacherIds.length === 0) return Promise.resolve([]);
    query = query.where('teacherId', 'in', [...filter.teacherIds]);
  }
  return query.orderBy('teacherId').orderBy('workDate').execute();
}

export async function deleteSchedule(db: SchoolDb, filter: ScheduleFilter & { teacherIds: readonly number[] }): Promise<number> {
  if (filter.teacherIds.length === 0) return 0;
  const result = await db
    .deleteFrom('teacherSchedule')
    .where('teacherId', 'in', [...filter.teacherIds])
    .where('workDate', '>=', filter.startDate)
    .where('workDate', '<=', filter.endDate)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** New days: a rest day is final, a working day is computed once it begins. */
export async function insertSchedule(db: SchoolDb, rows: Row<'teacherSchedule'>[]) {
  const planned = rows.map((row) =>
    row.shiftId === null ? { ...row, dayStatus: DayStatus.REST, recheckAt: null } : { ...row, dayStatus: DayStatus.NORMAL, recheckAt: chinaDayStart(row.workDate) },
  );
  for await (const batch of inBatches(planned)) await db.insertInto('teacherSchedule').values(batch).execute();
}

/** The last day planned for any of the group's members, to carry a newcomer's schedule as far. */
export async function lastScheduledDateOfGroup(db: SchoolDb, groupId: number): Promise<string | null> {
  const row = await db.selectFrom('teacherSchedule').select((eb) => eb.fn.max('workDate').as('last')).where('groupId', '=', groupId).executeTakeFirst();
  return row?.last ?? null;
}

// ---- the days' outcomes ----

/** Days of the range whose outcome time may have changed by `now`. */
export function daysToRecheck(db: SchoolDb, range: DateRange, now: string, teacherIds?: readonly number[]) {
  let query = db
    .selectFrom('teacherSchedule')
    .select(['teacherId', 'workDate'])
    .where('recheckAt', '<=', now)
    .where('workDate', '>=', range.startDate)
    .where('workDate', '<=', range.endDate);
  if (teacherIds) {
    if (teacherIds.length === 0) return Promise.resolve([]);
    query = query.where('teacherId', 'in', [...teacherIds]);
  }
  return query.execute();
}

/** The working days (not rest) of the teachers in the range, to compute. */
export function workDaysOf(db: SchoolDb, teacherIds: readonly number[], range: DateRange) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherSchedule')
    .select(['teacherId', 'workDate', 'groupId', 'shiftId', 'source'])
    .where('teacherId', 'in', [...teacherIds])
    .where('workDate', '>=', range.startDate)
    .where('workDate', '<=', range.endDate)
    .where('shiftId', 'is not', null)
    .execute();
}

export type OutcomeRow = Row<'teacherSchedule'>;

/** Writes computed outcomes onto their schedule rows. */
export async function saveOutcomes(db: SchoolDb, rows: OutcomeRow[]) {
  for await (const batch of inBatches(rows)) {
    await db
      .insertInto('teacherSchedule')
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(['teacherId', 'workDate']).doUpdateSet((eb) => ({
          dayStatus: eb.ref('excluded.dayStatus'),
          recheckAt: eb.ref('excluded.recheckAt'),
          lateCount: eb.ref('excluded.lateCount'),
          lateMinutes: eb.ref('excluded.lateMinutes'),
          earlyCount: eb.ref('excluded.earlyCount'),
          earlyMinutes: eb.ref('excluded.earlyMinutes'),
          missingCount: eb.ref('excluded.missingCount'),
          presentHalves: eb.ref('excluded.presentHalves'),
          absentHalves: eb.ref('excluded.absentHalves'),
          amLeaveTypeId: eb.ref('excluded.amLeaveTypeId'),
          pmLeaveTypeId: eb.ref('excluded.pmLeaveTypeId'),
          amTrip: eb.ref('excluded.amTrip'),
          pmTrip: eb.ref('excluded.pmTrip'),
        })),
      )
      .execute();
  }
}

/** The schedule rows with their outcomes, for the days shown: a leaver's up to the day they left. */
export function outcomesOf(db: SchoolDb, teacherIds: readonly number[], range: DateRange) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherSchedule')
    .innerJoin('teacher', 'teacher.id', 'teacherSchedule.teacherId')
    .selectAll('teacherSchedule')
    .where('teacherSchedule.teacherId', 'in', [...teacherIds])
    .where('teacherSchedule.workDate', '>=', range.startDate)
    .where('teacherSchedule.workDate', '<=', range.endDate)
    .where((eb) => stillOnStaff(eb))
    .orderBy('teacherSchedule.workDate')
    .execute();
}

/**
 * A leaver's days after the day they left were planned but are no one's: they are neither listed
 * nor counted (the schedule rows stay, as the month grid shows them).
 */
const stillOnStaff = (eb: ExpressionBuilder<SchoolScopedDatabase, 'teacher' | 'teacherSchedule'>) =>
  eb.or([eb('teacher.leftAt', 'is', null), eb('teacherSchedule.workDate', '<=', eb.ref('teacher.leftAt'))]);

// ---- clock-ins ----

export function clockInsBetween(db: SchoolDb, teacherIds: readonly number[], from: string, until: string) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherClockIn')
    .select(['teacherId', 'clockAt', 'source'])
    .where('teacherId', 'in', [...teacherIds])
    .where('clockAt', '>=', from)
    .where('clockAt', '<', until)
    .orderBy('clockAt')
    .execute();
}

export async function insertClockIns(db: SchoolDb, rows: Row<'teacherClockIn'>[]) {
  for await (const batch of inBatches(rows)) await db.insertInto('teacherClockIn').values(batch).execute();
}

/** A clock-in of the teacher at that very instant: a card read twice, or a 补卡 of a clock-in that exists. */
export function clockInAt(db: SchoolDb, teacherId: number, clockAt: string) {
  return db.selectFrom('teacherClockIn').select('id').where('teacherId', '=', teacherId).where('clockAt', '=', clockAt).executeTakeFirst();
}

// ---- records ----

export async function insertRecords(db: SchoolDb, rows: Row<'teacherAttendRecord'>[]): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of inBatches(rows)) {
    const inserted = await db.insertInto('teacherAttendRecord').values(batch).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export function findRecord(db: SchoolDb, recordId: number, kind: number) {
  return db.selectFrom('teacherAttendRecord').selectAll().where('id', '=', recordId).where('kind', '=', kind).executeTakeFirst();
}

export async function deleteRecord(db: SchoolDb, recordId: number) {
  await db.deleteFrom('teacherClockIn').where('recordId', '=', recordId).execute();
  await db.deleteFrom('teacherAttendRecord').where('id', '=', recordId).execute();
}

/** The teachers' leaves and trips touching the range. */
export function coversOf(db: SchoolDb, teacherIds: readonly number[], range: DateRange) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherAttendRecord')
    .select(['id', 'teacherId', 'kind', 'leaveTypeId', 'startDate', 'startHalf', 'endDate', 'endHalf', 'place'])
    .where('teacherId', 'in', [...teacherIds])
    .where('kind', 'in', [RecordKind.LEAVE, RecordKind.TRIP])
    .where('startDate', '<=', range.endDate)
    .where('endDate', '>=', range.startDate)
    .orderBy('startDate')
    .execute();
}

/** The teachers' overtime in the range. */
export function overtimeOf(db: SchoolDb, teacherIds: readonly number[], range: DateRange) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherAttendRecord')
    .select(['teacherId', 'startDate', 'startAt', 'endAt', 'minutes'])
    .where('teacherId', 'in', [...teacherIds])
    .where('kind', '=', RecordKind.OVERTIME)
    .where('startDate', '>=', range.startDate)
    .where('startDate', '<=', range.endDate)
    .execute();
}

export interface RecordFilter {
  /** Every kind when absent. */
  kind?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  departmentId?: number | undefined;
  attendGroupId?: number | undefined;
  leaveTypeId?: number | undefined;
  searchKey?: string | undefined;
  teacherId?: number | undefined;
}

type StaffScope = ExpressionBuilder<SchoolScopedDatabase, 'teacher'>;
const inGroup = (eb: StaffScope, groupId: number) =>
  eb.exists(eb.selectFrom('attendGroupMember').select('attendGroupMember.teacherId').whereRef('attendGroupMember.teacherId', '=', 'teacher.id').where('attendGroupMember.groupId', '=', groupId));

function recordQuery(db: SchoolDb, filter: RecordFilter) {
  let query = db
    .selectFrom('teacherAttendRecord')
    .innerJoin('teacher', 'teacher.id', 'teacherAttendRecord.teacherId')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('leaveType', 'leaveType.id', 'teacherAttendRecord.leaveTypeId')
    .leftJoin('teacher as creator', 'creator.id', 'teacherAttendRecord.createdBy')
    .where((eb) => (filter.kind ? eb('teacherAttendRecord.kind', '=', filter.kind) : eb.lit(true)));
  if (filter.startDate) query = query.where('teacherAttendRecord.endDate', '>=', filter.startDate);
  if (filter.endDate) query = query.where('teacherAttendRecord.startDate', '<=', filter.endDate);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.leaveTypeId) query = query.where('teacherAttendRecord.leaveTypeId', '=', filter.leaveTypeId);
  if (filter.teacherId) query = query.where('teacherAttendRecord.teacherId', '=', filter.teacherId);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('teacher.name'), filter.searchKey!));
  if (filter.attendGroupId) {
    const groupId = filter.attendGroupId;
    query = query.where((eb) => inGroup(eb, groupId));
  }
  return query;
}

export function listRecords(db: SchoolDb, filter: RecordFilter, page?: Page) {
  let query = recordQuery(db, filter)
    .selectAll('teacherAttendRecord')
    .select(['teacher.name as teacherName', 'department.name as departmentName', 'leaveType.name as leaveTypeName', 'creator.name as createdByName'])
    .orderBy('teacherAttendRecord.startDate', 'desc')
    .orderBy('teacherAttendRecord.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countRecords(db: SchoolDb, filter: RecordFilter) {
  return countOf(await recordQuery(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

// ---- the daily list and statistics ----

export interface StaffFilter {
  teacherIds?: readonly number[] | undefined;
  departmentId?: number | undefined;
  attendGroupId?: number | undefined;
  searchKey?: string | undefined;
}

const scheduledIn = (eb: StaffScope, range: DateRange) =>
  eb.exists(
    eb
      .selectFrom('teacherSchedule as planned')
      .select('planned.teacherId')
      .whereRef('planned.teacherId', '=', 'teacher.id')
      .where('planned.workDate', '>=', range.startDate)
      .where('planned.workDate', '<=', range.endDate)
      .whereRef('planned.workDate', '<=', 'teacher.leftAt'),
  );

/** The staff a view covers: those working now, and those who left but were scheduled in the range. */
function staffQuery(db: SchoolDb, filter: StaffFilter, range: DateRange) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .where((eb) => eb.or([eb('teacher.status', '!=', TeacherStatus.LEFT), scheduledIn(eb, range)]));
  if (filter.teacherIds) query = query.where('teacher.id', 'in', filter.teacherIds.length ? [...filter.teacherIds] : [0]);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.attendGroupId) {
    const groupId = filter.attendGroupId;
    query = query.where((eb) => inGroup(eb, groupId));
  }
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('teacher.name'), filter.searchKey!));
  return query;
}

/** A day's status of each teacher: the schedule row's, or 未排班 without one. */
const dayStatusOf = sql<number>`coalesce(${sql.ref('teacherSchedule.dayStatus')}, ${sql.lit(DayStatus.UNSCHEDULED)})`;

function dayQuery(db: SchoolDb, filter: StaffFilter, date: string) {
  return staffQuery(db, filter, { startDate: date, endDate: date }).leftJoin('teacherSchedule', (join) =>
    join
      .onRef('teacherSchedule.teacherId', '=', 'teacher.id')
      .on('teacherSchedule.workDate', '=', date)
      .on((eb) => stillOnStaff(eb)),
  );
}

export function listDay(db: SchoolDb, filter: StaffFilter & { status?: number | undefined }, date: string, page: Page) {
  let query = dayQuery(db, filter, date).select([
    'teacher.id as teacherId',
    'teacher.name as teacherName',
    'department.name as departmentName',
    'teacherSchedule.groupId',
    'teacherSchedule.shiftId',
  ]);
  if (filter.status !== undefined) query = query.where(dayStatusOf, '=', filter.status);
  return query.orderBy('department.sortOrder').orderBy('teacher.id').offset(page.offset).limit(page.limit).execute();
}

export async function dayStatusCounts(db: SchoolDb, filter: StaffFilter, date: string) {
  const rows = await dayQuery(db, filter, date)
    .select((eb) => [dayStatusOf.as('status'), eb.fn.countAll().as('n')])
    .groupBy(dayStatusOf)
    .execute();
  return new Map(rows.map((row) => [Number(row.status), Number(row.n)]));
}

export interface StatisticsQuery extends StaffFilter {
  range: DateRange;
  byDepartment: boolean;
}

const totalsColumns = (eb: ExpressionBuilder<SchoolScopedDatabase, 'teacher' | 'teacherSchedule'>) => {
  const sum = (column: 'presentHalves' | 'absentHalves' | 'lateCount' | 'lateMinutes' | 'earlyCount' | 'earlyMinutes' | 'missingCount' | 'amTrip' | 'pmTrip') =>
    eb.fn.coalesce(eb.fn.sum<number>(`teacherSchedule.${column}`), eb.lit(0));
  const countWhen = (condition: ReturnType<typeof sql<boolean>>) => eb.fn.coalesce(eb.fn.sum<number>(sql`case when ${condition} then 1 else 0 end`), eb.lit(0));
  return [
    countWhen(sql`${sql.ref('teacherSchedule.shiftId')} is not null`).as('dueDays'),
    sum('presentHalves').as('presentHalves'),
    sum('absentHalves').as('absentHalves'),
    sum('lateCount').as('lateCount'),
    sum('lateMinutes').as('lateMinutes'),
    sum('earlyCount').as('earlyCount'),
    sum('earlyMinutes').as('earlyMinutes'),
    sum('missingCount').as('missingCount'),
    countWhen(sql`${sql.ref('teacherSchedule.dayStatus')} = ${DayStatus.ABNORMAL}`).as('abnormalDays'),
    sum('amTrip').as('amTrips'),
    sum('pmTrip').as('pmTrips'),
  ] as const;
};

function statisticsQuery(db: SchoolDb, query: StatisticsQuery) {
  return staffQuery(db, query, query.range).leftJoin('teacherSchedule', (join) =>
    join
      .onRef('teacherSchedule.teacherId', '=', 'teacher.id')
      .on('teacherSchedule.workDate', '>=', query.range.startDate)
      .on('teacherSchedule.workDate', '<=', query.range.endDate)
      .on((eb) => stillOnStaff(eb)),
  );
}

/** Totals of each teacher in the range, a page of them. */
export function teacherTotals(db: SchoolDb, query: StatisticsQuery, page?: Page) {
  let rows = statisticsQuery(db, query)
    .select((eb) => ['teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.departmentId', 'department.name as departmentName', ...totalsColumns(eb)])
    .groupBy(['teacher.id', 'teacher.name', 'teacher.departmentId', 'department.name', 'department.sortOrder'])
    .orderBy('department.sortOrder')
    .orderBy('teacher.id');
  if (page) rows = rows.offset(page.offset).limit(page.limit);
  return rows.execute();
}

/** Totals of each department in the range. */
export function departmentTotals(db: SchoolDb, query: StatisticsQuery) {
  return statisticsQuery(db, query)
    .select((eb) => ['teacher.departmentId', 'department.name as departmentName', eb.fn.count<number>('teacher.id').distinct().as('teacherCount'), ...totalsColumns(eb)])
    .groupBy(['teacher.departmentId', 'department.name', 'department.sortOrder'])
    .orderBy('department.sortOrder')
    .orderBy('teacher.departmentId')
    .execute();
}

/** The staff a view covers, in the lists' order. */
export function listStaff(db: SchoolDb, filter: StaffFilter, range: DateRange) {
  return staffQuery(db, filter, range)
    .select(['teacher.id as teacherId', 'teacher.name as teacherName', 'department.name as departmentName'])
    .orderBy('department.sortOrder')
    .orderBy('teacher.id')
    .execute();
}

export async function countStaff(db: SchoolDb, filter: StaffFilter, range: DateRange) {
  return countOf(await staffQuery(db, filter, range).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst());
}

/** Days with leave by teacher (or department) and the types of their two halves, in the range. */
export function leaveHalves(db: SchoolDb, query: StatisticsQuery) {
  const key = query.byDepartment ? 'teacher.departmentId' : 'teacher.id';
  return statisticsQuery(db, query)
    .select((eb) => [sql<number | null>`${sql.ref(key)}`.as('ownerId'), 'teacherSchedule.amLeaveTypeId', 'teacherSchedule.pmLeaveTypeId', eb.fn.countAll().as('days')])
    .where((eb) => eb.or([eb('teacherSchedule.amLeaveTypeId', 'is not', null), eb('teacherSchedule.pmLeaveTypeId', 'is not', null)]))
    .groupBy([key, 'teacherSchedule.amLeaveTypeId', 'teacherSchedule.pmLeaveTypeId'])
    .execute();
}

/** Minutes of overtime by teacher (or department) in the range. */
export function overtimeTotals(db: SchoolDb, query: StatisticsQuery) {
  const key = query.byDepartment ? 'teacher.departmentId' : 'teacher.id';
  return staffQuery(db, query, query.range)
    .innerJoin('teacherAttendRecord', 'teacherAttendRecord.teacherId', 'teacher.id')
    .select((eb) => [sql<number | null>`${sql.ref(key)}`.as('ownerId'), eb.fn.sum<number>('teacherAttendRecord.minutes').as('minutes')])
    .where('teacherAttendRecord.kind', '=', RecordKind.OVERTIME)
    .where('teacherAttendRecord.startDate', '>=', query.range.startDate)
    .where('teacherAttendRecord.startDate', '<=', query.range.endDate)
    .groupBy(key)
    .execute();
}
