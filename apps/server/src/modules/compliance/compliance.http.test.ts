import { ClassPosition, DataScope, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, createTestApp, type DemoApp, type TestApp } from '../../test/test-app.js';

/** Thursday 26 November 2026, in the 2026-2027 school year. */
const NOW = Date.parse('2026-11-26T02:00:00Z');
const JAVA = '/javaApi/compliance/getOverview';
const LEGACY = '/api/Compliance/GetOverview';

/**
 * School A, as the test writes it:
 * - 小一班 (小班, limit 25): 26 children; 甲老师 主班, 乙老师 配班, 丙阿姨 保育员
 * - 小二班: 1 child; 甲园长 alone, 主班
 * - 托一班 (托班, limit 20): no children, no staff
 * - staff in service: 甲园长, 甲老师, 乙老师, 丙阿姨 (and one who left)
 */
describe.each(testDialects)('compliance on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let yearId: number;
  let classes: { first: number; second: number; nursery: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    const school = t.schools.schoolA;
    yearId = await t.make.schoolYear(school);
    const first = await t.make.classWithChild(school, yearId, '小一班', '王小明');
    const second = await t.make.classWithChild(school, yearId, '小二班', '赵小虎');
    for (let n = 1; n <= 25; n += 1) await t.make.childInClass(school, first.classId, `小一班幼儿${n}`);
    const grade = await t.db.insertInto('grade').values({ schoolId: school, schoolYearId: yearId, name: '托班', level: 1, managerTeacherId: null }).returning('id').executeTakeFirstOrThrow();
    const nursery = await t.db
      .insertInto('schoolClass')
      .values({ schoolId: school, schoolYearId: yearId, gradeId: grade.id, name: '托一班', createdAt: '2026-09-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    classes = { first: first.classId, second: second.classId, nursery: nursery.id };

    const assistant = await t.make.teacher(school, { phone: '13700000051', name: '乙老师' });
    const carer = await t.make.teacher(school, { phone: '13700000052', name: '丙阿姨' });
    const leaver = await t.make.teacher(school, { phone: '13700000053', name: '丁离职' });
    await t.db.updateTable('teacher').set({ status: 1 }).where('id', '=', leaver).execute();
    const setTeachers = async (classId: number, teachers: { teacherId: number; position: number }[]) =>
      expect((await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId, teachers } })).body.code).toBe(200);
    await setTeachers(first.classId, [
      { teacherId: t.people.teacherA.id, position: ClassPosition.HEAD_TEACHER },
      { teacherId: assistant, position: ClassPosition.ASSISTANT_TEACHER },
      { teacherId: carer, position: ClassPosition.CARER },
    ]);
    await setTeachers(second.classId, [{ teacherId: t.people.adminA.id, position: ClassPosition.HEAD_TEACHER }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) => t.call('GET', url, token === undefined ? {} : { token });

  it('holds each class against its grade’s limit and 两教一保, and the school against its ratios', async () => {
    const { body } = await get(JAVA, admin);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      yearId,
      yearName: '2026-2027学年',
      classes: [
        {
          classId: classes.nursery,
          className: '托一班',
          gradeName: '托班',
          gradeLevel: 1,
          childCount: 0,
          sizeLimit: 20,
          sizeRule: '托班（2～3岁）20人',
          teacherCount: 0,
          carerCount: 0,
          childrenPerStaff: null,
          oversized: false,
          understaffed: false,
        },
        {
          classId: classes.first,
          className: '小一班',
          gradeName: '小班',
          gradeLevel: 2,
          childCount: 26,
          sizeLimit: 25,
          sizeRule: '小班（3～4岁）25人',
          teacherCount: 2,
          carerCount: 1,
          childrenPerStaff: 8.7,
          oversized: true,
          understaffed: false,
        },
        expect.objectContaining({ classId: classes.second, childCount: 1, teacherCount: 1, carerCount: 0, childrenPerStaff: 1, oversized: false, understaffed: true }),
      ],
      school: {
        staff: { staffCount: 4, childCount: 27, childrenPerStaff: 6.8, limit: 7, over: false },
        careStaff: { staffCount: 4, childCount: 27, childrenPerStaff: 6.8, limit: 9, over: false },
      },
    });
    const legacy = (await get(LEGACY, admin)).body;
    expect(legacy).toMatchObject({ ResponseStatus: 1, Data: { YearId: yearId, School: { Staff: { StaffCount: 4, ChildrenPerStaff: 6.8, Over: false } } } });
    expect(legacy.Data.Classes[1]).toMatchObject({ ClassName: '小一班', ChildCount: 26, SizeLimit: 25, Oversized: true });
  });

  it('flags the school when its children pass 7 for each member of staff', async () => {
    const added = [await t.make.childInClass(t.schools.schoolA, classes.second, '钱小一'), await t.make.childInClass(t.schools.schoolA, classes.second, '钱小二')];
    try {
      const { school } = (await get(JAVA, admin)).body.data;
      expect(school.staff).toEqual({ staffCount: 4, childCount: 29, childrenPerStaff: 7.3, limit: 7, over: true });
      expect(school.careStaff).toMatchObject({ childrenPerStaff: 7.3, limit: 9, over: false });
    } finally {
      await t.db.deleteFrom('childClassHistory').where('childId', 'in', added).execute();
      await t.db.deleteFrom('child').where('id', 'in', added).execute();
    }
  });

  it('refuses a call without a session, and a role without 首页', async () => {
    expect((await get(JAVA)).body.code).toBe(ErrorCode.MISSING_TOKEN);
    expect((await get(LEGACY)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    const roleId = await t.make.role(t.schools.schoolA, ['ChildManage.Child'], '无首页');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000054', roleId, name: '戊老师' });
    expect((await get(JAVA, await t.login('13700000054'))).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('shows another school its own classes and staff only', async () => {
    const school = t.schools.schoolB;
    const year = await t.make.schoolYear(school);
    const other = await t.make.classWithChild(school, year, '乙小班', '孙小乙');
    const data = (await get(JAVA, await t.login(t.people.adminB.phone))).body.data;
    expect(data.classes).toEqual([expect.objectContaining({ classId: other.classId, childCount: 1, teacherCount: 0, understaffed: true })]);
    expect(data.school.staff).toMatchObject({ staffCount: 1, childCount: 1, over: false });
  });

  it('shows a class-scoped teacher their classes and not the school’s ratio', async () => {
    const { teacherA } = t.people;
    const roleId = (await t.db.selectFrom('teacher').select('roleId').where('id', '=', teacherA.id).executeTakeFirstOrThrow()).roleId!;
    await t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', roleId).execute();
    try {
      const data = (await get(JAVA, await t.login(teacherA.phone))).body.data;
      expect(data.classes).toEqual([expect.objectContaining({ classId: classes.first, childCount: 26, teacherCount: 2, carerCount: 1, oversized: true })]);
      expect(data.school).toBeNull();
    } finally {
      await t.db.updateTable('role').set({ dataScope: DataScope.SCHOOL }).where('id', '=', roleId).execute();
    }
  });

  it('answers a school without a school year with nothing to hold', async () => {
    const school = await t.make.school('丙幼儿园');
    await t.make.teacher(school, { phone: '13700000055', roleId: await t.make.role(school, ['Home'], '园长'), name: '丙园长' });
    expect((await get(JAVA, await t.login('13700000055'))).body.data).toEqual({ yearId: null, yearName: null, classes: [], school: null });
  });
});

describe.each(testDialects)('compliance of the demo kindergarten on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  it('keeps every demo class within its size and staffing, and flags the school’s staff ratios', async () => {
    const token = await demo.login();
    const data = (await demo.app.inject({ method: 'GET', url: JAVA, headers: { auth: token } })).json().data;
    expect(data.classes).toHaveLength(12);
    expect(data.classes.filter((row: { oversized: boolean; understaffed: boolean }) => row.oversized || row.understaffed)).toEqual([]);
    expect(data.school.staff).toMatchObject({ staffCount: 44, childCount: 329, childrenPerStaff: 7.5, over: true });
    expect(data.school.careStaff).toMatchObject({ staffCount: 36, childCount: 329, childrenPerStaff: 9.1, over: true });
  });
});
