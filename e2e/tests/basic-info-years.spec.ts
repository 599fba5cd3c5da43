import { choose, createYear, fillRange, formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

// Whole flows through several dialogs: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

const YEAR_MANAGE = '/BaseInfoManage/YearManage';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('adds a year with its semesters, edits it and deletes it', async ({ page }) => {
  const yearName = uniqueName('测试学年');
  await page.goto(YEAR_MANAGE);
  await page.getByRole('button', { name: '新增学年' }).click();
  const dialog = page.getByRole('dialog', { name: '新增学年' });
  await formItem(dialog, '学年名称').getByRole('textbox').fill(yearName);
  await fillRange(formItem(dialog, '起止日期'), '2001-09-01', '2002-07-31');
  const semesters = dialog.locator('.semester-rows__row');
  await fillRange(semesters.nth(0), '2001-09-01', '2002-01-31');
  await fillRange(semesters.nth(1), '2002-01-20', '2002-07-31');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('「第一学期」与「第二学期」的日期重叠')).toBeVisible();

  await fillRange(semesters.nth(1), '2002-02-01', '2002-07-31');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '学年已添加')).toBeVisible();
  const row = rowOf(page, yearName);
  await expect(row).toContainText('2001-09-01 至 2002-07-31');
  await expect(row).toContainText('第二学期2002-02-01 至 2002-07-31');
  await expect(row).toContainText('已结束');

  await row.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑学年' });
  await expect(formItem(editor, '学年名称').getByRole('textbox')).toHaveValue(yearName);
  const newName = uniqueName('改名学年');
  await formItem(editor, '学年名称').getByRole('textbox').fill(newName);
  await editor.getByRole('button', { name: '添加学期' }).click();
  await expect(editor.locator('.semester-rows__row')).toHaveCount(3);
  await editor.locator('.semester-rows__row').nth(2).getByRole('button', { name: '删除学期' }).click();
  await editor.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '学年已保存')).toBeVisible();
  const renamed = rowOf(page, newName);
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '学年已删除')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test('shows a year that overlaps another or runs past a year under its dates, not in a toast', async ({ page }) => {
  await page.goto(YEAR_MANAGE);
  await page.getByRole('button', { name: '新增学年' }).click();
  const dialog = page.getByRole('dialog', { name: '新增学年' });
  await formItem(dialog, '学年名称').getByRole('textbox').fill(uniqueName('重叠学年'));
  const dates = formItem(dialog, '起止日期');
  // The demo's 2026-2027学年 runs from 2026-09-01.
  await fillRange(dates, '2026-03-01', '2026-12-31');
  const semesters = dialog.locator('.semester-rows__row');
  await semesters.nth(1).getByRole('button', { name: '删除学期' }).click();
  await fillRange(semesters.nth(0), '2026-03-01', '2026-12-31');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dates.getByText('与「2026-2027学年」的日期重叠')).toBeVisible();

  // A slip of the year in the end date.
  await fillRange(dates, '2011-09-01', '2019-07-31');
  await fillRange(semesters.nth(0), '2011-09-01', '2012-01-31');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dates.getByText('学年最长一年，请检查结束日期')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('promotes a year with a preview, keeping the teachers chosen, and undoes it', async ({ page }) => {
  const yearName = uniqueName('升班学年');
  await createYear(page, {
    yearName,
    startYear: 2004,
    withTeachers: true,
    grades: [
      { gradeName: '小班', gradeLevel: 2, classes: ['小一班'] },
      { gradeName: '大班', gradeLevel: 4, classes: ['大一班'] },
    ],
  });
  await page.goto(YEAR_MANAGE);
  await rowOf(page, yearName).getByRole('button', { name: '升班' }).click();
  const wizard = page.getByRole('dialog', { name: `升班 · ${yearName}` });
  const newYearName = uniqueName('新学年');
  await expect(formItem(wizard, '起止日期').getByPlaceholder('开始日期')).toHaveValue('2005-09-01');
  await expect(formItem(wizard, '起止日期').getByPlaceholder('结束日期')).toHaveValue('2006-07-31');
  await expect(wizard.locator('.semester-rows__row')).toHaveCount(2);
  await formItem(wizard, '学年名称').getByRole('textbox').fill(newYearName);
  await wizard.getByRole('button', { name: '下一步：预览' }).click();

  await expect(wizard.getByText(`从「${yearName}」升入「${newYearName}」`)).toBeVisible();
  await expect(wizard.getByText('升入 0 名')).toBeVisible();
  await expect(wizard.getByText('毕业 0 名')).toBeVisible();
  await expect(rowOf(wizard, '小班 · 小一班')).toContainText('中班 · 中一班');
  await expect(rowOf(wizard, '大班 · 大一班').getByText('毕业')).toBeVisible();
  await expect(wizard.getByRole('checkbox', { name: '小一班保留原班老师' })).toBeChecked();
  await wizard.getByRole('button', { name: '确认升班' }).click();
  await expect(toast(page, '升班完成：升入 0 名幼儿，毕业 0 名')).toBeVisible();

  const promoted = rowOf(page, newYearName);
  await expect(promoted).toContainText('升班生成');
  await expect(promoted.getByRole('cell').nth(3)).toHaveText('1');

  await page.goto('/BaseInfoManage/ClassManage');
  await choose(formItem(page.locator('.list-page__filters'), '学年'), newYearName);
  const promotedClass = rowOf(page, '中一班');
  await expect(promotedClass).toContainText('中班');
  await expect(promotedClass.getByRole('cell').nth(3)).not.toHaveText('未设置');

  await page.goto(YEAR_MANAGE);
  await rowOf(page, newYearName).getByRole('button', { name: '撤销升班' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '撤销升班' }).click();
  await expect(toast(page, '已撤销升班')).toBeVisible();
  await expect(rowOf(page, newYearName)).toHaveCount(0);
  await expect(rowOf(page, yearName).getByRole('cell').nth(3)).toHaveText('2');
});
