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
    // A child of a course observation, which has goals.
    const observed = await db
      .selectFrom('observationChild')
      .select('childId')
      .where('observationId', 'in', db.selectFrom('observationGoal').select('observationId'))
      .orderBy('childId')
      .limit(1)
      .executeTakeFirstOrThrow();
    const token = await demo.login();
    const answer = await demo.app.inject({
      method: 'GET',
      url: '/javaApi/student/getStudentGrowthRecords',
      headers: { auth: token },
      query: { studentId: String(observed.childId), startDate: '2026-10-01', endDate: '2026-11-22' },
    });
    const growth = answer.json().data;
    expect(growth.moods.recordedDays).toBeGreaterThan(10);
    expect(growth.observations.some((observation: { goals: unknown[] }) => observation.goals.length > 1)).toBe(true);
  });

  it('has observations with item levels this term, 学习品质 among them, which the child’s 学习品质 read follows', async () => {
    const db = demo.database.db;
    const levels = await db.selectFrom('observationLevel').select(['childId', 'itemId', 'level']).execute();
    expect(levels.length).toBeGreaterThan(300);
    expect(new Set(levels.map((row) => row.level))).toEqual(new Set([1, 2, 3]));
    const quality = levels.filter((row) => row.itemId > 600);
    expect(quality.length / levels.length).toBeGreaterThan(0.3);

    const token = await demo.login();
    const answer = await demo.app.inject({
      method: 'GET',
      url: '/api/Student4/GetStudentLearningQuality',
      headers: { auth: token },
      query: { studentId: String(quality[0]!.childId), startDate: '2026-09-01', endDate: '2026-11-30' },
    });
    const items = answer.json().Data.Items as { LatestLevel: number | null; Observations: { Remark: string | null }[] }[];
    expect(items.filter((item) => item.LatestLevel !== null).length).toBeGreaterThan(0);
  });
});
