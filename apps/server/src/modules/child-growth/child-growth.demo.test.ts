import { Mood } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s growth records on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  it('has moods of most days 开心 or 平静, written by the classes’ own teachers, as are records and observations', async () => {
    const db = demo.database.db;
    const moods = await db.selectFrom('childMood').select(['mood', 'classId', 'teacherId']).execute();
    expect(moods.length).toBeGreaterThan(5000);
    const good = moods.filter((row) => row.mood === Mood.HAPPY || row.mood === Mood.CALM).length;
    expect(good / moods.length).toBeGreaterThan(0.8);
    expect(new Set(moods.map((row) => row.mood)).size).toBe(5);

    const teaching = new Set((await db.selectFrom('classTeacher').select(['classId', 'teacherId']).execute()).map((row) => `${row.classId}:${row.teacherId}`));
    const records = await db.selectFrom('growthRecord').select(['classId', 'teacherId']).execute();
    const observations = await db.selectFrom('observation').select(['classId', 'teacherId']).execute();
    expect(records.length).toBeGreaterThan(50);
    expect(observations.length).toBeGreaterThan(30);
    expect([...moods, ...records, ...observations].filter((row) => !teaching.has(`${row.classId}:${row.teacherId}`))).toEqual([]);
  });

  it('shows a child’s moods, records and observations of the last weeks', async () => {
    const db = demo.database.db;
    const observed = await db.selectFrom('observationChild').select('childId').orderBy('childId').limit(1).executeTakeFirstOrThrow();
    const token = await demo.login();
    const answer = await demo.app.inject({
      method: 'GET',
      url: '/javaApi/student/getStudentGrowthRecords',
      headers: { auth: token },
      query: { studentId: String(observed.childId), startDate: '2026-10-01', endDate: '2026-11-22' },
    });
    const growth = answer.json().data;
    expect(growth.moods.recordedDays).toBeGreaterThan(10);
    expect(growth.observations[0].goals.length).toBeGreaterThan(1);
  });
});
