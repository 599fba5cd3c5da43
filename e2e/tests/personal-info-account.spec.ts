import type { Page } from '@playwright/test';
import { toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { codeSentTo } from '../support/sms';
import { apiSignIn, signInAsNewStaff, type Staff } from '../support/staff';
import { uniquePhone } from '../support/unique';

const PERSONAL_INFO = '/Setting/PersonalInfo';

/** A staff member of the test's own, signed in on 个人信息. */
async function signedInStaff(page: Page): Promise<Staff> {
  const staff = await signInAsNewStaff(page);
  await page.goto(PERSONAL_INFO);
  await expect(page.locator('.personal-info__name')).toHaveText(staff.teacherName);
  return staff;
}

test('the basic information is read and saved, and the header follows', async ({ page }) => {
  const staff = await signedInStaff(page);
  await expect(page.locator('.personal-info__name')).toHaveText(staff.teacherName);
  await expect(page.locator('.personal-info__phone')).toHaveText(staff.phone);

  const form = page.locator('form#personal-info');
  const newName = `${staff.teacherName}改`;
  await form.getByLabel('姓名').fill(newName);
  await form.getByLabel('男').check();
  await form.getByLabel('学历').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('本科').click();
  await form.getByRole('button', { name: '保存修改' }).click();
  await expect(toast(page, '个人信息已保存')).toBeVisible();
  await expect(page.locator('.user-menu__name')).toHaveText(newName);

  await page.reload();
  await expect(form.getByLabel('姓名')).toHaveValue(newName);
  await expect(form.getByLabel('男')).toBeChecked();
  await expect(form.locator('.ant-select-content')).toHaveText('本科');
});

test('the password form checks the old password, the rules and the repetition', async ({ page }) => {
  await signedInStaff(page);
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('新密码', { exact: true }).fill('onlyletters');
  await dialog.getByLabel('确认新密码').fill('different1');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await expect(dialog.getByText('密码需包含数字')).toBeVisible();
  await expect(dialog.getByText('两次输入的新密码不一致')).toBeVisible();

  await dialog.getByLabel('原密码').fill('Wrong2026x');
  await dialog.getByLabel('新密码', { exact: true }).fill('Summer2026x');
  await dialog.getByLabel('确认新密码').fill('Summer2026x');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(toast(page, '原密码错误')).toBeVisible();
  await expect(dialog).toBeVisible();
});

// The account is the test's own, so nobody else's password needs changing back.
test('a changed password is the one that signs in', async ({ page }) => {
  const staff = await signedInStaff(page);
  const newPassword = 'Autumn2026x';
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码').fill(staff.password);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(newPassword);
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(toast(page, '密码已修改，其他设备上的登录已退出')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signInAs(page, staff.phone, newPassword);
  await page.goto(PERSONAL_INFO);
  await expect(page.locator('.personal-info__name')).toHaveText(staff.teacherName);
});

test('the phone changes with a code texted to the new phone, which then signs in', async ({ page }) => {
  const staff = await signedInStaff(page);
  const newPhone = uniquePhone();
  await page.getByRole('button', { name: '更换手机号' }).click();
  const dialog = page.getByRole('dialog', { name: '更换手机号' });
  await expect(dialog.getByText(staff.phone)).toBeVisible();

  await dialog.getByRole('button', { name: '确认更换' }).click();
  await expect(dialog.getByText('请输入11位手机号')).toBeVisible();
  await expect(dialog.getByText('验证码为6位数字')).toBeVisible();
  await dialog.getByPlaceholder('6 位验证码').fill('123456');
  await expect(dialog.getByText('请先获取验证码')).toBeVisible();

  await dialog.getByLabel('新手机号').fill(newPhone);
  const sentAt = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await codeSentTo(newPhone, sentAt);
  await dialog.getByPlaceholder('6 位验证码').fill(code);
  await dialog.getByRole('button', { name: '确认更换' }).click();

  await expect(toast(page, `手机号已更换为 ${newPhone}，下次请用新手机号登录`)).toBeVisible();
  await expect(page.locator('.personal-info__phone')).toHaveText(newPhone);
  await expect(page.locator('.personal-info__name')).toHaveText(staff.teacherName);
  expect(await apiSignIn(page.request, newPhone, staff.password)).toBeTruthy();
  expect(await apiSignIn(page.request, staff.phone, staff.password)).toBeUndefined();
});
