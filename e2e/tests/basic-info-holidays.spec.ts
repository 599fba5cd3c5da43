import { fillRange, formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

// Whole flows through several dialogs: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('adds a holiday, shows it in the calendar and the list, refuses an overlap, and deletes it', async ({ page }) => {
  const holidayName = uniqueName('教研假');
  await signInAs(page);
  await page.goto('/BaseInfoManage/SetHoliday');
  const calendar = page.locator('.holiday-calendar');
  await expect(calendar.locator('.holiday-month')).toHaveCount(12);
  await expect(page.getByRole('table', { name: /年1月$/ }).getByRole('columnheader').first()).toHaveText('日');

  const addHoliday = async (name: string, start: string, end: string, userType: string) => {
    await page.getByRole('button', { name: '添加假期' }).click();
    const dialog = page.getByRole('dialog', { name: '添加假期' });
    await formItem(dialog, '假期名称').getByRole('textbox').fill(name);
    await fillRange(formItem(dialog, '放假日期'), start, end);
    await dialog.getByText(userType, { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    return dialog;
  };
  await addHoliday(holidayName, '2025-03-10', '2025-03-12', '教师');
  await expect(toast(page, `假期「${holidayName}」已添加`)).toBeVisible();
  await expect(page.locator('.set-holiday__year')).toHaveText('2025年');

  const row = rowOf(page, holidayName);
  await expect(row).toContainText('2025-03-10 至 2025-03-12');
  await expect(row).toContainText('3天');
  await expect(row).toContainText('教师');
  for (const date of ['2025-03-10', '2025-03-11', '2025-03-12']) {
    await expect(calendar.locator(`[data-date="${date}"]`)).toHaveClass(/holiday-day--teacher/);
  }
  await expect(calendar.locator('[data-date="2025-03-11"]')).toHaveAttribute('title', `${holidayName}（教师）`);
  await expect(calendar.locator('[data-date="2025-03-13"]')).not.toHaveClass(/holiday-day--holiday/);

  const overlapping = await addHoliday(uniqueName('全园假'), '2025-03-12', '2025-03-14', '全部');
  // Shown where the dates are picked, so it stays while the dates are changed.
  await expect(formItem(overlapping, '放假日期').getByText(`与假期「${holidayName}」（2025-03-10 至 2025-03-12）的日期重叠`)).toBeVisible();
  await overlapping.getByRole('button', { name: '取消' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '假期已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(calendar.locator('[data-date="2025-03-11"]')).not.toHaveClass(/holiday-day--holiday/);
});
