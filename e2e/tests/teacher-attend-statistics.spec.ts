import type { Page } from '@playwright/test';
import { readSheet } from '../support/basic-info';
import { TODAY } from '../support/clock';
import { rowOf } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, type TestTeacher } from '../support/teachers';
import { uniqueName } from '../support/unique';

const ATTEND_STATISTICS = '/TeacherAttend/AttendStatistics';
const MONTH = TODAY.slice(0, 7);
/** 周一 to 周五 of a week of this month before TODAY. */
const WEEK = { startDate: `${MONTH}-09`, endDate: `${MONTH}-13` };
const LEAVE_DAY = `${MONTH}-11`;

interface Totals {
  dueDays: number;
  presentDays: number;
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  earlyMinutes: number;
  absentDays: number;
  abnormalDays: number;
  missingCount: number;
  leaveDays: number;
  leaveByType: { leaveTypeId: number; days: number }[];
  tripDays: number;
  overtimeHours: number;
}
interface Statistics {
  list: (Totals & { teacherId: number; teacherName: string; departmentName: string | null })[];
  leaveTypes: { leaveTypeId: number; leaveTypeName: string }[];
}

/** A new teacher on a shift for a week of this month, with a day of 病假 and an evening of overtime in it. */
async function teacherWithAWeek(page: Page) {
  const { shiftId } = await callAs<{ shiftId: number }>(page, 'POST', '/javaApi/teacherAttend/addShift', { shiftName: uniqueName('统'), periods: [{ startTime: '08:00', endTime: '17:00' }] });
  const teacher = await addTeacher(page);
  await callAs(page, 'POST', '/javaApi/teacherAttend/addAttendGroup', {
    groupName: uniqueName('统计组'),
    loopType: 1,
    loopShiftIds: [shiftId, shiftId, shiftId, shiftId, shiftId, null, null],
    teacherIds: [teacher.teacherId],
  });
  await callAs(page, 'POST', '/javaApi/teacherAttend/addArrangeShift', { teacherIds: [teacher.teacherId], ...WEEK, shiftId });
  const leaveTypes = await callAs<{ leaveTypeId: number; leaveTypeName: string }[]>(page, 'GET', '/javaApi/teacherAttend/getLeaveTypeListForFilter');
  const sick = leaveTypes.find((type) => type.leaveTypeName === '病假')!;
  await callAs(page, 'POST', '/javaApi/teacherAttend/addLeaveRecord', {
    teacherIds: [teacher.teacherId],
    leaveTypeId: sick.leaveTypeId,
    startDate: LEAVE_DAY,
    endDate: LEAVE_DAY,
    reason: '发烧',
  });
  await callAs(page, 'POST', '/javaApi/teacherAttend/addOvertimeRecord', { teacherIds: [teacher.teacherId], workDate: WEEK.startDate, startTime: '18:00', endTime: '20:30' });
  return teacher;
}

/** The teacher's row as the statistics call answers it for this month. */
async function statisticsOf(page: Page, teacher: TestTeacher) {
  const statistics = await callAs<Statistics>(page, 'GET', '/javaApi/teacherAttend/getAttendStatistics', {
    startDate: `${MONTH}-01`,
    endDate: `${MONTH}-30`,
    searchKey: teacher.teacherName,
    pageIndex: 1,
    pageSize: 10,
  });
  return { row: statistics.list.find((row) => row.teacherId === teacher.teacherId)!, leaveTypes: statistics.leaveTypes };
}

/** The table's cells of a row, in the order of its columns. */
function cellsOf({ row, leaveTypes }: Awaited<ReturnType<typeof statisticsOf>>) {
  const leaveOf = (leaveTypeId: number) => row.leaveByType.find((leave) => leave.leaveTypeId === leaveTypeId)?.days ?? 0;
  return [
    row.teacherName,
    row.departmentName ?? '—',
    row.dueDays,
    row.presentDays,
    row.lateCount,
    row.lateMinutes,
    row.earlyCount,
    row.earlyMinutes,
    row.absentDays,
    row.abnormalDays,
    row.missingCount,
    row.tripDays,
    row.overtimeHours,
    row.leaveDays,
    ...leaveTypes.map((type) => leaveOf(type.leaveTypeId)),
  ].map(String);
}

test('a teacher’s month: the totals as the call counts them, the month as a calendar, an export, and a leave deleted from its records', async ({ page }) => {
  test.slow();
  await signInAs(page);
  const teacher = await teacherWithAWeek(page);
  const answered = await statisticsOf(page, teacher);
  expect(answered.row.overtimeHours).toBe(2.5);
  const sickColumn = answered.leaveTypes.find((type) => type.leaveTypeName === '病假')!;
  expect(answered.row.leaveByType.find((leave) => leave.leaveTypeId === sickColumn.leaveTypeId)?.days).toBe(1);

  await page.goto(ATTEND_STATISTICS);
  await page.getByRole('searchbox', { name: '搜索' }).fill(teacher.teacherName);
  await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
  const row = rowOf(page, teacher.teacherName);
  await expect(row.getByRole('cell')).toHaveText(cellsOf(answered));

  // 个人考勤: the leave day and a day without clock-ins as the call says them.
  await row.getByRole('button', { name: teacher.teacherName }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `${teacher.teacherName} · 个人考勤` });
  await expect(drawer.getByLabel('月份')).toHaveValue(MONTH);
  const leaveDay = drawer.getByLabel(LEAVE_DAY, { exact: true });
  await expect(leaveDay).toContainText('请假');
  await expect(leaveDay).toContainText('病假');
  await expect(drawer.getByLabel('本月汇总')).toContainText(`加班${answered.row.overtimeHours}小时`);
  await expect(drawer.getByRole('row').filter({ hasText: '发烧' })).toContainText('病假');
  await drawer.getByRole('button', { name: '上个月' }).click();
  await expect(drawer.getByLabel('月份')).not.toHaveValue(MONTH);
  await expect(drawer.getByLabel('本月汇总')).toContainText('应出勤0天');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出与记录/ }).click();
  await page.getByRole('menuitem', { name: '导出考勤统计' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await download.path());
  expect(sheet.some((cells) => cells.includes(teacher.teacherName))).toBe(true);

  await page.getByRole('button', { name: /导出与记录/ }).click();
  await page.getByRole('menuitem', { name: '请假记录' }).click();
  const records = page.locator('.ant-drawer').filter({ hasText: '考勤记录' });
  await expect(records.getByRole('tab', { name: '请假记录', selected: true })).toBeVisible();
  await records.getByRole('searchbox', { name: '搜索' }).fill(teacher.teacherName);
  await records.getByRole('searchbox', { name: '搜索' }).press('Enter');
  const leave = rowOf(records, teacher.teacherName);
  await expect(leave).toContainText('病假');
  await expect(leave).toContainText('发烧');
  await leave.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(rowOf(records, teacher.teacherName)).toHaveCount(0);
  await expect(records).toContainText('没有符合条件的请假记录');
  await page.keyboard.press('Escape');
  await expect(records).toBeHidden();

  const afterDelete = await statisticsOf(page, teacher);
  expect(afterDelete.row.leaveDays).toBe(0);
  await expect(row.getByRole('cell')).toHaveText(cellsOf(afterDelete));
});

test('按部门 after 按人员: one row per department, none of the teachers’ rows left behind', async ({ page }) => {
  await signInAs(page);
  const departments = await callAs<{ list: { departmentName: string | null; teacherCount: number }[]; total: number }>(page, 'GET', '/javaApi/teacherAttend/getAttendStatistics', {
    startDate: `${MONTH}-01`,
    endDate: `${MONTH}-30`,
    by: 2,
    pageIndex: 1,
    pageSize: 20,
  });
  await page.goto(ATTEND_STATISTICS);
  await expect(page.getByText(/^共 \d+ 人$/)).toBeVisible();
  await page.getByRole('tab', { name: '按部门' }).click();
  await expect(page.getByText(`共 ${departments.total} 个部门`)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(departments.list.length);
  const first = departments.list[0]!;
  await expect(rowOf(page, first.departmentName ?? '未分配部门')).toHaveCount(1);
});
