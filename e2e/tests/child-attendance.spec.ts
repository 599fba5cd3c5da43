import type { Locator, Page } from '@playwright/test';
import { daysBefore, sheetOf, weekdayOf } from '../support/attendance';
import { classIdOf, fillRange, readSheet } from '../support/basic-info';
import { LAST_SCHOOL_DAY } from '../support/clock';
import { BLANK_SCREEN, rowOf, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

// Whole flows across two screens and downloads: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

const STATISTICS = '/ChildManage/StudentAttendStatistics';
/** The demo teacher's own class, the one class her 本班 data scope reaches. */
const CLASS_NAME = '托二班';

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);
const classRow = (scope: Page | Locator, className: string) => scope.getByRole('row').filter({ has: scope.getByRole('link', { name: className, exact: true }) });
/** The text of the cell of `row` under the column headed `header`, in the table holding the row. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<string> {
  const headers = await table.locator('thead th').allInnerTexts();
  return row.locator('td').nth(headers.findIndex((text) => text.trim() === header)).innerText();
}

async function openSheet(page: Page, date: string) {
  await page.getByRole('tab', { name: '每日点名' }).click();
  const picker = page.locator('.attend-sheet__day input');
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
  await expect(picker).toHaveValue(`${date} ${['周日', '周一', '周二', '周三', '周四', '周五', '周六'][new Date(`${date}T00:00:00Z`).getUTCDay()]}`);
}

test('a teacher marks a child absent on the daily sheet, and the statistics and the export follow', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  const classId = await classIdOf(page, CLASS_NAME);
  const day = LAST_SCHOOL_DAY;
  const child = (await sheetOf(page, classId, day)).children.find((entry) => entry.status === 1)!;

  await page.goto(BLANK_SCREEN);
  const menu = page.locator('.console__sider');
  await menu.getByText('幼儿管理', { exact: true }).click();
  await menu.getByText('幼儿考勤统计', { exact: true }).click();
  await expect(page).toHaveURL(STATISTICS);
  const filters = visible(page, '.attend-page__filters');
  await filters.getByText('自定义', { exact: true }).click();
  await fillRange(filters, day, day);
  // The server's figures for the day, not the default range's still on screen while they load.
  await expect(visible(page, '.attend-totals__range')).toHaveText(`${day} · 1 个上学日`);
  const classes = visible(page, '.ant-table');
  const absentBefore = Number(await cellUnder(classes, classRow(page, CLASS_NAME), '缺勤'));

  try {
    await classRow(page, CLASS_NAME).getByRole('button', { name: '点名' }).click();
    await expect(page).toHaveURL(new RegExp(`/classAttend/${classId}\\?tab=sheet$`));
    await openSheet(page, day);
    const row = page.locator('.attend-sheet tbody tr').filter({ hasText: child.studentName });
    await expect(row.locator('.ant-radio-button-wrapper-checked')).toHaveText('出勤');
    await row.getByText('缺勤', { exact: true }).click();
    await row.getByRole('textbox').fill('发烧请假');
    await page.getByRole('button', { name: /保存点名/ }).click();
    await expect(toast(page, '已保存 1 名幼儿的考勤')).toBeVisible();
    await expect(row.locator('.ant-radio-button-wrapper-checked')).toHaveText('缺勤');

    await page.getByRole('tab', { name: '考勤明细' }).click();
    const extra = page.locator('.ant-tabs-extra-content');
    await extra.getByText('自定义', { exact: true }).click();
    await fillRange(extra, day, day);
    const children = page.locator('.attend-class__children');
    const childRow = rowOf(children, child.studentName);
    await expect.poll(() => cellUnder(children, childRow, '缺勤')).toBe('1');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出班级明细' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`${CLASS_NAME}考勤明细.*\\.xlsx$`));
    const sheet = await readSheet(await download.path());
    expect(sheet[0]).toEqual(['姓名', `${weekdayOf(day)} ${day.slice(5)}`, '出勤', '离园', '缺勤', '请假', '出勤率']);
    expect(sheet).toContainEqual([child.studentName, '×', 0, 0, 1, 0, '0%']);

    await page.getByRole('button', { name: '返回' }).click();
    // The statistics come back with the range they were left with, in their URL.
    await expect(page).toHaveURL(`${STATISTICS}?dateType=4&startDate=${day}&endDate=${day}`);
    await expect.poll(async () => Number(await cellUnder(visible(page, '.ant-table'), classRow(page, CLASS_NAME), '缺勤'))).toBe(absentBefore + 1);
  } finally {
    // The demo day as it was, for the other screens' tests.
    await callAs(page, 'POST', '/javaApi/studentAttend/saveClassAttendSheet', { classId, date: day, records: [{ studentId: child.studentId, status: 1 }] });
  }
});

test('the statistics by class and by child, with their exports', async ({ page }) => {
  await signInAs(page);
  await page.goto(STATISTICS);
  const classes = visible(page, '.ant-table');
  await expect(classes.locator('tbody tr')).toHaveCount(12);
  await expect(page.locator('.attend-totals__range')).toContainText('个上学日');
  // A class's name reads on one line, not squeezed into a narrow column a character a line.
  const className = classes.getByRole('link', { name: '托一班', exact: true });
  expect(await className.evaluate((link) => link.getClientRects().length)).toBe(1);

  let downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出班级统计' }).click();
  const classSheet = await readSheet(await (await downloading).path());
  expect(classSheet[0]).toEqual(['年级', '班级', '在读幼儿', '上学日', '已点名天数', '记录人次', '出勤', '离园', '缺勤', '请假', '出勤率']);
  expect(classSheet).toHaveLength(13);

  await page.getByRole('tab', { name: '按幼儿' }).click();
  const search = page.getByPlaceholder('输入幼儿姓名');
  const someone = (await callAs<{ list: { studentName: string }[] }>(page, 'GET', '/javaApi/studentAttend/getStudentAttendStatistics', { classId: await classIdOf(page, '中一班'), pageSize: 1 })).list[0]!;
  await search.fill(someone.studentName);
  await search.press('Enter');
  const row = rowOf(page, someone.studentName).first();
  await expect(row).toContainText('中一班');
  await row.getByRole('button', { name: someone.studentName }).click();
  const drawer = page.getByRole('dialog', { name: `${someone.studentName} · 考勤记录` });
  await expect(drawer.locator('tbody tr').first()).toContainText(/出勤|缺勤|离园|未记录/);
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出幼儿统计' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/幼儿考勤统计.*\.xlsx$/);
  const childSheet = await readSheet(await download.path());
  expect(childSheet[0]).toEqual(['姓名', '性别', '年级', '班级', '上学日', '出勤', '离园', '缺勤', '请假', '出勤率', '未记录']);
  expect(childSheet.map((cells) => cells[0])).toContain(someone.studentName);
});

test('a weekend day cannot be taken', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  const classId = await classIdOf(page, CLASS_NAME);
  const saturday = daysBefore(4); // TODAY is a Wednesday
  await page.goto(`${STATISTICS}/classAttend/${classId}?tab=sheet`);
  await openSheet(page, saturday);
  await expect(page.locator('.attend-sheet__closed')).toHaveText(`${saturday} 是周六，不是上学日，无需点名。`);
  await expect(page.getByRole('button', { name: /保存点名/ })).toBeDisabled();
});
