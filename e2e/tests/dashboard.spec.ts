import type { Page } from '@playwright/test';
import { fillRange } from '../support/basic-info';
import { TODAY } from '../support/clock';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

const tile = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const filters = (page: Page) => page.locator('.dashboard-filters');
const classStatistics = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText('班级统计', { exact: true }) }).locator('tbody tr.ant-table-row');

/** Picks `option` in the select of the dashboard's filter bar labelled `label`. */
async function chooseFilter(page: Page, label: string, option: string) {
  await filters(page).getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('首页 shows the school’s totals, the period’s rankings, the attendance chart and each class', async ({ page }) => {
  await signInAs(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张');
  // 合规提醒: the school's staff ratio, and every class with its size against its limit. Other tests add
  // children to 大三班 and 大四班 and staff to the school, so only the untouched 托一班 is pinned down.
  const compliance = page.locator('.compliance');
  await expect(compliance.getByLabel('全园 教职工:幼儿', { exact: true })).toContainText(/1:\d/);
  await compliance.getByRole('button', { name: '全部班级' }).click();
  const allClasses = page.getByRole('dialog', { name: /各班班额与师幼比/ });
  await expect(allClasses.getByRole('row').filter({ hasText: '托一班' })).toContainText('18/20');
  await page.keyboard.press('Escape');
  await expect(allClasses).toBeHidden();

  const photos = await callAs<{ count: number }>(page, 'GET', '/javaApi/homePage/getSchoolClassAlbumPhotoCount');
  await expect(tile(page, '照片总数')).toHaveText(`${photos.count.toLocaleString('en-US')}张`);
  for (const label of ['幼儿总数', '教师总数', '视频总数', '作品总数']) await expect(tile(page, label)).toHaveText(/^[1-9][\d,]*[名个件]$/);

  await expect(page.getByRole('list', { name: '班级排行' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('list', { name: '教师排行' }).getByRole('listitem').first()).toContainText('条动态');
  await expect(page.getByRole('list', { name: '家长排行' }).getByRole('listitem').first()).toContainText('的家长');

  const chart = page.locator('.dashboard-chart');
  await expect(chart.getByRole('img', { name: '各班出勤' }).locator('canvas')).toBeVisible();
  await chart.getByText('按日期', { exact: true }).click();
  await expect(chart.getByRole('img', { name: '每个上学日的出勤' }).locator('canvas')).toBeVisible();

  await filters(page).getByText('今天', { exact: true }).click();
  await expect(chart.locator('.attend-totals__range')).toHaveText(`${TODAY} · 1 个上学日`);
  await filters(page).getByText('自定义', { exact: true }).click();
  await fillRange(filters(page), '2026-09-07', '2026-09-11');
  await expect(chart.locator('.attend-totals__range')).toHaveText('2026-09-07 至 2026-09-11 · 5 个上学日');

  await expect(classStatistics(page)).toHaveCount(12);
  await chooseFilter(page, '年级', '大班');
  await expect(classStatistics(page)).toHaveCount(4);
  await chooseFilter(page, '班级', '大二班');
  await expect(classStatistics(page)).toHaveCount(1);
  await expect(classStatistics(page)).toContainText('大二班');
  await classStatistics(page).getByRole('link', { name: '大二班' }).click();
  await expect(page).toHaveURL(/\/ChildManage\/StudentAttendStatistics\/classAttend\/\d+$/);
});

test('a class teacher sees the dashboard too, with the functions of the role', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  await page.goto('/home');
  await expect(tile(page, '幼儿总数')).toHaveText(/^[1-9][\d,]*名$/);
  await expect(page.getByRole('list', { name: '班级排行' })).toBeVisible();
  await expect(page.locator('.workbench__group-name')).toContainText(['幼儿管理']);
});
