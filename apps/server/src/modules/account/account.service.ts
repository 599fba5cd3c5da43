import { ErrorCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { iso, schoolDate, type Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { scopeToSchool, type SchoolDb } from '../../db/school-scope.js';
import { AppError, invalidParams, notAllowed } from '../../http/app-error.js';
import type { SessionIdentity } from '../../http/context.js';
import { findSchool, schoolFamily } from '../school/index.js';
import { schoolNameOf } from '../school/school-name.js';
import type { LoginThrottle } from '../session/login-throttle.js';
import { hashPassword, verifyPassword } from '../session/password.js';
import * as sessionRepository from '../session/session.repository.js';
import type { SmsCodes } from '../session/sms-codes.js';
import { isUniqueViolation } from '../teacher/constraint-errors.js';
import * as teachers from '../teacher/teacher.repository.js';
import * as accounts from './account.repository.js';

export interface AccountServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  codes: SmsCodes;
  throttle: LoginThrottle;
  passwordCost: number;
}

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';

/** Ten characters of letters and digits (never 0/O or 1/l), easy to read out on the phone. */
function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const characters = [...Array.from({ length: 7 }, () => pick(PASSWORD_LETTERS)), ...Array.from({ length: 3 }, () => pick(PASSWORD_DIGITS))];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
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

  /** A phone is one person's: it must not be the sign-in of any other account, in any school. */
  async function assertPhoneFree(db: SchoolDb, session: SessionIdentity, phone: string) {
    const own = await ownRecord(db, session);
    if (own.phone === phone) throw invalidParams('新手机号与当前手机号相同');
    if (await accounts.findAccountByPhone(deps.db, phone)) throw invalidParams(`手机号${phone}已被其他账号使用`);
  }

  /** The schools an administrator acts for: the session's school, and the whole group for a group administrator. */
  async function schoolsWithinReach(session: SessionIdentity): Promise<Set<number>> {
    if (!session.isGroupAdmin) return new Set([session.schoolId]);
    const home = await findSchool(deps.db, session.homeSchoolId);
    const group = await schoolFamily(deps.db, home?.parentId ?? session.homeSchoolId);
    return new Set([session.schoolId, ...group.map((school) => school.schoolId)]);
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
      const hash = await accounts.passwordHashOf(deps.db, session.accountId);
      if (!hash || !(await verifyPassword(input.oldPassword, hash))) throw new AppError(ErrorCode.NOT_ALLOWED, '原密码错误');
      await deps.throttle.release([throttleKey]);
      await accounts.setPasswordHash(deps.db, session.accountId, await hashPassword(input.newPassword, deps.passwordCost));
      const staffIds = await accounts.staffIdsOfAccount(deps.db, session.accountId);
      await sessionRepository.revokeOtherSessionsOfTeachers(deps.db, staffIds, session.sessionId, iso(deps.clock.now()));
      return { success: true as const };
    },

    /**
     * An administrator's reset of a staff member's password: the temporary password is shown once.
     * Refused when the person also works in a school beyond the administrator's reach, whose data the
     * password also opens; the person then resets it by SMS code.
     */
    async resetStaffPassword(session: SessionIdentity, teacherId: number): Promise<string> {
      const accountId = await accounts.accountIdOfStaff(deps.db, teacherId);
      const reach = await schoolsWithinReach(session);
      const elsewhere = (await accounts.workingStaffOfAccount(deps.db, accountId)).find((staff) => !reach.has(staff.schoolId));
      if (elsewhere) throw notAllowed('该教职工的账号也在其他园所使用，不能在此重置密码；请本人在登录页通过短信验证码重置');
      const temporary = temporaryPassword();
      await accounts.setPasswordHash(deps.db, accountId, await hashPassword(temporary, deps.passwordCost));
      await sessionRepository.revokeSessionsOfTeachers(deps.db, await accounts.staffIdsOfAccount(deps.db, accountId), iso(deps.clock.now()));
      return temporary;
    },

    async sendPhoneCode(session: SessionIdentity, phone: string) {
      await assertPhoneFree(homeOf(session), session, phone);
      return deps.codes.send(phone, 'changePhone');
    },

    async changePhone(session: SessionIdentity, input: { phone: string; code: string; codeId?: string | undefined }) {
      await assertPhoneFree(homeOf(session), session, input.phone);
      await deps.codes.consume(input.phone, 'changePhone', input.codeId, input.code);
      try {
        await deps.db.transaction().execute((trx) => accounts.changePhone(trx, session.accountId, input.phone));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidParams(`手机号${input.phone}已被其他账号使用`);
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
