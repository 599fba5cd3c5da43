import { TeacherStatus } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';

/**
 * Accounts are the platform's own rows, read before any school is known; a school's handle reaches
 * the account table as it is. Reads of an account's staff rows span schools and take the platform's
 * handle only (`Platform`), since a school's handle would confine them to one school.
 */
type Db = Kysely<Database> | SchoolDb;
type Platform = Kysely<Database>;
const platform = (db: Db) => db as Kysely<Database>;

export function findAccountByPhone(db: Db, phone: string) {
  return platform(db).selectFrom('account').select(['id', 'phone', 'passwordHash']).where('phone', '=', phone).executeTakeFirst();
}

export async function passwordHashOf(db: Db, accountId: number): Promise<string | null> {
  const row = await platform(db).selectFrom('account').select('passwordHash').where('id', '=', accountId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

/**
 * Every password is written here. One the person chose clears the must-change mark; a `temporary`
 * one (an administrator's reset) sets it, so the person replaces it at their next sign-in.
 */
export async function setPasswordHash(db: Db, accountId: number, passwordHash: string, options: { temporary?: boolean } = {}): Promise<void> {
  const mustChangePassword = options.temporary ? 1 : 0;
  await platform(db).updateTable('account').set({ passwordHash, mustChangePassword }).where('id', '=', accountId).execute();
}

/** The account of each phone, made (without a password) for the phones that have none yet. */
export async function accountIdsOfPhones(db: Db, phones: string[], createdAt: string): Promise<Map<string, number>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Map();
  await platform(db)
    .insertInto('account')
    .values(unique.map((phone) => ({ phone, passwordHash: null, createdAt })))
    .onConflict((conflict) => conflict.column('phone').doNothing())
    .execute();
  const rows = await platform(db).selectFrom('account').select(['id', 'phone']).where('phone', 'in', unique).execute();
  return new Map(rows.map((row) => [row.phone, row.id]));
}

/** The staff rows of an account still working, with their schools, earliest first. */
export function workingStaffOfAccount(db: Platform, accountId: number) {
  return db
    .selectFrom('teacher')
    .innerJoin('school', 'school.id', 'teacher.schoolId')
    .select(['teacher.id', 'teacher.name', 'teacher.schoolId', 'school.name as schoolName', 'school.parentId'])
    .where('teacher.accountId', '=', accountId)
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .orderBy('teacher.id')
    .execute();
}

export async function staffIdsOfAccount(db: Platform, accountId: number): Promise<number[]> {
  const rows = await db.selectFrom('teacher').select('id').where('accountId', '=', accountId).execute();
  return rows.map((row) => row.id);
}

export async function accountIdOfStaff(db: Platform, teacherId: number): Promise<number> {
  const row = await db.selectFrom('teacher').select('accountId').where('id', '=', teacherId).executeTakeFirstOrThrow();
  return row.accountId;
}

/** The person's new phone, on the account and on every staff row of it. */
export async function changePhone(db: Platform, accountId: number, phone: string): Promise<void> {
  await db.updateTable('account').set({ phone }).where('id', '=', accountId).execute();
  await db.updateTable('teacher').set({ phone }).where('accountId', '=', accountId).execute();
}
