import { BLANK_SCREEN } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

const screens = [
  { label: '学年管理', path: '/BaseInfoManage/YearManage' },
  { label: '班级管理', path: '/BaseInfoManage/ClassManage' },
  { label: '假期设置', path: '/BaseInfoManage/SetHoliday' },
];

test('an administrator reaches each basic-information screen from the menu', async ({ page }) => {
  await signInAs(page);
  await page.goto(BLANK_SCREEN);
  const menu = page.locator('.console__sider');
  await menu.getByRole('menuitem', { name: '基础信息' }).click();
  for (const screen of screens) {
    await menu.getByRole('menuitem', { name: screen.label }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.locator('.page-trail')).toContainText(`基础信息/${screen.label}`);
  }
});
