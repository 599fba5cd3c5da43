import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toast } from '../support/console';
import { accounts, DEMO_PASSWORD } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const CLASS_DYNAMIC = '/SchoolDynamic/ClassDynamic';
const media = (file: string) => fileURLToPath(new URL(`../../apps/server/demo-media/${file}`, import.meta.url));

/** The width of the picture a tile shows once its bytes arrived: 0 while loading, and for a broken link. */
const loadedWidth = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

type Legacy<Data> = { ResponseStatus: number; ErrorMessage: string; Data: Data };

/** The class teacher's own session, as the teachers' app would hold it: posts are written there, not in the console. */
async function teacherApp(request: APIRequestContext) {
  const login = await request.post('/javaApi/login/validLogin', { data: { account: accounts.classTeacher, password: DEMO_PASSWORD, appId: 'app' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Auth: token };
  return {
    async upload(file: string, mimeType: string): Promise<number> {
      const response = await request.post('/api/FileUpload/UploadCarveFile', {
        params: { relativeServerName: 'ClassMedia', offset: '0', isLast: '1' },
        headers: { ...headers, 'X-App': 'yuanwu-web' },
        multipart: { files: { name: file, mimeType, buffer: readFileSync(media(file)) } },
      });
      const answer = (await response.json()) as Legacy<{ FileId: number }>;
      expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
      return answer.Data.FileId;
    },
    async post(input: { ClassId: number; Content: string; FileIds: number[] }) {
      const response = await request.post('/api/ClassDynamic4/AddClassDynamic', { headers, data: { DynamicType: 3, ...input } });
      const answer = (await response.json()) as Legacy<{ DynamicId: number }>;
      expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
    },
    async firstClassId(): Promise<number> {
      const response = await request.get('/api/Student4/GetStudentList', { headers, params: { PageSize: 1 } });
      return ((await response.json()) as Legacy<{ List: { ClassId: number }[] }>).Data.List[0]!.ClassId;
    },
  };
}

const cardOf = (page: Page, text: string) => page.locator('.dynamic-card').filter({ hasText: text });
/** The status switch above the grid: its options are labels over hidden radios. */
const showStatus = (page: Page, status: string) => page.getByRole('radiogroup', { name: '审核状态' }).getByText(status, { exact: true }).click();

test('班级动态: a teacher’s posts checked by the school, a photo taken out, a video played, one passed, one refused with a reason, one deleted, likes and comments read', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const marker = uniqueName('拍球');
  const app = await teacherApp(page.request);
  const classId = await app.firstClassId();
  const photos = [await app.upload('playground-1.jpg', 'image/jpeg'), await app.upload('climbing-2.jpg', 'image/jpeg')];
  const clip = await app.upload('outdoor-play.webm', 'video/webm');
  await app.post({ ClassId: classId, Content: `${marker}：操场上的拍球比赛`, FileIds: [...photos, clip] });
  await app.post({ ClassId: classId, Content: `${marker}：午睡前的故事时间`, FileIds: [await app.upload('nap-1.jpg', 'image/jpeg')] });

  await signInAs(page);
  await page.goto(CLASS_DYNAMIC);
  await expect(page.locator('.dynamic-card').first()).toBeVisible();
  await shot('class-dynamic-1440');
  await page.getByRole('searchbox', { name: '搜索' }).fill(marker);
  await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
  await expect(page.locator('.dynamic-card')).toHaveCount(2);
  const game = cardOf(page, '拍球比赛');
  const nap = cardOf(page, '故事时间');
  await expect(game.locator('.dynamic-card__status')).toHaveText('待审核');

  // The photos open, and the video plays.
  const pictures = game.locator('.dynamic-card__media img');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) await expect.poll(() => loadedWidth(picture)).toBeGreaterThan(0);
  await game.getByRole('button', { name: /^播放.*第3个视频$/ }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.videoWidth)).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.currentTime)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // One photo taken out of the post.
  await game.getByRole('button', { name: /^删除.*第1个照片$/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '照片已删除')).toBeVisible();
  await expect(game.locator('.dynamic-card__media')).toHaveCount(2);

  // Passed: families see it now.
  await game.getByRole('button', { name: '通过', exact: true }).click();
  await expect(toast(page, '已通过，家长可以看到这条动态')).toBeVisible();
  await expect(game.locator('.dynamic-card__status')).toHaveText('已通过');
  await expect(game).toContainText('审核于');

  // Refused, with the reason the teacher reads.
  await nap.getByRole('button', { name: '不通过', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '审核不通过' });
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(dialog).toContainText('请填写不通过的原因');
  await dialog.getByRole('textbox').fill('照片里有其他班级的小朋友，请处理后重新发布');
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(nap.locator('.dynamic-card__status')).toHaveText('未通过');
  await expect(nap).toContainText('不通过：照片里有其他班级的小朋友，请处理后重新发布');

  // Filtered by status, then deleted.
  await showStatus(page, '未通过');
  await expect(page.locator('.dynamic-card')).toHaveCount(1);
  await nap.getByRole('button', { name: '删除', exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '动态已删除')).toBeVisible();
  await expect(page.getByText('没有符合条件的班级动态')).toBeVisible();

  // A passed post of the demo with its families' comments.
  await page.getByRole('searchbox', { name: '搜索' }).fill('');
  await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
  await showStatus(page, '已通过');
  const { List: passed } = await callAs<{ List: { DynamicId: number; Content: string; LikeCount: number; CommentCount: number }[] }>(page, 'GET', '/api/ClassDynamic4/GetDynamicList', { CheckStatus: 1, PageSize: 12 });
  const talkedAbout = passed.findIndex((post) => post.CommentCount > 0);
  expect(talkedAbout).toBeGreaterThanOrEqual(0);
  const { LikeCount: likes, CommentCount: comments } = passed[talkedAbout]!;
  await page.locator('.dynamic-card').nth(talkedAbout).getByRole('button', { name: `${likes}个赞，${comments}条评论` }).click();
  const drawer = page.getByRole('dialog', { name: '点赞和评论' });
  await expect(drawer).toContainText(`评论（${comments}）`);
  await expect(drawer.locator('.appraise__comment')).toHaveCount(comments);
  await expect(drawer).toContainText(`点赞（${likes}）`);
  await shot('class-dynamic-appraise-1440');
});

test('班级动态: the school turns checking off and on', async ({ page }) => {
  await signInAs(page);
  await page.goto(CLASS_DYNAMIC);
  const setting = page.getByRole('switch', { name: '发布需审核' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(toast(page, '已关闭审核：新动态发布后家长立即可见')).toBeVisible();
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(toast(page, '已开启审核：新动态审核通过后家长可见')).toBeVisible();
  await expect(setting).toBeChecked();
});
