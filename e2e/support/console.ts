import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** The keys the console keeps its session under (apps/web/src/session/session-store.ts). */
export const TOKEN_KEY = 'yuanwu.token';

export const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

export async function loginWithPassword(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('手机号或登录账号').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The console screen that loads nothing of its own: for tests that start from the menu or the header. */
export const BLANK_SCREEN = '/404';

/** Signs in through the login screen and waits for the home screen it lands on. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await loginWithPassword(page, account, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** An antd message toast with `text`. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/**
 * The table row inside `scope` that holds `text`. Rows of a screen kept alive out of sight are not
 * visible, so they are not rows here.
 */
export const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
