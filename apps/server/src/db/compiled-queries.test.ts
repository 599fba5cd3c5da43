import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeToSchool } from '../module-list.js';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe.each(testDialects)('queries compiled once per shape on %s', (dialect) => {
  let t: TestApp;
  let rows: { a: { classId: number; childId: number }; a2: { classId: number; childId: number }; b: { classId: number; childId: number } };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const yearA = await t.make.schoolYear(t.schools.schoolA);
    rows = {
      a: await t.make.classWithChild(t.schools.schoolA, yearA, '小一班', '甲孩子'),
      a2: await t.make.classWithChild(t.schools.schoolA, yearA, '小二班', '甲二孩子'),
      b: await t.make.classWithChild(t.schools.schoolB, await t.make.schoolYear(t.schools.schoolB), '小一班', '乙孩子'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const namesIn = (schoolId: number, classIds: number[]) =>
    scopeToSchool(t.db, schoolId).selectFrom('child').select('name').where('classId', 'in', classIds).orderBy('name').execute();

  it('binds each query its own values and its own school, whoever compiled the shape first', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await namesIn(t.schools.schoolA, [rows.a.classId])).toEqual([{ name: '甲孩子' }]);
      expect(await namesIn(t.schools.schoolB, [rows.b.classId])).toEqual([{ name: '乙孩子' }]);
      expect(await namesIn(t.schools.schoolB, [rows.a.classId])).toEqual([]);
      expect(await namesIn(t.schools.schoolA, [rows.a2.classId, rows.a.classId])).toEqual([{ name: '甲二孩子' }, { name: '甲孩子' }]);
    }
  });

  it('compiles a shape to one SQL text with the values as parameters', () => {
    const query = (schoolId: number, childId: number) => scopeToSchool(t.db, schoolId).selectFrom('child').select('name').where('id', '=', childId).compile();
    const first = query(t.schools.schoolA, 1);
    const second = query(t.schools.schoolB, 2);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('"school_id"');
    expect([...first.parameters].sort()).toEqual([1, t.schools.schoolA].sort());
    expect([...second.parameters].sort()).toEqual([2, t.schools.schoolB].sort());
  });

  it('still checks every write of a narrowed data scope against its classes, after the same write was allowed', async () => {
    const asClassOne = scopeToSchool(t.db, t.schools.schoolA, new Set([rows.a.classId]));
    const child = (classId: number) => ({ name: '新孩子', sex: 1, birthday: '2022-05-01', ethnicId: 1, classId, status: 0, joinDate: '2026-09-01', leaveDate: null, createdAt: '2026-09-01T00:00:00.000Z' });
    await asClassOne.insertInto('child').values(child(rows.a.classId)).execute();
    await expect(asClassOne.insertInto('child').values(child(rows.a2.classId)).execute()).rejects.toThrow(/数据范围/);
    await asClassOne.updateTable('child').set({ classId: rows.a.classId }).where('id', '=', rows.a.childId).execute();
    await expect(asClassOne.updateTable('child').set({ classId: rows.a2.classId }).where('id', '=', rows.a.childId).execute()).rejects.toThrow(/数据范围/);
  });

  it.runIf(dialect === 'postgres')('sends a reused shape to PostgreSQL as a named prepared statement', async () => {
    const prepared = await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('school').select('name').where('id', '=', t.schools.schoolA).execute();
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    expect(prepared.rows.map((row) => row.statement)).toContain('select "name" from "school" where "id" = $1');
  });
});
