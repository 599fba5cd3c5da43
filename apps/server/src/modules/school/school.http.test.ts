import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('schools and branches on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the school and its branches, in both families, never another group’s school', async () => {
    const token = await t.login(t.people.adminA.phone);
    const java = await t.call('GET', '/javaApi/school/getBranchSchoolList', { token });
    expect(java.body.data).toEqual([
      { schoolId: t.schools.schoolA, schoolName: '甲幼儿园', parentSchoolId: null },
      { schoolId: t.schools.branchA, schoolName: '甲幼儿园分园', parentSchoolId: t.schools.schoolA },
    ]);
    const other = await t.call('GET', '/javaApi/school/getBranchSchoolList', { token: await t.login(t.people.adminB.phone) });
    expect(other.body.data).toEqual([{ schoolId: t.schools.schoolB, schoolName: '乙幼儿园', parentSchoolId: null }]);
  });

  it('lets a group administrator switch to a branch, and the session then works in that school', async () => {
    const token = await t.login(t.people.adminA.phone);
    const switched = await t.call('POST', '/javaApi/school/switchSchool', { token, body: { schoolId: t.schools.branchA } });
    expect(switched.body.data).toMatchObject({ schoolId: t.schools.branchA, schoolName: '甲幼儿园分园', homeSchoolId: t.schools.schoolA });
    const account = await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} });
    expect(account.body.data.schoolId).toBe(t.schools.branchA);
    await t.call('POST', '/javaApi/school/switchSchool', { token, body: { schoolId: t.schools.schoolA } });
  });

  it('refuses a switch to another group’s school, and a switch by someone who is not a group administrator', async () => {
    const admin = await t.login(t.people.adminA.phone);
    expect((await t.call('POST', '/javaApi/school/switchSchool', { token: admin, body: { schoolId: t.schools.schoolB } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await t.call('POST', '/javaApi/school/switchSchool', { token: teacher, body: { schoolId: t.schools.branchA } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});
