import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Insertable } from 'kysely';
import type { SessionTable, SmsCodeTable } from './session.table.js';

/**
 * Sessions, codes and login counters are the platform's own rows: they are read before any
 * school is known, so these queries take the unscoped database.
 */
type Db = Kysely<Database>;

export function findLoginCandidates(db: Db, account: string) {
  return db
    .selectFrom('teacher')
    .select(['teacher.id', 'teacher.passwordHash', 'teacher.schoolId'])
    .where('teacher.status', '!=', 1)
    .where((eb) => eb.or([eb('teacher.phone', '=', account), eb('teacher.loginName', '=', account)]))
    .orderBy('teacher.id')
    .execute();
}

export function findActiveTeachersByPhone(db: Db, phone: string) {
  return db
    .selectFrom('teacher')
    .select(['id', 'name', 'schoolId'])
    .where('phone', '=', phone)
    .where('status', '!=', 1)
    .orderBy('id')
    .execute();
}

export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('teacher', 'teacher.id', 'session.teacherId')
    .select([
      'session.id',
      'session.teacherId',
      'session.schoolId',
      'session.platId',
      'session.deviceId',
      'session.lastUsedAt',
      'session.accessExpiresAt',
      'session.absoluteExpiresAt',
      'session.rotatedAt',
      'session.successorHash',
      'session.revokedAt',
      'teacher.schoolId as homeSchoolId',
      'teacher.roleId',
      'teacher.status',
      'teacher.isGroupAdmin',
    ])
    .where('session.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export function modulesOfRole(db: Db, roleId: number) {
  return db.selectFrom('roleModule').select('moduleCode').where('roleId', '=', roleId).execute();
}

export async function insertSession(db: Db, session: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

/** Claims the right to rotate a token: true for exactly one of any number of concurrent callers. */
export async function claimRotation(db: Db, sessionId: number, successorHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set({ rotatedAt: at, successorHash })
    .where('id', '=', sessionId)
    .where('rotatedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('session').set({ lastUsedAt: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('session').set({ revokedAt: at }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

export async function revokeSessionsOfTeacher(db: Db, teacherId: number, at: string): Promise<void> {
  await db.updateTable('session').set({ revokedAt: at }).where('teacherId', '=', teacherId).where('revokedAt', 'is', null).execute();
}

export async function setSessionSchool(db: Db, sessionId: number, schoolId: number): Promise<void> {
  await db.updateTable('session').set({ schoolId }).where('id', '=', sessionId).execute();
}

export async function setPasswordHash(db: Db, teacherIds: number[], passwordHash: string): Promise<void> {
  await db.updateTable('teacher').set({ passwordHash }).where('id', 'in', teacherIds).execute();
}

export function accountOf(db: Db, teacherId: number, schoolId: number) {
  return db
    .selectFrom('teacher')
    .innerJoin('school as current', (join) => join.on('current.id', '=', schoolId))
    .leftJoin('role', 'role.id', 'teacher.roleId')
    .select([
      'teacher.id as teacherId',
      'teacher.name as teacherName',
      'teacher.phone',
      'teacher.schoolId as homeSchoolId',
      'teacher.isGroupAdmin',
      'current.id as schoolId',
      'current.name as schoolName',
      'role.id as roleId',
      'role.name as roleName',
    ])
    .where('teacher.id', '=', teacherId)
    .executeTakeFirstOrThrow();
}

export async function insertSmsCode(db: Db, code: Insertable<SmsCodeTable>): Promise<void> {
  await db.insertInto('smsCode').values(code).execute();
}

export function recentCodes(db: Db, phone: string, since: string) {
  return db.selectFrom('smsCode').select(['createdAt']).where('phone', '=', phone).where('createdAt', '>=', since).orderBy('createdAt', 'desc').execute();
}

export function findCode(db: Db, phone: string, purpose: string, codeId: string | undefined) {
  let query = db.selectFrom('smsCode').selectAll().where('phone', '=', phone).where('purpose', '=', purpose);
  query = codeId ? query.where('id', '=', codeId) : query.orderBy('createdAt', 'desc').limit(1);
  return query.executeTakeFirst();
}

/** Counts one try; false once the code has used up its tries. */
export async function countCodeAttempt(db: Db, codeId: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('smsCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markCodeVerified(db: Db, codeId: string, at: string): Promise<void> {
  await db.updateTable('smsCode').set({ verifiedAt: at }).where('id', '=', codeId).execute();
}

/** Uses the code up; false when another request already did. */
export async function consumeCode(db: Db, codeId: string, at: string): Promise<boolean> {
  const result = await db.updateTable('smsCode').set({ consumedAt: at }).where('id', '=', codeId).where('consumedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findThrottle(db: Db, key: string) {
  return db.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function saveThrottle(db: Db, row: { key: string; failures: number; windowStartedAt: string; lockedUntil: string | null }) {
  await db
    .insertInto('loginThrottle')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil }),
    )
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Ends every session of the teachers but one: a person who changes their password stays signed in where they did it. */
export async function revokeOtherSessionsOfTeachers(db: Db, teacherIds: number[], keepSessionId: number, at: string): Promise<void> {
  if (teacherIds.length === 0) return;
  await db
    .updateTable('session')
    .set({ revokedAt: at })
    .where('teacherId', 'in', teacherIds)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
