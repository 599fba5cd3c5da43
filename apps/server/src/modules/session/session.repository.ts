import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Insertable } from 'kysely';
import type { SessionTable, SmsCodeTable } from './session.table.js';

/**
 * Sessions, codes and login counters are the platform's own rows: they are read before any
 * school is known, so these queries take the unscoped database.
 */
type Db = Kysely<Database>;

export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('teacher', 'teacher.id', 'session.teacherId')
    .innerJoin('account', 'account.id', 'teacher.accountId')
    .leftJoin('role', 'role.id', 'teacher.roleId')
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
      'session.chainId',
      'teacher.accountId',
      'account.mustChangePassword',
      'teacher.schoolId as homeSchoolId',
      'teacher.roleId',
      'teacher.status',
      'teacher.isGroupAdmin',
      'role.dataScope',
    ])
    .where('session.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export function modulesOfRole(db: Db, roleId: number) {
  return db.selectFrom('roleModule').select('moduleCode').where('roleId', '=', roleId).execute();
}

/** A session of a new chain (a sign-in), or of an existing one (a refresh) when `chainId` is given. */
export async function insertSession(db: Db, session: Insertable<SessionTable>): Promise<void> {
  const row = await db.insertInto('session').values(session).returning('id').executeTakeFirstOrThrow();
  if (!session.chainId) await db.updateTable('session').set({ chainId: row.id }).where('id', '=', row.id).execute();
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

/** Ends the session and every token refreshed from or into it, so none outlives a logout in a grace window. */
export async function revokeChain(db: Db, sessionId: number, at: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revokedAt: at })
    .where('chainId', '=', (eb) => eb.selectFrom('session as current').select('current.chainId').where('current.id', '=', sessionId))
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeSessionsOfTeachers(db: Db, teacherIds: number[], at: string): Promise<void> {
  if (teacherIds.length === 0) return;
  await db.updateTable('session').set({ revokedAt: at }).where('teacherId', 'in', teacherIds).where('revokedAt', 'is', null).execute();
}

/** The school the session works in, and the person's staff row there. */
export async function setSessionSchool(db: Db, sessionId: number, teacherId: number, schoolId: number): Promise<void> {
  await db.updateTable('session').set({ teacherId, schoolId }).where('id', '=', sessionId).execute();
}

export function accountOf(db: Db, teacherId: number, schoolId: number) {
  return db
    .selectFrom('teacher')
    .innerJoin('school as current', (join) => join.on('current.id', '=', schoolId))
    .innerJoin('account', 'account.id', 'teacher.accountId')
    .leftJoin('role', 'role.id', 'teacher.roleId')
    .select([
      'teacher.id as teacherId',
      'teacher.name as teacherName',
      'teacher.phone',
      'teacher.accountId',
      'account.mustChangePassword',
      'teacher.schoolId as homeSchoolId',
      'teacher.isGroupAdmin',
      'current.id as schoolId',
      'current.name as schoolName',
      'role.id as roleId',
      'role.name as roleName',
      'role.dataScope',
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

/**
 * Claims the phone's next send, unless a send claimed it less than the pause ago (its `nextSendAt`
 * is still ahead of `now`): true for one of any number of sends at once, on any servers.
 */
export async function claimSendSlot(db: Db, phone: string, now: string, nextSendAt: string): Promise<boolean> {
  const result = await db
    .insertInto('smsSendSlot')
    .values({ phone, nextSendAt })
    .onConflict((conflict) => conflict.column('phone').doUpdateSet({ nextSendAt }).where('smsSendSlot.nextSendAt', '<=', now))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes the codes sent before `sentBefore` and the send slots whose pause was over by `now`. */
export async function deleteStaleSmsRows(db: Db, sentBefore: string, now: string): Promise<void> {
  await db.deleteFrom('smsCode').where('createdAt', '<', sentBefore).execute();
  await db.deleteFrom('smsSendSlot').where('nextSendAt', '<=', now).execute();
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

type ThrottleRow = { key: string; failures: number; windowStartedAt: string; lockedUntil: string | null };

/** Compare-and-set: writes `next` only if the row is still `previous` (absent when undefined); false when another try got there first. */
export async function replaceThrottle(db: Db, previous: ThrottleRow | undefined, next: ThrottleRow): Promise<boolean> {
  if (!previous) {
    const inserted = await db.insertInto('loginThrottle').values(next).onConflict((conflict) => conflict.column('key').doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('loginThrottle')
    .set({ failures: next.failures, windowStartedAt: next.windowStartedAt, lockedUntil: next.lockedUntil })
    .where('key', '=', previous.key)
    .where('failures', '=', previous.failures)
    .where('windowStartedAt', '=', previous.windowStartedAt)
    .where('lockedUntil', previous.lockedUntil === null ? 'is' : '=', previous.lockedUntil)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function giveBackThrottleSlot(db: Db, key: string): Promise<void> {
  await db
    .updateTable('loginThrottle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Deletes the counters whose window started at or before `windowStartedBy` and that are not locked after `now`. */
export async function deleteEndedThrottles(db: Db, windowStartedBy: string, now: string): Promise<void> {
  await db
    .deleteFrom('loginThrottle')
    .where('windowStartedAt', '<=', windowStartedBy)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .execute();
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
