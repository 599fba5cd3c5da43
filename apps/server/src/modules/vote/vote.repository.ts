import { StudentStatus, TeacherStatus, VoteStatus, type VoteStudentPickInput, type VoteTeacherPickInput } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Values<T extends keyof SchoolScopedDatabase> = Insertable<SchoolScopedDatabase[T]>;

/** A teacher (1) or a child (2), as entries and voters name them. */
export interface VotePerson {
  objectType: number;
  objectId: number;
}

/** The rows of `ids`, read a slice at a time so that a long list never passes the statement's parameter limit. */
async function byIds<Row>(ids: readonly number[], read: (slice: number[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const slice of inBatches([...new Set(ids)])) rows.push(...(await read(slice)));
  return rows;
}


// ---- activities ----

const activityColumns = [
  'voteActivity.id',
  'voteActivity.schoolId',
  'voteActivity.activityName',
  'voteActivity.activityIntro',
  'voteActivity.showMode',
  'voteActivity.isOpenEnroll',
  'voteActivity.enrollObjectType',
  'voteActivity.enrollStartTime',
  'voteActivity.enrollEndTime',
  'voteActivity.isOpenVote',
  'voteActivity.voteMode',
  'voteActivity.voteObjectType',
  'voteActivity.voteStartTime',
  'voteActivity.voteEndTime',
  'voteActivity.isBatchVote',
  'voteActivity.everyoneVotes',
  'voteActivity.everydayVoteCount',
  'voteActivity.isVoid',
  'voteActivity.adderId',
  'voteActivity.createdAt',
] as const;

const activities = (db: SchoolDb) =>
  db
    .selectFrom('voteActivity')
    .leftJoin('teacher as adder', 'adder.id', 'voteActivity.adderId')
    .select(activityColumns)
    .select((eb) => eb.fn.coalesce('adder.name', eb.val('')).as('adderName'));

export type StoredActivity = Awaited<ReturnType<ReturnType<typeof activities>['executeTakeFirstOrThrow']>>;

export const findActivity = (db: SchoolDb, activityId: number) => activities(db).where('voteActivity.id', '=', activityId).executeTakeFirst();

export interface ActivityFilter {
  status?: number | undefined;
  searchKey?: string | undefined;
  /** China minute the statuses are read at. */
  now: string;
}

/** The status filter in the dates' terms: each range holds its start and not its end. */
function matchingActivities(db: SchoolDb, filter: ActivityFilter) {
  let query = activities(db);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('voteActivity.activityName'), filter.searchKey!));
  const { now, status } = filter;
  if (status === undefined) return query;
  if (status === VoteStatus.VOID) return query.where('voteActivity.isVoid', '=', 1);
  query = query.where('voteActivity.isVoid', '=', 0);
  if (status === VoteStatus.NOT_STARTED) return query.where('voteActivity.enrollStartTime', '>', now);
  if (status === VoteStatus.ENROLLING) return query.where('voteActivity.enrollStartTime', '<=', now).where('voteActivity.enrollEndTime', '>', now);
  if (status === VoteStatus.WAITING) return query.where('voteActivity.enrollEndTime', '<=', now).where('voteActivity.voteStartTime', '>', now);
  if (status === VoteStatus.VOTING) return query.where('voteActivity.voteStartTime', '<=', now).where('voteActivity.voteEndTime', '>', now);
  return query.where('voteActivity.voteEndTime', '<=', now);
}

export async function activityPage(db: SchoolDb, filter: ActivityFilter, page: { pageIndex: number; pageSize: number }) {
  const { offset, limit } = rowsOfPage(page);
  const [list, total] = await Promise.all([
    matchingActivities(db, filter).orderBy('voteActivity.createdAt', 'desc').orderBy('voteActivity.id', 'desc').offset(offset).limit(limit).execute(),
    matchingActivities(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function insertActivity(db: SchoolDb, row: Values<'voteActivity'>): Promise<number> {
  return (await db.insertInto('voteActivity').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateActivity(db: SchoolDb, activityId: number, changes: Updateable<SchoolScopedDatabase['voteActivity']>): Promise<void> {
  await db.updateTable('voteActivity').set(changes).where('id', '=', activityId).execute();
}

/** The activity and everything in it: ranges, entries and their pictures, voters and ballots. */
export async function deleteActivity(db: SchoolDb, activityId: number): Promise<void> {
  await db.deleteFrom('voteBallot').where('activityId', '=', activityId).execute();
  await db.deleteFrom('voteVoterDay').where('activityId', '=', activityId).execute();
  await db.deleteFrom('voteVoter').where('activityId', '=', activityId).execute();
  await db
    .deleteFrom('voteJoinerFile')
    .where('joinerId', 'in', (eb) => eb.selectFrom('voteJoiner').select('id').where('activityId', '=', activityId))
    .execute();
  await db.deleteFrom('voteJoiner').where('activityId', '=', activityId).execute();
  await db.deleteFrom('voteRange').where('activityId', '=', activityId).execute();
  await db.deleteFrom('voteActivity').where('id', '=', activityId).execute();
}

export function rangesOf(db: SchoolDb, activityIds: readonly number[]) {
  return byIds(activityIds, (slice) =>
    db.selectFrom('voteRange').select(['activityId', 'phase', 'selectKind', 'objectType', 'objectId']).where('activityId', 'in', slice).orderBy('id').execute(),
  );
}

export type StoredRange = Awaited<ReturnType<typeof rangesOf>>[number];

export async function replaceRanges(db: SchoolDb, activityId: number, ranges: Omit<Values<'voteRange'>, 'activityId'>[]): Promise<void> {
  await db.deleteFrom('voteRange').where('activityId', '=', activityId).execute();
  for await (const slice of inBatches(ranges)) await db.insertInto('voteRange').values(slice.map((range) => ({ ...range, activityId }))).execute();
}

/** Entries and votes of each activity. */
export async function countsOf(db: SchoolDb, activityIds: readonly number[]) {
  if (activityIds.length === 0) return { joins: new Map<number, number>(), votes: new Map<number, number>() };
  const [joins, votes] = await Promise.all([
    db
      .selectFrom('voteJoiner')
      .select(['activityId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('activityId', 'in', activityIds)
      .groupBy('activityId')
      .execute(),
    db
      .selectFrom('voteBallot')
      .select(['activityId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('activityId', 'in', activityIds)
      .groupBy('activityId')
      .execute(),
  ]);
  const mapOf = (rows: { activityId: number; n: number }[]) => new Map(rows.map((row) => [row.activityId, Number(row.n)]));
  return { joins: mapOf(joins), votes: mapOf(votes) };
}

// ---- entries ----

const joinerColumns = [
  'id',
  'activityId',
  'objectType',
  'objectId',
  'title',
  'content',
  'videoFileId',
  'adderTeacherId',
  'adderGuardianId',
  'createdAt',
] as const;

export const joinersOf = (db: SchoolDb, activityId: number) => db.selectFrom('voteJoiner').select(joinerColumns).where('activityId', '=', activityId).orderBy('id').execute();
export type StoredJoiner = Awaited<ReturnType<typeof joinersOf>>[number];

export const findJoiner = (db: SchoolDb, joinerId: number) => db.selectFrom('voteJoiner').select(joinerColumns).where('id', '=', joinerId).executeTakeFirst();

export const findJoinerOf = (db: SchoolDb, activityId: number, person: VotePerson) =>
  db.selectFrom('voteJoiner').select(joinerColumns).where('activityId', '=', activityId).where('objectType', '=', person.objectType).where('objectId', '=', person.objectId).executeTakeFirst();

export async function joinerIdsIn(db: SchoolDb, activityId: number, joinerIds: readonly number[]): Promise<Set<number>> {
  const rows = await byIds(joinerIds, (slice) => db.selectFrom('voteJoiner').select('id').where('activityId', '=', activityId).where('id', 'in', slice).execute());
  return new Set(rows.map((row) => row.id));
}

/** The object types the activity's entries have: an edit may not narrow the enrolment past them. */
export async function joinerObjectTypes(db: SchoolDb, activityId: number): Promise<number[]> {
  const rows = await db.selectFrom('voteJoiner').select('objectType').distinct().where('activityId', '=', activityId).execute();
  return rows.map((row) => row.objectType);
}

export async function insertJoiner(db: SchoolDb, row: Values<'voteJoiner'>): Promise<number> {
  return (await db.insertInto('voteJoiner').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateJoiner(db: SchoolDb, joinerId: number, changes: Updateable<SchoolScopedDatabase['voteJoiner']>): Promise<void> {
  await db.updateTable('voteJoiner').set(changes).where('id', '=', joinerId).execute();
}

export function joinerFiles(db: SchoolDb, joinerIds: readonly number[]) {
  return byIds(joinerIds, (slice) =>
    db.selectFrom('voteJoinerFile').select(['joinerId', 'fileId']).where('joinerId', 'in', slice).orderBy('joinerId').orderBy('orderNum').execute(),
  );
}

export async function replaceJoinerFiles(db: SchoolDb, joinerId: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('voteJoinerFile').where('joinerId', '=', joinerId).execute();
  if (fileIds.length > 0) await db.insertInto('voteJoinerFile').values(fileIds.map((fileId, index) => ({ joinerId, fileId, orderNum: index + 1 }))).execute();
}

/** Each entry's votes in an activity. */
export async function votesByJoiner(db: SchoolDb, activityId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('voteBallot')
    .select(['joinerId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('activityId', '=', activityId)
    .groupBy('joinerId')
    .execute();
  return new Map(rows.map((row) => [row.joinerId, Number(row.n)]));
}

/**
 * Removes an entry with its pictures and ballots, and gives the votes it had back to their voters
 * (in all and on the days they were cast), so that nobody's votes are lost to a removed entry.
 */
export async function deleteJoiner(db: SchoolDb, joinerId: number): Promise<void> {
  const cast = await db
    .selectFrom('voteBallot')
    .select(['activityId', 'voterType', 'voterId', 'voteDay', (eb) => eb.fn.countAll<number>().as('n')])
    .where('joinerId', '=', joinerId)
    .groupBy(['activityId', 'voterType', 'voterId', 'voteDay'])
    .execute();
  for (const { activityId, voterType, voterId, voteDay, n } of cast) {
    const votes = Number(n);
    await db
      .updateTable('voteVoter')
      .set((eb) => ({ votes: eb('votes', '-', votes) }))
      .where('activityId', '=', activityId)
      .where('voterType', '=', voterType)
      .where('voterId', '=', voterId)
      .execute();
    await db
      .updateTable('voteVoterDay')
      .set((eb) => ({ votes: eb('votes', '-', votes) }))
      .where('activityId', '=', activityId)
      .where('voterType', '=', voterType)
      .where('voterId', '=', voterId)
      .where('voteDay', '=', voteDay)
      .execute();
  }
  await db.deleteFrom('voteBallot').where('joinerId', '=', joinerId).execute();
  await db.deleteFrom('voteJoinerFile').where('joinerId', '=', joinerId).execute();
  await db.deleteFrom('voteJoiner').where('id', '=', joinerId).execute();
}

// ---- voters and ballots ----

export interface Voter {
  activityId: number;
  voterType: number;
  voterId: number;
}

/** Everyone who has votes in the activity, with their votes in all. */
export const votersOf = (db: SchoolDb, activityId: number) =>
  db.selectFrom('voteVoter').select(['voterType', 'voterId', 'votes', 'lastVotedAt']).where('activityId', '=', activityId).where('votes', '>', 0).orderBy('lastVotedAt', 'desc').execute();

/** Who voted for an entry, and how often. */
export async function votersOfJoiner(db: SchoolDb, joinerId: number) {
  const rows = await db
    .selectFrom('voteBallot')
    .select(['voterType', 'voterId', (eb) => eb.fn.countAll<number>().as('votes'), (eb) => eb.fn.max('votedAt').as('lastVotedAt')])
    .where('joinerId', '=', joinerId)
    .groupBy(['voterType', 'voterId'])
    .orderBy('lastVotedAt', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, votes: Number(row.votes) }));
}

/**
 * Takes `votes` of the voter's EveryoneVotes: one statement that adds them only while the total
 * stays within `limit`, so that votes sent at once, on any server, never pass it (PostgreSQL
 * re-reads the row it waited for; SQLite writes one at a time). Answers the voter's votes with
 * these, or null when they would pass the limit.
 */
export async function claimVotes(db: SchoolDb, voter: Voter, votes: number, limit: number, at: string): Promise<number | null> {
  if (votes > limit) return null;
  const row = await db
    .insertInto('voteVoter')
    .values({ ...voter, votes, lastVotedAt: at })
    .onConflict((conflict) =>
      conflict
        .columns(['activityId', 'voterType', 'voterId'])
        .doUpdateSet((eb) => ({ votes: eb('voteVoter.votes', '+', votes), lastVotedAt: at }))
        .where((eb) => eb(eb('voteVoter.votes', '+', votes), '<=', limit)),
    )
    .returning('votes')
    .executeTakeFirst();
  return row?.votes ?? null;
}

/** Takes `votes` of the voter's EverydayVoteCount for `day`, as claimVotes does for the total. */
export async function claimDayVotes(db: SchoolDb, voter: Voter, day: string, votes: number, limit: number): Promise<number | null> {
  if (votes > limit) return null;
  const row = await db
    .insertInto('voteVoterDay')
    .values({ ...voter, voteDay: day, votes })
    .onConflict((conflict) =>
      conflict
        .columns(['activityId', 'voterType', 'voterId', 'voteDay'])
        .doUpdateSet((eb) => ({ votes: eb('voteVoterDay.votes', '+', votes) }))
        .where((eb) => eb(eb('voteVoterDay.votes', '+', votes), '<=', limit)),
    )
    .returning('votes')
    .executeTakeFirst();
  return row?.votes ?? null;
}

/** The voter's votes so far: in all, and on `day`. */
export async function votesCast(db: SchoolDb, voter: Voter, day: string): Promise<{ total: number; today: number }> {
  const [total, today] = await Promise.all([
    db.selectFrom('voteVoter').select('votes').where('activityId', '=', voter.activityId).where('voterType', '=', voter.voterType).where('voterId', '=', voter.voterId).executeTakeFirst(),
    db
      .selectFrom('voteVoterDay')
      .select('votes')
      .where('activityId', '=', voter.activityId)
      .where('voterType', '=', voter.voterType)
      .where('voterId', '=', voter.voterId)
      .where('voteDay', '=', day)
      .executeTakeFirst(),
  ]);
  return { total: total?.votes ?? 0, today: today?.votes ?? 0 };
}

export async function insertBallots(db: SchoolDb, rows: Values<'voteBallot'>[]): Promise<void> {
  for await (const slice of inBatches(rows)) await db.insertInto('voteBallot').values(slice).execute();
}

// ---- the people, departments, grades and classes they name ----

export function teachersByIds(db: SchoolDb, teacherIds: readonly number[]) {
  return byIds(teacherIds, (slice) => db.selectFrom('teacher').select(['id', 'name', 'phone', 'departmentId', 'status']).where('id', 'in', slice).execute());
}

/** Children with their (last) class and its grade. */
export function childrenByIds(db: SchoolDb, childIds: readonly number[]) {
  return byIds(childIds, (slice) =>
    db
      .selectFrom('child')
      .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
      .leftJoin('grade', 'grade.id', 'schoolClass.gradeId')
      .select(['child.id', 'child.name', 'child.status', 'child.classId', 'schoolClass.name as className', 'grade.id as gradeId', 'grade.name as gradeName'])
      .where('child.id', 'in', slice)
      .execute(),
  );
}

/** The phone of each child's main guardian. */
export async function mainGuardianPhones(db: SchoolDb, childIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await byIds(childIds, (slice) =>
    db
      .selectFrom('childGuardian')
      .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
      .select(['childGuardian.childId', 'guardian.phone'])
      .where('childGuardian.childId', 'in', slice)
      .where('childGuardian.isMain', '=', 1)
      .where('childGuardian.relievedAt', 'is', null)
      .execute(),
  );
  return new Map(rows.map((row) => [row.childId, row.phone]));
}

/** Whether the guardian is (still) one of the child's. */
export async function guardianActsFor(db: SchoolDb, guardianId: number, childId: number): Promise<boolean> {
  const row = await db
    .selectFrom('childGuardian')
    .select('childId')
    .where('guardianId', '=', guardianId)
    .where('childId', '=', childId)
    .where('relievedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function departmentsByIds(db: SchoolDb, departmentIds: readonly number[]) {
  return byIds(departmentIds, (slice) => db.selectFrom('department').select(['id', 'name']).where('id', 'in', slice).execute());
}

export function classesByIds(db: SchoolDb, classIds: readonly number[]) {
  return byIds(classIds, (slice) => db.selectFrom('schoolClass').select(['id', 'name', 'gradeId']).where('id', 'in', slice).execute());
}

export function gradesByIds(db: SchoolDb, gradeIds: readonly number[]) {
  return byIds(gradeIds, (slice) => db.selectFrom('grade').select(['id', 'name']).where('id', 'in', slice).execute());
}

/** The classes a teacher teaches in a school year not yet ended, with their grades. */
export function classesTaughtBy(db: SchoolDb, teacherId: number, today: string) {
  return db
    .selectFrom('classTeacher')
    .innerJoin('schoolClass', 'schoolClass.id', 'classTeacher.classId')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .select(['schoolClass.id as classId', 'schoolClass.gradeId'])
    .where('classTeacher.teacherId', '=', teacherId)
    .where('schoolYear.endDate', '>=', today)
    .execute();
}

// ---- pickers ----

function teachersMatching(db: SchoolDb, input: VoteTeacherPickInput) {
  let query = db.selectFrom('teacher').leftJoin('department', 'department.id', 'teacher.departmentId').where('teacher.status', '!=', TeacherStatus.LEFT);
  if (input.departmentId) query = query.where('teacher.departmentId', '=', input.departmentId);
  if (input.searchKey) {
    query = query.where((eb) => eb.or([containsText(eb.ref('teacher.name'), input.searchKey!), containsText(eb.ref('teacher.phone'), input.searchKey!)]));
  }
  return query;
}

export async function teacherPickPage(db: SchoolDb, input: VoteTeacherPickInput) {
  const { offset, limit } = rowsOfPage(input);
  const [list, total] = await Promise.all([
    teachersMatching(db, input)
      .select((eb) => [
        'teacher.id as teacherId',
        'teacher.name as teacherName',
        'teacher.phone',
        'teacher.departmentId',
        eb.fn.coalesce('department.name', eb.val('')).as('departmentName'),
      ])
      .orderBy('department.sortOrder')
      .orderBy('teacher.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    teachersMatching(db, input)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

function childrenMatching(db: SchoolDb, input: VoteStudentPickInput) {
  let query = db
    .selectFrom('child')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .where('child.status', '=', StudentStatus.IN_SCHOOL);
  if (input.gradeId) query = query.where('schoolClass.gradeId', '=', input.gradeId);
  if (input.classId) query = query.where('child.classId', '=', input.classId);
  if (input.searchKey) query = query.where((eb) => containsText(eb.ref('child.name'), input.searchKey!));
  return query;
}

export async function studentPickPage(db: SchoolDb, input: VoteStudentPickInput) {
  const { offset, limit } = rowsOfPage(input);
  const [list, total] = await Promise.all([
    childrenMatching(db, input)
      .select(['child.id as studentId', 'child.name as studentName', 'grade.id as gradeId', 'grade.name as gradeName', 'schoolClass.id as classId', 'schoolClass.name as className'])
      .orderBy('grade.level')
      .orderBy('schoolClass.name')
      .orderBy('child.name')
      .orderBy('child.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    childrenMatching(db, input)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

// ---- the demo's ----

export async function insertVoters(db: SchoolDb, rows: Values<'voteVoter'>[]): Promise<void> {
  for await (const slice of inBatches(rows)) await db.insertInto('voteVoter').values(slice).execute();
}

export async function insertVoterDays(db: SchoolDb, rows: Values<'voteVoterDay'>[]): Promise<void> {
  for await (const slice of inBatches(rows)) await db.insertInto('voteVoterDay').values(slice).execute();
}

/** The children in school with their class's grade level, and the head teacher (主班) of each class this year. */
export async function demoPeople(db: SchoolDb, today: string) {
  const [children, headTeachers, principal] = await Promise.all([
    db
      .selectFrom('child')
      .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
      .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
      .select(['child.id', 'child.classId', 'grade.id as gradeId', 'grade.level'])
      .where('child.status', '=', StudentStatus.IN_SCHOOL)
      .orderBy('child.id')
      .execute(),
    db
      .selectFrom('classTeacher')
      .innerJoin('schoolClass', 'schoolClass.id', 'classTeacher.classId')
      .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
      .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
      .select(['classTeacher.teacherId', 'schoolClass.id as classId', 'schoolClass.name as className', 'grade.id as gradeId', 'grade.level'])
      .where('classTeacher.position', '=', 1)
      .where('schoolYear.endDate', '>=', today)
      .orderBy('grade.level', 'desc')
      .orderBy('schoolClass.name')
      .execute(),
    db.selectFrom('teacher').innerJoin('post', 'post.id', 'teacher.postId').select('teacher.id').where('post.name', '=', '园长').orderBy('teacher.id').executeTakeFirst(),
  ]);
  return { children, headTeachers, principalId: principal?.id ?? null };
}
