import type { Locator, Page } from '@playwright/test';
import { addChild, bindCard, field, pickOption, TEST_CLASS } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueCardNo, uniqueName } from '../support/unique';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

async function searchCards(page: Page, text: string): Promise<void> {
  await field(page, '搜索').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

/** The card reader input of a dialog. */
const readerIn = (dialog: Locator) => dialog.getByPlaceholder('请刷卡，或输入卡号后按回车');

/** A keyboard-wedge reader: the card's digits typed into the field that has the focus, then Enter. */
async function swipe(page: Page, reader: Locator, cardNo: string): Promise<void> {
  await expect(reader).toBeFocused();
  await page.keyboard.type(cardNo, { delay: 5 });
  await page.keyboard.press('Enter');
}

test('a card is bound with the reader input, then read back by a swipe', async ({ page }) => {
  const child = await addChild(page, uniqueName('测卡'));
  const cardNo = uniqueCardNo();
  await page.goto('/ChildManage/CardManage');
  await searchCards(page, child.name);
  const row = rowOf(page, child.guardianName);
  await expect(row).toContainText('未发卡');

  await row.getByRole('button', { name: '发卡' }).click();
  const bind = page.getByRole('dialog', { name: '发卡' });
  await expect(bind).toContainText(`为 ${child.name} 的家长`);
  await swipe(page, readerIn(bind), cardNo);
  await expect(toast(page, `已为${child.guardianName}发卡 ${cardNo}`)).toBeVisible();
  await expect(bind).toBeHidden();
  await expect(row).toContainText('正常');
  await expect(row).toContainText(cardNo);

  await page.getByRole('button', { name: '读卡' }).click();
  const read = page.getByRole('dialog', { name: '读卡' });
  await swipe(page, readerIn(read), cardNo);
  await expect(read).toContainText(`${child.guardianName}（家长）`);
  await expect(read.locator('.card-read__children')).toContainText(child.name);
  await expect(read.locator('.card-read__children')).toContainText('可接送');
});

test('a card is replaced (补卡) with the reader, then unbound after a confirmation', async ({ page }) => {
  const child = await addChild(page, uniqueName('测补'));
  const [cardNo, newCardNo] = [uniqueCardNo(), uniqueCardNo()];
  await bindCard(page, child, cardNo);
  await page.goto('/ChildManage/CardManage');
  await searchCards(page, child.name);
  const row = rowOf(page, child.guardianName);
  await expect(row).toContainText(cardNo);

  await row.getByRole('button', { name: '补卡' }).click();
  const reset = page.getByRole('dialog', { name: '补卡' });
  await expect(reset).toContainText(cardNo);
  await swipe(page, readerIn(reset), newCardNo);
  await expect(toast(page, `已补卡，新卡号 ${newCardNo}`)).toBeVisible();
  await expect(row).toContainText(newCardNo);

  await row.getByRole('button', { name: '解绑' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '解绑' }).click();
  await expect(toast(page, `卡号 ${newCardNo} 已解绑`)).toBeVisible();
  await expect(row).toContainText('已注销');
  await expect(row.getByRole('button', { name: '发卡' })).toBeVisible();
});

test('班级批量发卡 takes one reader swipe per child in turn', async ({ page }) => {
  const family = uniqueName('测批卡');
  const [first, second] = [await addChild(page, `${family}甲`), await addChild(page, `${family}乙`)];
  const [upperCard, lowerCard] = [uniqueCardNo(), uniqueCardNo()];
  await page.goto('/ChildManage/CardManage');
  await page.getByRole('button', { name: '班级批量发卡' }).click();
  const batch = page.getByRole('dialog', { name: '班级批量发卡' });
  await pickOption(page, batch, '班级', TEST_CLASS);

  // The two children are listed one after the other: a swipe into the upper one's input moves
  // the focus on, so the next swipe lands in the lower one's.
  const readers = batch.getByLabel(new RegExp(`^${family}.的卡号$`));
  await expect(readers).toHaveCount(2);
  const upperName = (await readers.first().getAttribute('aria-label'))!.replace('的卡号', '');
  const [upper, lower] = upperName === first.name ? [first, second] : [second, first];
  await readers.first().click();
  await swipe(page, readers.first(), upperCard);
  await swipe(page, readers.nth(1), lowerCard);
  await expect(readers.first()).toHaveValue(upperCard);
  await batch.getByRole('button', { name: '发卡（2 张）' }).click();
  await expect(toast(page, '已发卡 2 张')).toBeVisible();

  await searchCards(page, family);
  await expect(rowOf(page, upper.guardianName)).toContainText(upperCard);
  await expect(rowOf(page, lower.guardianName)).toContainText(lowerCard);
});

test('发卡记录 marks a paid application issued, binding the card read', async ({ page }) => {
  await page.goto('/ChildManage/CardStatistics');
  await pickOption(page, page, '发卡', '未发卡');
  await page.getByRole('button', { name: '查询' }).click();
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const childName = (await first.locator('td').first().innerText()).trim();
  const cardNo = uniqueCardNo();
  await first.getByRole('button', { name: '标记已发卡' }).click();
  const dialog = page.getByRole('dialog', { name: '标记已发卡' });
  await expect(dialog).toContainText(`${childName} 的`);
  await swipe(page, readerIn(dialog), cardNo);
  await expect(toast(page, `已发卡并绑定卡号 ${cardNo}`)).toBeVisible();

  await pickOption(page, page, '发卡', '已发卡');
  await field(page, '搜索').fill(childName);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rowOf(page, cardNo)).toContainText('已发卡');
});
