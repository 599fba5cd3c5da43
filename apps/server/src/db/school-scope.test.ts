import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { moduleTables, scopeToSchool } from '../module-list.js';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { inTransaction } from './school-scope.js';

describe.each(testDialects)('school scoping on %s', (dialect) => {
  let t: TestApp;
  let rowsA: { gradeId: number; classId: number; childId: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    rowsA = await t.make.classWithChild(t.schools.schoolA, await t.make.schoolYear(t.schools.schoolA), '小一班', '甲孩子');
    // School B's rows are there to be left out of everything school A reads.
    await t.make.classWithChild(t.schools.schoolB, await t.make.schoolYear(t.schools.schoolB), '小一班', '乙孩子');
  });
  afterAll(async () => {
    await t.close();
  });

  const asB = () => scopeToSchool(t.db, t.schools.schoolB);

  it('knows whose rows every table holds: each is claimed in one module\'s manifest', async () => {
    const tables = await t.db.introspection.getTables();
    for (const table of tables) if (table.name !== 'app_setting') expect(moduleTables.has(table.name), table.name).toBe(true);
    const withSchool = tables.filter((table) => table.columns.some((column) => column.name === 'school_id'));
    const platformWithSchool = withSchool.filter((table) => moduleTables.get(table.name) === 'platform').map((table) => table.name);
    // The platform writes these for a school (sessions, the audit log); the school's screens never do.
    expect(platformWithSchool.sort()).toEqual(['audit_log', 'session']);
    expect(withSchool.length).toBeGreaterThan(10);
  });

  it('reads only its own school’s rows, also through joins and subqueries', async () => {
    expect(await asB().selectFrom('child').select('name').execute()).toEqual([{ name: '乙孩子' }]);
    expect(await asB().selectFrom('child').select('id').where('id', '=', rowsA.childId).executeTakeFirst()).toBeUndefined();
    const joined = await asB()
      .selectFrom('child as c')
      .innerJoin('schoolClass as k', 'k.id', 'c.classId')
      .select(['c.name', 'k.name as className'])
      .execute();
    expect(joined).toEqual([{ name: '乙孩子', className: '小一班' }]);
    const leftJoined = await asB()
      .selectFrom('child')
      .leftJoin('schoolClass', (join) => join.onRef('schoolClass.id', '=', 'child.classId').on('schoolClass.id', '=', rowsA.classId))
      .select(['child.name', 'schoolClass.name as className'])
      .execute();
    expect(leftJoined).toEqual([{ name: '乙孩子', className: null }]);
    const counted = await asB()
      .selectFrom('grade')
      .select((eb) => ['grade.name', eb.selectFrom('schoolClass').select(eb.fn.countAll<number>().as('n')).as('classes')])
      .execute();
    expect(counted).toEqual([{ name: '小班', classes: 1 }]);
  });

  it('cannot change or delete another school’s rows', async () => {
    const updated = await asB().updateTable('child').set({ name: '改名' }).where('id', '=', rowsA.childId).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await asB().deleteFrom('childGuardian').where('childId', '=', rowsA.childId).executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
    const child = await t.db.selectFrom('child').select('name').where('id', '=', rowsA.childId).executeTakeFirstOrThrow();
    expect(child.name).toBe('甲孩子');
  });

  it('writes its own school into every inserted row, whatever the caller says', async () => {
    const inserted = await asB()
      .insertInto('department')
      .values([{ name: '教学部', schoolId: t.schools.schoolA, sortOrder: 1 }, { name: '后勤部', sortOrder: 2 }])
      .returning(['schoolId'])
      .execute();
    expect(inserted).toEqual([{ schoolId: t.schools.schoolB }, { schoolId: t.schools.schoolB }]);
  });

  it('refuses to move a row to another school and to run raw SQL', async () => {
    await expect(asB().updateTable('child').set({ schoolId: t.schools.schoolA }).execute()).rejects.toThrow(/another school/);
    await expect(sql`select * from child`.execute(asB())).rejects.toThrow(/raw query/);
  });

  it('stays confined inside a transaction', async () => {
    const names = await inTransaction(asB(), (trx) => trx.selectFrom('child').select('name').execute());
    expect(names).toEqual([{ name: '乙孩子' }]);
  });
});
