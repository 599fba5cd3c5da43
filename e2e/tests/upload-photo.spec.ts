import type { Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { signInAsNewStaff } from '../support/staff';

const UPLOAD = '**/api/FileUpload/UploadCarveFile**';

/** A real PNG of a colour gradient, stored uncompressed so that it spans several 1 MB chunks. */
function gradientPng(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([x % 256, y % 256, 160], y * row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 800 × 600: about 1.4 MB, two chunks. */
const photo = { name: '我的照片.png', mimeType: 'image/png', buffer: gradientPng(800, 600) };

/** Signs in as a staff member of the test's own and opens 个人信息. */
async function openPersonalInfo(page: Page) {
  const staff = await signInAsNewStaff(page);
  await page.goto('/Setting/PersonalInfo');
  await expect(page.locator('.personal-info__name')).toHaveText(staff.teacherName);
  return page.locator('.personal-info__photo');
}

const loadedImage = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css);
    return Boolean(image?.complete && image.naturalWidth > 0);
  }, selector);

test('a photo uploads in chunks with its progress shown, then previews and stays', async ({ page }) => {
  const box = await openPersonalInfo(page);
  // The second chunk waits until the progress of the first has been seen.
  let releaseSecond: () => void = () => undefined;
  const secondMayGo = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  let chunks = 0;
  await page.route(UPLOAD, async (route) => {
    chunks += 1;
    if (chunks === 2) await secondMayGo;
    await route.continue();
  });

  await box.locator('input[type=file]').setInputFiles(photo);
  const row = box.locator('.file-upload__row');
  await expect(row.getByText('我的照片.png')).toBeVisible();
  const firstChunkPercent = Math.floor(((1024 * 1024) / photo.buffer.length) * 100);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(firstChunkPercent));
  await expect(row.getByText('正在上传 1MB / 1.4MB')).toBeVisible();
  await expect(row.locator('img')).toBeVisible();
  releaseSecond();

  await expect(page.locator('.ant-message').getByText('照片已更新')).toBeVisible();
  await expect(row.getByText('上传完成')).toBeVisible();
  await loadedImage(page, '.personal-info__photo img');
  await loadedImage(page, '.personal-info__avatar img');

  // The picture opens large.
  await row.locator('img').click();
  await expect(page.locator('.ant-image-preview img')).toBeVisible();
  await page.keyboard.press('Escape');

  // Stored, it comes back through a signed link after a reload.
  await page.reload();
  await expect(box.getByText('上传完成')).toBeVisible();
  await loadedImage(page, '.personal-info__photo img');
  expect(await box.locator('img').getAttribute('src')).toMatch(/\/javaApi\/file\/download\?fileId=\d+&expires=\d+&sig=/);
});

test('a chunk lost to a dropped connection is sent again from the offset the server holds', async ({ page }) => {
  const box = await openPersonalInfo(page);
  let chunks = 0;
  await page.route(UPLOAD, (route) => {
    chunks += 1;
    return chunks === 2 ? route.abort('connectionreset') : route.continue();
  });
  const asked = page.waitForRequest((request) => request.url().includes('/javaApi/file/getUploadStatus'));

  await box.locator('input[type=file]').setInputFiles(photo);
  expect(new URL((await asked).url()).searchParams.get('uploadId')).toMatch(/^\d+$/);
  await expect(page.locator('.ant-message').getByText('照片已更新')).toBeVisible();
  await expect(box.getByText('上传完成')).toBeVisible();
  expect(chunks).toBe(3);
});

test('a picture over the size limit or of another type is refused before sending', async ({ page }) => {
  const box = await openPersonalInfo(page);
  let sent = false;
  await page.route(UPLOAD, (route) => {
    sent = true;
    return route.continue();
  });
  await box.locator('input[type=file]').setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(box.getByRole('alert')).toHaveText('教职工照片只能是 jpg、png、gif、webp 格式');
  expect(sent).toBe(false);
});

test('an upload on its way can be cancelled', async ({ page }) => {
  const box = await openPersonalInfo(page);
  let release: () => void = () => undefined;
  await page.route(UPLOAD, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue().catch(() => undefined);
  });
  const dropped = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/FileUpload/UploadCarveFile'));
  await box.locator('input[type=file]').setInputFiles(photo);
  await expect(box.getByRole('progressbar')).toBeVisible();
  await box.getByRole('button', { name: '取消' }).click();
  await expect(box.locator('.file-upload__row')).toHaveCount(0);
  // The chunk on its way is dropped by the browser, not left to finish out of sight.
  expect((await dropped).failure()?.errorText).toBe('net::ERR_ABORTED');
  release();
  await expect(page.locator('.ant-message').getByText('照片已更新')).toHaveCount(0);
  await expect(box.getByRole('button', { name: '上传图片' })).toBeVisible();
});
