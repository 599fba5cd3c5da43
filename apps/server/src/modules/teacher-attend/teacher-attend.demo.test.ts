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

  it('has a term of clock-ins with some lateness, and leaves, trips, overtime and 补卡 among them', async () => {
    const friday = await get('/javaApi/teacherAttend/getDayAttendList', { dateTime: '2026-11-20', pageSize: '200' });
    const count = (status: number) => friday.summary.find((one: { status: number }) => one.status === status).count as number;
    expect(count(1)).toBeGreaterThan(friday.total / 2);
    expect(friday.list.filter((row: { clockIns: unknown[] }) => row.clockIns.length >= 2).length).toBeGreaterThan(friday.total / 2);
    const term = await get('/javaApi/teacherAttend/getAttendStatistics', { startDate: '2026-09-01', endDate: '2026-11-21', pageSize: '200' });
    const rows = term.list as { dueDays: number; presentDays: number; lateCount: number }[];
    expect(rows.every((row) => row.dueDays > 40)).toBe(true);
    expect(rows.filter((row) => row.lateCount > 0).length).toBeGreaterThan(rows.length / 2);
    expect(rows.reduce((sum, row) => sum + row.presentDays, 0) / rows.reduce((sum, row) => sum + row.dueDays, 0)).toBeGreaterThan(0.9);
    // The README's example: the head school's first teacher card at its gate machine.
    const swipe = await demo.app.inject({ method: 'POST', url: '/javaApi/teacherAttend/teacherCardSwipe', payload: { deviceKey: 'demo-card-machine-yangguang', cardNo: '3000100001' } });
    expect(swipe.json()).toMatchObject({ code: 200, data: { message: expect.stringMatching(/ 打卡成功 \d\d:\d\d$/) } });
    for (const list of ['getLeaveRecordList', 'getTripRecordList', 'getOvertimeRecordList', 'getManualRecordList']) {
      expect((await get(`/javaApi/teacherAttend/${list}`)).total).toBeGreaterThan(0);
    }
  });
});
