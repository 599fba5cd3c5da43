import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { field, TEST_CLASS } from '../support/children';
import { rowOf } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName, uniquePhone } from '../support/unique';

/** Opens 批量导入 and downloads the school's template through it, as a teacher would start. */
async function openImportWithTemplate(page: Page): Promise<{ dialog: Locator; workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet }> {
  await page.goto('/ChildManage/Child');
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入幼儿' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/幼儿导入模板.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  return { dialog, workbook, sheet: workbook.getWorksheet('幼儿信息')! };
}

async function searchByName(page: Page, name: string) {
  await field(page, '姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('批量导入 a workbook with one bad row, good rows only, and downloads the error report', async ({ page }, testInfo) => {
  const { dialog, workbook, sheet } = await openImportWithTemplate(page);
  const family = uniqueName('测导');
  const [good, other, bad] = [`${family}甲`, `${family}乙`, `${family}丙`];
  sheet.addRow([good, '男', '2021-03-15', '汉族', TEST_CLASS, '', `${good}爸爸`, '父亲', uniquePhone()]);
  sheet.addRow([other, '女', '2021-07-02', '', TEST_CLASS, '2026-09-01', `${other}妈妈`, '母亲', uniquePhone(), `${other}奶奶`, '奶奶', uniquePhone()]);
  sheet.addRow([bad, '女', '2021-05-20', '汉族', '没有这个班', '', `${bad}妈妈`, '母亲', '12345']);
  const filled = testInfo.outputPath('幼儿导入.xlsx');
  await workbook.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  await expect(dialog.getByText('幼儿导入.xlsx')).toBeVisible();
  await dialog.getByLabel('只导入正确的行（出错的行可下载报告改正后再导）').check();
  await dialog.getByRole('button', { name: '开始导入' }).click();

  await expect(dialog.getByText('已导入 2 名幼儿，1 行有错误未导入')).toBeVisible();
  const errorRow = rowOf(dialog, bad);
  await expect(errorRow).toContainText('本学年没有班级「没有这个班」');
  await expect(errorRow).toContainText('家长手机号应为11位手机号');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toMatch(/幼儿导入错误报告.*\.xlsx$/);
  const reportBook = new ExcelJS.Workbook();
  await reportBook.xlsx.readFile(await report.path());
  const reportText = JSON.stringify(reportBook.worksheets[0]!.getSheetValues());
  expect(reportText).toContain(bad);
  expect(reportText).toContain('没有这个班');

  await dialog.getByRole('button', { name: '完成' }).click();
  await searchByName(page, family);
  await expect(rowOf(page, good)).toContainText(TEST_CLASS);
  await expect(rowOf(page, other)).toContainText(`${other}妈妈`);
  await expect(rowOf(page, bad)).toHaveCount(0);
});

test('全部导入或全不导入 imports nothing when a row is wrong', async ({ page }, testInfo) => {
  const { dialog, workbook, sheet } = await openImportWithTemplate(page);
  const good = uniqueName('测全');
  sheet.addRow([good, '男', '2021-03-15', '汉族', TEST_CLASS, '', `${good}爸爸`, '父亲', uniquePhone()]);
  sheet.addRow([uniqueName('测全'), '男', '2030-01-01', '汉族', TEST_CLASS, '', '某家长', '父亲', uniquePhone()]);
  const filled = testInfo.outputPath('全部或全不.xlsx');
  await workbook.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('有 1 行错误，本次未导入任何幼儿')).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();

  await searchByName(page, good);
  await expect(page.getByText('没有找到幼儿')).toBeVisible();
});
