import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s teaching research on %s', (dialect) => {
  const demo = demoForTests(dialect);
  const get = demo.body;

  it('has a semester’s weekly plans, next week’s without an outcome yet, and records of every kind', async () => {
    const plans = (await get('/api/TeachResearch4Plan/GetTeachWeekList', { pageSize: '50' })).Data;
    // The demo day is Sunday 22 November 2026, in week 12 of the first semester; week 6's Wednesday falls in the National Day holiday.
    expect(plans.List.map((row: { WeekIndex: number }) => row.WeekIndex)).toEqual([13, 12, 11, 10, 9, 8, 7, 5, 4, 3, 2, 1]);
    expect(plans.List[0]).toMatchObject({ ResearchDate: '2026-11-25', SemesterName: '第一学期', YearName: '2026-2027学年' });
    expect(plans.List[1].Participants.length).toBeGreaterThanOrEqual(4);
    const upcoming = await get('/api/TeachResearch4Plan/GetTeachWeekInfo', { researchId: String(plans.List[0].ResearchId) });
    expect(upcoming.Data.Outcome).toBe('');
    const held = await get('/api/TeachResearch4Plan/GetTeachWeekInfo', { researchId: String(plans.List[1].ResearchId) });
    expect(held.Data.Outcome).not.toBe('');

    for (const path of ['TeachResearch4Discuss/GetTeachDiscussList', 'TeachResearch4Learing/GetTeachLearingList', 'TeachResearch4Trial/GetTeachTrialList', 'TeachResearch4Other/GetTeachOtherList']) {
      const page = (await get(`/api/${path}`)).Data;
      expect(page.Total, path).toBeGreaterThanOrEqual(2);
      expect(page.List.every((row: { ResearchDate: string }) => row.ResearchDate < '2026-11-22'), path).toBe(true);
    }
  });

  it('shows a grade leader’s research on the teacher detail', async () => {
    const plans = (await get('/api/TeachResearch4Plan/GetTeachWeekList')).Data;
    const leader = plans.List[0].OrganizerId;
    const mine = (await get('/javaApi/teachResearch/getTeacherResearchList', { teacherId: String(leader) })).data;
    expect(mine.total).toBeGreaterThan(3);
    expect(mine.kindCounts.find((count: { kind: number }) => count.kind === 1).count).toBeGreaterThan(1);
  });
});
