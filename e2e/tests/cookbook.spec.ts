import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { daysBefore } from '../support/attendance';
import { readSheet } from '../support/basic-info';
import { addChild } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const COOK_MANAGE = '/CookBook/CookManage';

/** The Monday `weeks` weeks from this one, in China. */
function mondayFromNow(weeks: number): string {
  const today = new Date(`${daysBefore(0)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + weeks * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('食谱');
  sheet.addRow(['日期*', '餐次*', '菜品*']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Goes `weeks` weeks on with 下一周. */
async function nextWeeks(page: Page, weeks: number) {
  for (let week = 0; week < weeks; week += 1) await page.getByRole('button', { name: '下一周' }).click();
}

async function importFile(page: Page, rows: string[][]): Promise<Locator> {
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入食谱' });
  await dialog.locator('input[type=file]').setInputFiles({ name: '食谱.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook(rows) });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  return dialog;
}

test('食谱管理 shows a grade’s week, and plans, copies, exports and deletes another week', async ({ page }) => {
  await signInAs(page);
  await page.goto(COOK_MANAGE);
  const grid = page.locator('.cookbook-grid');
  // The demo's cookbook of this week: Monday's lunch.
  await expect(grid).toContainText('土豆烧牛肉');
  await page.getByRole('tab', { name: '大班' }).click();
  await expect(grid).toContainText('土豆烧牛肉');

  await nextWeeks(page, 2);
  await expect(page.getByText('这一周还没有食谱')).toBeVisible();
  await page.getByRole('button', { name: '编排食谱' }).click();
  const editing = page.getByRole('dialog', { name: '编辑食谱 · 大班' });
  await editing.locator('.ant-select').first().click();
  await page.keyboard.type('燕麦粥');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toContainText('燕麦粥');
  await page.keyboard.press('Enter');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '食谱已保存（1个年级）')).toBeVisible();
  await expect(rowOf(grid, '早餐')).toContainText('燕麦粥');

  await page.getByRole('button', { name: '复制到…' }).click();
  await page.getByRole('dialog', { name: /复制食谱/ }).getByRole('button', { name: '复制' }).click();
  await expect(toast(page, '已复制到1个年级')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/大班-食谱-\d{8}\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]![0]).toBe('餐次');
  expect(rows[1]).toContain('燕麦粥');

  await page.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '食谱已删除')).toBeVisible();
  await expect(page.getByText('这一周还没有食谱')).toBeVisible();

  // The copy went to the week after.
  await nextWeeks(page, 1);
  await expect(rowOf(grid, '早餐')).toContainText('燕麦粥');
});

test('导入 reports each wrong row and imports nothing, then imports a correct file', async ({ page }) => {
  await signInAs(page);
  await page.goto(COOK_MANAGE);
  await page.getByRole('tab', { name: '中班' }).click();
  const monday = mondayFromNow(5);
  const wrong = await importFile(page, [
    [monday, '早餐', '牛奶'],
    [monday, '宵夜', '不存在的菜'],
  ]);
  await expect(wrong).toContainText('有 1 行不正确，未导入任何内容');
  await expect(rowOf(wrong, '宵夜')).toHaveCount(0);
  await expect(wrong.getByRole('row').filter({ hasText: '食物管理中没有：不存在的菜' })).toContainText('3');
  await wrong.getByRole('button', { name: '完成' }).click();

  const right = await importFile(page, [[monday, '午餐', '米饭、清蒸鲈鱼']]);
  await expect(right).toContainText('已导入 1 行菜品');
  await right.getByRole('button', { name: '完成' }).click();
  await nextWeeks(page, 5);
  await expect(rowOf(page.locator('.cookbook-grid'), '午餐')).toContainText('清蒸鲈鱼');
});

test('共享信息 shows the branch’s cookbooks of the week and returns to 食谱管理', async ({ page }) => {
  await signInAs(page);
  await page.goto('/CookBook/ShowCook');
  const shared = page.locator('.cookbook-shared').filter({ hasText: '阳光幼儿园（东湖分园） · 小班' });
  await expect(shared).toContainText('番茄鸡蛋面');
  await page.getByRole('button', { name: '返回食谱管理' }).click();
  await expect(page).toHaveURL(new RegExp(`${COOK_MANAGE}$`));
});

test('食物管理 adds a food with its icon, finds, edits and deletes it; a food in a cookbook stays', async ({ page }) => {
  await signInAs(page);
  await page.goto('/CookBook/FoodManage');
  const name = uniqueName('香煎鳕鱼');
  await page.getByRole('button', { name: '新增食物' }).click();
  const adding = page.getByRole('dialog', { name: '新增食物' });
  await adding.getByLabel('食物名称').fill(name);
  await adding.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('水产', { exact: true }).click();
  await adding.locator('label').filter({ has: page.getByRole('radio', { name: '鱼', exact: true }) }).click();
  await adding.getByLabel('蛋白质').fill('17.5');
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加食物「${name}」`)).toBeVisible();

  await page.getByPlaceholder('输入食物名称搜索').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, name);
  await expect(row.locator('svg.tabler-icon-fish')).toBeVisible();
  await expect(row).toContainText('水产');
  await expect(row).toContainText('17.5');

  await row.getByRole('button', { name: '编辑' }).click();
  const editing = page.getByRole('dialog', { name: '编辑食物' });
  await editing.getByLabel('蛋白质').fill('18');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `食物「${name}」已保存`)).toBeVisible();
  await expect(row).toContainText('18');

  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除食物「${name}」`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByPlaceholder('输入食物名称搜索').fill('土豆烧牛肉');
  await page.getByRole('button', { name: '查询' }).click();
  await rowOf(page, '土豆烧牛肉').getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.ant-message')).toContainText('「土豆烧牛肉」已用于食谱中的');
  await expect(rowOf(page, '土豆烧牛肉')).toBeVisible();
});

test('幼儿发展 shows what the child’s grade was served in 膳食', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测膳'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const meals = page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.child-meals');
  await expect(meals.getByRole('row').filter({ hasText: daysBefore(0) })).toContainText('午餐');
});
