import { ErrorCode, TeacherStatus, type TeacherAccount } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, type Clock } from '../../clock.js';
import type { SessionPolicy } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionIdentity } from '../../http/context.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repository from './session.repository.js';
import type { SmsCodes } from './sms-codes.js';
import { hashToken, newToken, successorOf } from './tokens.js';

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
const expiredToken = () => new AppError(ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录', true);

export function sessionService(deps: SessionServiceDeps) {
  const { db, clock, policy, codes, throttle } = deps;
  // Verified against when the account does not exist, so the answer takes as long either way.
  const decoyHash = hashPassword('decoy-password', deps.passwordCost);

  async function account(teacherId: number, schoolId: number): Promise<TeacherAccount> {
    const row = await repository.accountOf(db, teacherId, schoolId);
    const modules = row.roleId ? await repository.modulesOfRole(db, row.roleId) : [];
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
      canSwitchSchool: row.isGroupAdmin === 1,
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
    });
    return { token, ...(await account(teacherId, schoolId)) };
  }

  /** The teacher behind a phone once a code for it has passed: the earliest active account. */
  async function teacherByPhone(phone: string) {
    const [teacher] = await repository.findActiveTeachersByPhone(db, phone);
    if (!teacher) throw new AppError(ErrorCode.NOT_ALLOWED, '该手机号未开通账号');
    return teacher;
  }

  async function setPassword(phone: string, password: string): Promise<void> {
    const teachers = await repository.findActiveTeachersByPhone(db, phone);
    if (teachers.length === 0) throw new AppError(ErrorCode.NOT_ALLOWED, '该手机号未开通账号');
    const ids = teachers.map((teacher) => teacher.id);
    await repository.setPasswordHash(db, ids, await hashPassword(password, deps.passwordCost));
    for (const id of ids) await repository.revokeSessionsOfTeacher(db, id, iso(clock.now()));
  }

  return {
    async loginWithPassword(input: { account: string; password: string } & Omit<ClientInfo, 'ip'>, client: ClientInfo) {
      const keys = [
        { kind: 'account' as const, value: input.account },
        { kind: 'ip' as const, value: client.ip },
      ];
      await throttle.assertOpen(keys);
      const candidates = await repository.findLoginCandidates(db, input.account);
      let matched: (typeof candidates)[number] | undefined;
      for (const candidate of candidates) {
        if (candidate.passwordHash && (await verifyPassword(input.password, candidate.passwordHash))) {
          matched = candidate;
          break;
        }
      }
      if (candidates.every((candidate) => !candidate.passwordHash)) await verifyPassword(input.password, await decoyHash);
      if (!matched) {
        await throttle.recordFailure(keys);
        throw new AppError(ErrorCode.NOT_ALLOWED, WRONG_CREDENTIALS);
      }
      await throttle.recordSuccess(keys[0]!);
      return openSession(matched.id, matched.schoolId, { ...client, appId: input.appId, deviceId: input.deviceId });
    },

    async loginWithSms(input: { phone: string; code: string; codeId?: string | undefined } & Omit<ClientInfo, 'ip'>, client: ClientInfo) {
      await codes.consume(input.phone, 'login', input.codeId, input.code);
      const teacher = await teacherByPhone(input.phone);
      return openSession(teacher.id, teacher.schoolId, { ...client, appId: input.appId, deviceId: input.deviceId });
    },

    /** Sends only where an account exists, but answers alike, so the answer never tells which. */
    async sendLoginCode(phone: string, purpose: 'login' | 'resetPassword') {
      const teachers = await repository.findActiveTeachersByPhone(db, phone);
      return teachers.length > 0 ? codes.send(phone, purpose) : codes.decoy();
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
      const modules = row.roleId ? await repository.modulesOfRole(db, row.roleId) : [];
      return {
        sessionId: row.id,
        teacherId: row.teacherId,
        schoolId: row.schoolId,
        homeSchoolId: row.homeSchoolId,
        roleId: row.roleId,
        modules: new Set(modules.map((module) => module.moduleCode)),
        isGroupAdmin: row.isGroupAdmin === 1,
      };
    },

    account: (session: SessionIdentity) => account(session.teacherId, session.schoolId),

    async switchSchool(session: SessionIdentity, schoolId: number) {
      await repository.setSessionSchool(db, session.sessionId, schoolId);
      return account(session.teacherId, schoolId);
    },

    async logout(session: SessionIdentity) {
      await repository.revokeSession(db, session.sessionId, iso(clock.now()));
      return { success: true as const };
    },

    /** Ends every session of a teacher: on password change and on leaving. */
    endSessionsOf: (teacherId: number) => repository.revokeSessionsOfTeacher(db, teacherId, iso(clock.now())),

    async phoneUser(phone: string) {
      const [teacher] = await repository.findActiveTeachersByPhone(db, phone);
      const maskedName = teacher ? `${teacher.name.charAt(0)}${'*'.repeat(Math.max(teacher.name.length - 1, 1))}` : '';
      return { phone, hasAccount: Boolean(teacher), maskedName };
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
