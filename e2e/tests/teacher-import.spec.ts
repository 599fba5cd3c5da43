import ExcelJS from 'exceljs';
import { rowOf } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { search, TEACHER_MANAGE } from '../support/teachers';
import { uniqueName, uniquePhone } from '../support/unique';

test('批量导入 from the template imports the good rows and reports the bad ones row by row', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto(TEACHER_MANAGE);
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入教师' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/教师导入模板.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.getWorksheet('教师信息')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名*', '性别*', '手机号*', '部门', '职务', '角色', '出生日期', '入职日期', '学历']);

  const family = uniqueName('导');
  const [good, bad] = [`${family}甲`, `${family}乙`];
  sheet.addRow([good, '女', uniquePhone(), '教学部', '配班教师', '教师', '1995-03-04', '2021-09-01', '本科']);
  sheet.addRow([bad, '女', accounts.classTeacher, '没有这个部门', '', '', '', '', '']);
  const filled = testInfo.outputPath('教师导入.xlsx');
  await workbook.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  await expect(dialog.getByText('教师导入.xlsx')).toBeVisible();
  await dialog.getByLabel('只导入正确的行（出错的行可下载报告改正后再导）').check();
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('已导入 1 位教师，1 行有错误未导入')).toBeVisible();
  const errorRow = rowOf(dialog, bad);
  await expect(errorRow).toContainText('3');
  await expect(errorRow).toContainText(`手机号${accounts.classTeacher}已被本园教职工`);

  const report = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  expect((await report).suggestedFilename()).toMatch(/教师导入错误报告.*\.xlsx$/);

  await dialog.getByRole('button', { name: '完成' }).click();
  await search(page, family);
  await expect(rowOf(page.locator('.list-page'), good)).toContainText('配班教师');
  await expect(rowOf(page.locator('.list-page'), bad)).toHaveCount(0);
});
