import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const MUSIC = '/ResourceManage/Music';
const CHUNK_BYTES = 100 * 1024;
const UPLOAD_PATH = '/api/FileUpload/UploadCarveFile';

/** Picks the option of the select inside `field` whose text starts with `text` (the type filter counts its music). */
async function pickStarting(field: Locator, text: string) {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}`) }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The row's player, once 播放 opened it: how far it has played, and how long the file is. */
const played = (player: Locator) => player.evaluate((audio: HTMLAudioElement) => audio.currentTime);
const lengthOf = (player: Locator) => player.evaluate((audio: HTMLAudioElement) => Math.floor(audio.duration));

async function playRow(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: `播放 ${name}` }).click();
  const player = rowOf(page, name).locator('audio');
  await expect.poll(() => played(player), { timeout: 15_000 }).toBeGreaterThan(0);
  return player;
}

test('音乐: a demo song plays in the list; a song uploaded in 100 KB chunks gets its length from the file, plays, moves to a new type and is deleted', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await signInAs(page);
  await page.goto(MUSIC);

  // The demo's songs, each with its length, play in the list.
  const twinkle = rowOf(page, '小星星');
  await expect(twinkle).toContainText('儿歌');
  await expect(twinkle).toContainText('0:06');
  const player = await playRow(page, '小星星');
  expect(await lengthOf(player)).toBe(6);
  await shot('list-1440');

  // A song of the demo's, saved as a file of this computer, is uploaded again under another name.
  const [song] = await callAs<{ FileId: number }[]>(page, 'GET', '/api/Music/GetMusicList', { SearchContent: '两只老虎' });
  const signed = await callAs<{ url: string }>(page, 'GET', '/javaApi/file/getSignedUrl', { fileId: song!.FileId });
  const bytes = await (await page.request.get(signed.url)).body();
  const name = uniqueName('拍手歌');
  const file = testInfo.outputPath(`${name}.wav`);
  await writeFile(file, bytes);
  // Each chunk is a request of its own: a file of 100 to 200 KB takes two.
  let chunks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === UPLOAD_PATH) chunks += 1;
  });
  expect(bytes.length).toBeGreaterThan(CHUNK_BYTES);
  expect(bytes.length).toBeLessThan(2 * CHUNK_BYTES);

  await page.getByRole('button', { name: '上传音乐' }).click();
  const dialog = page.getByRole('dialog', { name: '上传音乐' });
  await formItem(dialog, '音乐文件').locator('input[type=file]').setInputFiles(file);
  await expect(formItem(dialog, '音乐文件').getByText('上传完成')).toBeVisible();
  expect(chunks).toBe(2);
  await pickStarting(formItem(dialog, '音乐类型'), '律动');
  await shot('form-1440');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '音乐已添加')).toBeVisible();

  // Named after its file, its length and size read by the server.
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('律动');
  await expect(row).toContainText('0:06');
  await expect(row).toContainText(`${Math.ceil(bytes.length / 1024)}KB`);
  expect(await lengthOf(await playRow(page, name))).toBe(6);

  // A type of its own; the song moves there, and the type cannot go while it holds the song.
  const typeName = uniqueName('故事');
  await page.getByRole('button', { name: '音乐类型' }).click();
  const types = page.getByRole('dialog', { name: '音乐类型' });
  await types.getByRole('button', { name: '添加类型' }).click();
  const typeForm = page.getByRole('dialog', { name: '添加类型' });
  await formItem(typeForm, '类型名称').getByRole('textbox').fill(typeName);
  await formItem(typeForm, '说明').getByRole('textbox').fill('睡前故事和音乐');
  await typeForm.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加类型「${typeName}」`)).toBeVisible();
  await expect(rowOf(types, typeName)).toContainText('0');
  await shot('types-1440');
  await types.getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑音乐' });
  await expect(formItem(edit, '音乐名称').getByRole('textbox')).toHaveValue(name);
  await pickStarting(formItem(edit, '音乐类型'), typeName);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已保存「${name}」`)).toBeVisible();
  await expect(row).toContainText(typeName);

  await page.getByRole('button', { name: '音乐类型' }).click();
  await expect(rowOf(types, typeName).getByRole('button', { name: '删除' })).toBeDisabled();
  await types.getByRole('button', { name: '关闭' }).click();

  // 删除 asks first; then the empty type goes too.
  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除「${name}」`)).toBeVisible();
  await expect(page.getByText('没有符合条件的音乐')).toBeVisible();
  await page.getByRole('button', { name: '音乐类型' }).click();
  await rowOf(types, typeName).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除类型「${typeName}」`)).toBeVisible();
  await expect(rowOf(types, typeName)).toHaveCount(0);
});
