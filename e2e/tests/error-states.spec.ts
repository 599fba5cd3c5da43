import { classIdOf } from '../support/basic-info';
import { toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

const CHILD_LIST = (url: URL) => url.pathname.endsWith('/api/Student4/GetStudentList');
const EMPTY_TEXT = '没有找到幼儿';

test('幼儿信息: a failed child list shows the error and 重试, not an empty school', async ({ page }) => {
  await signInAs(page);
  // The server fails until the test lets the calls through.
  await page.route(CHILD_LIST, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
  await page.goto('/ChildManage/Child');

  const failure = page.getByRole('alert').filter({ hasText: '幼儿列表读取失败' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);

  await page.unroute(CHILD_LIST);
  await failure.getByRole('button', { name: /重试/ }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
});

test('幼儿信息: no empty text while the child list loads', async ({ page }) => {
  await signInAs(page);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(CHILD_LIST, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/ChildManage/Child');
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
  answer();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
});

test('a class of another school says once that it is not there', async ({ page }) => {
  await signInAs(page);
  const headSchoolClass = await classIdOf(page, '大一班');
  await signInAs(page, accounts.branchAdmin);
  await page.goto(`/BaseInfoManage/ClassManage/classInfo/${headSchoolClass}`);
  await expect(page.getByText('找不到这个班级')).toBeVisible();
  await expect(toast(page, '班级不存在')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /重试/ })).toHaveCount(0);
});

test('共享信息 offers the way back to 食谱管理 only to those who may open it', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  await page.goto('/CookBook/ShowCook');
  await expect(page.locator('.ant-card-head-title', { hasText: '共享信息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回食谱管理' })).toHaveCount(0);
});
