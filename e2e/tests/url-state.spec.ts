import type { Page } from '@playwright/test';
import { addChild } from '../support/children';
import { rowOf } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { addTeacher, TEACHER_MANAGE } from '../support/teachers';
import { uniqueName } from '../support/unique';

const CHILD_LIST = '/ChildManage/Child';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

const pager = (page: Page) => page.locator('.ant-pagination');
const firstName = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1);

test('幼儿信息 keeps its page and its name filter across a reload, and Back returns to the page before', async ({ page }) => {
  const child = await addChild(page, uniqueName('链接'));
  await page.goto(CHILD_LIST);
  await expect(pager(page)).toBeVisible();
  const onPageOne = (await firstName(page).textContent()) ?? '';

  await pager(page).getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(firstName(page)).not.toHaveText(onPageOne);
  const onPageTwo = (await firstName(page).textContent()) ?? '';
  await page.reload();
  await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(firstName(page)).toHaveText(onPageTwo);

  const nameFilter = page.getByPlaceholder('输入幼儿姓名');
  await nameFilter.fill(child.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rowOf(page, child.name)).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
  // A new search starts from the first page: the page number leaves the URL.
  await expect(page).not.toHaveURL(/[?&]page=/);

  await page.reload();
  await expect(nameFilter).toHaveValue(child.name);
  await expect(rowOf(page, child.name)).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();

  await page.goBack();
  await expect(nameFilter).toHaveValue('');
  await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(firstName(page)).toHaveText(onPageTwo);
});

test('教师详情 keeps the tab shown across a reload', async ({ page }) => {
  const teacher = await addTeacher(page);
  await page.goto(`${TEACHER_MANAGE}/teacherInfo/${teacher.teacherId}`);
  await expect(page.getByRole('tab', { name: '详细信息', selected: true })).toBeVisible();

  await page.getByRole('tab', { name: '教研情况' }).click();
  await expect(page).toHaveURL(/[?&]tab=research(&|$)/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '教研情况', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: '教研情况' })).toBeVisible();
});
