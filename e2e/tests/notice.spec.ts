import type { Page } from '@playwright/test';
import { formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const NOTICES = '/SchoolDynamic/Notification';

async function searchNotices(page: Page, text: string) {
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

test('通知动态 publishes a notice with bold text, and its read count rises when a teacher opens it', async ({ page, browser }) => {
  const title = uniqueName('冬季衣物提醒');
  await signInAs(page);
  await page.goto(NOTICES);
  await page.getByRole('button', { name: '发布通知' }).click();
  const dialog = page.getByRole('dialog', { name: '发布通知' });
  await formItem(dialog, '标题').getByRole('textbox').fill(title);
  const editor = formItem(dialog, '内容').getByRole('textbox');
  await editor.click();
  await page.keyboard.type('明天降温，');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('请给孩子带一件外套');
  await expect(editor.locator('strong')).toHaveText('请给孩子带一件外套');
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, `已发布「${title}」`)).toBeVisible();

  await searchNotices(page, title);
  const row = rowOf(page, title);
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('全园 · 家长和教职工');
  await expect(row).toContainText('已读 0 /');

  // The demo class teacher opens it in a session of their own.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInAs(teacherPage, accounts.classTeacher);
  await teacherPage.goto(NOTICES);
  await searchNotices(teacherPage, title);
  await rowOf(teacherPage, title).getByRole('button', { name: title }).click();
  const drawer = teacherPage.locator('.ant-drawer').filter({ hasText: title });
  await expect(drawer.locator('.notice-detail__content strong')).toHaveText('请给孩子带一件外套');
  await expect(drawer.getByLabel('已读人数')).toHaveText('已读 1');
  await teacherContext.close();

  // The principal's screen reads the list afresh.
  await page.reload();
  await searchNotices(page, title);
  await expect(rowOf(page, title)).toContainText('已读 1 /');
  await rowOf(page, title).getByRole('button', { name: '详情' }).click();
  const detail = page.locator('.ant-drawer').filter({ hasText: title });
  await detail.getByRole('tab', { name: /已读/ }).click();
  await expect(detail.getByRole('tabpanel')).toContainText('教职工');
});

test('通知动态 deletes a notice after confirming', async ({ page }) => {
  const title = uniqueName('作废的通知');
  await signInAs(page);
  await page.goto(NOTICES);
  await page.getByRole('button', { name: '发布通知' }).click();
  const dialog = page.getByRole('dialog', { name: '发布通知' });
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(formItem(dialog, '标题')).toContainText('请填写通知标题');
  await expect(formItem(dialog, '内容')).toContainText('请填写通知内容');
  await formItem(dialog, '标题').getByRole('textbox').fill(title);
  await formItem(dialog, '内容').getByRole('textbox').click();
  await page.keyboard.type('这条通知稍后删除');
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, `已发布「${title}」`)).toBeVisible();
  await searchNotices(page, title);
  await rowOf(page, title).getByRole('button', { name: '删除', exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除「${title}」`)).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
});

test('通知动态 keeps a title of the longest length inside its column, and a cut summary reads in full on hover', async ({ page }) => {
  await signInAs(page);
  const name = uniqueName('家长开放日');
  const title = name + '暨亲子运动会及期末汇报演出的具体安排与注意事项说明'.repeat(3).slice(0, 50 - name.length);
  const summary = '各位家长：本周五上午九点起举行家长开放日，请提前十分钟到达，在门口签到后由班级老师带领参观教室、午睡室和户外场地。';
  await callAs(page, 'POST', '/javaApi/notice/add', { title, content: `<p>${summary}</p>`, audienceType: 1 });
  await page.goto(NOTICES);
  await searchNotices(page, name);
  const titleCell = rowOf(page, name).getByRole('cell').first();
  const link = titleCell.getByRole('button', { name: title });
  await expect(link).toBeVisible();
  const [cellBox, linkBox] = [await titleCell.boundingBox(), await link.boundingBox()];
  expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
  await expect(titleCell.locator('.notice-list__summary')).toHaveAttribute('title', summary);
});
