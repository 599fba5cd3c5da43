import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const DRAWBOOKS = '/ResourceManage/Drawbook';
/** Demo pictures (a drawing lesson, the reading corner, a science table) as a new book's cover and pages. */
const picture = (name: string) => fileURLToPath(new URL(`../../apps/server/demo-media/${name}`, import.meta.url));

/** The width of a picture once its bytes arrived: 0 while loading, and for a broken link. */
const loadedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

/** A one-page PDF, written out object by object with its cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 40 90 Td (Little Moon) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Picks the option of the select inside `field` whose text starts with `text` (the grade filter counts its books). */
async function pickStarting(field: Locator, text: string) {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}`) }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const search = async (page: Page, text: string) => {
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
};

test('绘本: a demo book opens page by page; a book is added with a cover and pictures, found by grade and name, changed to a PDF that opens, and deleted', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string, fullPage = false) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  await signInAs(page);
  await page.goto(DRAWBOOKS);
  await expect(page.getByRole('menuitem', { name: '绘本' })).toBeVisible();

  // The demo's library: each book with its cover.
  const demoBook = rowOf(page, '幼儿园的一天');
  await expect(demoBook).toContainText('小班');
  await expect(demoBook).toContainText('图片 6 页');
  await expect.poll(() => loadedWidth(demoBook.locator('.drawbook-cover img'))).toBeGreaterThan(0);
  await shot('list-1440');

  // 预览 turns the book from its cover through its pages.
  await demoBook.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '幼儿园的一天' });
  await expect(preview.locator('.drawbook-preview__label')).toHaveText('封面');
  await expect.poll(() => loadedWidth(preview.getByRole('img', { name: '幼儿园的一天 封面' }))).toBeGreaterThan(0);
  await preview.getByRole('button', { name: '下一页' }).click();
  await expect(preview.locator('.drawbook-preview__label')).toHaveText('第 1 / 6 页');
  await expect.poll(() => loadedWidth(preview.getByRole('img', { name: '幼儿园的一天 第 1 / 6 页' }))).toBeGreaterThan(0);
  await shot('preview-1440');
  await preview.getByRole('button', { name: '关闭' }).click();

  // 添加绘本: a cover and two pages of pictures.
  const name = uniqueName('月亮的味道');
  await page.getByRole('button', { name: '添加绘本' }).click();
  const dialog = page.getByRole('dialog', { name: '添加绘本' });
  await formItem(dialog, '绘本名称').getByRole('textbox').fill(name);
  await pickStarting(formItem(dialog, '适用年级'), '中班');
  await formItem(dialog, '作者').getByRole('textbox').fill('中班阅读组');
  await formItem(dialog, '简介').getByRole('textbox').fill('小动物们叠罗汉，想尝一口月亮。');
  await formItem(dialog, '封面').locator('input[type=file]').setInputFiles(picture('art-1.jpg'));
  const pages = formItem(dialog, '页面图片');
  await pages.locator('input[type=file]').setInputFiles([picture('reading-1.jpg'), picture('science-1.jpg')]);
  await expect(pages.getByText('science-1.jpg')).toBeVisible();
  await expect(dialog.getByText(/正在上传/)).toHaveCount(0);
  await expect(dialog.getByText('上传完成')).toHaveCount(3);
  await shot('form-1440');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加「${name}」`)).toBeVisible();

  // Found by its grade and by its name; a search that finds nothing says so.
  await pickStarting(formItem(page.locator('.list-page__filters'), '年级'), '中班');
  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('中班');
  await expect(row).toContainText('图片 2 页');
  await expect(row).toContainText('中班阅读组');
  await search(page, '没有这本书');
  await expect(page.getByText('没有符合条件的绘本')).toBeVisible();
  await search(page, name);

  // 编辑: the pages become one PDF.
  const pdfPath = testInfo.outputPath('月亮的味道.pdf');
  await writeFile(pdfPath, onePagePdf());
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑绘本' });
  await expect(formItem(edit, '绘本名称').getByRole('textbox')).toHaveValue(name);
  await expect(formItem(edit, '页面图片').locator('.file-upload__row')).toHaveCount(2);
  await edit.getByRole('radio', { name: '一个 PDF 文件' }).check();
  const pdfField = formItem(edit, 'PDF 文件');
  await pdfField.locator('input[type=file]').setInputFiles(pdfPath);
  await expect(pdfField.getByText('上传完成')).toBeVisible();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已保存「${name}」`)).toBeVisible();
  await expect(row).toContainText('PDF 文件');

  // Its preview shows the cover and opens the PDF through a signed link.
  await row.getByRole('button', { name: '预览' }).click();
  const pdfPreview = page.getByRole('dialog', { name });
  await expect.poll(() => loadedWidth(pdfPreview.getByRole('img', { name: `${name} 封面` }))).toBeGreaterThan(0);
  const open = pdfPreview.getByRole('link', { name: /打开 PDF/ });
  await expect(open).toHaveAttribute('href', /\/javaApi\/file\/download\?fileId=\d+&expires=\d+&sig=/);
  const served = await page.request.get((await open.getAttribute('href'))!);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot('preview-pdf-1440');
  await pdfPreview.getByRole('button', { name: '关闭' }).click();

  // 删除 asks first.
  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除「${name}」`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
