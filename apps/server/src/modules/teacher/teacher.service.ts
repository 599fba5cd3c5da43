import {
  classPositionLabel,
  teacherImportColumns,
  TeacherStatus,
  type AddTeacherInput,
  type TeacherListInput,
  type UpdateTeacherInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { addSeconds, iso, schoolDate, type Clock } from '../../clock.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/constraint-errors.js';
import { deleteRefused, invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import { hashPassword } from '../../core/password.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SmsProvider } from '../../core/sms.js';
import { errorReportFile, importOutcome, storedFailures } from '../../core/xlsx/import-workbook.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertCallerReachesRole } from '../role/index.js';
import { findSchool, schoolFamily } from '../school/index.js';
import * as accounts from '../session/index.js';
import type { SessionService } from '../session/index.js';
import { staffDateProblem } from './staff-dates.js';
import { loadDirectory, phoneTaken, referenceProblems, type StaffDirectory } from './staff-directory.js';
import { analyseStaff } from './teacher-analysis.js';
import * as repository from './teacher.repository.js';
import { checkTeacherRows, readTeacherRows, teachersFile, templateFile, type NewTeacher } from './teacher.xlsx.js';

/** The same limit the class screen keeps (一个班最多6位老师). */
const MAX_TEACHERS_PER_CLASS = 6;
const INVITE_INTERVAL_SECONDS = 60;
/** Errors shown in the import answer; the downloadable report holds them all. */

const OUTRANKS = '该教职工的角色权限超出您自己的权限，不能执行此操作';
const ROLE_BEYOND = '不能分配超出您自己权限的角色';

type Teacher = NonNullable<Awaited<ReturnType<typeof repository.findTeacher>>>;
type ClassRecord = Awaited<ReturnType<typeof repository.classesOfTeachers>>[number];

export interface TeacherServiceDeps {
  clock: Clock;
  /** The platform's handle: a person's account and schools span the school of the call. */
  db: Kysely<Database>;
  sessions: Pick<SessionService, 'endSessionsOf'>;
  sms: SmsProvider;
  passwordCost: number;
}

const asTeacherClass = (record: ClassRecord) => ({
  classId: record.classId,
  className: record.className,
  gradeName: record.gradeName,
  yearId: record.yearId,
  yearName: record.yearName,
  classPositionId: record.classPositionId,
  classPositionName: classPositionLabel[record.classPositionId] ?? '',
});

function assertNotSelf(session: SessionIdentity, teacherId: number, message: string): void {
  if (session.teacherId === teacherId) throw notAllowed(message);
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

/** The first problem with a teacher's department, post, role and phone, as a 1000001 refusal. */
function assertFieldsUsable(directory: StaffDirectory, fields: { departmentId?: number | null | undefined; postId?: number | null | undefined; roleId?: number | null | undefined; phone: string }, teacherId?: number) {
  const [problem] = referenceProblems(directory, fields);
  if (problem) throw invalidParams(problem);
  const taken = phoneTaken(directory.phones.get(fields.phone), fields.phone, teacherId);
  if (taken) throw invalidParams(taken, 'phone');
}

/** `position` names the row of a batch, so that the form can show the refusal against it. */
function assertRoleAssignable(directory: StaffDirectory, roleId: number | null | undefined, position = ''): void {
  if (roleId && !directory.roles.get(roleId)?.assignable) throw notAllowed(`${position}${ROLE_BEYOND}`);
}

type OptionalField = Exclude<keyof NewTeacher, 'teacherName' | 'sex' | 'phone'>;
/** A teacher as a form sends it: the optional fields may be absent. */
type TeacherFields = Pick<NewTeacher, 'teacherName' | 'sex' | 'phone'> & { [Key in OptionalField]?: NewTeacher[Key] | undefined };

/** Form fields, absent ones as null. */
const newTeacher = (fields: TeacherFields): NewTeacher => ({
  teacherName: fields.teacherName,
  sex: fields.sex,
  phone: fields.phone,
  departmentId: fields.departmentId ?? null,
  postId: fields.postId ?? null,
  roleId: fields.roleId ?? null,
  birthday: fields.birthday ?? null,
  entryDate: fields.entryDate ?? null,
  education: fields.education ?? null,
});

/** The teacher's columns. */
const columnsOf = ({ teacherName, ...rest }: NewTeacher) => ({ name: teacherName, ...rest });

/** A field left out of an update keeps its value; one sent empty (null) is cleared. */
function sentFields<Fields extends object>(fields: Fields): { [Key in keyof Fields]?: Exclude<Fields[Key], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as { [Key in keyof Fields]?: Exclude<Fields[Key], undefined> };
}

/** A phone taken meanwhile by another request: the database refuses, the answer says why. */
async function refusingTakenPhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidParams('手机号已被本园其他教职工使用，请刷新后重试', 'phone');
    throw error;
  }
}

export function teacherService(deps: TeacherServiceDeps) {
  const { clock } = deps;
  const today = () => schoolDate(clock.now());
  const now = () => iso(clock.now());

  function assertDatesPlausible(dates: { birthday?: string | null | undefined; entryDate?: string | null | undefined }) {
    const problem = staffDateProblem(dates, today());
    if (problem) throw invalidParams(problem.message, problem.field);
  }

  async function existingTeacher(db: SchoolDb, teacherId: number): Promise<Teacher> {
    const teacher = await repository.findTeacher(db, teacherId);
    if (!teacher) throw notFound('教师');
    return teacher;
  }

  async function workingTeacher(db: SchoolDb, teacherId: number): Promise<Teacher> {
    const teacher = await existingTeacher(db, teacherId);
    if (teacher.status === TeacherStatus.LEFT) throw notAllowed(`「${teacher.teacherName}」已离职，请先在离职人员中恢复`);
    return teacher;
  }

  /** The schools an administrator acts for: the session's school, and the whole group for a group administrator. */
  async function schoolsWithinReach(session: SessionIdentity): Promise<Set<number>> {
    if (!session.isGroupAdmin) return new Set([session.schoolId]);
    const home = await findSchool(deps.db, session.homeSchoolId);
    const group = await schoolFamily(deps.db, home?.parentId ?? session.homeSchoolId);
    return new Set([session.schoolId, ...group.map((school) => school.schoolId)]);
  }

  /**
   * An administrator's reset of a staff member's password: the temporary password is shown once.
   * Refused when the person also works in a school beyond the administrator's reach, whose data the
   * password also opens; the person then resets it by SMS code.
   */
  async function resetStaffPassword(session: SessionIdentity, teacherId: number): Promise<string> {
    const accountId = await accounts.accountIdOfStaff(deps.db, teacherId);
    const reach = await schoolsWithinReach(session);
    const elsewhere = (await accounts.workingStaffOfAccount(deps.db, accountId)).find((staff) => !reach.has(staff.schoolId));
    if (elsewhere) throw notAllowed('该教职工的账号也在其他园所使用，不能在此重置密码；请本人在登录页通过短信验证码重置');
    const temporary = temporaryPassword();
    await accounts.setPasswordHash(deps.db, accountId, await hashPassword(temporary, deps.passwordCost), { temporary: true });
    await deps.sessions.endSessionsOf(await accounts.staffIdsOfAccount(deps.db, accountId));
    return temporary;
  }

  /** Acting on another's account (role, password, phone, leaving) needs a role that reaches theirs. */
  const assertMayManage = (db: SchoolDb, session: SessionIdentity, teacher: Teacher) => assertCallerReachesRole(db, session, teacher.roleId, OUTRANKS);

  async function currentClassesOf(db: SchoolDb, teacherIds: number[]) {
    const date = today();
    return (await repository.classesOfTeachers(db, teacherIds)).filter((record) => record.yearEndDate >= date);
  }

  async function withClassNames<Row extends { teacherId: number }>(db: SchoolDb, rows: Row[]) {
    const classes = await currentClassesOf(db, rows.map((row) => row.teacherId));
    return rows.map((row) => ({
      ...row,
      classNames: classes.filter((record) => record.teacherId === row.teacherId).map((record) => record.className).join('、'),
    }));
  }

  /** Checks the classes a teacher is to teach: current, each once, and room for one more teacher. */
  async function assertClassesOpen(db: SchoolDb, teacherId: number | undefined, classIds: number[]) {
    if (new Set(classIds).size !== classIds.length) throw invalidParams('同一个班级不能重复');
    const open = new Map((await repository.currentClasses(db, today())).map((item) => [item.classId, item]));
    const closed = classIds.find((classId) => !open.has(classId));
    if (closed) throw invalidParams('班级不存在或所在学年已结束');
    const alreadyIn = new Set(teacherId ? (await currentClassesOf(db, [teacherId])).map((record) => record.classId) : []);
    const counts = await repository.teacherCountsOfClasses(db, classIds);
    const full = classIds.find((classId) => !alreadyIn.has(classId) && (counts.get(classId) ?? 0) >= MAX_TEACHERS_PER_CLASS);
    if (full) throw invalidParams(`「${open.get(full)!.className}」已有${MAX_TEACHERS_PER_CLASS}位老师`);
  }

  async function page(db: SchoolDb, filter: repository.TeacherFilter, input: { pageIndex: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      repository.listTeachers(db, filter, rowsOfPage(input)),
      repository.countTeachers(db, filter),
    ]);
    return { list: await withClassNames(db, rows), total };
  }

  /** A new staff member whose phone already signs in somewhere joins with that account: one person, one account. */
  async function insertTeachers(db: SchoolDb, teachers: NewTeacher[]) {
    const accountIds = await accounts.accountIdsOfPhones(db, teachers.map((teacher) => teacher.phone), now());
    return repository.insertTeachers(
      db,
      teachers.map((teacher) => ({ ...columnsOf(teacher), accountId: accountIds.get(teacher.phone)!, photoUrl: null, createdAt: now(), leftAt: null })),
    );
  }

  return {
    list: (db: SchoolDb, input: TeacherListInput) => page(db, input, input),

    resigned: (db: SchoolDb, input: { departmentId?: number | null | undefined; keyword?: string | undefined; pageIndex: number; pageSize: number }) =>
      page(db, { ...input, status: TeacherStatus.LEFT }, input),

    async info(db: SchoolDb, teacherId: number) {
      const teacher = await existingTeacher(db, teacherId);
      const classes = await currentClassesOf(db, [teacherId]);
      return { ...teacher, classNames: classes.map((record) => record.className).join('、'), classes: classes.map(asTeacherClass) };
    },

    async infoForUpdate(db: SchoolDb, teacherId: number) {
      const teacher = await existingTeacher(db, teacherId);
      const classes = await currentClassesOf(db, [teacherId]);
      return {
        teacherId: teacher.teacherId,
        teacherName: teacher.teacherName,
        sex: teacher.sex,
        phone: teacher.phone,
        departmentId: teacher.departmentId,
        postId: teacher.postId,
        roleId: teacher.roleId,
        birthday: teacher.birthday,
        entryDate: teacher.entryDate,
        education: teacher.education,
        status: teacher.status,
        classList: classes.map((record) => ({ classId: record.classId, classPositionId: record.classPositionId })),
      };
    },

    async workHistory(db: SchoolDb, teacherId: number) {
      const teacher = await existingTeacher(db, teacherId);
      const date = today();
      const classes = await repository.classesOfTeachers(db, [teacherId]);
      return {
        entryDate: teacher.entryDate,
        leftAt: teacher.leftAt,
        classes: classes.map((record) => ({ ...asTeacherClass(record), isCurrent: record.yearEndDate >= date })),
      };
    },

    departmentOptions: repository.departments,
    postOptions: repository.posts,
    roleOptions: repository.roles,
    classOptions: (db: SchoolDb) => repository.currentClasses(db, today()),
    classPositions: async () => Object.entries(classPositionLabel).map(([code, name]) => ({ classPositionId: Number(code), classPositionName: name })),

    async samePhone(db: SchoolDb, input: { teacherId?: number | null | undefined; phone: string }) {
      const holder = await repository.findTeacherByPhone(db, input.phone);
      const taken = phoneTaken(holder, input.phone, input.teacherId);
      return {
        isSame: Boolean(taken),
        teacherId: taken ? holder!.id : null,
        teacherName: taken ? holder!.name : null,
        status: taken ? holder!.status : null,
        message: taken ?? '该手机号可以使用',
      };
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddTeacherInput) {
      const directory = await loadDirectory(db, session);
      assertFieldsUsable(directory, input);
      assertDatesPlausible(input);
      assertRoleAssignable(directory, input.roleId);
      if (input.classId && !input.classPositionId) throw invalidParams('请选择班级职务');
      if (input.classId) await assertClassesOpen(db, undefined, [input.classId]);
      return refusingTakenPhone(() =>
        inTransaction(db, async (trx) => {
          const [teacherId] = await insertTeachers(trx, [newTeacher(input)]);
          if (input.classId) await repository.replaceCurrentClasses(trx, teacherId!, today(), [{ classId: input.classId, position: input.classPositionId! }]);
          return { teacherId: teacherId! };
        }),
      );
    },

    async batchAdd(db: SchoolDb, session: SessionIdentity, teachers: TeacherFields[]) {
      const directory = await loadDirectory(db, session);
      const firstOfPhone = new Map<string, number>();
      for (const [index, teacher] of teachers.entries()) {
        const position = `第${index + 1}位教师：`;
        const earlier = firstOfPhone.get(teacher.phone);
        if (earlier) throw invalidParams(`${position}手机号与第${earlier}位相同`, `teacherList.${index}.phone`);
        firstOfPhone.set(teacher.phone, index + 1);
        const [problem] = referenceProblems(directory, teacher);
        const taken = phoneTaken(directory.phones.get(teacher.phone), teacher.phone);
        if (problem) throw invalidParams(`${position}${problem}`);
        if (taken) throw invalidParams(`${position}${taken}`, `teacherList.${index}.phone`);
        const dateProblem = staffDateProblem(teacher, today());
        if (dateProblem) throw invalidParams(`${position}${dateProblem.message}`, `teacherList.${index}.${dateProblem.field}`);
        assertRoleAssignable(directory, teacher.roleId, position);
      }
      const teacherIds = await refusingTakenPhone(() => inTransaction(db, (trx) => insertTeachers(trx, teachers.map(newTeacher))));
      return { teacherIds };
    },

    async update(db: SchoolDb, session: SessionIdentity, input: UpdateTeacherInput) {
      const teacher = await workingTeacher(db, input.teacherId);
      await assertMayManage(db, session, teacher);
      const directory = await loadDirectory(db, session);
      assertFieldsUsable(directory, input, teacher.teacherId);
      // A date left out of the call keeps its stored value, which the other is checked against.
      assertDatesPlausible({ birthday: input.birthday === undefined ? teacher.birthday : input.birthday, entryDate: input.entryDate === undefined ? teacher.entryDate : input.entryDate });
      if (input.roleId !== undefined && input.roleId !== teacher.roleId) {
        assertNotSelf(session, teacher.teacherId, '不能修改自己的角色');
        assertRoleAssignable(directory, input.roleId);
      }
      const leavesClasses = input.status === TeacherStatus.LEFT_CLASS && teacher.status !== TeacherStatus.LEFT_CLASS;
      const changesHands = input.phone !== undefined && input.phone !== teacher.phone;
      const { teacherId, teacherName, ...fields } = input;
      await refusingTakenPhone(() =>
        inTransaction(db, async (trx) => {
          // Another phone is another person: the row moves to the account of that phone.
          const accountId = changesHands ? (await accounts.accountIdsOfPhones(trx, [input.phone!], now())).get(input.phone!) : undefined;
          await repository.updateTeacher(trx, teacherId, { name: teacherName, ...sentFields(fields), ...(accountId && { accountId }) });
          // 离班: still on the staff, but no longer in a class.
          if (leavesClasses) await repository.replaceCurrentClasses(trx, teacher.teacherId, today(), []);
        }),
      );
      if (changesHands) await deps.sessions.endSessionsOf([teacher.teacherId]);
      return { teacherId: teacher.teacherId };
    },

    async changeClasses(db: SchoolDb, input: { teacherId: number; classList: { classId: number; classPositionId: number }[] }) {
      const teacher = await workingTeacher(db, input.teacherId);
      if (teacher.status === TeacherStatus.LEFT_CLASS && input.classList.length > 0) {
        throw notAllowed(`「${teacher.teacherName}」已离班，请先将状态改为正常`);
      }
      await assertClassesOpen(db, teacher.teacherId, input.classList.map((item) => item.classId));
      await inTransaction(db, (trx) =>
        repository.replaceCurrentClasses(trx, teacher.teacherId, today(), input.classList.map((item) => ({ classId: item.classId, position: item.classPositionId }))),
      );
      return { teacherId: teacher.teacherId };
    },

    async changeRole(db: SchoolDb, session: SessionIdentity, input: { teacherId: number; roleId: number | null }) {
      assertNotSelf(session, input.teacherId, '不能修改自己的角色');
      const teacher = await existingTeacher(db, input.teacherId);
      await assertMayManage(db, session, teacher);
      const directory = await loadDirectory(db, session);
      if (input.roleId && !directory.roles.has(input.roleId)) throw notFound('角色');
      assertRoleAssignable(directory, input.roleId);
      await repository.updateTeacher(db, teacher.teacherId, { roleId: input.roleId });
      return { teacherId: teacher.teacherId };
    },

    /** 离职: the record stays; sessions, current classes, grade management and the working card end. */
    async dimission(db: SchoolDb, session: SessionIdentity, input: { teacherId: number; leaveDate?: string | null | undefined }) {
      assertNotSelf(session, input.teacherId, '不能为自己办理离职');
      const teacher = await workingTeacher(db, input.teacherId);
      await assertMayManage(db, session, teacher);
      const date = today();
      const leaveDate = input.leaveDate ?? date;
      if (leaveDate > date) throw invalidParams('离职日期不能晚于今天');
      await inTransaction(db, async (trx) => {
        await repository.updateTeacher(trx, teacher.teacherId, { status: TeacherStatus.LEFT, leftAt: leaveDate });
        await repository.replaceCurrentClasses(trx, teacher.teacherId, date, []);
        await repository.clearCurrentGradeManagement(trx, teacher.teacherId, date);
        await repository.cancelActiveCard(trx, teacher.teacherId, now());
      });
      // After the commit: the session store is the platform's own database handle.
      await deps.sessions.endSessionsOf([teacher.teacherId]);
      return { success: true as const };
    },

    async restore(db: SchoolDb, teacherId: number) {
      const teacher = await existingTeacher(db, teacherId);
      if (teacher.status !== TeacherStatus.LEFT) throw notAllowed(`「${teacher.teacherName}」没有离职`);
      await repository.updateTeacher(db, teacherId, { status: TeacherStatus.NORMAL, leftAt: null });
      return { teacherId };
    },

    /** For a teacher added by mistake: anyone with classes or a record of work leaves instead. */
    async remove(db: SchoolDb, session: SessionIdentity, teacherId: number) {
      assertNotSelf(session, teacherId, '不能删除自己');
      const teacher = await existingTeacher(db, teacherId);
      await assertMayManage(db, session, teacher);
      const classes = await currentClassesOf(db, [teacherId]);
      if (classes.length > 0) {
        throw deleteRefused(`「${teacher.teacherName}」还担任${classes.map((record) => record.className).join('、')}的老师，请先调整任教班级`);
      }
      try {
        await repository.deleteTeacher(db, teacherId);
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw deleteRefused(`「${teacher.teacherName}」已有任教、登录、发卡或教学、教研等记录，作为档案保留，不能删除；如已不在园，请办理离职`);
      }
      return { success: true as const };
    },

    async resetPassword(db: SchoolDb, session: SessionIdentity, teacherId: number) {
      assertNotSelf(session, teacherId, '请在个人信息中修改自己的密码');
      const teacher = await workingTeacher(db, teacherId);
      await assertMayManage(db, session, teacher);
      return { teacherId, temporaryPassword: await resetStaffPassword(session, teacherId) };
    },

    async invite(db: SchoolDb, session: SessionIdentity, teacherId: number) {
      const teacher = await workingTeacher(db, teacherId);
      const at = clock.now();
      if (teacher.invitedAt && teacher.invitedAt > iso(addSeconds(at, -INVITE_INTERVAL_SECONDS))) {
        throw notAllowed('邀请短信发送过于频繁，请1分钟后再试');
      }
      const schoolName = await schoolNameOf(db, session.schoolId);
      await deps.sms.send(
        teacher.phone,
        `【园务】${teacher.teacherName}老师您好，${schoolName}邀请您使用园务。请在登录页输入手机号${teacher.phone}，获取短信验证码登录。`,
      );
      await repository.updateTeacher(db, teacherId, { invitedAt: iso(at) });
      return { teacherId, phone: teacher.phone, invitedAt: iso(at) };
    },

    async analysis(db: SchoolDb) {
      const [staff, departments, posts] = await Promise.all([repository.staffForAnalysis(db), repository.departments(db), repository.posts(db)]);
      return analyseStaff(staff, today(), {
        departments: departments.map((row) => row.departmentName),
        posts: posts.map((row) => row.schoolDutyName),
      });
    },

    async exportReport(db: SchoolDb, session: SessionIdentity, filter: repository.TeacherFilter) {
      const rows = await withClassNames(db, await repository.listTeachers(db, filter));
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '教师报表'], today());
      return teachersFile(fileName, rows);
    },

    async importTemplate(db: SchoolDb, session: SessionIdentity) {
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '教师导入模板'], today());
      return templateFile(fileName, await loadDirectory(db, session));
    },

    /** Every row is checked first; then all rows or none, or only the good rows, as the caller chose. */
    async importTeachers(db: SchoolDb, session: SessionIdentity, input: { fileContent: string; fileName: string; onlyValidRows: boolean }) {
      const rows = checkTeacherRows(await readTeacherRows(input.fileContent), await loadDirectory(db, session), today());
      const outcome = importOutcome(rows, input.onlyValidRows);
      return refusingTakenPhone(() =>
        inTransaction(db, async (trx) => {
          await insertTeachers(trx, outcome.importing.map((row) => row.teacher!));
          const importId = await repository.insertImport(trx, {
            teacherId: session.teacherId,
            fileName: input.fileName,
            onlyValidRows: input.onlyValidRows ? 1 : 0,
            ...outcome.record(),
            createdAt: now(),
          });
          return outcome.answer(importId, (row) => ({ teacherName: row.cells[0] ?? '' }));
        }),
      );
    },

    async importFailures(db: SchoolDb, session: SessionIdentity, importId: number) {
      const found = await repository.findImport(db, importId);
      if (!found) throw notFound('导入记录');
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '教师导入错误报告'], today());
      return errorReportFile(fileName, teacherImportColumns, storedFailures(found));
    },
  };
}

export type TeacherService = ReturnType<typeof teacherService>;
