import type { Page } from '@playwright/test';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { POST_MANAGE, SECTOR_MANAGE } from '../support/teachers';
import { uniqueName } from '../support/unique';

const names = (page: Page) => page.locator('.staff-group__table tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();

async function addGroup(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: `添加${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `添加${label}` });
  await dialog.getByLabel(`${label}名称`).fill(name);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, `已添加${label}「${name}」`)).toBeVisible();
}

test('部门 are added, renamed, reordered by dragging (and saved) and deleted after a confirmation', async ({ page }) => {
  await signInAs(page);
  await page.goto(SECTOR_MANAGE);
  const first = uniqueName('部甲');
  const second = uniqueName('部乙');
  await addGroup(page, '部门', first);
  await addGroup(page, '部门', second);
  await expect(rowOf(page, first)).toContainText('0 人');

  await rowOf(page, first).getByRole('button', { name: '改名' }).click();
  const renamed = `${first}改`;
  const dialog = page.getByRole('dialog', { name: '部门改名' });
  await expect(dialog.getByLabel('部门名称')).toHaveValue(first);
  await dialog.getByLabel('部门名称').fill(renamed);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, `已改名为「${renamed}」`)).toBeVisible();

  // New departments go last: drag the last one onto the first row.
  const before = await names(page);
  expect(before.slice(-2)).toEqual([renamed, second]);
  await rowOf(page, second).dragTo(page.locator('.staff-group__table tbody tr.ant-table-row').first());
  const reordered = [second, ...before.slice(0, -1)];
  await expect.poll(() => names(page)).toEqual(reordered);
  await expect.poll(async () => (await callAs<{ departmentName: string }[]>(page, 'GET', '/javaApi/department/getDepartmentList')).map((row) => row.departmentName)).toEqual(reordered);

  await rowOf(page, second).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除部门「${second}」`)).toBeVisible();
  await expect(rowOf(page, second)).toHaveCount(0);
});

test('职务 are added and deleted after a confirmation', async ({ page }) => {
  await signInAs(page);
  await page.goto(POST_MANAGE);
  const post = uniqueName('职务');
  await addGroup(page, '职务', post);
  await expect(rowOf(page, post)).toContainText('0 人');
  await rowOf(page, post).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除职务「${post}」`)).toBeVisible();
  await expect(rowOf(page, post)).toHaveCount(0);
});
