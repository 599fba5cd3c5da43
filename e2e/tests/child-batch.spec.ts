import type { Page } from '@playwright/test';
import { addChild, field, OTHER_TEST_CLASS, pickOption, type TestChild } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

/** Two new children of one family name, found and ticked in the list. */
async function tickTwoNewChildren(page: Page): Promise<{ family: string; children: TestChild[] }> {
  await signInAs(page);
  const family = uniqueName('测批');
  const children = [await addChild(page, `${family}甲`), await addChild(page, `${family}乙`)];
  await page.goto('/ChildManage/Child');
  await searchByName(page, family);
  for (const child of children) await rowOf(page, child.name).getByRole('checkbox').check();
  await expect(page.getByText('已选 2 名')).toBeVisible();
  return { family, children };
}

async function searchByName(page: Page, name: string): Promise<void> {
  await field(page, '姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
}

test('批量调班 moves the ticked children to another class', async ({ page }) => {
  const { children } = await tickTwoNewChildren(page);
  await page.getByRole('button', { name: '批量调班' }).click();
  const move = page.getByRole('dialog', { name: '批量调班（2 名）' });
  await expect(move).toContainText(children[0]!.name);
  await pickOption(page, move, '调入班级', OTHER_TEST_CLASS);
  await move.getByRole('button', { name: '确认调班' }).click();
  await expect(toast(page, '已为 2 名幼儿调班')).toBeVisible();
  for (const child of children) await expect(rowOf(page, child.name)).toContainText(OTHER_TEST_CLASS);
  await expect(page.getByText('已选 2 名')).toHaveCount(0);
});

test('批量毕业 graduates the ticked children, who stay on record as 毕业', async ({ page }) => {
  const { family, children } = await tickTwoNewChildren(page);
  await page.getByRole('button', { name: '批量毕业' }).click();
  const graduate = page.getByRole('dialog', { name: '批量毕业（2 名）' });
  await expect(graduate).toContainText('接送卡全部注销');
  await graduate.getByRole('button', { name: '确认毕业' }).click();
  await expect(toast(page, '2 名幼儿已毕业')).toBeVisible();
  // The list shows children in school by default: they have left it.
  await expect(page.getByText('没有找到幼儿')).toBeVisible();

  await pickOption(page, page, '状态', '毕业');
  await searchByName(page, family);
  for (const child of children) await expect(rowOf(page, child.name)).toContainText('毕业');
  await expect(rowOf(page, children[0]!.name).getByRole('checkbox')).toBeDisabled();
});
