import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s teacher attendance settings on %s', (dialect) => {
  let demo: DemoApp;
  let token: string;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
  });
  afterAll(() => demo.close());

  const get = async (url: string, query: Record<string, string> = {}) => (await demo.app.inject({ method: 'GET', url, headers: { auth: token }, query })).json().data;

  it('has three shifts (the night one past midnight), two groups with all staff, the leave types, and this month and the next planned', async () => {
    const shifts = (await get('/javaApi/teacherAttend/getShiftList')).list as { shiftName: string; timeText: string }[];
    expect(shifts.map((shift) => `${shift.shiftName} ${shift.timeText}`)).toEqual(['早班 07:00-16:00', '常规班 07:50-12:00 13:30-17:30', '晚班 19:00-次日07:00']);
    const groups = (await get('/javaApi/teacherAttend/getAttendGroupList')).list as { groupName: string; loopTypeName: string; memberCount: number }[];
    expect(groups.map((group) => [group.groupName, group.loopTypeName])).toEqual([
      ['教学组', '按周'],
      ['后勤组', '按天轮班'],
    ]);
    expect(groups.every((group) => group.memberCount > 0)).toBe(true);
    expect((await get('/javaApi/teacherAttend/getTeacherFilterList', { groupState: '2' })).total).toBe(0);
    const leaveTypes = (await get('/javaApi/teacherAttend/getLeaveTypeList')) as { leaveTypeName: string }[];
    expect(leaveTypes.map((type) => type.leaveTypeName)).toEqual(['病假', '事假', '年假', '婚假', '产假', '丧假', '调休']);

    const teaching = (await get('/javaApi/teacherAttend/getAttendGroupListForFilter'))[0].groupId;
    for (const month of ['2026-11', '2026-12']) {
      const grid = await get('/javaApi/teacherAttend/getArrangeShiftList', { groupId: String(teaching), month });
      expect(grid.teachers.every((row: { cells: unknown[] }) => row.cells.length === grid.days.length)).toBe(true);
    }
  });
});
