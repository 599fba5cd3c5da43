import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

test('a screen whose code cannot load offers 重新加载 inside the console, which then works', async ({ page }) => {
  await signInAs(page);
  await page.goto('/404');
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();

  // A new release has replaced the chunk, or the network dropped: the home screen's code fails.
  await page.route('**/assets/WorkbenchPage-*.js', (route) => route.abort());
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await expect(page.locator('.console__school-name')).toHaveText('阳光幼儿园');

  await page.unroute('**/assets/WorkbenchPage-*.js');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张刚');
});
