import { AttendStatus, EatLevel } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo.js';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s 饮水进餐 on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  it('records only children who came, by their class’s head teacher, mostly eaten well', async () => {
    const db = demo.database.db;
    const records = await db
      .selectFrom('dailyCare')
      .innerJoin('childAttendance', (join) => join.onRef('childAttendance.childId', '=', 'dailyCare.childId').onRef('childAttendance.date', '=', 'dailyCare.date'))
      .innerJoin('classTeacher', (join) => join.onRef('classTeacher.classId', '=', 'dailyCare.classId').onRef('classTeacher.teacherId', '=', 'dailyCare.recordedBy'))
      .select(['childAttendance.status', 'classTeacher.position', 'dailyCare.lunch', 'dailyCare.waterCups', 'dailyCare.date'])
      .execute();
    const all = await db.selectFrom('dailyCare').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(records.length).toBe(Number(all.n));
    expect(records.length).toBeGreaterThan(3000);
    expect(records.filter((row) => row.status === AttendStatus.ABSENT)).toEqual([]);
    expect(new Set(records.map((row) => row.position))).toEqual(new Set([1]));
    const wellEaten = records.filter((row) => row.lunch <= EatLevel.MOST).length;
    expect(wellEaten / records.length).toBeGreaterThan(0.75);
    expect(new Set(records.map((row) => row.lunch)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(records.map((row) => row.date)).size).toBe(15);
  });

  it('shows the demo teacher her class’s last weeks in the summary', async () => {
    const token = await demo.login(DEMO_ACCOUNTS.classTeacher);
    const classes = await demo.database.db
      .selectFrom('classTeacher')
      .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
      .select('classTeacher.classId')
      .where('teacher.phone', '=', DEMO_ACCOUNTS.classTeacher)
      .execute();
    const answer = await demo.app.inject({
      method: 'GET',
      url: '/javaApi/dailyCare/getClassSummary',
      headers: { auth: token },
      query: { classId: String(classes[0]!.classId), startDate: '2026-11-02', endDate: '2026-11-21' },
    });
    const summary = answer.json().data;
    expect(summary.totals.recordedCount).toBeGreaterThan(200);
    expect(summary.totals.averageCups).toBeGreaterThan(3);
    expect(summary.days.filter((day: { recordedCount: number }) => day.recordedCount > 0).length).toBeGreaterThan(10);
  });
});
