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
    // The platform writes these for a school (sessions, the family page's sessions of families and teachers, the audit log); the school's screens never do.
    expect(platformWithSchool.sort()).toEqual(['audit_log', 'family_session', 'family_teacher_session', 'session']);
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

  describe('within a data scope of some classes', () => {
    let rowsA2: { gradeId: number; classId: number; childId: number };
    beforeAll(async () => {
      const yearA = (await t.db.selectFrom('schoolClass').select('schoolYearId').where('id', '=', rowsA.classId).executeTakeFirstOrThrow()).schoolYearId;
      rowsA2 = await t.make.classWithChild(t.schools.schoolA, yearA, '小二班', '甲二孩子');
    });
    const asClassOne = () => scopeToSchool(t.db, t.schools.schoolA, new Set([rowsA.classId]));

    it('reads only the records of its classes: class rows, class-owned rows and child-owned rows', async () => {
      expect(await asClassOne().selectFrom('child').select('name').execute()).toEqual([{ name: '甲孩子' }]);
      expect(await asClassOne().selectFrom('schoolClass').select('name').execute()).toEqual([{ name: '小一班' }]);
      const histories = await asClassOne().selectFrom('childClassHistory').select('childId').execute();
      expect(histories).toEqual([{ childId: rowsA.childId }]);
      const joined = await asClassOne()
        .selectFrom('childClassHistory as h')
        .innerJoin('child as c', 'c.id', 'h.childId')
        .select('c.name')
        .execute();
      expect(joined).toEqual([{ name: '甲孩子' }]);
      // Tables no class owns stay whole: both grades' classes share one grade here.
      expect(await asClassOne().selectFrom('grade').select('name').execute()).toEqual([{ name: '小班' }]);
      expect(await scopeToSchool(t.db, t.schools.schoolA, new Set()).selectFrom('child').select('id').execute()).toEqual([]);
    });

    it('cannot change, delete or add records of another class, nor move a child there', async () => {
      const renamed = await asClassOne().updateTable('child').set({ name: '改名' }).where('id', '=', rowsA2.childId).executeTakeFirst();
      expect(Number(renamed.numUpdatedRows)).toBe(0);
      const deleted = await asClassOne().deleteFrom('childClassHistory').where('childId', '=', rowsA2.childId).executeTakeFirst();
      expect(Number(deleted.numDeletedRows)).toBe(0);
      await expect(asClassOne().updateTable('child').set({ classId: rowsA2.classId }).where('id', '=', rowsA.childId).execute()).rejects.toThrow(/数据范围/);
      const stranger = { name: '新孩子', sex: 1, birthday: '2022-05-01', ethnicId: 1, classId: rowsA2.classId, status: 0, joinDate: '2026-09-01', leaveDate: null, createdAt: '2026-09-01T00:00:00.000Z' };
      await expect(asClassOne().insertInto('child').values(stranger).execute()).rejects.toThrow(/数据范围/);
      const own = await asClassOne().insertInto('child').values({ ...stranger, classId: rowsA.classId }).returning('classId').executeTakeFirstOrThrow();
      expect(own.classId).toBe(rowsA.classId);
    });
  });

  it('stays confined inside a transaction', async () => {
    const names = await inTransaction(asB(), (trx) => trx.selectFrom('child').select('name').execute());
    expect(names).toEqual([{ name: '乙孩子' }]);
  });
});
