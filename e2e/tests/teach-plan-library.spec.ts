import { choose, formItem } from '../support/basic-info';
import { toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

const LIBRARY = '/TeachManage/ActivityLibrary';

test('活动库: an activity added to the library and put into a week plan, where it shows in its cell', async ({ page }, testInfo) => {
  await signInAs(page);
  // A class's week four weeks on, written as an empty plan (teach-plan.spec takes another class's week).
  const grades = await callAs<{ ClassList: { ClassId: number; ClassName: string }[] }[]>(page, 'GET', '/api/TeachPlan4/GetTeachPlanGrade');
  const own = grades[0]!.ClassList[0]!;
  const [semester] = (await callAs<{ SemesterId: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTimeRangeForYear')).filter((row) => row.IsCurrent);
  const weeks = await callAs<{ WeekIndex: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTeachWeekListForSelect', { ClassId: own.ClassId, SemesterId: semester!.SemesterId });
  const weekIndex = weeks.find((week) => week.IsCurrent)!.WeekIndex + 4;
  await callAs(page, 'POST', '/api/TeachPlan4/AddTeachWeek', { ClassId: own.ClassId, SemesterId: semester!.SemesterId, WeekIndex: weekIndex });
  const name = `落叶书签${Date.now() % 100_000}`;

  await page.goto(LIBRARY);
  await expect(page.locator('.ant-table-row', { hasText: '老狼老狼几点了' })).toBeVisible();
  await page.getByRole('button', { name: '添加活动' }).click();
  const dialog = page.getByRole('dialog', { name: '添加活动' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(formItem(dialog, '活动名称')).toContainText('请填写活动名称');
  await formItem(dialog, '活动名称').getByRole('textbox').fill(name);
  await choose(formItem(dialog, '活动类型'), '区域活动');
  await formItem(dialog, '活动内容').getByRole('textbox').fill('把捡来的落叶压平，做成书签送给家人');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '活动已添加到活动库')).toBeVisible();

  await page.getByPlaceholder('搜索活动名称').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('activity-library-1440.png'), fullPage: true });

  await page.getByRole('button', { name: `把${name}加入周计划` }).click();
  const toWeek = page.getByRole('dialog', { name: `把「${name}」加入周计划` });
  await toWeek.getByRole('combobox', { name: '周计划' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${own.ClassName} 第${weekIndex}周` }).click();
  await choose(formItem(toWeek, '星期'), '周三');
  await choose(formItem(toWeek, '时段'), '下午');
  await toWeek.getByRole('button', { name: '加入' }).click();
  await expect(toast(page, `已加入${own.ClassName}第${weekIndex}周`)).toBeVisible();
  // 使用次数 counts the week it went into.
  await expect(page.locator('.ant-table-row').locator('td').nth(4)).toHaveText('1');

  await page.goto(`/TeachManage/WeekPlan?classId=${own.ClassId}&semesterId=${semester!.SemesterId}&weekIndex=${weekIndex}`);
  await expect(page.getByRole('cell', { name: '周三下午', exact: true })).toContainText(name);
  await expect(page.getByRole('cell', { name: '周三下午', exact: true })).toContainText('区域活动');
  await page.screenshot({ path: testInfo.outputPath('week-from-library-1440.png'), fullPage: true });
});

test('活动库: an activity’s content, cut to two lines in the list, reads whole on hover', async ({ page }) => {
  await signInAs(page);
  await page.goto(LIBRARY);
  const content = '听口令跑、躲，遵守游戏规则，注意和同伴保持安全距离';
  const cell = page.locator('.ant-table-row', { hasText: '老狼老狼几点了' }).locator('.library__content');
  await expect(cell).toHaveAttribute('title', content);
});
