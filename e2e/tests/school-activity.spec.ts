import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { daysBefore } from '../support/attendance';
import { classIdOf, fillRange, formItem } from '../support/basic-info';
import { addChild, TEST_CLASS } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { pickOption } from '../support/teachers';
import { uniqueName } from '../support/unique';

const SCHOOL_ACTIVITY = '/ActivityManage/SchoolActivity';

/** An area of its own for a test's routines, so that no other routine takes its times. */
const addArea = (page: Page, name: string) => callAs<{ AreaId: number }>(page, 'POST', '/api/Area4/AddOrUpdateArea', { Name: name, Location: '测试楼' });

async function searchActivities(page: Page, text: string) {
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

async function pickMany(item: Locator, options: string[]) {
  const page = item.page();
  await item.locator('.ant-select').click();
  for (const option of options) {
    await page.keyboard.type(option);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveAttribute('title', option);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
}

/** Types both ends of the antd time range picker inside `item`. */
async function fillTimes(item: Locator, start: string, end: string) {
  const [from, to] = [item.getByPlaceholder('开始'), item.getByPlaceholder('结束')];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('园所活动 adds a school activity, shows its detail, edits and deletes it', async ({ page }) => {
  const name = uniqueName('亲子运动会');
  await page.goto(SCHOOL_ACTIVITY);
  await page.getByRole('button', { name: '新增园所活动' }).click();
  const dialog = page.getByRole('dialog', { name: '新增园所活动' });
  await formItem(dialog, '活动名称').getByRole('textbox').fill(name);
  await pickOption(formItem(dialog, '活动类型'), '运动会');
  await fillRange(formItem(dialog, '活动日期'), '2026-10-23', '2026-10-23');
  await fillTimes(formItem(dialog, '时间'), '09:00', '11:00');
  await pickMany(formItem(dialog, '参加班级'), ['大一班', '大二班']);
  await pickMany(formItem(dialog, '评价单元'), ['幼儿参与']);
  await formItem(dialog, '活动内容').getByRole('textbox').fill('亲子接力、袋鼠跳、拔河比赛。');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `已添加园所活动「${name}」`)).toBeVisible();

  await searchActivities(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('2026-10-23 09:00-11:00');
  await expect(row).toContainText('大一班、大二班');
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: name });
  await expect(drawer).toContainText('亲子接力、袋鼠跳、拔河比赛。');
  await expect(drawer).toContainText('幼儿参与是否积极');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await row.getByRole('button', { name: '编辑' }).click();
  const editing = page.getByRole('dialog', { name: '编辑园所活动' });
  const edited = `${name}（改期）`;
  await formItem(editing, '活动名称').getByRole('textbox').fill(edited);
  await fillRange(formItem(editing, '活动日期'), '2026-10-30', '2026-10-30');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '园所活动已保存')).toBeVisible();
  const editedRow = rowOf(page, edited);
  await expect(editedRow).toContainText('2026-10-30 09:00-11:00');

  await editedRow.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除「${edited}」`)).toBeVisible();
  await expect(editedRow).toHaveCount(0);
});

test('园所活动 adds a weekly routine, refuses a clash, and imports routines all or nothing', async ({ page }, testInfo) => {
  const areaName = uniqueName('测区');
  await addArea(page, areaName);
  const routine = uniqueName('建构游戏');
  await page.goto(SCHOOL_ACTIVITY);
  await page.getByRole('button', { name: '新增常规活动' }).click();
  const dialog = page.getByRole('dialog', { name: '新增常规活动' });
  await formItem(dialog, '活动名称').getByRole('textbox').fill(routine);
  await pickOption(formItem(dialog, '班级'), TEST_CLASS);
  await pickOption(formItem(dialog, '区域'), areaName);
  await pickOption(formItem(dialog, '每周'), '周二');
  await fillTimes(formItem(dialog, '时间'), '09:30', '10:10');
  await fillRange(formItem(dialog, '起止日期'), '2026-09-01', '2027-01-20');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `已添加常规活动「${routine}」`)).toBeVisible();
  await searchActivities(page, routine);
  await expect(rowOf(page, routine)).toContainText('每周二 09:30-10:10');
  await expect(rowOf(page, routine)).toContainText(areaName);

  await page.getByRole('button', { name: '导入常规活动' }).click();
  const importing = page.getByRole('dialog', { name: '导入常规活动' });
  const download = page.waitForEvent('download');
  await importing.getByRole('button', { name: '下载导入模板' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/常规活动导入模板.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.getWorksheet('常规活动')!;
  const imported = uniqueName('绘本阅读');
  // The template's rows carry drop-downs: the filled rows go at the top, under the header.
  sheet.getRow(2).values = [imported, TEST_CLASS, areaName, '周三', '10:00', '10:30', '2026-09-01', '2027-01-20', '阅读活动', '共读绘本'];
  // Takes the area on Tuesday while the routine added above has it.
  sheet.getRow(3).values = [imported, '大三班', areaName, '周二', '09:40', '10:20', '2026-09-01', '2027-01-20', '', ''];
  const file = testInfo.outputPath('常规活动.xlsx');
  await workbook.xlsx.writeFile(file);

  await importing.locator('input[type="file"]').setInputFiles(file);
  await importing.getByRole('button', { name: '开始导入' }).click();
  await expect(importing.getByText('有 1 行错误，本次未导入任何常规活动')).toBeVisible();
  await expect(rowOf(importing, '区域这个时段已安排了')).toContainText(`${TEST_CLASS}的「${routine}」（周二 09:30-10:10）`);

  await importing.getByRole('button', { name: '继续导入' }).click();
  sheet.spliceRows(3, 1);
  const corrected = testInfo.outputPath('常规活动-改正.xlsx');
  await workbook.xlsx.writeFile(corrected);
  await importing.locator('input[type="file"]').setInputFiles(corrected);
  await importing.getByRole('button', { name: '开始导入' }).click();
  await expect(importing.getByText('成功导入 1 项常规活动')).toBeVisible();
  await importing.getByRole('button', { name: '完成' }).click();
  await searchActivities(page, imported);
  await expect(rowOf(page, imported)).toContainText('每周三 10:00-10:30');
});

test('幼儿发展 shows the activities of the child’s class', async ({ page }) => {
  const child = await addChild(page, uniqueName('测活'));
  const classId = await classIdOf(page, TEST_CLASS);
  const today = daysBefore(0);
  const event = uniqueName('班级故事会');
  await callAs(page, 'POST', '/api/SchoolActivity4/AddSchoolActivity', { Name: event, TypeId: 8, StartDate: today, EndDate: today, ClassIds: [classId], Content: '每位幼儿讲一个故事。' });

  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const section = page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.child-activities');
  const row = rowOf(section, event);
  await expect(row).toContainText('园所活动');
  await expect(row).toContainText(TEST_CLASS);
  await expect(row).toContainText('1 天');
});
