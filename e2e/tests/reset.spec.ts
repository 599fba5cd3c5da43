import { loginWithPassword, signIn } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { codeSentTo } from '../support/sms';

test('the reset form checks the new password and its repetition', async ({ page }) => {
  await page.goto('/reset');
  await page.getByPlaceholder('6 位验证码').fill('123456');
  await page.getByPlaceholder('新密码', { exact: true }).fill('short1');
  await page.getByPlaceholder('再次输入新密码').fill('different1');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码至少8位')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(page.getByText('请先获取验证码')).toBeVisible();
});

test('a password reset by SMS code works end to end', async ({ page }) => {
  const phone = accounts.staffWithoutPassword;
  const password = 'Spring2026x';
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/reset$/);

  await page.getByPlaceholder('账号绑定的手机号').fill(phone);
  const sentAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await codeSentTo(phone, sentAt);
  await page.getByPlaceholder('6 位验证码').fill(code);
  await page.getByPlaceholder('新密码', { exact: true }).fill(password);
  await page.getByPlaceholder('再次输入新密码').fill(password);
  await page.getByRole('button', { name: '重置密码' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.ant-message').getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await signIn(page, phone, password);
  await expect(page.locator('.user-menu__role')).toHaveText('教师');

  await page.evaluate(() => sessionStorage.clear());
  await loginWithPassword(page, phone, 'Demo@2026');
  await expect(page.getByRole('alert').getByText('账号或密码错误')).toBeVisible();
});
