import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { daysBefore } from '../support/attendance';
import { classIdOf, formItem, readSheet } from '../support/basic-info';
import { addChild, pickOption, TEST_CLASS } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const CHECKUP = '/ChildManage/PysicalExamination';

interface Item {
  itemId: number;
  code: string | null;
}

/** A batch of the test class on `date` made through the API, with its items. */
async function addBatchOfTestClass(page: Page, batchName: string, date: string) {
  const templates = await callAs<{ list: { templateId: number }[] }>(page, 'GET', '/javaApi/studentHealth/getCheckupTemplateList');
  const { batchId } = await callAs<{ batchId: number }>(page, 'POST', '/javaApi/studentHealth/addBatch', {
    batchName,
    checkupDate: date,
    templateId: templates.list[0]!.templateId,
    classIds: [await classIdOf(page, TEST_CLASS)],
  });
  const info = await callAs<{ items: Item[] }>(page, 'GET', '/javaApi/studentHealth/getCheckupBatchInfo', { batchId });
  return { batchId, items: info.items };
}

test('幼儿体检: adds a batch, enters a child’s values, shows the statistics, and edits a template', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测检'));
  const batchName = uniqueName('秋季体检');

  await page.goto(CHECKUP);
  await page.getByRole('button', { name: '新增体检' }).click();
  const dialog = page.getByRole('dialog', { name: '新增体检' });
  await formItem(dialog, '体检名称').getByRole('textbox').fill(batchName);
  await expect(formItem(dialog, '体检模板')).toContainText('幼儿常规体检');
  await dialog.getByRole('button', { name: '选择全部班级' }).click();
  await expect(formItem(dialog, '参加体检的班级')).toContainText(TEST_CLASS);
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(toast(page, '已新增体检，可录入或导入体检数据')).toBeVisible();

  await expect(page.getByRole('heading', { name: batchName })).toBeVisible();
  await page.getByRole('searchbox', { name: '幼儿姓名' }).fill(child.name);
  await page.getByRole('searchbox', { name: '幼儿姓名' }).press('Enter');
  const row = rowOf(page, child.name);
  await expect(row).toContainText('未检');
  await row.getByRole('button', { name: '录入' }).click();
  const values = page.getByRole('dialog', { name: `录入体检数据：${child.name}（${TEST_CLASS}）` });
  await formItem(values, '身高').getByRole('textbox').fill('一米');
  await values.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(values.getByText('身高应为数字，如 105.5')).toBeVisible();
  await formItem(values, '身高').getByRole('textbox').fill('108.5');
  await formItem(values, '体重').getByRole('textbox').fill('18.2');
  await formItem(values, '视力（左眼）').getByRole('textbox').fill('4.6');
  await values.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(toast(page, `已保存${child.name}的体检数据`)).toBeVisible();
  await expect(row).toContainText('108.5');
  await expect(row).toContainText('已检');

  await page.getByRole('tab', { name: '统计' }).click();
  const statistics = page.getByRole('tabpanel', { name: '统计' });
  await pickOption(page, statistics, '班级', TEST_CLASS);
  await expect(statistics.locator('.checkup-statistics__progress')).toContainText('已检 1 /');
  await expect(rowOf(statistics, '身高(cm)')).toContainText('1108.5108.5108.5');
  await expect(rowOf(statistics, '视力（左眼）')).toContainText('偏低 1 人');
  await expect(statistics.getByRole('img', { name: '各项目评价分布图' })).toBeVisible();
  await expect(statistics).toContainText('身高、体重未对照 WHO 或国家儿童生长标准评价');

  await page.goto(CHECKUP);
  await expect(rowOf(page, batchName)).toContainText('已检 1 /');
  await page.getByRole('button', { name: '体检模板' }).click();
  const templateName = uniqueName('入园体检');
  await page.getByRole('button', { name: '新增模板' }).click();
  const nameDialog = page.getByRole('dialog', { name: '新增模板' });
  await formItem(nameDialog, '模板名称').getByRole('textbox').fill(templateName);
  await nameDialog.getByRole('button', { name: /^确\s?定$/ }).click();
  const template = page.locator('.checkup-template').filter({ hasText: templateName });
  await expect(template).toContainText('尚未使用');
  await template.getByRole('button', { name: '编辑项目' }).click();
  const items = page.getByRole('dialog', { name: `编辑项目：${templateName}` });
  await items.getByRole('textbox', { name: '项目名称' }).first().fill('身长');
  await items.getByRole('button', { name: '添加项目' }).click();
  await items.getByRole('textbox', { name: '项目名称' }).last().fill('头围');
  await items.getByRole('textbox', { name: '单位' }).last().fill('cm');
  await items.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(toast(page, '已保存模板项目；之后新建的体检使用新的项目')).toBeVisible();
  await expect(rowOf(template, '身长')).toContainText('cm');
  await expect(rowOf(template, '头围')).toContainText('数值');

  await template.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(page.locator('.checkup-template').filter({ hasText: templateName })).toHaveCount(0);
  // The default template is used by batches: it stays.
  await expect(page.locator('.checkup-template').filter({ hasText: '幼儿常规体检' }).getByRole('button', { name: '删除' })).toBeDisabled();
});

test('幼儿发展 shows the child’s checkups: height and weight over time, and what needs attention', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测康'));
  const checkups = [
    { date: daysBefore(40), values: { height: '104.0', weight: '16.8', visionLeft: '4.9', caries: '0' } },
    { date: daysBefore(3), values: { height: '105.2', weight: '17.3', visionLeft: '4.6', caries: '2' } },
  ];
  for (const [index, checkup] of checkups.entries()) {
    const { batchId, items } = await addBatchOfTestClass(page, uniqueName(`第${index + 1}次体检`), checkup.date);
    await callAs(page, 'POST', '/javaApi/studentHealth/addStudentCheckupValue', {
      batchId,
      studentId: child.studentId,
      values: Object.entries(checkup.values).map(([code, value]) => ({ itemId: items.find((item) => item.code === code)!.itemId, value })),
    });
  }

  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const panel = page.getByRole('tabpanel', { name: '幼儿发展' });
  await panel.getByText('本学期').click();
  const section = panel.locator('.checkup-health');
  await expect(section.getByRole('img', { name: `${child.name}的身高体重变化` })).toBeVisible();
  await expect(rowOf(section, checkups[0]!.date)).toContainText('104 cm16.8 kg4.9 / —0 颗无');
  await expect(rowOf(section, checkups[1]!.date)).toContainText('105.2 cm17.3 kg4.6 / —2 颗');
  await expect(rowOf(section, checkups[1]!.date)).toContainText('视力（左眼）偏低');
  await expect(rowOf(section, checkups[1]!.date)).toContainText('龋齿有');
  await expect(page.getByText('体检（身高、体重、视力）启用后')).toHaveCount(0);
});

test('导入数据: the empty table filled in, good rows imported, the bad one in a downloadable error report', async ({ page }, testInfo) => {
  await signInAs(page);
  const [good, bad] = [await addChild(page, uniqueName('测导检')), await addChild(page, uniqueName('测导检'))];
  const batchName = uniqueName('导入体检');
  const { batchId } = await addBatchOfTestClass(page, batchName, daysBefore(1));

  await page.goto(`/ChildManage/PysicalExamination/PysicalExaminationDetail/${batchId}`);
  await page.getByRole('button', { name: '导入数据' }).click();
  const dialog = page.getByRole('dialog', { name: '导入体检数据' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载空白体检表' }).click();
  const emptyTable = await downloading;
  expect(emptyTable.suggestedFilename()).toMatch(/空白体检表-\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await emptyTable.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['幼儿编号*', '班级', '幼儿姓名*', '性别', '身高(cm)']);
  sheet.eachRow((row) => {
    if (row.getCell(3).value === good.name) row.getCell(5).value = 106.3;
    if (row.getCell(3).value === bad.name) row.getCell(5).value = '一百';
  });
  const filled = testInfo.outputPath('体检数据.xlsx');
  await workbook.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  await dialog.getByLabel('只导入正确的行（出错的行可下载报告改正后再导）').check();
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('已导入 1 名幼儿的体检数据，1 行有错误未导入')).toBeVisible();
  await expect(rowOf(dialog, bad.name)).toContainText('身高应为数字，如 105.5');

  const reporting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  const report = await readSheet(await (await reporting).path());
  expect(report[0]!.at(-1)).toBe('错误原因');
  expect(report.slice(1).map((row) => [row[2], row.at(-1)])).toEqual([[bad.name, '身高应为数字，如 105.5']]);
  await dialog.getByRole('button', { name: /^完\s?成$/ }).click();

  await page.getByRole('searchbox', { name: '幼儿姓名' }).fill(good.name);
  await page.getByRole('searchbox', { name: '幼儿姓名' }).press('Enter');
  await expect(rowOf(page, good.name)).toContainText('106.3');
  await expect(rowOf(page, good.name)).toContainText('已检');
});
