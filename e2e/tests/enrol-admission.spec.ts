import type { Page } from '@playwright/test';
import { enrolStudent, field, fillDate, OTHER_TEST_CLASS, pickOption, TEST_CLASS } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName, uniquePhone } from '../support/unique';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
  await page.goto('/ChildManage/ChildEnterThePark');
});

/** 登记新生 through the dialog; the student then waits in the admission list. */
async function register(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '登记新生' }).click();
  const dialog = page.getByRole('dialog', { name: '登记新生' });
  await dialog.getByLabel('幼儿姓名').fill(name);
  await fillDate(dialog, '出生日期', '2021-02-03');
  await pickOption(page, dialog, '入园年级', '大班');
  await dialog.getByLabel('家长姓名').fill(`${name}妈妈`);
  await dialog.getByLabel('家长手机号').fill(uniquePhone());
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, `已登记新生「${name}」`)).toBeVisible();
}

/** The card titled `title`. */
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

async function searchWaiting(page: Page, text: string): Promise<void> {
  await field(page, '搜索').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

test('登记新生 through the dialog puts the student in the admission list', async ({ page }) => {
  const name = uniqueName('测登');
  await register(page, name);
  await searchWaiting(page, name);
  await expect(rowOf(page, name)).toContainText('大班');
  await expect(rowOf(page, name)).toContainText(`${name}妈妈`);
});

test('登记新生 with a planned entry before the birthday says so under 计划入园日期', async ({ page }) => {
  await page.getByRole('button', { name: '登记新生' }).click();
  const dialog = page.getByRole('dialog', { name: '登记新生' });
  await dialog.getByLabel('幼儿姓名').fill(uniqueName('早入'));
  await fillDate(dialog, '出生日期', '2024-02-03');
  await fillDate(dialog, '计划入园日期', '2023-09-01');
  await dialog.getByLabel('家长姓名').fill('早入妈妈');
  await dialog.getByLabel('家长手机号').fill(uniquePhone());
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.locator('.ant-form-item').filter({ has: page.getByLabel('计划入园日期', { exact: true }) })).toContainText('入园日期不能早于出生日期');
});

test('a waiting student is placed into a class, then confirmed there, becoming one of its children', async ({ page }) => {
  const name = uniqueName('测入');
  await enrolStudent(page, name);
  await searchWaiting(page, name);
  await rowOf(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: '分入班级（1）' }).click();
  const place = page.getByRole('dialog', { name: '分入班级（1 名）' });
  await pickOption(page, place, '班级', TEST_CLASS);
  await place.getByRole('button', { name: '分入班级' }).click();
  await expect(toast(page, '已将 1 名新生分入班级，待确认入园')).toBeVisible();
  await expect(page.getByText('没有待分班的新生')).toBeVisible();

  await page.getByRole('link', { name: `${TEST_CLASS}入园详情` }).click();
  await expect(page).toHaveURL(/\/ChildManage\/ChildEnterThePark\/classParkDetail\/\d+$/);
  const placed = card(page, '待确认入园的新生');
  await rowOf(placed, name).getByRole('button', { name: '确认入园' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '确认入园' }).click();
  await expect(toast(page, `${name}已入园`)).toBeVisible();
  await expect(rowOf(placed, name)).toHaveCount(0);

  await page.getByRole('menuitem', { name: '幼儿信息' }).click();
  await field(page, '姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rowOf(page, name)).toContainText(TEST_CLASS);
  await expect(rowOf(page, name)).toContainText(`${name}爸爸`);
});

test('placed students are taken back one by one or all at once by clean, back to the admission list', async ({ page }) => {
  const family = uniqueName('测退');
  const [first, second] = [`${family}甲`, `${family}乙`];
  for (const name of [first, second]) await enrolStudent(page, name);

  await page.getByRole('link', { name: `${OTHER_TEST_CLASS}入园详情` }).click();
  await page.getByRole('button', { name: '从入园名单添加' }).click();
  const pick = page.getByRole('dialog', { name: `从入园名单添加到${OTHER_TEST_CLASS}` });
  await pick.getByPlaceholder('幼儿姓名、家长或手机号').fill(family);
  await pick.getByPlaceholder('幼儿姓名、家长或手机号').press('Enter');
  for (const name of [first, second]) await rowOf(pick, name).getByRole('checkbox').check();
  await pick.getByRole('button', { name: '分入本班（2）' }).click();
  await expect(toast(page, `已将 2 名新生分入${OTHER_TEST_CLASS}，待确认入园`)).toBeVisible();

  const placed = card(page, '待确认入园的新生');
  await rowOf(placed, first).getByRole('button', { name: '退回' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '退回' }).click();
  await expect(toast(page, `${first}已退回入园名单`)).toBeVisible();
  await expect(rowOf(placed, first)).toHaveCount(0);

  await page.getByRole('button', { name: '清空待确认' }).click();
  const clean = page.getByRole('dialog').filter({ hasText: `清空${OTHER_TEST_CLASS}的待确认新生？` });
  await clean.getByRole('button', { name: '全部退回' }).click();
  await expect(toast(page, '已退回 1 名新生')).toBeVisible();
  await expect(placed).toContainText('没有待确认的新生');

  await page.getByRole('button', { name: '返回' }).click();
  await searchWaiting(page, family);
  for (const name of [first, second]) await expect(rowOf(page, name)).toBeVisible();
});

test('a waiting student is deleted from the admission list after a confirmation', async ({ page }) => {
  const name = uniqueName('测删');
  await enrolStudent(page, name);
  await searchWaiting(page, name);
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除${name}`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});
