import type { Locator, Page } from '@playwright/test';
import { sheetOf } from '../support/attendance';
import { classIdOf } from '../support/basic-info';
import { addChild, fillDate, OTHER_TEST_CLASS, pickOption, TEST_CLASS, uploadPhoto } from '../support/children';
import { LAST_SCHOOL_DAY } from '../support/clock';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName, uniquePhone } from '../support/unique';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

/** A demo class no other test marks: its children's attendance is this file's to change. */
const DEVELOPMENT_CLASS = '大一班';

async function pickRange(scope: Locator, startDate: string, endDate: string) {
  await scope.getByPlaceholder('开始日期').fill(startDate);
  await scope.getByPlaceholder('结束日期').fill(endDate);
  await scope.getByPlaceholder('结束日期').press('Enter');
}

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

test('详细信息: the class record and the allergy', async ({ page }) => {
  const child = await addChild(page, uniqueName('测详'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await expect(page.getByRole('heading', { name: child.name })).toBeVisible();
  await expect(card(page, '在班记录')).toContainText(TEST_CLASS);
  await expect(card(page, '在班记录')).toContainText('在班');

  await card(page, '过敏信息').getByRole('button', { name: '编辑' }).click();
  const allergy = page.getByRole('dialog', { name: '编辑过敏信息' });
  await allergy.getByLabel('过敏食物').fill('花生、芒果');
  await allergy.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '过敏信息已保存')).toBeVisible();
  await expect(card(page, '过敏信息')).toContainText('花生、芒果');
});

test('详细信息: the basic information is edited, with the child’s photo', async ({ page }) => {
  const child = await addChild(page, uniqueName('测照'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await card(page, '基本信息').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑基本信息' });
  await edit.getByLabel('家庭住址').fill('阳光路 8 号');
  await uploadPhoto(edit, '幼儿照片.png');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '基本信息已保存')).toBeVisible();
  await expect(card(page, '基本信息')).toContainText('阳光路 8 号');
  await expect(page.locator('.child-header').getByRole('img', { name: `${child.name}的照片` })).toBeVisible();
});

test('详细信息: a pick-up person is added with a photo and dates, then removed', async ({ page }) => {
  const child = await addChild(page, uniqueName('测接'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  const pickUp = card(page, '接送人');
  const grandma = `${child.name}奶奶`;
  await pickUp.getByRole('button', { name: '添加接送人' }).click();
  const addPickUp = page.getByRole('dialog', { name: '添加接送人' });
  await addPickUp.getByLabel('接送人姓名').fill(grandma);
  await pickOption(page, addPickUp, '与幼儿关系', '奶奶');
  await addPickUp.getByLabel('手机号').fill(uniquePhone());
  await uploadPhoto(addPickUp, '奶奶.png');
  await fillDate(addPickUp, '有效期自', '2026-09-01');
  await fillDate(addPickUp, '有效期至', '2030-07-31');
  await addPickUp.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, `已添加接送人「${grandma}」`)).toBeVisible();
  await expect(rowOf(pickUp, grandma)).toContainText('2026-09-01 至 2030-07-31');
  await expect(rowOf(pickUp, grandma)).toContainText('有效');
  // The desk checks who came against the photo.
  await expect(rowOf(pickUp, grandma).getByRole('img', { name: `${grandma}的照片` })).toBeVisible();

  await rowOf(pickUp, grandma).getByRole('button', { name: '移除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '移除' }).click();
  await expect(toast(page, `已移除接送人${grandma}`)).toBeVisible();
  await expect(rowOf(pickUp, grandma)).toHaveCount(0);
});

test('详细信息: a guardian is added and made main; another is relieved and restored', async ({ page }) => {
  const child = await addChild(page, uniqueName('测家'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  const guardians = card(page, '家长');
  const father = `${child.name}爸爸`;
  await guardians.getByRole('button', { name: '添加家长' }).click();
  const addGuardian = page.getByRole('dialog', { name: '添加家长' });
  await addGuardian.getByLabel('家长姓名').fill(father);
  await addGuardian.getByLabel('手机号').fill(uniquePhone());
  await addGuardian.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, `已添加家长「${father}」`)).toBeVisible();
  await expect(rowOf(guardians, father)).toContainText('父亲');

  await rowOf(guardians, father).getByRole('button', { name: '设为主监护人' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '设为主监护人' }).click();
  await expect(toast(page, `${father}已设为主监护人`)).toBeVisible();
  await expect(rowOf(guardians, father)).toContainText('主监护人');

  await rowOf(guardians, child.guardianName).getByRole('button', { name: '解除关系' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '解除' }).click();
  await expect(toast(page, `已解除与${child.guardianName}的关系`)).toBeVisible();
  await expect(rowOf(guardians, child.guardianName)).toContainText('已解除');
  await rowOf(guardians, child.guardianName).getByRole('button', { name: '恢复关系' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, `已恢复与${child.guardianName}的关系`)).toBeVisible();
  await expect(rowOf(guardians, child.guardianName)).not.toContainText('已解除');
});

test('详细信息: a guardian changes phone, the old one kept on record', async ({ page }) => {
  const child = await addChild(page, uniqueName('测号'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  const guardians = card(page, '家长');
  const newPhone = uniquePhone();
  await rowOf(guardians, child.guardianName).getByRole('button', { name: '修改' }).click();
  await page.getByRole('menuitem', { name: '更换手机号' }).click();
  const phoneDialog = page.getByRole('dialog', { name: /更换手机号/ });
  await expect(phoneDialog).toContainText(`原手机号：${child.guardianPhone}`);
  await phoneDialog.getByLabel('新手机号').fill(newPhone);
  await phoneDialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '手机号已更换')).toBeVisible();
  await expect(rowOf(guardians, child.guardianName)).toContainText(newPhone);
  await rowOf(guardians, child.guardianName).getByLabel('换号记录').hover();
  await expect(page.getByRole('tooltip')).toContainText(`${child.guardianPhone} → ${newPhone}`);
});

test('详细信息: a guardian is renamed', async ({ page }) => {
  const child = await addChild(page, uniqueName('测名'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  const guardians = card(page, '家长');
  const renamed = `${child.name}母亲`;
  await rowOf(guardians, child.guardianName).getByRole('button', { name: '修改' }).click();
  await page.getByRole('menuitem', { name: '修改姓名' }).click();
  const nameDialog = page.getByRole('dialog', { name: /修改家长姓名/ });
  await nameDialog.getByLabel('家长姓名').fill(renamed);
  await nameDialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '家长姓名已修改')).toBeVisible();
  await expect(rowOf(guardians, renamed)).toBeVisible();
});

test('幼儿发展 shows the interval chosen, and a new child has no attendance in it yet', async ({ page }) => {
  const child = await addChild(page, uniqueName('测展'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const panel = page.getByRole('tabpanel', { name: '幼儿发展' });
  // The console takes 本月 and 本学期 from the browser's clock: the server's pinned day's month and term.
  await expect(panel).toContainText('统计时间段：2026-11-01 至 2026-11-30');
  await expect(panel.locator('.development__attendance')).toContainText(`${child.name}在这个时间段还没有考勤记录`);

  await panel.getByText('本学期').click();
  await expect(panel).toContainText('统计时间段：2026-09-01 至 2027-01-31');
  await panel.getByText('自定义').click();
  await expect(panel).toContainText('请选择开始和结束日期');
  await pickRange(panel, '2026-10-01', '2026-10-31');
  await expect(panel).toContainText('统计时间段：2026-10-01 至 2026-10-31');
});

test('幼儿发展 shows the attendance of the interval, with the days missed and why', async ({ page }) => {
  const classId = await classIdOf(page, DEVELOPMENT_CLASS);
  const day = LAST_SCHOOL_DAY;
  const child = (await sheetOf(page, classId, day)).children[0]!;
  await callAs(page, 'POST', '/javaApi/studentAttend/saveClassAttendSheet', { classId, date: day, records: [{ studentId: child.studentId, status: 0, remark: '发烧请假' }] });

  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const panel = page.getByRole('tabpanel', { name: '幼儿发展' });
  await panel.getByText('自定义').click();
  await pickRange(panel, day, day);
  const attendance = panel.locator('.development__attendance');
  await expect(attendance).toContainText(`${day} · 1 个上学日`);
  await expect(attendance.locator('.attend-totals__figure--strong')).toContainText('0%');
  await expect(rowOf(attendance, day)).toContainText('缺勤');
  await expect(rowOf(attendance, day)).toContainText('发烧请假');
});

test('调班 from the detail ends the old class record as 转班 and starts one in the new class', async ({ page }) => {
  const child = await addChild(page, uniqueName('测调'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('button', { name: '调班' }).click();
  const move = page.getByRole('dialog', { name: '调班' });
  await pickOption(page, move, '调入班级', OTHER_TEST_CLASS);
  await move.getByRole('button', { name: '确认调班' }).click();
  await expect(toast(page, `${child.name}已调班`)).toBeVisible();

  await expect(page.locator('.child-header')).toContainText(OTHER_TEST_CLASS);
  const history = card(page, '在班记录');
  await expect(history.locator('.class-history__item').filter({ hasText: TEST_CLASS })).toContainText('转班');
  await expect(history.locator('.class-history__item').filter({ hasText: OTHER_TEST_CLASS })).toContainText('在班');
});

test('离园 from the detail keeps the record, with the reason and the class record ended', async ({ page }) => {
  const child = await addChild(page, uniqueName('测离'));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('button', { name: '离园' }).click();
  const leave = page.getByRole('dialog', { name: `${child.name}离园` });
  await leave.getByLabel('退学').check();
  await leave.getByLabel('离园原因').fill('随父母迁居外地');
  await leave.getByRole('button', { name: '确认离园' }).click();
  await expect(toast(page, `${child.name}已离园`)).toBeVisible();

  await expect(page.locator('.child-header')).toContainText('退学');
  await expect(page.getByRole('button', { name: '调班' })).toHaveCount(0);
  await expect(page.locator('.child-header__facts')).toContainText('随父母迁居外地');
  await expect(card(page, '在班记录')).toContainText('退学');
  await expect(card(page, '家长')).toContainText(child.guardianName);
});
