import { fileURLToPath } from 'node:url';
import { formItem, choose } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const COURSEWARE = '/ResourceManage/Courseware';
const STATISTICS = '/ResourceManage/CourseStatistics';
const SERIES = '中班科学探索';
const VIDEO = fileURLToPath(new URL('../../apps/server/demo-media/outdoor-play.webm', import.meta.url));

test('课件库: a lesson is added with a video and two activity points into a series, copied, and both are counted in 课程统计', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await signInAs(page);
  const total = page.locator('.ant-statistic').filter({ hasText: '课件总数' }).locator('.ant-statistic-content-value');
  await page.goto(STATISTICS);
  const before = Number(await total.innerText());

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
  await choose(formItem(header, '系列'), SERIES);
  await page.getByRole('button', { name: '创建课件' }).click();
  await expect(toast(page, '已新增课件，请继续填写各部分')).toBeVisible();
  await expect(page).toHaveURL(/\/ResourceManage\/Courseware\/edit\/\d+$/);

  // A video among its resources, and two activity points, each part saved on its own.
  const resources = page.locator('.ant-card').filter({ hasText: '课件资源' });
  await resources.locator('input[type=file]').setInputFiles(VIDEO);
  await expect(resources.locator('li').filter({ hasText: 'outdoor-play.webm' })).toContainText('上传完成');
  await page.getByRole('button', { name: '保存课件资源' }).click();
  await expect(toast(page, '已保存课件资源')).toBeVisible();
  const points = page.locator('.ant-card').filter({ hasText: '活动要点' });
  for (const point of ['先猜一猜磁铁能吸住什么', '再分组动手试一试并记录']) {
    await page.getByRole('textbox', { name: '新的活动要点' }).fill(point);
    await page.getByRole('button', { name: '添加要点' }).click();
    await expect(points.locator('li').filter({ hasText: point })).toHaveCount(1);
  }

  // All kept, read afresh.
  await page.reload();
  await expect(points.locator('li')).toHaveText(['先猜一猜磁铁能吸住什么', '再分组动手试一试并记录'].map((point) => new RegExp(point)));
  await expect(resources.getByText('outdoor-play.webm')).toBeVisible();
  await shot('courseware-editor');

  await page.goto(COURSEWARE);
  const filters = page.locator('.list-page__filters');
  await formItem(filters, '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(rowOf(page, name)).toContainText(`系列：${SERIES}`);
  await rowOf(page, name).getByRole('button', { name: '复制' }).click();
  await expect(toast(page, `已复制「${name}」到本园，可继续编辑`)).toBeVisible();
  // The original and its copy, the copy marked as one.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: name }).filter({ hasText: '复制' }).filter({ hasText: '本园原创' })).toHaveCount(1);

  // 课程统计 counts both.
  await page.goto(STATISTICS);
  await expect(total).toHaveText(String(before + 2));
  await shot('course-statistics');
});

test('课件库: a lesson stored into 活动库 is there with its goals and type, ready for week plans', async ({ page }) => {
  await signInAs(page);
  const name = uniqueName('好玩的磁铁');
  const { CoursewareId: coursewareId } = await callAs<{ CoursewareId: number }>(page, 'POST', '/api/Courseware4/AddCourseware', { CoursewareName: name, GradeId: 3, SubjectId: 2, Visibility: 4, ActivityType: '区域活动' });
  await callAs(page, 'POST', '/api/Courseware4/AddSingleCourseGoal', { CoursewareId: coursewareId, Content: '知道磁铁能吸住铁制品' });

  await page.goto(COURSEWARE);
  await page.getByPlaceholder('课件名称').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await rowOf(page.locator('.list-page'), name).getByRole('button', { name: '存入活动库' }).click();
  await expect(toast(page, `已将「${name}」存入活动库，可在周计划中选用`)).toBeVisible();

  await page.goto('/TeachManage/ActivityLibrary');
  await page.getByPlaceholder('搜索活动名称').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText('课件库');
  await expect(row).toContainText('区域活动');
  await expect(row).toContainText('1. 知道磁铁能吸住铁制品');
});

test('课节与学期: a lesson’s term reads on one line at 1440 wide', async ({ page }) => {
  await signInAs(page);
  await page.goto('/ResourceManage/CourseLesson');
  const term = page.locator('.ant-table-row').first().getByRole('cell', { name: '2026-2027学年第一学期' });
  await expect(term).toBeVisible();
  // One line box per line the text wraps onto.
  const lines = await term.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
