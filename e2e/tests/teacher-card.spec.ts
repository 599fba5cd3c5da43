import type { Page } from '@playwright/test';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, TEACHER_CARD } from '../support/teachers';
import { uniqueCardNo } from '../support/unique';

async function searchCards(page: Page, text: string) {
  await page.getByPlaceholder('姓名、手机号或卡号').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

/** Swipes a card in the open dialog: the reader types the number and an Enter. */
async function swipe(page: Page, dialogName: string, cardNo: string) {
  const input = page.getByRole('dialog', { name: dialogName }).getByPlaceholder('请刷卡，或输入卡号后按回车');
  await expect(input).toBeFocused();
  await page.keyboard.type(cardNo);
  await page.keyboard.press('Enter');
}

test('a card is issued by swiping it, and reading it names its holder', async ({ page }) => {
  await signInAs(page);
  const teacher = await addTeacher(page);
  await page.goto(TEACHER_CARD);
  await searchCards(page, teacher.teacherName);
  const row = rowOf(page.locator('.list-page'), teacher.teacherName);
  await expect(row).toContainText('未发卡');

  const cardNo = uniqueCardNo();
  await row.getByRole('button', { name: '发卡' }).click();
  await swipe(page, '发卡', cardNo);
  await expect(toast(page, `已为${teacher.teacherName}发卡 ${cardNo}`)).toBeVisible();
  await expect(row).toContainText(cardNo);
  await expect(row).toContainText('正常');

  await page.getByRole('button', { name: '读卡' }).click();
  await swipe(page, '读卡', cardNo);
  await expect(page.getByRole('dialog', { name: '读卡' }).locator('.ant-descriptions')).toContainText(teacher.teacherName);
});

test('a card is replaced by swiping the new one, and unbound after a confirmation', async ({ page }) => {
  await signInAs(page);
  const teacher = await addTeacher(page);
  const first = uniqueCardNo();
  await callAs(page, 'POST', '/javaApi/teacherCard/bindCard', { teacherId: teacher.teacherId, cardNo: first });
  await page.goto(TEACHER_CARD);
  await searchCards(page, teacher.teacherName);
  const row = rowOf(page.locator('.list-page'), teacher.teacherName);

  const second = uniqueCardNo();
  await row.getByRole('button', { name: '换卡' }).click();
  await expect(page.getByRole('dialog', { name: '换卡' })).toContainText(`原卡 ${first} 将注销`);
  await swipe(page, '换卡', second);
  await expect(toast(page, `已为${teacher.teacherName}换卡 ${second}`)).toBeVisible();
  await expect(row).toContainText(second);

  await row.getByRole('button', { name: '解绑' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '解绑' }).click();
  await expect(toast(page, `卡号 ${second} 已解绑`)).toBeVisible();
  await expect(row).toContainText('已注销');
  await expect(row.getByRole('button', { name: '发卡' })).toBeVisible();
});
