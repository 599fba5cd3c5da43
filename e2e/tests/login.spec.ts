import { loginWithPassword, signIn, storedToken } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { codeSentTo } from '../support/sms';

test('a wrong password shows the server’s message and stays on login', async ({ page }) => {
  await loginWithPassword(page, accounts.classTeacher, 'wrong-password-1');
  await expect(page.getByRole('alert').getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('the login form checks its fields before calling', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('password login lands on the home screen with the account’s own data', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张刚');
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园');
  await expect(page.getByRole('menuitem', { name: /首页/ })).toBeVisible();
  await expect(page.locator('.workbench__group-name')).toHaveText(['园所动态', '基础信息', '幼儿管理', '教职工管理', '教学管理', '教学评价', '活动管理', '教学资源', '膳食管理', '安全卫生', '教师考勤', '系统设置']);
  expect(await storedToken(page)).toBeTruthy();
});

test('the teacher role sees only the modules it grants', async ({ page }) => {
  await signIn(page, accounts.classTeacher);
  await expect(page.locator('.user-menu__role')).toHaveText('教师');
  await expect(page.locator('.workbench__group-name')).toHaveText(['园所动态', '幼儿管理', '教学管理', '教学评价', '膳食管理', '安全卫生', '系统设置']);
});

test('SMS login works end to end, with a countdown before resending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('手机号', { exact: true }).fill(accounts.branchAdmin);
  const sentAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await codeSentTo(accounts.branchAdmin, sentAt);
  await page.getByPlaceholder('6 位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园（东湖分园）');
});
