import { addChild, field, fillDate, pickOption, TEST_CLASS } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName, uniquePhone } from '../support/unique';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('添加幼儿 with two guardians, then finds the child in the list', async ({ page }) => {
  // The whole form, the detail it lands on and a search of the list: the longest flow of these screens.
  test.slow();
  const name = uniqueName('测添');
  const [motherPhone, fatherPhone] = [uniquePhone(), uniquePhone()];
  await page.goto('/ChildManage/Child');
  await page.getByRole('button', { name: '添加幼儿' }).click();
  await expect(page).toHaveURL(/\/ChildManage\/Child\/addChild$/);

  await field(page, '幼儿姓名').fill(name);
  await field(page, '女').check();
  await fillDate(page, '出生日期', '2021-06-18');
  await pickOption(page, page, '班级', TEST_CLASS);
  await page.getByPlaceholder('家长姓名').fill(`${name}妈妈`);
  await page.getByPlaceholder('11位手机号').fill(motherPhone);
  await page.getByRole('button', { name: '添加家长' }).click();
  await page.getByPlaceholder('家长姓名').nth(1).fill(`${name}爸爸`);
  await page.getByPlaceholder('11位手机号').nth(1).fill(fatherPhone);
  await page.getByRole('button', { name: '保存' }).click();

  await expect(toast(page, `已添加幼儿「${name}」`)).toBeVisible();
  await expect(page).toHaveURL(/\/ChildManage\/Child\/childInfo\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(rowOf(page, `${name}妈妈`)).toContainText('主监护人');
  await expect(rowOf(page, `${name}爸爸`)).toContainText('父亲');

  await page.getByRole('button', { name: '返回' }).click();
  await field(page, '姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(TEST_CLASS);
  await expect(row).toContainText(`${name}妈妈`);
  await expect(row).toContainText(motherPhone);
});

test('warns of a same-named child before adding another', async ({ page }) => {
  const name = uniqueName('测重');
  await addChild(page, name);
  await page.goto('/ChildManage/Child/addChild');
  await field(page, '幼儿姓名').fill(name);
  await fillDate(page, '出生日期', '2021-09-01');
  await pickOption(page, page, '班级', TEST_CLASS);
  await page.getByPlaceholder('家长姓名').fill(`${name}妈妈`);
  await page.getByPlaceholder('11位手机号').fill(uniquePhone());

  await page.getByRole('button', { name: '保存' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: `本园已有名为「${name}」的幼儿` });
  await expect(warning).toContainText(`${TEST_CLASS} · 出生于 2021-04-12 · 在读`);
  await warning.getByRole('button', { name: '返回检查' }).click();
  await expect(page).toHaveURL(/\/addChild$/);

  await page.getByRole('button', { name: '保存' }).click();
  await warning.getByRole('button', { name: '仍要添加' }).click();
  await expect(toast(page, `已添加幼儿「${name}」`)).toBeVisible();
  await expect(page).toHaveURL(/\/childInfo\/\d+$/);
});
