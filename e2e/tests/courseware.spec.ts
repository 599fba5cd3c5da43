import { formItem, choose } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const COURSEWARE = '/ResourceManage/Courseware';

test('课件库: a lesson is added, two of its parts are edited and both kept, it is copied, and both are found in the list', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await signInAs(page);
  await page.goto(COURSEWARE);
  // The demo library, with its subjects' covers drawn.
  await expect(rowOf(page, '秋天的树叶')).toContainText('科学');
  await expect(rowOf(page, '秋天的树叶').getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await shot('courseware-list');

  const name = uniqueName('认识磁铁');
  await page.getByRole('button', { name: '新增课件' }).click();
  const header = page.locator('form[id="coursewareHeader"]');
  await formItem(header, '课件名称').getByRole('textbox').fill(name);
  await choose(formItem(header, '年级'), '中班');
  await choose(formItem(header, '学科'), '科学');
  await page.getByRole('button', { name: '创建课件' }).click();
  await expect(toast(page, '已新增课件，请继续填写各部分')).toBeVisible();
  await expect(page).toHaveURL(/\/ResourceManage\/Courseware\/edit\/\d+$/);

  // Two parts, each saved by its own button.
  await page.getByRole('textbox', { name: '活动准备' }).fill('磁铁、回形针、木块');
  await page.getByRole('button', { name: '保存活动准备' }).click();
  await expect(toast(page, '已保存活动准备')).toBeVisible();
  await page.getByRole('textbox', { name: '活动过程' }).fill('一、猜一猜\n二、试一试');
  await page.getByRole('button', { name: '保存活动过程' }).click();
  await expect(toast(page, '已保存活动过程')).toBeVisible();

  // Both kept, read afresh.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '活动准备' })).toHaveValue('磁铁、回形针、木块');
  await expect(page.getByRole('textbox', { name: '活动过程' })).toHaveValue('一、猜一猜\n二、试一试');
  await shot('courseware-editor');

  await page.goto(COURSEWARE);
  const filters = page.locator('.list-page__filters');
  await formItem(filters, '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await rowOf(page, name).getByRole('button', { name: '复制' }).click();
  await expect(toast(page, `已复制「${name}」到本园，可继续编辑`)).toBeVisible();
  // The original and its copy, the copy marked as one.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: name }).filter({ hasText: '复制' }).filter({ hasText: '本园原创' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: name }).filter({ hasText: '仅本园' })).toHaveCount(2);
});
