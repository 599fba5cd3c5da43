import { DataScope, ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo.js';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD_COST } from '../../test/factories.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

/**
 * Data scopes (数据范围) in the demo kindergarten: its 教师 role reaches 本班, its 年级组长 role 本年级.
 * The school's handle confines every class-owned read and write, whatever the call.
 */
describe.each(testDialects)('data scopes on %s', (dialect) => {
  let demo: DemoApp;
  let admin: string;
  let teacher: string;
  let gradeManager: string;
  let ownClass: { classId: number; className: string; gradeId: number };
  let otherClass: { classId: number; className: string; gradeId: number };
  let sameGradeClass: { classId: number; className: string; gradeId: number };
  let allClasses: { classId: number; className: string; gradeId: number }[];

  const call = async (token: string, method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
    const answer = await demo.app.inject({ method, url, query, headers: { auth: token }, ...(method === 'POST' ? { payload: input } : {}) });
    return answer.json() as { code: number; message: string; data: any };
  };
  const ok = async (token: string, method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) => {
    const answer = await call(token, method, url, input);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const classesSeenBy = async (token: string) => (await ok(token, 'GET', '/javaApi/class/getSchoolClassFilterList')) as typeof allClasses;
  const childrenOf = async (token: string, query: Record<string, unknown> = {}) =>
    (await demo.app.inject({ method: 'GET', url: '/api/Student4/GetStudentList', query: { PageSize: '200', ...query }, headers: { auth: token } })).json().Data;
  const firstChildOf = async (classId: number) => (await childrenOf(admin, { ClassId: classId })).List[0].StudentId as number;

  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    admin = await demo.login();
    teacher = await demo.login(DEMO_ACCOUNTS.classTeacher);
    allClasses = await classesSeenBy(admin);
    const taught = await classesSeenBy(teacher);
    expect(taught).toHaveLength(1);
    ownClass = taught[0]!;
    otherClass = allClasses.find((schoolClass) => schoolClass.gradeId !== ownClass.gradeId)!;
    sameGradeClass = allClasses.find((schoolClass) => schoolClass.gradeId === ownClass.gradeId && schoolClass.classId !== ownClass.classId)!;
    // The manager of the teacher's grade, given the demo password to sign in with.
    const db = demo.database.db;
    const manager = await db
      .selectFrom('grade')
      .innerJoin('teacher', 'teacher.id', 'grade.managerTeacherId')
      .select(['teacher.accountId', 'teacher.phone'])
      .where('grade.id', '=', ownClass.gradeId)
      .executeTakeFirstOrThrow();
    await db.updateTable('account').set({ passwordHash: await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST) }).where('id', '=', manager.accountId).execute();
    gradeManager = await demo.login(manager.phone);
  });
  afterAll(async () => {
    await demo.close();
  });

  it('tells the console the data scope, the classes it reaches and the classes the person teaches', async () => {
    const account = await ok(teacher, 'POST', '/javaApi/login/getTeacherAccountInfo');
    expect(account).toMatchObject({ dataScope: DataScope.CLASS, classesInReach: [ownClass.classId], teachingClassIds: [ownClass.classId] });
    const principal = await ok(admin, 'POST', '/javaApi/login/getTeacherAccountInfo');
    expect(principal).toMatchObject({ dataScope: DataScope.SCHOOL, classesInReach: null });
  });

  it('shows a 本班 teacher only the children of their class, in lists, filters and counts', async () => {
    const everyone = await childrenOf(admin);
    const mine = await childrenOf(teacher);
    expect(mine.Total).toBeGreaterThan(0);
    expect(mine.Total).toBeLessThan(everyone.Total);
    expect(new Set(mine.List.map((child: { ClassId: number }) => child.ClassId))).toEqual(new Set([ownClass.classId]));
    expect((await childrenOf(teacher, { ClassId: otherClass.classId })).Total).toBe(0);
  });

  it('does not let a 本班 teacher read or change a child of another class', async () => {
    const stranger = await firstChildOf(otherClass.classId);
    const info = await demo.app.inject({ method: 'GET', url: '/api/Student4/GetStudentInfo', query: { StudentId: String(stranger) }, headers: { auth: teacher } });
    expect(info.json().ErrorCode).not.toBe(200);
    const renamed = await demo.app.inject({
      method: 'POST',
      url: '/api/Student4/UpdateStudentAllergic',
      payload: { StudentId: stranger, Allergic: '花生' },
      headers: { auth: teacher },
    });
    expect(renamed.json().ErrorCode).not.toBe(200);
    const own = await firstChildOf(ownClass.classId);
    const ownInfo = await demo.app.inject({ method: 'GET', url: '/api/Student4/GetStudentInfo', query: { StudentId: String(own) }, headers: { auth: teacher } });
    expect(ownInfo.json().ErrorCode).toBe(200);
  });

  it('refuses a 本班 teacher another class’s roll call and daily care, reading and writing', async () => {
    const date = '2026-11-20';
    expect((await call(teacher, 'GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: otherClass.classId, date })).code).not.toBe(200);
    const stranger = await firstChildOf(otherClass.classId);
    const roll = await call(teacher, 'POST', '/javaApi/studentAttend/saveClassAttendSheet', { classId: otherClass.classId, date, records: [{ studentId: stranger, status: 1 }] });
    expect(roll.code).not.toBe(200);
    const care = await call(teacher, 'POST', '/javaApi/dailyCare/saveClassDay', {
      classId: otherClass.classId,
      date,
      records: [{ studentId: stranger, waterCups: 3, breakfast: 1, lunch: 1, snack: 1 }],
    });
    expect(care.code).not.toBe(200);
    expect((await call(teacher, 'GET', '/javaApi/dailyCare/getClassDay', { classId: otherClass.classId, date })).code).not.toBe(200);
    // Their own class's sheet stays theirs to take.
    expect((await call(teacher, 'GET', '/javaApi/studentAttend/getClassAttendSheet', { classId: ownClass.classId, date })).code).toBe(200);
  });

  it('does not show a 本班 teacher another class’s growth records, only their own class’s', async () => {
    const range = { startDate: '2026-10-01', endDate: '2026-11-21' };
    const stranger = await firstChildOf(otherClass.classId);
    expect((await call(teacher, 'GET', '/javaApi/student/getStudentGrowthRecords', { studentId: stranger, ...range })).code).not.toBe(200);
    expect((await call(admin, 'GET', '/javaApi/student/getStudentGrowthRecords', { studentId: stranger, ...range })).code).toBe(200);
    const own = await firstChildOf(ownClass.classId);
    expect((await call(teacher, 'GET', '/javaApi/student/getStudentGrowthRecords', { studentId: own, ...range })).code).toBe(200);
  });

  it('does not let a 本班 teacher move a child of their class into a class they do not teach', async () => {
    const own = await firstChildOf(ownClass.classId);
    const { schoolYearId: yearId } = await demo.database.db.selectFrom('schoolClass').select('schoolYearId').where('id', '=', otherClass.classId).executeTakeFirstOrThrow();
    const moved = await demo.app.inject({
      method: 'POST',
      url: '/api/Student4/JoinNewClass',
      payload: { StudentId: own, NewYearId: yearId, NewClassId: otherClass.classId, JoinDate: '2026-11-20' },
      headers: { auth: teacher },
    });
    expect(moved.json().ErrorCode).not.toBe(200);
    expect((await childrenOf(admin, { ClassId: ownClass.classId })).List.map((child: { StudentId: number }) => child.StudentId)).toContain(own);
  });

  it('exports for a 本班 teacher only their class', async () => {
    const classesIn = async (token: string) => {
      const exported = await demo.app.inject({ method: 'POST', url: '/javaApi/studentAttend/exportClassAttendStatistics', payload: {}, headers: { auth: token } });
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const names = new Set(allClasses.map((schoolClass) => schoolClass.className));
      const cells: string[] = [];
      workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
      return cells.filter((cell) => names.has(cell));
    };
    expect(await classesIn(teacher)).toEqual([ownClass.className]);
    expect((await classesIn(admin)).length).toBe(allClasses.length);
  });

  it('lets a 本年级 manager reach every class of their grade and no other', async () => {
    const seen = (await classesSeenBy(gradeManager)).map((schoolClass) => schoolClass.classId).sort();
    expect(seen).toEqual(allClasses.filter((schoolClass) => schoolClass.gradeId === ownClass.gradeId).map((schoolClass) => schoolClass.classId).sort());
    expect(seen).toContain(sameGradeClass.classId);
    expect((await childrenOf(gradeManager, { ClassId: sameGradeClass.classId })).Total).toBeGreaterThan(0);
    expect((await childrenOf(gradeManager, { ClassId: otherClass.classId })).Total).toBe(0);
  });

  it('lets the administrator set a role’s data scope, never narrower than the whole school for the administrator’s role', async () => {
    const roles = (await ok(admin, 'GET', '/javaApi/role/getRoleList')) as { roleId: number; roleName: string; dataScope: number; isAdmin: boolean }[];
    expect(roles.find((role) => role.roleName === '教师')?.dataScope).toBe(DataScope.CLASS);
    expect(roles.find((role) => role.roleName === '年级组长')?.dataScope).toBe(DataScope.GRADE);
    const principalRole = roles.find((role) => role.isAdmin)!;
    const narrowed = await call(admin, 'POST', '/javaApi/role/setRoleDataScope', { roleId: principalRole.roleId, dataScope: DataScope.CLASS });
    expect(narrowed.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call(admin, 'POST', '/javaApi/role/setRoleDataScope', { roleId: principalRole.roleId, dataScope: 7 })).code).toBe(ErrorCode.INVALID_PARAMS);

    const teacherRole = roles.find((role) => role.roleName === '教师')!;
    await ok(admin, 'POST', '/javaApi/role/setRoleDataScope', { roleId: teacherRole.roleId, dataScope: DataScope.SCHOOL });
    expect((await classesSeenBy(teacher)).length).toBe(allClasses.length);
    await ok(admin, 'POST', '/javaApi/role/setRoleDataScope', { roleId: teacherRole.roleId, dataScope: DataScope.CLASS });
    expect(await classesSeenBy(teacher)).toHaveLength(1);
  });

  it('refuses the call without a session', async () => {
    const answer = await demo.app.inject({ method: 'POST', url: '/javaApi/role/setRoleDataScope', payload: { roleId: 1, dataScope: 1 } });
    expect(answer.json().code).toBe(ErrorCode.MISSING_TOKEN);
  });
});
