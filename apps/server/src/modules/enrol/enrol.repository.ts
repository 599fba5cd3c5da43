import { EnrolStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

const enrolmentColumns = [
  'id as enrolId',
  'name as studentName',
  'sex',
  'birthday',
  'ethnicId',
  'gradeLevel',
  'joinDate',
  'guardianName',
  'guardianPhone as phone',
  'relationType',
  'status',
  'classId',
  'createdAt',
] as const;

export interface WaitingFilter {
  keyword?: string | undefined;
  gradeLevel?: number | undefined;
}

function waitingQuery(db: SchoolDb, filter: WaitingFilter) {
  let query = db.selectFrom('enrolment').where('status', '=', EnrolStatus.WAITING);
  if (filter.keyword) {
    query = query.where((eb) => eb.or([containsText(eb.ref('name'), filter.keyword!), containsText(eb.ref('guardianName'), filter.keyword!), containsText(eb.ref('guardianPhone'), filter.keyword!)]));
  }
  if (filter.gradeLevel) query = query.where('gradeLevel', '=', filter.gradeLevel);
  return query;
}

export function listWaiting(db: SchoolDb, filter: WaitingFilter, page: { offset: number; limit: number }) {
  return waitingQuery(db, filter).select(enrolmentColumns).orderBy('createdAt').orderBy('id').offset(page.offset).limit(page.limit).execute();
}

export async function countWaiting(db: SchoolDb, filter: WaitingFilter): Promise<number> {
  const row = await waitingQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findEnrolment(db: SchoolDb, enrolId: number) {
  return db.selectFrom('enrolment').select(enrolmentColumns).where('id', '=', enrolId).where('status', '!=', EnrolStatus.REMOVED).executeTakeFirst();
}

export function enrolmentsByIds(db: SchoolDb, enrolIds: number[]) {
  return db.selectFrom('enrolment').select(enrolmentColumns).where('id', 'in', enrolIds).where('status', '!=', EnrolStatus.REMOVED).execute();
}

/** Waiting or placed enrolments of a child with this name and birthday: the same child applied twice. */
export function pendingEnrolmentOf(db: SchoolDb, name: string, birthday: string) {
  return db
    .selectFrom('enrolment')
    .select('id')
    .where('name', '=', name)
    .where('birthday', '=', birthday)
    .where('status', 'in', [EnrolStatus.WAITING, EnrolStatus.PLACED])
    .executeTakeFirst();
}

export function placedInClass(db: SchoolDb, classId: number, enrolId?: number) {
  let query = db.selectFrom('enrolment').select(enrolmentColumns).where('classId', '=', classId).where('status', '=', EnrolStatus.PLACED);
  if (enrolId) query = query.where('id', '=', enrolId);
  return query.orderBy('placedAt').orderBy('id').execute();
}

export async function placedCounts(db: SchoolDb, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrolment')
    .select((eb) => ['classId', eb.fn.countAll<number>().as('n')])
    .where('classId', 'in', classIds)
    .where('status', '=', EnrolStatus.PLACED)
    .groupBy('classId')
    .execute();
  return new Map(rows.map((row) => [row.classId!, Number(row.n)]));
}

export async function insertEnrolment(db: SchoolDb, enrolment: Insertable<SchoolScopedDatabase['enrolment']>): Promise<number> {
  const row = await db.insertInto('enrolment').values(enrolment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEnrolments(db: SchoolDb, enrolIds: number[], changes: Updateable<SchoolScopedDatabase['enrolment']>): Promise<void> {
  if (enrolIds.length === 0) return;
  await db.updateTable('enrolment').set(changes).where('id', 'in', enrolIds).execute();
}

/** Placed enrolments of a class back to the waiting list. */
export async function unplaceClass(db: SchoolDb, classId: number): Promise<number> {
  const result = await db
    .updateTable('enrolment')
    .set({ status: EnrolStatus.WAITING, classId: null, placedAt: null })
    .where('classId', '=', classId)
    .where('status', '=', EnrolStatus.PLACED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
