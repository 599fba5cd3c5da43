import { TeacherStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Page = { offset: number; limit: number };
type Row<Table extends keyof SchoolScopedDatabase> = Insertable<SchoolScopedDatabase[Table]>;
const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

// ---- shifts ----

/** Shifts not deleted, by status and name. */
function shiftQuery(db: SchoolDb, filter: { status?: number | undefined; searchKey?: string | undefined }) {
  let query = db.selectFrom('teacherShift').where('deletedAt', 'is', null);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.searchKey) query = query.where('name', 'like', `%${filter.searchKey}%`);
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
  if (searchKey) query = query.where('name', 'like', `%${searchKey}%`);
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
  if (searchKey) query = query.where('teacher.name', 'like', `%${searchKey}%`);
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
  if (filter.searchKey) query = query.where((eb) => eb.or([eb('teacher.name', 'like', `%${filter.searchKey}%`), eb('teacher.phone', 'like', `%${filter.searchKey}%`)]));
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

export function liveLeaveTypeNamed(db: SchoolDb, name: string) {
  return db.selectFrom('leaveType').select('id').where('name', '=', name).where('deletedAt', 'is', null).executeTakeFirst();
}

export function findLiveLeaveType(db: SchoolDb, leaveTypeId: number) {
  return db.selectFrom('leaveType').select(['id', 'name']).where('id', '=', leaveTypeId).where('deletedAt', 'is', null).executeTakeFirst();
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

export async function insertSchedule(db: SchoolDb, rows: Row<'teacherSchedule'>[]) {
  for await (const batch of inBatches(rows)) await db.insertInto('teacherSchedule').values(batch).execute();
}

/** The last day planned for any of the group's members, to carry a newcomer's schedule as far. */
export async function lastScheduledDateOfGroup(db: SchoolDb, groupId: number): Promise<string | null> {
  const row = await db.selectFrom('teacherSchedule').select((eb) => eb.fn.max('workDate').as('last')).where('groupId', '=', groupId).executeTakeFirst();
  return row?.last ?? null;
}
