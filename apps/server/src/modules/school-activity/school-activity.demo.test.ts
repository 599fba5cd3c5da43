import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s activities and areas on %s', (dialect) => {
  const demo = demoForTests(dialect);
  const get = demo.data;

  it('has the school’s areas, each class’s routines without clashes, and the semester’s events', async () => {
    const areas = await get('/api/Area4/GetAreaList', { pageSize: '50' });
    expect(areas.List.map((area: { Name: string }) => area.Name)).toEqual(['建构区', '美工区', '阅读区', '科学发现区', '角色扮演区', '户外沙水区', '户外攀爬区', '种植园', '大操场']);
    expect(areas.List.every((area: { ActivityCount: number }) => area.ActivityCount > 0)).toBe(true);

    const routines = (await get('/api/SchoolActivity4/GetSchoolActivityList', { kind: '2', pageSize: '200' })).List as { AreaId: number; Weekday: number; StartTime: string; Classes: unknown[] }[];
    const classes = new Set(routines.flatMap((row) => row.Classes.map((item) => JSON.stringify(item))));
    expect(routines.length).toBe(classes.size * 2);
    const slots = routines.map((row) => `${row.AreaId}|${row.Weekday}|${row.StartTime}`);
    expect(new Set(slots).size).toBe(slots.length);

    const events = (await get('/api/SchoolActivity4/GetSchoolActivityList', { kind: '1', pageSize: '50' })).List as { Name: string; StartDate: string }[];
    expect(events.map((row) => row.Name)).toContain('秋季亲子运动会');
    expect(events.some((row) => row.StartDate > '2026-11-22')).toBe(true);
  });

  it('counts the areas’ use this semester and shows a child’s activities', async () => {
    const stats = await get('/api/Area4/GetAreaUseStatistics', { startDate: '2026-09-01', endDate: '2026-11-22' });
    expect(stats.Areas).toHaveLength(9);
    expect(stats.Areas.every((area: { UseCount: number }) => area.UseCount > 0)).toBe(true);

    const child = (await demo.data('/api/Student4/GetStudentList', { pageSize: '1' })).List[0];
    const mine = await get('/api/Student4/GetStudentActivityList', { studentId: String(child.StudentId), startDate: '2026-09-01', endDate: '2026-11-22' });
    expect(mine.SchoolActivities.map((row: { Name: string }) => row.Name)).toContain('秋季亲子运动会');
    expect(mine.RegularActivities).toHaveLength(2);
    expect(mine.RegularActivities[0].SessionCount).toBeGreaterThan(5);
  });
});
