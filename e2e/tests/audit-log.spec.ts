import { choose, formItem, readSheet } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

test('操作日志: a change made in the console shows under its module, and exports as xlsx', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/Setting/DeviceManage');
  const name = uniqueName('投影仪');
  await page.getByRole('button', { name: '添加设备' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await formItem(dialog, '设备名称').getByRole('textbox').fill(name);
  await choose(formItem(dialog, '设备类型'), '多媒体一体机');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加设备「${name}」`)).toBeVisible();

  await page.goto('/Setting/OperationLog');
  // The demo's weeks of changes, newest first.
  await expect(page.locator('.ant-table-row')).toHaveCount(20);
  await page.screenshot({ path: testInfo.outputPath('operation-log-1440.png'), fullPage: true });

  const filters = page.locator('.list-page__filters');
  await formItem(filters, '模块').locator('.ant-select').click();
  await page.keyboard.type('设备管理');
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: /^设备管理$/ }).click();
  await page.getByRole('button', { name: '查询' }).click();
  const newest = page.locator('.ant-table-row').first();
  await expect(newest).toContainText('添加设备');
  await expect(newest).toContainText('设备管理');
  await expect(rowOf(page, '修改设备').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('operation-log-filtered-1440.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/操作日志-\d{8}\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]).toEqual(['时间', '操作人', '模块', '操作', '记录编号']);
  expect(rows[1]).toEqual([expect.any(String), expect.any(String), '设备管理', '添加设备', expect.any(String)]);
  expect(rows.slice(1).every((row) => row[2] === '设备管理')).toBe(true);
});
