import type { Locator } from '@playwright/test';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';

/** The width of the picture a tile shows once its bytes arrived: 0 while loading, and for a broken link. */
const loadedWidth = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

test('幼儿发展 shows a demo child’s works and album as pictures, loads more as the album scrolls, and plays a video', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  const child = (await callAs<{ List: { StudentId: number }[] }>(page, 'GET', '/api/Student4/GetStudentList', { PageSize: 1 })).List[0]!;
  await page.goto(`/ChildManage/Child/childInfo/${child.StudentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const development = page.getByRole('tabpanel', { name: '幼儿发展' });
  await development.getByText('本学期', { exact: true }).click();

  const works = development.locator('.child-works');
  await expect.poll(() => loadedWidth(works.locator('.child-works__picture img').first())).toBeGreaterThan(0);
  await expect(works.locator('.infinite-list__footer')).toHaveText('没有更多内容');

  const album = development.locator('.child-album');
  const tiles = album.locator('.child-album__item');
  await expect.poll(() => loadedWidth(album.locator('.child-album__picture img').first())).toBeGreaterThan(0);
  const firstPages = await tiles.count();
  await album.locator('.infinite-list').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => tiles.count()).toBeGreaterThan(firstPages);
  await expect.poll(() => loadedWidth(album.locator('.child-album__picture img').last())).toBeGreaterThan(0);

  // Videos are fewer than photos: scroll on until one has loaded.
  const playButtons = album.getByRole('button', { name: /^播放 .*的视频$/ });
  await expect(async () => {
    await album.locator('.infinite-list').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    expect(await playButtons.count()).toBeGreaterThan(0);
  }).toPass();
  await playButtons.first().click();
  const video = page.getByRole('dialog').locator('video');
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.videoWidth)).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.currentTime)).toBeGreaterThan(0);
});

test('区域管理 shows each demo area with its cover picture', async ({ page }) => {
  await signInAs(page);
  await page.goto('/ActivityManage/AreaManage');
  const covers = page.locator('.area-cover img');
  await expect.poll(() => covers.count()).toBeGreaterThanOrEqual(9);
  for (const cover of await covers.all()) await expect.poll(() => loadedWidth(cover)).toBeGreaterThan(0);
});
