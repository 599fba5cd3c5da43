import { BLANK_SCREEN, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

test('个人信息 opens the personal information screen of the signed-in account', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  await page.goto(BLANK_SCREEN);
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/Setting\/PersonalInfo$/);
  await expect(page.locator('.personal-info__phone')).toHaveText(accounts.classTeacher);
  await expect(page.locator('.personal-info__profile').getByText('阳光幼儿园')).toBeVisible();
});

test('切换园所 is offered only to group administrators', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  await page.goto(BLANK_SCREEN);
  await page.locator('.user-menu').click();
  await expect(page.getByRole('menuitem', { name: '个人信息' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '切换园所' })).toHaveCount(0);
});

test('a group administrator switches to the branch school and back', async ({ page }) => {
  await signInAs(page);
  await page.goto(BLANK_SCREEN);
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: '切换园所' }).click();
  const dialog = page.getByRole('dialog', { name: '切换园所' });
  await dialog.getByRole('radio', { name: /东湖分园/ }).check();
  await dialog.getByRole('button', { name: '切换' }).click();
  await expect(toast(page, '已切换到 阳光幼儿园（东湖分园）')).toBeVisible();
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园（东湖分园）');

  await page.reload();
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园（东湖分园）');

  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: '切换园所' }).click();
  await dialog.getByRole('radio', { name: /总园/ }).check();
  await dialog.getByRole('button', { name: '切换' }).click();
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园');
});
