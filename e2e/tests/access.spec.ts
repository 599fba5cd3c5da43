import { signIn, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';

test('a screen opened without a session goes to login with 请先登录', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await expect(toast(page, '请先登录')).toBeVisible();
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});

test('/ goes to login without the message', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  // Give a stray message time to show before asserting that none did.
  await page.waitForTimeout(500);
  await expect(toast(page, '请先登录')).toHaveCount(0);
});

test('/ opens the home screen with a session', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('页面不存在', { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
