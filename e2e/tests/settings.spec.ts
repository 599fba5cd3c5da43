import { choose, formItem, readSheet } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

test('园所信息: the school’s registration is edited and saved, and the card machines’ settings too', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/Setting/SchoolInfo');
  const info = page.locator('form[id="school-info"]');
  await expect(formItem(info, '园所名称').getByRole('textbox')).toHaveValue('阳光幼儿园');
  await expect(formItem(info, '区县')).toContainText('西湖区');
  await page.screenshot({ path: testInfo.outputPath('school-info-1440.png'), fullPage: true });

  // A bad credit code is refused under its field; a good one saves.
  await formItem(info, '统一社会信用代码').getByRole('textbox').fill('123');
  await page.getByRole('button', { name: '保存园所信息' }).click();
  await expect(formItem(info, '统一社会信用代码')).toContainText('统一社会信用代码为18位数字或大写字母');
  await formItem(info, '统一社会信用代码').getByRole('textbox').fill('52330106MJ8812345X');
  await formItem(info, '联系人').getByRole('textbox').fill('林晓燕');
  await page.getByRole('button', { name: '保存园所信息' }).click();
  await expect(toast(page, '已保存「阳光幼儿园」的园所信息')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(formItem(info, '联系人').getByRole('textbox')).toHaveValue('林晓燕');

  const machines = page.locator('form[id="machine-config"]');
  await expect(machines.getByRole('textbox').first()).toHaveValue('东门入园机');
  await formItem(machines, '重复刷卡间隔').getByRole('spinbutton').fill('5');
  await page.getByRole('button', { name: '保存刷卡机配置' }).click();
  await expect(toast(page, '刷卡机配置已保存')).toBeVisible();
});

test('设备管理: a device is added, found by its name, and deleted with others at once; a type in use cannot go', async ({ page }) => {
  await signInAs(page);
  await page.goto('/Setting/DeviceManage');
  // The demo's devices, coded SB-…; other tests may have added newer ones without a code.
  await expect(page.locator('.ant-table-row').filter({ hasText: 'SB-' }).first()).toBeVisible();

  const name = uniqueName('投影仪');
  await page.getByRole('button', { name: '添加设备' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await formItem(dialog, '设备名称').getByRole('textbox').fill(name);
  await choose(formItem(dialog, '设备类型'), '多媒体一体机');
  await choose(formItem(dialog, '状态'), '维修中');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加设备「${name}」`)).toBeVisible();

  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rowOf(page, name)).toContainText('维修中');
  await rowOf(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '已删除 1 台设备')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  await page.getByRole('button', { name: '设备类型' }).click();
  const types = page.getByRole('dialog', { name: '设备类型' });
  await expect(rowOf(types, '空调').getByRole('button', { name: '删除' })).toBeDisabled();
});

test('安装统计: the figures, the families who have not installed, a child’s guardians, and the export', async ({ page }) => {
  await signInAs(page);
  await page.goto('/Setting/InstallationStatistics');
  await expect(page.getByText('家长安装', { exact: true })).toBeVisible();

  await choose(formItem(page.locator('.list-page__filters'), '安装状态'), '未安装');
  await page.getByRole('button', { name: '查询' }).click();
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(first).toContainText('未安装');
  await first.getByRole('button', { name: '查看家长' }).click();
  const guardians = page.getByRole('dialog', { name: /的家长$/ });
  await expect(guardians.getByRole('row').nth(1)).toContainText('未安装');
  await guardians.getByRole('button', { name: '关闭' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/家长端安装情况-\d{8}\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]).toEqual(['班级', '幼儿姓名', '家长人数', '已安装家长', '安装状态', '最近登录']);
  expect(rows.slice(1).every((row) => row[4] === '未安装')).toBe(true);

  await page.getByRole('tab', { name: '教职工' }).click();
  await expect(page.getByText('教职工安装情况')).toBeVisible();
});
