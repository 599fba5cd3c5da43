import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const SHOWREEL = '/SchoolDynamic/Showreel';
/** A child's drawing of the demo, as a new work's picture. */
const DRAWING = fileURLToPath(new URL('../../apps/server/demo-media/flowers-1.jpg', import.meta.url));

/** The width of the picture a tile shows once its bytes arrived: 0 while loading, and for a broken link. */
const loadedWidth = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));
const allLoaded = async (pictures: Locator) => {
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) await expect.poll(() => loadedWidth(picture)).toBeGreaterThan(0);
};
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

type ClassRow = { ClassId: number; ClassName: string; WorkbookCount: number; FileCount: number; ExcellentCount: number; NoWorkChildCount: number };

test('作品集: a class’s counts, its workbooks and works opened, a work added, marked excellent, commented on and deleted; children’s statistics and excellent works', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await signInAs(page);
  const { List: classes } = await callAs<{ List: ClassRow[] }>(page, 'GET', '/api/Workbook4/GetWorkbookClassStatisticsList');
  const klass = classes[0]!;

  // ClassStatistics: each class's counts, as the call gives them.
  await page.goto(SHOWREEL);
  const row = rowOf(page, klass.ClassName).first();
  await expect(row).toContainText(String(klass.FileCount));
  await expect(row.getByRole('button', { name: `${klass.ClassName}的${klass.WorkbookCount}个作品集` })).toBeVisible();
  await shot('showreel-class-1440');

  // The class's workbooks, each with its cover; the first one's works, each with its picture.
  await row.getByRole('button', { name: '查看作品集' }).click();
  const workbooks = drawer(page, `${klass.ClassName}的作品集`);
  await allLoaded(workbooks.locator('.workbook-list__cover img'));
  await workbooks.locator('.workbook-list__item').first().click();
  const workbook = page.getByRole('dialog', { name: /^作品集：/ });
  await allLoaded(workbook.locator('.child-works__picture img'));
  const works = await workbook.locator('.work-tile').count();

  // 添加作品 for a child who has none in it yet: chosen from the names the workbook lists.
  const missing = workbook.locator('.workbook-drawer__child').first();
  const child = (await missing.textContent())!.trim();
  await missing.click();
  const form = page.getByRole('dialog', { name: /^添加作品/ });
  await expect(form.getByText(child, { exact: true })).toBeVisible();
  await form.locator('input[type=file]').setInputFiles(DRAWING);
  await expect(form.getByText('上传完成')).toBeVisible();
  const title = uniqueName('美丽的花园');
  await form.getByLabel('作品名称').fill(title);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已为${child}添加作品`)).toBeVisible();
  await expect(workbook.locator('.work-tile')).toHaveCount(works + 1);
  await shot('showreel-workbook-1440');

  // The work: its picture, marked excellent, a comment written and changed, then deleted.
  await workbook.getByRole('button', { name: `查看${child}` }).last().click();
  const work = drawer(page, `${child}的作品`);
  await allLoaded(work.locator('.work-drawer__picture img'));
  await expect(work).toContainText(title);
  await work.getByRole('button', { name: '设为优秀' }).click();
  await expect(toast(page, '已设为优秀作品')).toBeVisible();
  await expect(work.getByRole('button', { name: '取消优秀' })).toBeVisible();
  const comment = uniqueName('颜色很漂亮');
  await work.getByRole('textbox', { name: '评论' }).fill(comment);
  await work.getByRole('button', { name: '发表评论' }).click();
  await expect(toast(page, '评论已发表')).toBeVisible();
  await expect(work.locator('.work-comments__item')).toContainText(comment);
  await work.locator('.work-comments__item').filter({ hasText: comment }).getByRole('button', { name: '编辑' }).click();
  await work.getByRole('textbox', { name: '修改评论' }).fill(`${comment}，构图完整`);
  await work.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '评论已修改')).toBeVisible();
  await expect(work.locator('.work-comments__item')).toContainText(`${comment}，构图完整`);
  await shot('showreel-work-1440');
  await work.getByRole('button', { name: '删除作品' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '作品已删除')).toBeVisible();
  await expect(work).toBeHidden();
  await expect(workbook.locator('.work-tile')).toHaveCount(works);
  await workbook.locator('.ant-drawer-close').click();
  await workbooks.locator('.ant-drawer-close').click();
  await expect(workbooks).toBeHidden();

  // StudentStatistics of the class: its children, and one child's works.
  await row.getByRole('button', { name: '幼儿统计' }).click();
  const { List: children } = await callAs<{ List: { StudentName: string; FileCount: number }[] }>(page, 'GET', '/api/Workbook4/GetWorkbookStudentStatisticsList', { ClassId: klass.ClassId });
  const someone = children.find((candidate) => candidate.FileCount > 0)!;
  await expect(rowOf(page, someone.StudentName).first()).toContainText(String(someone.FileCount));
  await rowOf(page, someone.StudentName).first().getByRole('button', { name: `查看${someone.StudentName}的作品` }).click();
  const files = drawer(page, `${someone.StudentName}的作品`);
  await expect(files.locator('.work-tile')).toHaveCount(someone.FileCount);
  await allLoaded(files.locator('.child-works__picture img'));
  await files.locator('.ant-drawer-close').click();

  // Only the children without a work this month, as the class's count says.
  await page.getByRole('switch', { name: '只看本月无作品的幼儿' }).click();
  await expect(page.getByRole('tabpanel', { name: '幼儿统计' }).locator('tbody tr.ant-table-row')).toHaveCount(klass.NoWorkChildCount);

  // ExcellentStatistics: the year's excellent works, counted as the call counts them.
  await page.getByRole('tab', { name: '优秀作品' }).click();
  const excellent = page.getByRole('tabpanel', { name: '优秀作品' });
  const { ExcellentCount } = await callAs<{ ExcellentCount: number }>(page, 'GET', '/api/Workbook4/GetExcellentWorkbookFileNum');
  await expect(excellent.locator('.ant-statistic-content-value')).toHaveText(ExcellentCount.toLocaleString('en-US'));
  await allLoaded(excellent.locator('.child-works__picture img'));
  await shot('showreel-excellent-1440');
});
