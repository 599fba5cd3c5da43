import type { Page } from '@playwright/test';
import { formItem } from '../support/basic-info';
import { TODAY } from '../support/clock';
import { rowOf, toast } from '../support/console';
import { accounts, DEMO_PASSWORD } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { apiSignIn } from '../support/staff';
import { uniqueName } from '../support/unique';

const SCHOOL_NEWS = '/SchoolDynamic/SchoolNews';

/** A small real PNG of four colour bands, 96 × 64. */
const picture = {
  name: '彩条.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAe0lEQVR42u3QMQ0AIAwAMITxcCGEixNtiOFGCTiYgKVJFbS80QkUBYIECRIkSJAgQQgSJEiQIEHZgg4RBYIECRIkSJAgQQgSJEiQIEHZgupeBAQJEiRIkCBBggQhSJAgQYIEZQtq8xIQJEiQIEGCBAkShCBBggQJEpTMByOgfjvEdzOPAAAAAElFTkSuQmCC',
    'base64',
  ),
};

interface ListedArticle {
  newsId: number;
  title: string;
}

const articleNamed = async (page: Page, title: string) =>
  (await callAs<{ list: ListedArticle[] }>(page, 'GET', '/javaApi/news/getArticleList', { keyword: title })).list.find((article) => article.title === title)!;

/** A comment by the demo class teacher, through the API as the family and teacher apps would write it. */
async function commentAsTeacher(page: Page, newsId: number, content: string) {
  const token = await apiSignIn(page.request, accounts.classTeacher, DEMO_PASSWORD);
  const response = await page.request.post('/javaApi/comment/addComment', { headers: { Auth: token! }, data: { newsId, content } });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

const imageLoaded = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css);
    return Boolean(image?.complete && image.naturalWidth > 0);
  }, selector);

test('园所新闻: writes an article with a picture and bold text, publishes, pins, previews it on a phone and moderates its comments', async ({ page }, testInfo) => {
  await signInAs(page);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const title = uniqueName('秋游报道');
  await page.goto(SCHOOL_NEWS);
  await expect(page.locator('.ant-table-tbody tr').first()).toContainText('置顶至');

  // The article, written in the editor with a picture uploaded through it.
  await page.getByRole('button', { name: '写新闻' }).click();
  await expect(page).toHaveURL(`${SCHOOL_NEWS}/AddArticleNews`);
  const form = page.locator('.news-form');
  await formItem(form, '标题').getByRole('textbox').fill(title);
  await formItem(form, '作者').getByRole('textbox').fill('大一班 王老师');
  await formItem(form, '摘要').getByRole('textbox').fill('孩子们在公园里认识了秋天的树叶。');
  await formItem(form, '原文链接').getByRole('textbox').fill('javascript:alert(1)');
  const content = formItem(form, '正文');
  await content.locator('.rich-text-editor__content').click();
  await page.keyboard.type('今天我们去了公园，');
  await content.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('孩子们捡到了好多树叶');
  await content.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('。');
  await content.locator('input[type=file]').setInputFiles(picture);
  await expect(content.locator('.rich-text-editor__content img')).toBeVisible();
  await imageLoaded(page, '.rich-text-editor__content img');
  await expect(content.locator('.rich-text-editor__content strong')).toHaveText('孩子们捡到了好多树叶');

  // A link that is not http(s) is refused under its field.
  await page.getByRole('button', { name: '发布' }).click();
  await expect(formItem(form, '原文链接')).toContainText('链接须以 http:// 或 https:// 开头');
  await formItem(form, '原文链接').getByRole('textbox').fill('https://example.com/autumn');
  await shot('form');
  // Before it is saved, the preview shows what the server will keep of it.
  await page.getByRole('button', { name: '预览' }).click();
  const unsaved = page.getByRole('dialog', { name: '手机预览' });
  await expect(unsaved.locator('strong')).toHaveText('孩子们捡到了好多树叶');
  await page.keyboard.press('Escape');
  await expect(unsaved).toBeHidden();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(toast(page, `已发布「${title}」`)).toBeVisible();
  await expect(page).toHaveURL(SCHOOL_NEWS);

  // Pinned, it comes first; a fourth pin is refused with the server's reason.
  const row = rowOf(page, title);
  await expect(row).toContainText('已发布');
  await row.getByRole('button', { name: '置顶', exact: true }).click();
  const pinning = page.getByRole('dialog', { name: '置顶新闻' });
  await expect(pinning.getByRole('textbox')).toHaveValue('2026-11-25');
  await pinning.getByRole('button', { name: '置顶' }).click();
  await expect(toast(page, `已置顶「${title}」至 2026-11-25`)).toBeVisible();
  const firstRow = page.locator('.ant-table-tbody tr').first();
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText('置顶至 2026-11-25');

  await rowOf(page, '小小科学家：会变色的水').getByRole('button', { name: '置顶', exact: true }).click();
  await pinning.getByRole('button', { name: '置顶' }).click();
  await expect(toast(page, '最多同时置顶3篇新闻，请先取消其他新闻的置顶')).toBeVisible();
  await pinning.getByRole('button', { name: '取消' }).click();
  await shot('list');

  // The preview shows it as a phone would: 375 px wide, the bold text and the picture.
  await row.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '手机预览' });
  const screen = preview.getByLabel('手机预览');
  await expect(screen.getByRole('heading', { name: title })).toBeVisible();
  await expect(screen).toContainText('大一班 王老师');
  await expect(screen).toContainText(TODAY);
  await expect(screen.locator('strong')).toHaveText('孩子们捡到了好多树叶');
  await expect(screen.locator('.news-phone__content img')).toBeVisible();
  await imageLoaded(page, '.news-phone__content img');
  expect((await screen.boundingBox())?.width).toBe(375);
  await shot('preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Edited, it keeps its place and its pin.
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`${SCHOOL_NEWS}/editNews/\\d+$`));
  await expect(formItem(form, '标题').getByRole('textbox')).toHaveValue(title);
  await expect(formItem(form, '正文').locator('.rich-text-editor__content strong')).toHaveText('孩子们捡到了好多树叶');
  await formItem(form, '摘要').getByRole('textbox').fill('孩子们在公园里认识了秋天的树叶，还做了树叶拓印。');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(toast(page, `已发布「${title}」`).last()).toBeVisible();
  await expect(page).toHaveURL(SCHOOL_NEWS);
  await expect(firstRow).toContainText('还做了树叶拓印');

  // A teacher's comment, and the school's reply; the teacher's is deleted in the drawer.
  const { newsId } = await articleNamed(page, title);
  await commentAsTeacher(page, newsId, '孩子回家说今天特别开心！');
  await page.reload();
  await expect(rowOf(page, title).getByRole('button', { name: `查看「${title}」的评论` })).toHaveText('1');
  await rowOf(page, title).getByRole('button', { name: '评论', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `评论 · ${title}` });
  await drawer.getByLabel('评论内容').fill('谢谢家长的支持！');
  await drawer.getByRole('button', { name: '发表评论' }).click();
  await expect(toast(page, '评论已发表')).toBeVisible();
  const comments = drawer.locator('.news-comments__item');
  await expect(comments).toHaveCount(2);
  await expect(drawer.getByText('没有更多内容')).toBeVisible();
  const teacherComment = comments.filter({ hasText: '孩子回家说今天特别开心！' });
  await expect(teacherComment).toBeVisible();
  await shot('comments');
  await teacherComment.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '评论已删除')).toBeVisible();
  await expect(teacherComment).toHaveCount(0);
  await expect(comments).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(rowOf(page, title).getByRole('button', { name: `查看「${title}」的评论` })).toHaveText('1');
});

test('园所新闻: a branch sees the head school’s article published to it, read-only', async ({ page }, testInfo) => {
  await signInAs(page);
  const title = uniqueName('集团教研开放日');
  const schools = await callAs<{ schoolId: number }[]>(page, 'GET', '/javaApi/news/getBranchSchools');
  expect(schools.length).toBeGreaterThan(1);
  await callAs(page, 'POST', '/javaApi/news/addOrUpdate', {
    title,
    content: '<p>欢迎各园老师参加。</p>',
    limitSchoolList: schools.map((school) => school.schoolId),
    limitGradeLevel: [1, 2, 3, 4],
    limitUserType: [1],
    activeDate: TODAY,
    isPublish: true,
  });

  await signInAs(page, accounts.branchAdmin);
  await page.goto(`${SCHOOL_NEWS}?keyword=${encodeURIComponent(title)}`);
  const row = rowOf(page, title);
  await expect(row).toContainText('本园只能查看');
  await expect(row.getByRole('button', { name: '预览' })).toBeVisible();
  for (const action of ['编辑', '置顶', '删除']) await expect(row.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('branch-list.png') });
});
