import { AppAudience, ErrorCode, guardianRelationLabel, type FamilyAccount, type FamilyChild, type FamilyTeacherAccount } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, schoolDate, type Clock } from '../../clock.js';
import type { SessionPolicy } from '../../config.js';
import { AppError, notAllowed, notFound } from '../../core/errors.js';
import type { FamilyIdentity, FamilyTeacherIdentity } from '../../core/family-identity.js';
import { hashToken, newToken } from '../../core/tokens.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { recordAppLogin } from '../app-setup/index.js';
import { listClasses, teachersOfClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import { findAccountByPhone, workingStaffOfAccount, type LoginThrottle, type SmsCodes } from '../session/index.js';
import * as repository from './family.repository.js';
import type { PhoneChild } from './family.repository.js';

export interface FamilySessionDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  policy: SessionPolicy;
  codes: SmsCodes;
  throttle: LoginThrottle;
}

/** Touching last use on every call would write on every read; once a minute is enough for the idle timeout. */
const TOUCH_INTERVAL_MS = 60_000;

const invalidToken = () => new AppError(ErrorCode.INVALID_TOKEN, '登录已失效，请重新登录');
const expiredToken = () => new AppError(ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录', { sessionExpired: true });

const childOf = (row: PhoneChild): FamilyChild => ({
  childId: row.childId,
  childName: row.childName,
  schoolId: row.schoolId,
  schoolName: row.schoolName,
  className: row.className,
  gradeName: row.gradeName,
  relationName: row.relationName || guardianRelationLabel[row.relationType] || '',
  isMain: row.isMain === 1,
});

/** A session row of either kind, as far as its lifetime goes. */
interface SessionTimes {
  revokedAt: string | null;
  absoluteExpiresAt: string;
  lastUsedAt: string;
}

/**
 * The family page's sign-in: a phone of guardians on record, by SMS code (the session module's codes
 * and its per-address throttle), and its sessions, which act for one of the phone's children at a
 * time. The sessions are the family's own: a console token is no family token, nor the reverse.
 * A teacher on the staff signs in alike, into a session of its own kind, which reaches the teacher's
 * calls of the page only.
 */
export function familySessionService(deps: FamilySessionDeps) {
  const { db, clock, policy, codes, throttle } = deps;

  /**
   * Takes a code's try, counted against the caller's address, for whom `find` names by the phone
   * (refused when nobody): the new session's token and times, and who signs in.
   */
  async function signIn<T>(input: { phone: string; code: string; codeId?: string | undefined }, client: { ip: string }, find: () => Promise<T | undefined>, refusal: string) {
    const keys = [{ kind: 'ip' as const, value: client.ip }];
    await throttle.reserve(keys);
    await codes.consume(input.phone, 'login', input.codeId, input.code);
    const found = await find();
    if (found === undefined) throw notAllowed(refusal);
    await throttle.release(keys);
    const now = clock.now();
    return {
      found,
      token: newToken(),
      times: { ip: client.ip, createdAt: iso(now), lastUsedAt: iso(now), absoluteExpiresAt: iso(addMinutes(now, policy.absoluteHours * 60)), revokedAt: null },
    };
  }

  /** Refuses a session unknown, revoked, past its week or idle too long. */
  function checkLive<T extends SessionTimes>(row: T | undefined): asserts row is T {
    const now = clock.now();
    if (!row || row.revokedAt) throw invalidToken();
    if (iso(now) >= row.absoluteExpiresAt || iso(addMinutes(now, -policy.idleMinutes)) >= row.lastUsedAt) throw expiredToken();
  }
  const dueForTouch = (row: SessionTimes) => clock.now().getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS;

  /** The phone's working staff rows, earliest first: the page signs in as the first. */
  async function staffOfPhone(phone: string) {
    const found = await findAccountByPhone(db, phone);
    return found ? workingStaffOfAccount(db, found.id) : [];
  }

  /** The classes of the school's current year that the teacher teaches, as the class-group module tells. */
  async function classesTaughtBy(schoolId: number, teacherId: number) {
    const school = deps.schoolDb(schoolId);
    const year = await currentYear(school, schoolDate(clock.now()));
    if (!year) return [];
    const classes = await listClasses(school, { yearId: year.id });
    const taught = new Set((await teachersOfClasses(school, classes.map((row) => row.classId))).filter((row) => row.teacherId === teacherId).map((row) => row.classId));
    return classes.filter((row) => taught.has(row.classId));
  }

  async function teacherAccountOf(teacher: Pick<FamilyTeacherIdentity, 'phone' | 'teacherId'>): Promise<FamilyTeacherAccount> {
    const rows = await staffOfPhone(teacher.phone);
    const staff = rows.find((row) => row.id === teacher.teacherId);
    if (!staff) throw invalidToken();
    const classes = await classesTaughtBy(staff.schoolId, staff.id);
    return {
      phone: teacher.phone,
      teacherName: staff.name,
      schoolId: staff.schoolId,
      schoolName: staff.schoolName,
      classes: classes.map(({ classId, className }) => ({ classId, className })),
      schools: rows.map(({ schoolId, schoolName }) => ({ schoolId, schoolName })),
    };
  }

  async function accountOf(phone: string, childId: number): Promise<FamilyAccount> {
    const rows = await repository.childrenOfPhone(db, phone);
    const current = rows.find((row) => row.childId === childId);
    if (!current) throw invalidToken();
    return { phone, guardianName: current.guardianName, current: childOf(current), children: rows.map(childOf) };
  }

  return {
    /**
     * Texts a code only to a phone with children in school or of a teacher on the staff, but answers
     * alike, so the answer never tells which.
     */
    async sendCode(phone: string) {
      const known = (await repository.childrenOfPhone(db, phone)).length > 0 || (await staffOfPhone(phone)).length > 0;
      return known ? codes.send(phone, 'login') : codes.decoy();
    },

    /** Signs in for the phone's first child; the page offers the others. Each try counts against the caller's address. */
    async login(input: { phone: string; code: string; codeId?: string | undefined; appId?: string | undefined; deviceId?: string | undefined }, client: { ip: string }) {
      const { found: child, token, times } = await signIn(input, client, async () => (await repository.childrenOfPhone(db, input.phone))[0], '该手机号没有在园幼儿的家长记录，请联系幼儿园登记');
      await repository.insertSession(db, { tokenHash: hashToken(token), phone: input.phone, schoolId: child.schoolId, childId: child.childId, guardianId: child.guardianId, ...times });
      await recordAppLogin(db, { phone: input.phone, audience: AppAudience.FAMILY, appId: input.appId, deviceId: input.deviceId, at: times.createdAt });
      return { token, ...(await accountOf(input.phone, child.childId)) };
    },

    /** The family behind a token, acting for its child, as long as the child is still the phone's and in school. */
    async authenticate(token: string | undefined): Promise<FamilyIdentity> {
      if (!token) throw new AppError(ErrorCode.MISSING_TOKEN, '请先登录');
      const row = await repository.findSession(db, hashToken(token));
      checkLive(row);
      const child = await repository.childOfPhone(db, row.phone, row.childId);
      if (!child || child.guardianId !== row.guardianId) throw invalidToken();
      if (dueForTouch(row)) await repository.touchSession(db, 'familySession', row.id, iso(clock.now()));
      return {
        sessionId: row.id,
        phone: row.phone,
        childId: child.childId,
        guardianId: child.guardianId,
        schoolId: child.schoolId,
        classId: child.classId,
        gradeId: child.gradeId,
        gradeLevel: child.gradeLevel,
        isMain: child.isMain === 1,
      };
    },

    account: (family: FamilyIdentity) => accountOf(family.phone, family.childId),

    /** Acts for another of the phone's children from now on, in that child's school. */
    async pickChild(family: FamilyIdentity, childId: number) {
      const child = await repository.childOfPhone(db, family.phone, childId);
      if (!child) throw notFound('幼儿');
      await repository.setSessionChild(db, family.sessionId, { schoolId: child.schoolId, childId: child.childId, guardianId: child.guardianId });
      return accountOf(family.phone, child.childId);
    },

    async logout(family: FamilyIdentity) {
      await repository.revokeSession(db, 'familySession', family.sessionId, iso(clock.now()));
      return { success: true as const };
    },

    // ---- a teacher on the staff ----

    /** Signs a teacher in, as the phone's first working staff row (the earliest), in its school. */
    async teacherLogin(input: { phone: string; code: string; codeId?: string | undefined }, client: { ip: string }) {
      const { found: teacher, token, times } = await signIn(input, client, async () => (await staffOfPhone(input.phone))[0], '该手机号不是在职教职工，请联系幼儿园');
      await repository.insertTeacherSession(db, { tokenHash: hashToken(token), phone: input.phone, schoolId: teacher.schoolId, teacherId: teacher.id, ...times });
      return { token, ...(await teacherAccountOf({ phone: input.phone, teacherId: teacher.id })) };
    },

    /** The teacher behind a teacher's token of the page, while still on the staff with the phone; with the classes taught this year. */
    async authenticateTeacher(token: string | undefined): Promise<FamilyTeacherIdentity> {
      if (!token) throw new AppError(ErrorCode.MISSING_TOKEN, '请先登录');
      const row = await repository.findTeacherSession(db, hashToken(token));
      checkLive(row);
      const { id, phone, teacherId, schoolId } = row;
      if (!(await staffOfPhone(phone)).some((staff) => staff.id === teacherId)) throw invalidToken();
      if (dueForTouch(row)) await repository.touchSession(db, 'familyTeacherSession', id, iso(clock.now()));
      const classes = await classesTaughtBy(schoolId, teacherId);
      return { sessionId: id, phone, teacherId, schoolId, classIds: classes.map((row) => row.classId), gradeIds: [...new Set(classes.map((row) => row.gradeId))] };
    },

    teacherAccount: teacherAccountOf,

    /** Acts from now on as the phone's staff row in another school it works in. */
    async pickTeacherSchool(teacher: FamilyTeacherIdentity, schoolId: number) {
      const staff = (await staffOfPhone(teacher.phone)).find((row) => row.schoolId === schoolId);
      if (!staff) throw notFound('任职的幼儿园');
      await repository.setTeacherSessionSchool(db, teacher.sessionId, { schoolId, teacherId: staff.id });
      return teacherAccountOf({ phone: teacher.phone, teacherId: staff.id });
    },

    async teacherLogout(teacher: FamilyTeacherIdentity) {
      await repository.revokeSession(db, 'familyTeacherSession', teacher.sessionId, iso(clock.now()));
      return { success: true as const };
    },
  };
}

export type FamilySessionService = ReturnType<typeof familySessionService>;
