import { ErrorCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { isUniqueViolation } from '../../core/constraint-errors.js';
import { AppError, invalidParams } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/password.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as signIn from '../session/index.js';
import type { LoginThrottle, SmsCodes } from '../session/index.js';
import * as teachers from '../teacher/index.js';

export interface AccountServiceDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  codes: SmsCodes;
  throttle: LoginThrottle;
  passwordCost: number;
}

/**
 * 个人信息. A person's record lives in their home school, which is not the session's school while a
 * group administrator works in a branch: every query here is confined to the home school instead.
 */
export function accountService(deps: AccountServiceDeps) {
  const homeOf = (session: SessionIdentity): SchoolDb => deps.schoolDb(session.homeSchoolId);

  async function ownRecord(db: SchoolDb, session: SessionIdentity) {
    const teacher = await teachers.findTeacher(db, session.teacherId);
    if (!teacher) throw new AppError(ErrorCode.INVALID_TOKEN, '登录已失效，请重新登录');
    return teacher;
  }

  /** A phone is one person's: it must not be the sign-in of any other account, in any school. */
  async function assertPhoneFree(db: SchoolDb, session: SessionIdentity, phone: string) {
    const own = await ownRecord(db, session);
    if (own.phone === phone) throw invalidParams('新手机号与当前手机号相同', 'phone');
    if (await signIn.findAccountByPhone(deps.db, phone)) throw invalidParams(`手机号${phone}已被其他账号使用`, 'phone');
  }

  async function info(session: SessionIdentity) {
    const db = homeOf(session);
    const teacher = await ownRecord(db, session);
    const today = schoolDate(deps.clock.now());
    const classes = (await teachers.classesOfTeachers(db, [teacher.teacherId])).filter((record) => record.yearEndDate >= today);
    return {
      teacherId: teacher.teacherId,
      teacherName: teacher.teacherName,
      sex: teacher.sex,
      phone: teacher.phone,
      birthday: teacher.birthday,
      education: teacher.education,
      entryDate: teacher.entryDate,
      photoUrl: teacher.photoUrl,
      schoolId: teacher.schoolId,
      schoolName: await schoolNameOf(db, teacher.schoolId),
      departmentName: teacher.departmentName,
      schoolDutyName: teacher.schoolDutyName,
      roleName: teacher.roleName,
      classNames: classes.map((record) => record.className).join('、'),
    };
  }

  return {
    info,

    async updateInfo(session: SessionIdentity, input: { teacherName: string; sex: number; birthday?: string | null | undefined; education?: number | null | undefined }) {
      await teachers.updateTeacher(homeOf(session), session.teacherId, {
        name: input.teacherName,
        sex: input.sex,
        ...(input.birthday !== undefined && { birthday: input.birthday }),
        ...(input.education !== undefined && { education: input.education }),
      });
      return info(session);
    },

    /**
     * The old password must match (counted like failed logins, so a stolen session cannot guess it).
     * The person's other sessions end, in every school; this one stays.
     */
    async changePassword(session: SessionIdentity, input: { oldPassword: string; newPassword: string }) {
      const own = await ownRecord(homeOf(session), session);
      const throttleKey = { kind: 'account' as const, value: own.phone };
      await deps.throttle.reserve([throttleKey]);
      const hash = await signIn.passwordHashOf(deps.db, session.accountId);
      if (!hash || !(await verifyPassword(input.oldPassword, hash))) throw new AppError(ErrorCode.NOT_ALLOWED, '原密码错误');
      await deps.throttle.release([throttleKey]);
      await signIn.setPasswordHash(deps.db, session.accountId, await hashPassword(input.newPassword, deps.passwordCost));
      const staffIds = await signIn.staffIdsOfAccount(deps.db, session.accountId);
      await signIn.revokeOtherSessionsOfTeachers(deps.db, staffIds, session.sessionId, iso(deps.clock.now()));
      return { success: true as const };
    },

    async sendPhoneCode(session: SessionIdentity, phone: string) {
      await assertPhoneFree(homeOf(session), session, phone);
      return deps.codes.send(phone, 'changePhone');
    },

    async changePhone(session: SessionIdentity, input: { phone: string; code: string; codeId?: string | undefined }) {
      await assertPhoneFree(homeOf(session), session, input.phone);
      await deps.codes.consume(input.phone, 'changePhone', input.codeId, input.code);
      try {
        await deps.db.transaction().execute((trx) => signIn.changePhone(trx, session.accountId, input.phone));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidParams(`手机号${input.phone}已被其他账号使用`, 'phone');
        throw error;
      }
      return { phone: input.phone };
    },

    async changePhoto(session: SessionIdentity, photoUrl: string) {
      await teachers.updateTeacher(homeOf(session), session.teacherId, { photoUrl });
      return { photoUrl };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
