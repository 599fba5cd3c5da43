import type { Page } from '@playwright/test';
import { choose, formItem, readSheet } from '../support/basic-info';
import { toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

const WEEK_PLAN = '/TeachManage/WeekPlan';
const APPROVE = '/TeachManage/TeachApprove';

/** Picks `option` in the select named `name` (its aria-label). */
async function pickIn(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function addActivity(page: Page, cell: string, type: string, name: string) {
  await page.getByRole('button', { name: `在${cell}添加活动` }).click();
  const dialog = page.getByRole('dialog', { name: '添加活动' });
  await pickIn(page, '活动类型', type);
  await formItem(dialog, '活动名称').getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: cell, exact: true })).toContainText(name);
}

test('周计划: a week written with a theme, goals and three activities, one dragged, submitted, passed, applied to the grade and exported', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page);
  // A class of the demo school whose grade has another class, and a week two weeks on, still unwritten.
  const grades = await callAs<{ GradeName: string; ClassList: { ClassId: number; ClassName: string }[] }[]>(page, 'GET', '/api/TeachPlan4/GetTeachPlanGrade');
  const grade = grades.find((candidate) => candidate.ClassList.length > 1)!;
  const own = grade.ClassList[1]!;
  const [semester] = (await callAs<{ SemesterId: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTimeRangeForYear')).filter((row) => row.IsCurrent);
  const weeks = await callAs<{ WeekIndex: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTeachWeekListForSelect', { ClassId: own.ClassId, SemesterId: semester!.SemesterId });
  const weekIndex = weeks.find((week) => week.IsCurrent)!.WeekIndex + 2;

  await page.goto(`${WEEK_PLAN}?classId=${own.ClassId}&semesterId=${semester!.SemesterId}&weekIndex=${weekIndex}`);
  await expect(page.getByText(`第${weekIndex}周还没有周计划`)).toBeVisible();
  await page.getByRole('button', { name: '新建本周计划' }).click();
  await expect(page.getByText(`第${weekIndex}周计划`)).toBeVisible();

  await pickIn(page, '周主题', '秋天来了');
  await page.getByRole('button', { name: '添加目标' }).click();
  const goal = page.getByRole('dialog', { name: '添加目标' });
  await formItem(goal, '目标').getByRole('textbox').fill('感受秋天的天气变化');
  await goal.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.week-plan__goals')).toContainText('1. 感受秋天的天气变化');

  await addActivity(page, '周一上午', '集体教学', '认识秋天的树叶');
  await addActivity(page, '周二下午', '户外活动', '捡落叶比赛');
  await addActivity(page, '周三晨间', '区域活动', '树叶拼贴画');
  // Dragged from 周三晨间 to 周四上午.
  await page.locator('.week-grid__activity', { hasText: '树叶拼贴画' }).dragTo(page.getByRole('cell', { name: '周四上午', exact: true }));
  await expect(page.getByRole('cell', { name: '周四上午', exact: true })).toContainText('树叶拼贴画');
  await expect(page.getByRole('cell', { name: '周三晨间', exact: true })).not.toContainText('树叶拼贴画');
  await page.screenshot({ path: testInfo.outputPath('week-plan-1440.png'), fullPage: true });

  await page.getByRole('button', { name: '提交审批' }).click();
  await expect(toast(page, '已提交审批')).toBeVisible();
  await expect(page.getByRole('button', { name: '添加目标' })).toBeHidden();

  // The principal passes it.
  await page.goto(APPROVE);
  await page.getByRole('button', { name: `审批${own.ClassName}第${weekIndex}周` }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('cell', { name: '周一上午', exact: true })).toContainText('认识秋天的树叶');
  await page.screenshot({ path: testInfo.outputPath('approve-1440.png') });
  await drawer.getByRole('button', { name: '通过' }).click();
  await expect(toast(page, '已通过')).toBeVisible();

  // Applied to the grade, then exported.
  await page.goto(`${WEEK_PLAN}?classId=${own.ClassId}&semesterId=${semester!.SemesterId}&weekIndex=${weekIndex}`);
  await page.getByRole('button', { name: '应用到年级' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '应用' }).click();
  await expect(toast(page, '已应用到')).toBeVisible();
  const copied = await callAs<{ WeekId: number | null; ApproveStatus: number | null }[]>(page, 'GET', '/api/TeachPlan4/GetTeachWeekListForSelect', {
    ClassId: grade.ClassList[0]!.ClassId,
    SemesterId: semester!.SemesterId,
  });
  expect(copied.find((week) => week.WeekId !== null && week.ApproveStatus === 2)).toBeTruthy();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toContain(`${own.ClassName}-第${weekIndex}周-周计划`);
  const rows = (await readSheet(await download.path())).map((row) => row.map((cell) => String(cell ?? '')));
  expect(rows[0]![0]).toBe(`${own.ClassName} 第${weekIndex}周`);
  expect(rows[1]!.slice(0, 2)).toEqual(['本周主题', '秋天来了']);
  expect(rows[2]!.slice(0, 2)).toEqual(['本周目标', '1. 感受秋天的天气变化']);
  expect(rows[4]!.slice(0, 2)).toEqual(['上午', '【集体教学】认识秋天的树叶']);
  expect(rows[4]![4]).toBe('【区域活动】树叶拼贴画');
  expect(rows[5]![2]).toBe('【户外活动】捡落叶比赛');
});

test('周计划: submitting a week still empty says what it lacks and leaves no uncaught error behind', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await signInAs(page);
  const grades = await callAs<{ ClassList: { ClassId: number }[] }[]>(page, 'GET', '/api/TeachPlan4/GetTeachPlanGrade');
  const own = grades[0]!.ClassList[0]!;
  const [semester] = (await callAs<{ SemesterId: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTimeRangeForYear')).filter((row) => row.IsCurrent);
  const weeks = await callAs<{ WeekIndex: number; IsCurrent: boolean }[]>(page, 'GET', '/api/TeachPlan4/GetTeachWeekListForSelect', { ClassId: own.ClassId, SemesterId: semester!.SemesterId });
  const weekIndex = weeks.find((week) => week.IsCurrent)!.WeekIndex + 3;

  await page.goto(`${WEEK_PLAN}?classId=${own.ClassId}&semesterId=${semester!.SemesterId}&weekIndex=${weekIndex}`);
  await page.getByRole('button', { name: '新建本周计划' }).click();
  await page.getByRole('button', { name: '提交审批' }).click();
  await expect(toast(page, '请先设置周主题、填写周目标、添加活动，再提交审批')).toBeVisible();
  await expect(page.getByRole('button', { name: '添加目标' })).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('教学主题 and 审批设置: a grade’s theme added with its goals, then edited and deleted; named staff approve a grade, then its manager again', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/TeachManage/TeachTheme');
  await expect(page.getByRole('row').filter({ hasText: '秋天来了' }).first()).toBeVisible();
  await page.getByRole('button', { name: '新增主题' }).click();
  const dialog = page.getByRole('dialog', { name: '新增教学主题' });
  await formItem(dialog, '主题名称').getByRole('textbox').fill('我爱我家');
  await choose(formItem(dialog, '年级'), '小班');
  await formItem(dialog, '持续周数').getByRole('spinbutton').fill('3');
  await formItem(dialog, '主题目标').getByRole('textbox').fill('愿意向同伴介绍自己的家人');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已添加教学主题「我爱我家」')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '我爱我家' });
  await expect(row).toContainText('3周');
  await page.screenshot({ path: testInfo.outputPath('teach-theme-1440.png') });
  await row.getByRole('button', { name: '编辑我爱我家' }).click();
  const edit = page.getByRole('dialog', { name: '编辑教学主题' });
  await formItem(edit, '持续周数').getByRole('spinbutton').fill('4');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('4周');
  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /删\s*除|确\s*定/ }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/Setting/ApproveSetting');
  const small = page.getByRole('row').filter({ hasText: '小班' });
  await expect(small).toContainText('年级组长');
  await small.getByRole('button', { name: '设置小班的审批人' }).click();
  const setting = page.getByRole('dialog', { name: '设置小班的审批人' });
  await setting.getByText('指定人员', { exact: true }).click();
  const staff = setting.getByRole('combobox', { name: '指定人员' });
  await staff.click();
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const name = (await first.getAttribute('title'))!;
  await first.click();
  await page.keyboard.press('Escape');
  await setting.getByRole('button', { name: '确定' }).click();
  await expect(small).toContainText(name);
  await page.screenshot({ path: testInfo.outputPath('approve-setting-1440.png') });
  await small.getByRole('button', { name: '设置小班的审批人' }).click();
  await setting.getByText('年级组长', { exact: true }).click();
  await setting.getByRole('button', { name: '确定' }).click();
  await expect(small).toContainText('年级组长');
});
