import { AppAudience, DataScope, ErrorCode, TeacherStatus, type TeacherAccount } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, schoolDate, type Clock } from '../../clock.js';
import type { SessionPolicy } from '../../config.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/password.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { hashToken, newToken, successorOf } from '../../core/tokens.js';
import type { Database } from '../../db/schema.js';
import { recordAppLogin } from '../app-setup/index.js';
import * as accounts from './account.repository.js';
import { classesInReach, classesTaught } from './class-reach.repository.js';
import type { LoginThrottle, ThrottleKey } from './login-throttle.js';
import * as repository from './session.repository.js';
import type { SmsCodes } from './sms-codes.js';

export interface ClientInfo {
  ip: string;
  appId?: string | undefined;
  deviceId?: string | undefined;
}

export interface SessionServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  policy: SessionPolicy;
  passwordCost: number;
  tokenSecret: () => Promise<string>;
  codes: SmsCodes;
  throttle: LoginThrottle;
}

const WRONG_CREDENTIALS = '账号或密码错误';
/** Touching last use on every call would write on every read; once a minute is enough for the idle timeout. */
const TOUCH_INTERVAL_MS = 60_000;

const invalidToken = () => new AppError(ErrorCode.INVALID_TOKEN, '登录已失效，请重新登录');
const expiredToken = () => new AppError(ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录', { sessionExpired: true });

export function sessionService(deps: SessionServiceDeps) {
  const { db, clock, policy, codes, throttle } = deps;
  // Verified against when the account does not exist, so the answer takes as long either way.
  const decoyHash = hashPassword('decoy-password', deps.passwordCost);

  /** A staff row without a role opens no module, so no class needs hiding from it. */
  const scopeOf = (dataScope: number | null) => (dataScope ?? DataScope.SCHOOL) as DataScope;

  async function account(teacherId: number, schoolId: number): Promise<TeacherAccount> {
    const row = await repository.accountOf(db, teacherId, schoolId);
    const person = { schoolId, teacherId, today: schoolDate(clock.now()) };
    const taught = classesTaught(db, person);
    const [modules, staff, reach, teaching] = await Promise.all([
      row.roleId ? repository.modulesOfRole(db, row.roleId) : [],
      accounts.workingStaffOfAccount(db, row.accountId),
      classesInReach(db, scopeOf(row.dataScope), person, taught),
      taught,
    ]);
    return {
      teacherId: row.teacherId,
      teacherName: row.teacherName,
      phone: row.phone,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      homeSchoolId: row.homeSchoolId,
      roleId: row.roleId,
      roleName: row.roleName,
      modules: modules.map((module) => module.moduleCode),
      canSwitchSchool: row.isGroupAdmin === 1 || staff.length > 1,
      dataScope: scopeOf(row.dataScope),
      classesInReach: reach && [...reach],
      teachingClassIds: teaching,
      mustChangePassword: row.mustChangePassword === 1,
    };
  }

  async function openSession(teacherId: number, schoolId: number, client: ClientInfo) {
    const token = newToken();
    const now = clock.now();
    await repository.insertSession(db, {
      tokenHash: hashToken(token),
      teacherId,
      schoolId,
      platId: client.appId ?? null,
      deviceId: client.deviceId ?? null,
      ip: client.ip,
      createdAt: iso(now),
      lastUsedAt: iso(now),
      accessExpiresAt: iso(addMinutes(now, policy.accessMinutes)),
      absoluteExpiresAt: iso(addMinutes(now, policy.absoluteHours * 60)),
      rotatedAt: null,
      successorHash: null,
      revokedAt: null,
      chainId: null,
    });
    const opened = { token, ...(await account(teacherId, schoolId)) };
    // The apps' sign-ins are what 安装统计 counts.
    await recordAppLogin(db, { phone: opened.phone, audience: AppAudience.STAFF, appId: client.appId, deviceId: client.deviceId, at: iso(now) });
    return opened;
  }

  /** The person behind a phone and the school they sign in to: their earliest staff row still working. */
  async function workingStaffOf(phone: string) {
    const found = await accounts.findAccountByPhone(db, phone);
    const [staff] = found ? await accounts.workingStaffOfAccount(db, found.id) : [];
    return found && staff ? { account: found, staff } : undefined;
  }

  async function setPassword(phone: string, password: string): Promise<void> {
    const person = await workingStaffOf(phone);
    if (!person) throw new AppError(ErrorCode.NOT_ALLOWED, '该手机号未开通账号');
    await accounts.setPasswordHash(db, person.account.id, await hashPassword(password, deps.passwordCost));
    await repository.revokeSessionsOfTeachers(db, await accounts.staffIdsOfAccount(db, person.account.id), iso(clock.now()));
  }

  return {
    async loginWithPassword(input: { account: string; password: string } & Omit<ClientInfo, 'ip'>, client: ClientInfo) {
      const keys: ThrottleKey[] = [
        { kind: 'account', value: input.account },
        { kind: 'ip', value: client.ip },
      ];
      await throttle.reserve(keys);
      const person = await workingStaffOf(input.account);
      const hash = person?.account.passwordHash;
      const passwordRight = await verifyPassword(input.password, hash ?? (await decoyHash));
      if (!person || !hash || !passwordRight) throw new AppError(ErrorCode.NOT_ALLOWED, WRONG_CREDENTIALS);
      await throttle.release(keys);
      return openSession(person.staff.id, person.staff.schoolId, { ...client, appId: input.appId, deviceId: input.deviceId });
    },

    async loginWithSms(input: { phone: string; code: string; codeId?: string | undefined } & Omit<ClientInfo, 'ip'>, client: ClientInfo) {
      await codes.consume(input.phone, 'login', input.codeId, input.code);
      const person = await workingStaffOf(input.phone);
      if (!person) throw new AppError(ErrorCode.NOT_ALLOWED, '该手机号未开通账号');
      return openSession(person.staff.id, person.staff.schoolId, { ...client, appId: input.appId, deviceId: input.deviceId });
    },

    /** Sends only where an account exists, but answers alike, so the answer never tells which. */
    async sendLoginCode(phone: string, purpose: 'login' | 'resetPassword') {
      return (await workingStaffOf(phone)) ? codes.send(phone, purpose) : codes.decoy();
    },

    async resetPasswordByCode(input: { phone: string; codeId: string; code: string; password: string }) {
      await codes.consume(input.phone, 'resetPassword', input.codeId, input.code);
      await setPassword(input.phone, input.password);
      return { success: true as const };
    },

    async refresh(oldToken: string, ip: string) {
      const row = await repository.findSessionByTokenHash(db, hashToken(oldToken));
      const now = clock.now();
      if (!row || row.revokedAt || row.status === TeacherStatus.LEFT) throw invalidToken();
      if (iso(now) >= row.absoluteExpiresAt || iso(addMinutes(now, -policy.idleMinutes)) >= row.lastUsedAt) throw expiredToken();
      const token = successorOf(oldToken, await deps.tokenSecret());
      const successorHash = hashToken(token);
      if (row.rotatedAt) {
        const graceOver = Date.parse(row.rotatedAt) + policy.refreshGraceSeconds * 1000 < now.getTime();
        if (graceOver || row.successorHash !== successorHash) throw invalidToken();
        return { token };
      }
      await db.transaction().execute(async (trx) => {
        if (!(await repository.claimRotation(trx, row.id, successorHash, iso(now)))) return;
        await repository.insertSession(trx, {
          tokenHash: successorHash,
          teacherId: row.teacherId,
          schoolId: row.schoolId,
          platId: row.platId,
          deviceId: row.deviceId,
          ip,
          createdAt: iso(now),
          lastUsedAt: iso(now),
          accessExpiresAt: iso(addMinutes(now, policy.accessMinutes)),
          absoluteExpiresAt: row.absoluteExpiresAt,
          rotatedAt: null,
          successorHash: null,
          revokedAt: null,
          chainId: row.chainId,
        });
      });
      return { token };
    },

    async authenticate(token: string | undefined): Promise<SessionIdentity> {
      if (!token) throw new AppError(ErrorCode.MISSING_TOKEN, '请先登录');
      const row = await repository.findSessionByTokenHash(db, hashToken(token));
      const now = clock.now();
      if (!row || row.revokedAt || row.status === TeacherStatus.LEFT) throw invalidToken();
      const rotatedLongAgo = row.rotatedAt && Date.parse(row.rotatedAt) + policy.refreshGraceSeconds * 1000 < now.getTime();
      if (rotatedLongAgo) throw invalidToken();
      if (iso(now) >= row.accessExpiresAt) throw expiredToken();
      if (now.getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) await repository.touchSession(db, row.id, iso(now));
      const dataScope = scopeOf(row.dataScope);
      const [modules, reach] = await Promise.all([
        row.roleId ? repository.modulesOfRole(db, row.roleId) : [],
        classesInReach(db, dataScope, { schoolId: row.schoolId, teacherId: row.teacherId, today: schoolDate(now) }),
      ]);
      return {
        sessionId: row.id,
        accountId: row.accountId,
        teacherId: row.teacherId,
        schoolId: row.schoolId,
        homeSchoolId: row.homeSchoolId,
        roleId: row.roleId,
        modules: new Set(modules.map((module) => module.moduleCode)),
        isGroupAdmin: row.isGroupAdmin === 1,
        dataScope,
        classesInReach: reach,
        mustChangePassword: row.mustChangePassword === 1,
      };
    },

    account: (session: SessionIdentity) => account(session.teacherId, session.schoolId),

    /** The schools a person works in, each through their own staff row there. */
    schoolsOf: (session: SessionIdentity) => accounts.workingStaffOfAccount(db, session.accountId),

    /** In a school where the person is on the staff the session takes their staff row there; a group administrator visiting a branch keeps theirs. */
    async switchSchool(session: SessionIdentity, schoolId: number) {
      const own = (await accounts.workingStaffOfAccount(db, session.accountId)).find((staff) => staff.schoolId === schoolId);
      const teacherId = own?.id ?? session.teacherId;
      await repository.setSessionSchool(db, session.sessionId, teacherId, schoolId);
      return account(teacherId, schoolId);
    },

    async logout(session: SessionIdentity) {
      await repository.revokeChain(db, session.sessionId, iso(clock.now()));
      return { success: true as const };
    },

    /** Ends every session of these staff rows: on leaving, or when the account's password changes hands. */
    endSessionsOf: (teacherIds: number[]) => repository.revokeSessionsOfTeachers(db, teacherIds, iso(clock.now())),

    async phoneUser(phone: string) {
      const staff = (await workingStaffOf(phone))?.staff;
      const maskedName = staff ? `${staff.name.charAt(0)}${'*'.repeat(Math.max(staff.name.length - 1, 1))}` : '';
      return { phone, hasAccount: Boolean(staff), maskedName };
    },

    sendResetCode(phone: string) {
      return this.sendLoginCode(phone, 'resetPassword');
    },

    async validResetCode(input: { phone: string; codeId: string; code: string }) {
      await codes.verify(input.phone, 'resetPassword', input.codeId, input.code);
      return { success: true as const };
    },

    async updatePasswordDirectly(input: { phone: string; codeId: string; password: string }) {
      await codes.consumeVerified(input.phone, 'resetPassword', input.codeId);
      await setPassword(input.phone, input.password);
      return { success: true as const };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
