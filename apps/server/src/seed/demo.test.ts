import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createDemoApp, type DemoApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';

describe.each(testDialects)('the demo kindergarten on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  const count = async (table: 'child' | 'teacher' | 'schoolClass' | 'grade' | 'guardian', schoolId: number) => {
    const row = await demo.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', schoolId).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('has a school and a branch of realistic size', async () => {
    const schools = await demo.database.db.selectFrom('school').select(['id', 'name', 'parentId']).orderBy('id').execute();
    expect(schools).toEqual([
      { id: schools[0]!.id, name: '阳光幼儿园', parentId: null },
      { id: schools[1]!.id, name: '阳光幼儿园（东湖分园）', parentId: schools[0]!.id },
    ]);
    const head = schools[0]!.id;
    expect(await count('grade', head)).toBe(4);
    expect(await count('schoolClass', head)).toBe(12);
    expect(await count('child', head)).toBe(329);
    expect(await count('guardian', head)).toBe(658);
    expect(await count('teacher', head)).toBe(45);
    const year = await demo.database.db.selectFrom('schoolYear').select(['name', 'startDate']).where('schoolId', '=', head).executeTakeFirstOrThrow();
    expect(year).toEqual({ name: '2026-2027学年', startDate: '2026-09-01' });
  });

  it('lets the three demo accounts log in, each with its own role', async () => {
    const roles: Record<string, string> = {};
    for (const phone of Object.values(DEMO_ACCOUNTS)) {
      const answer = await demo.app.inject({ method: 'POST', url: '/javaApi/login/validLogin', payload: { account: phone, password: DEMO_PASSWORD } });
      const body = answer.json();
      expect(body.code, phone).toBe(200);
      roles[phone] = `${body.data.schoolName}/${body.data.roleName}`;
    }
    expect(roles).toEqual({
      [DEMO_ACCOUNTS.headAdmin]: '阳光幼儿园/园长',
      [DEMO_ACCOUNTS.branchAdmin]: '阳光幼儿园（东湖分园）/园长',
      [DEMO_ACCOUNTS.classTeacher]: '阳光幼儿园/教师',
    });
  });
});
