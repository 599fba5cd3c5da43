import { choose, formItem, readSheet } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

test('评价设置: a field added, moved up and deleted', async ({ page }) => {
  await signInAs(page);
  await page.goto('/TeachEvaluate/AppraiseSetting');
  await expect(rowOf(page, '师幼互动')).toBeVisible();
  const name = `环境创设${Date.now() % 10_000}`;
  await page.getByRole('button', { name: '新增维度' }).click();
  const dialog = page.getByRole('dialog', { name: '新增评价维度' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(formItem(dialog, '维度名称')).toContainText('请填写评价维度名称');
  await formItem(dialog, '维度名称').getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.last()).toContainText(name);
  await page.getByRole('button', { name: `上移${name}` }).click();
  await expect(toast(page, '顺序已保存')).toBeVisible();
  await expect(rows.nth((await rows.count()) - 2)).toContainText(name);
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('听课评价: a lesson appraised by field, found in the list, and the statistics chart', async ({ page }) => {
  await signInAs(page);
  const teachers = await callAs<{ TeacherName: string }[]>(page, 'GET', '/api/Filter/GetTeacherListForFilter');
  // Someone other than the principal signed in: nobody appraises their own lesson.
  const teacher = teachers[1]!.TeacherName;
  const lesson = `科学：影子游戏${Date.now() % 10_000}`;
  await page.goto('/TeachEvaluate/TeachAppraise');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: '听课评价' }).click();
  const dialog = page.getByRole('dialog', { name: '听课评价' });
  await choose(formItem(dialog, '授课教师'), teacher);
  await formItem(dialog, '活动名称').getByRole('textbox').fill(lesson);
  await formItem(dialog, '教学目标').locator('.ant-rate-star').nth(3).click();
  await formItem(dialog, '总评').getByRole('textbox').fill('情境有趣，幼儿参与积极');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '评价已保存')).toBeVisible();
  await page.getByPlaceholder('活动名称').fill(lesson);
  await page.getByPlaceholder('活动名称').press('Enter');
  await expect(rowOf(page, lesson)).toContainText(teacher);
  await page.getByRole('tab', { name: '评价统计' }).click();
  await expect(page.getByRole('img', { name: '各教师各维度平均分' })).toBeVisible();
});

test('作业统计: the classes’ completion chart and tables, and a homework’s sign list', async ({ page }) => {
  await signInAs(page);
  await page.goto('/TeachEvaluate/HomeworkStatistics');
  await expect(page.getByRole('img', { name: '各班作业完成率' })).toBeVisible();
  await expect(page.getByText('班级统计')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('tab', { name: '作业列表' }).click();
  await page.getByRole('button', { name: /^查看/ }).first().click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '作业详情' });
  await expect(drawer.getByText(/签收情况：\d+ \/ \d+/)).toBeVisible();
  await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
});

test('记录统计: counts by field and grade, and the chosen records exported', async ({ page }) => {
  await signInAs(page);
  await page.goto('/TeachEvaluate/RecordStatics');
  await expect(page.getByRole('img', { name: '各领域记录数' })).toBeVisible();
  await expect(page.getByText('年级统计')).toBeVisible();
  await page.getByRole('tab', { name: '记录列表' }).click();
  const first = page.getByRole('tabpanel', { name: '记录列表' }).locator('.ant-table-tbody .ant-table-row').first();
  await first.getByRole('checkbox').check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出所选（1）' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/教师记录.*\.xlsx$/);
  const sheet = await readSheet(await file.path());
  expect(sheet[0]).toContain('领域');
  expect(sheet).toHaveLength(2);
});
