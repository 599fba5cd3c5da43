import { ErrorCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, type Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { scopeToSchool, type SchoolDb } from '../../db/school-scope.js';
import { AppError, invalidParams } from '../../http/app-error.js';
import type { SessionIdentity } from '../../http/context.js';
import { schoolNameOf } from '../school/school-name.js';
import type { LoginThrottle } from '../session/login-throttle.js';
import { hashPassword, verifyPassword } from '../session/password.js';
import * as sessionRepository from '../session/session.repository.js';
import type { SmsCodes } from '../session/sms-codes.js';
import { isUniqueViolation } from '../teacher/constraint-errors.js';
import { phoneTaken } from '../teacher/staff-directory.js';
import * as teachers from '../teacher/teacher.repository.js';

export interface AccountServiceDeps {
  db: Kysely<Database>;
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
  const homeOf = (session: SessionIdentity): SchoolDb => scopeToSchool(deps.db, session.homeSchoolId);

  async function ownRecord(db: SchoolDb, session: SessionIdentity) {
    const teacher = await teachers.findTeacher(db, session.teacherId);
    if (!teacher) throw new AppError(ErrorCode.INVALID_TOKEN, '登录已失效，请重新登录');
    return teacher;
  }

  async function assertPhoneFree(db: SchoolDb, session: SessionIdentity, phone: string) {
    const own = await ownRecord(db, session);
    if (own.phone === phone) throw invalidParams('新手机号与当前手机号相同');
    const taken = phoneTaken(await teachers.findTeacherByPhone(db, phone), phone, session.teacherId);
    if (taken) throw invalidParams(taken);
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
     * The new one is set on every account of the phone, as a reset by code does; the person's other
     * sessions end, this one stays.
     */
    async changePassword(session: SessionIdentity, input: { oldPassword: string; newPassword: string }) {
      const db = homeOf(session);
      const own = await ownRecord(db, session);
      const hash = await teachers.passwordHashOf(db, own.teacherId);
      const throttleKey = [{ kind: 'account' as const, value: own.phone }];
      await deps.throttle.assertOpen(throttleKey);
      if (!hash || !(await verifyPassword(input.oldPassword, hash))) {
        await deps.throttle.recordFailure(throttleKey);
        throw new AppError(ErrorCode.NOT_ALLOWED, '原密码错误');
      }
      const accounts = (await sessionRepository.findActiveTeachersByPhone(deps.db, own.phone)).map((row) => row.id);
      await sessionRepository.setPasswordHash(deps.db, accounts, await hashPassword(input.newPassword, deps.passwordCost));
      await sessionRepository.revokeOtherSessionsOfTeachers(deps.db, accounts, session.sessionId, iso(deps.clock.now()));
      return { success: true as const };
    },

    async sendPhoneCode(session: SessionIdentity, phone: string) {
      await assertPhoneFree(homeOf(session), session, phone);
      return deps.codes.send(phone, 'changePhone');
    },

    async changePhone(session: SessionIdentity, input: { phone: string; code: string; codeId?: string | undefined }) {
      const db = homeOf(session);
      await assertPhoneFree(db, session, input.phone);
      await deps.codes.consume(input.phone, 'changePhone', input.codeId, input.code);
      try {
        await teachers.updateTeacher(db, session.teacherId, { phone: input.phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidParams(`手机号${input.phone}已被本园其他教职工使用`);
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
