import type { Page } from '@playwright/test';
import { daysBefore, weekdayOf } from '../support/attendance';
import { classIdOf, fillRange, readSheet } from '../support/basic-info';
import { LAST_SCHOOL_DAY } from '../support/clock';
import { BLANK_SCREEN, rowOf, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

// A whole flow with a chart and a download: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The demo teacher's own class. */
const OWN_CLASS = '托二班';
/** A demo class no other test records, for the read in 幼儿发展. */
const READ_CLASS = '中一班';

interface CareChild {
  studentId: number;
  studentName: string;
  recordable: boolean;
  waterCups: number | null;
  lunch: number | null;
  pickyNote: string | null;
}
interface ClassDay {
  editable: boolean;
  cupMl: number;
  children: CareChild[];
}

const classDay = (page: Page, classId: number, date: string) => callAs<ClassDay>(page, 'GET', '/javaApi/dailyCare/getClassDay', { classId, date });
const CHINESE_WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/**
 * A school day before the demo's three weeks of records: its children came, and nothing is recorded
 * of them yet. The first one back from TODAY, unless a run against the same server recorded it.
 */
async function unrecordedDay(page: Page, classId: number): Promise<string> {
  for (let back = 22; back <= 70; back += 1) {
    const date = daysBefore(back);
    const day = await classDay(page, classId, date);
    if (day.editable && day.children.some((child) => child.recordable) && day.children.every((child) => child.waterCups === null)) return date;
  }
  throw new Error(`no unrecorded school day from ${daysBefore(70)} to ${daysBefore(22)}`);
}

test('a teacher fills her class’s day class-wide, changes one child, saves, and sees the summary and its export', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  const classId = await classIdOf(page, OWN_CLASS);
  const day = await unrecordedDay(page, classId);
  const before = await classDay(page, classId, day);
  const came = before.children.filter((child) => child.recordable);
  const picky = came[0]!;

  await page.goto(BLANK_SCREEN);
  const menu = page.locator('.console__sider');
  await menu.getByText('幼儿管理', { exact: true }).click();
  await menu.getByText('饮水进餐', { exact: true }).click();
  await expect(page).toHaveURL('/ChildManage/DailyCare');
  // Her own class opens by itself: the only class her 本班 data scope reaches.
  await expect(page.locator('.care-page__class')).toContainText(OWN_CLASS);
  await expect(page.getByText('请选择班级')).toHaveCount(0);
  await page.getByLabel('班级', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([OWN_CLASS]);
  await page.keyboard.press('Escape');
  const picker = page.locator('.care-page__day input');
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(picker).toHaveValue(`${day} ${CHINESE_WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}`);
  await expect(page.locator('.care-sheet__counts')).toContainText(`到园 ${came.length} 名 · 未保存 ${came.length} 名`);

  await page.getByLabel('全班饮水杯数').fill('6');
  await page.getByRole('button', { name: '填入全班' }).click();
  const row = rowOf(page.locator('.care-sheet__table'), picky.studentName);
  await expect(row.getByLabel(`${picky.studentName}的饮水杯数`)).toHaveValue('6');
  await row.getByLabel(`${picky.studentName}的午餐`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="吃得很少"]').click();
  await row.getByLabel(`${picky.studentName}的挑食备注`).fill('不吃青菜');
  await page.getByRole('button', { name: `保存（${came.length}）` }).click();
  await expect(toast(page, `已保存 ${OWN_CLASS} ${day} ${came.length} 名幼儿的饮水进餐`)).toBeVisible();
  await expect(page.locator('.care-sheet__counts')).not.toContainText('未保存');

  const after = await classDay(page, classId, day);
  expect(after.children.filter((child) => child.recordable).every((child) => child.waterCups === 6)).toBe(true);
  expect(after.children.find((child) => child.studentId === picky.studentId)).toMatchObject({ lunch: 4, pickyNote: '不吃青菜' });

  await page.getByRole('tab', { name: '统计' }).click();
  const summary = page.locator('.care-summary');
  await summary.getByText('自定义', { exact: true }).click();
  await fillRange(summary.locator('.interval-bar'), day, day);
  const wellRate = Math.round(((came.length - 1) * 1000) / came.length) / 10;
  await expect(summary.locator('.care-totals')).toContainText(`记录人次 ${came.length}`);
  await expect(summary.locator('canvas')).toBeVisible();
  await expect(rowOf(summary.locator('.care-summary__days'), day)).toContainText(`${came.length}6${6 * after.cupMl}${came.length - 1}${wellRate}%`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出统计' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`${OWN_CLASS}饮水进餐统计.*\\.xlsx$`));
  const sheet = await readSheet(await download.path());
  expect(sheet[0]).toEqual(['日期', '星期', '记录人数', '人均饮水（杯）', `人均饮水（毫升，每杯${after.cupMl}毫升）`, '进餐良好人数', '进餐良好占比']);
  expect(sheet[1]).toEqual([day, weekdayOf(day), came.length, 6, 6 * after.cupMl, came.length - 1, `${wellRate}%`]);
});

test('幼儿发展 shows the 饮水进餐 of a child’s recorded days', async ({ page }) => {
  await signInAs(page);
  const classId = await classIdOf(page, READ_CLASS);
  const day = LAST_SCHOOL_DAY;
  const child = (await classDay(page, classId, day)).children.find((entry) => entry.waterCups !== null)!;
  const from = daysBefore(30);
  // The legacy family answers in its own field case.
  const care = await callAs<{ CupMl: number; Totals: { RecordedDays: number }; Days: { Date: string; WaterCups: number }[] }>(page, 'GET', '/api/Student4/GetStudentDrinkEatList', {
    StudentId: child.studentId,
    StartDate: from,
    EndDate: day,
  });

  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const panel = page.getByRole('tabpanel', { name: '幼儿发展' });
  await panel.getByText('自定义', { exact: true }).click();
  await fillRange(panel.locator('.interval-bar'), from, day);
  const section = panel.locator('.child-daily-care');
  await expect(section).toContainText(`记录 ${care.Totals.RecordedDays} 天`);
  const latest = care.Days[0]!;
  expect(latest.Date).toBe(day);
  await expect(rowOf(section, day)).toContainText(`${latest.WaterCups}杯（${latest.WaterCups * care.CupMl}毫升）`);
});
