import type { Page } from '@playwright/test';
import { loginWithPassword, rowOf, signIn, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { codeSentTo } from '../support/sms';
import { apiSignIn, teacherRoleId } from '../support/staff';
import { addTeacher, confirmDialog, rowAction, search, TEACHER_MANAGE } from '../support/teachers';

/**
 * A new teacher whose password the administrator resets in 教师管理, signed in with the temporary
 * password in a tab of their own (the administrator's session stays in `page`'s).
 */
async function signedInWithTemporaryPassword(page: Page) {
  await signInAs(page);
  const teacher = await addTeacher(page, { roleId: await teacherRoleId(page) });
  await page.goto(TEACHER_MANAGE);
  await search(page, teacher.teacherName);
  await rowAction(rowOf(page.locator('.list-page'), teacher.teacherName), '重置密码');
  await confirmDialog(page, `重置「${teacher.teacherName}」的密码？`).getByRole('button', { name: '重置密码' }).click();
  const shown = confirmDialog(page, `「${teacher.teacherName}」的临时密码`);
  const temporary = (await shown.locator('.teacher-password').innerText()).trim();
  await shown.getByRole('button', { name: '我已记下' }).click();

  const own = await page.context().newPage();
  await loginWithPassword(own, teacher.phone, temporary);
  await expect(own.getByRole('heading', { name: '修改密码' })).toBeVisible();
  return { teacher, temporary, own };
}

test('a teacher signing in with the temporary password of 重置密码 must change it before the console opens', async ({ page }) => {
  const { teacher, temporary, own } = await signedInWithTemporaryPassword(page);
  const form = own.locator('form#temporary-password');
  await expect(own.getByRole('menu')).toHaveCount(0);
  await own.reload();
  await expect(form).toBeVisible();
  await expect(own.getByRole('menu')).toHaveCount(0);

  const chosen = 'Mine2026abc';
  await form.getByLabel('临时密码').fill(temporary);
  await form.getByLabel('新密码', { exact: true }).fill(chosen);
  await form.getByLabel('确认新密码').fill('Mine2026abd');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByText('两次输入的新密码不一致')).toBeVisible();
  await form.getByLabel('确认新密码').fill(chosen);
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(toast(own, '密码已修改')).toBeVisible();
  await expect(own.getByRole('heading', { level: 1 })).toContainText(teacher.teacherName);
  await expect(own.getByRole('menuitem', { name: /首页/ })).toBeVisible();
  expect(await apiSignIn(own.request, teacher.phone, chosen)).toBeTruthy();
});

test('a teacher who forgot the temporary password resets it by SMS code from the page that asks for it', async ({ page }) => {
  const { teacher, own } = await signedInWithTemporaryPassword(page);
  await own.getByRole('button', { name: '忘记临时密码？用短信验证码重置' }).click();
  await expect(own).toHaveURL(/\/reset\?phone=/);
  await expect(own.getByPlaceholder('账号绑定的手机号')).toHaveValue(teacher.phone);

  const chosen = 'Mine2026xyz';
  const sentAt = new Date(Date.now() - 1000);
  await own.getByRole('button', { name: '获取验证码' }).click();
  await own.getByPlaceholder('6 位验证码').fill(await codeSentTo(teacher.phone, sentAt));
  await own.getByPlaceholder('新密码', { exact: true }).fill(chosen);
  await own.getByPlaceholder('再次输入新密码').fill(chosen);
  await own.getByRole('button', { name: '重置密码' }).click();
  await expect(own).toHaveURL(/\/login$/);

  // The password the teacher chose is no temporary one: the console opens.
  await signIn(own, teacher.phone, chosen);
  await expect(own.getByRole('menuitem', { name: /首页/ })).toBeVisible();
});
