import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../clock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo.js';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s teaching on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  it('shows the class teacher’s notes, homework and class life of the month on their detail', async () => {
    const login = await demo.app.inject({ method: 'POST', url: '/javaApi/login/validLogin', payload: { account: DEMO_ACCOUNTS.classTeacher, password: DEMO_PASSWORD } });
    const { teacherId } = login.json().data;
    const answer = await demo.app.inject({
      method: 'GET',
      url: '/javaApi/teacher/getTeachingSummary',
      headers: { auth: await demo.login() },
      query: { teacherId: String(teacherId), startDate: '2026-11-01', endDate: '2026-11-30' },
    });
    const summary = answer.json().data;
    // About two notes a week and one homework a week over the three school weeks of November so far.
    expect(summary.teachNoteCount).toBeGreaterThanOrEqual(3);
    expect(summary.homeworkCount).toBeGreaterThanOrEqual(2);
    expect(summary.dynamicCount).toBeGreaterThan(0);
    expect(summary.photoCount).toBeGreaterThan(0);
    expect(summary.workCount).toBeGreaterThan(0);
    const noteDates = summary.teachNotes.map((note: { noteDate: string }) => note.noteDate);
    expect(noteDates).toEqual([...noteDates].sort().reverse());
    expect(noteDates.every((date: string) => date < '2026-11-22')).toBe(true);
    for (const homework of summary.homework) expect(homework.endDate > schoolDate(new Date(homework.createdAt))).toBe(true);
  });
});
