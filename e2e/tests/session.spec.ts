import { signIn, storedToken, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { expireAccess } from '../support/session-db';

test('an expired token is refreshed once and the page still loads', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  const oldToken = (await storedToken(page))!;

  // The page is left before the token expires, so that no call of the open page refreshes it (the
  // browser forgets an answer's body once its page is gone); the tab keeps its session storage.
  await page.goto('about:blank');
  const refreshed = page.waitForResponse('**/javaApi/login/refreshToken').then((response) => response.json());
  const replayed = page
    .waitForResponse((response) => response.url().endsWith('/javaApi/login/getTeacherAccountInfo') && response.request().headers().auth !== oldToken)
    .then((response) => response.json());
  expireAccess(oldToken);
  await page.goto('/home');
  expect((await refreshed).code).toBe(200);
  expect((await replayed).code).toBe(200);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张刚');
  const newToken = await storedToken(page);
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
});

test('a session that cannot be refreshed ends with 登录时间过长，请重新登录', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  // A token the server never issued: refused, and its refresh refused too.
  await page.evaluate(() => sessionStorage.setItem('yuanwu.token', 'not-a-real-token'));
  // Watched from before the reload: on a busy machine the toast's few seconds can pass before the URL check returns.
  const toastShown = expect(toast(page, '登录时间过长，请重新登录')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await toastShown;
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('yuanwu.teacherId'))).toBeNull();
});

test('a reload keeps the session, a new tab does not', async ({ page, context }) => {
  await signIn(page, accounts.headAdmin);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张刚');

  const newTab = await context.newPage();
  await newTab.goto('/home');
  await expect(newTab).toHaveURL(/\/login/);
});

test('logout ends the session on the server and here', async ({ page }) => {
  await signIn(page, accounts.headAdmin);
  const token = (await storedToken(page))!;
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const loggedOut = page.waitForResponse('**/javaApi/login/logout').then((response) => response.json());
  await page.getByRole('button', { name: '退出登录' }).click();
  expect((await loggedOut).code).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '已退出登录')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  const answer = await page.request.post('/javaApi/login/getTeacherAccountInfo', { headers: { Auth: token }, data: {} });
  expect((await answer.json()).code).toBe(1000012);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
