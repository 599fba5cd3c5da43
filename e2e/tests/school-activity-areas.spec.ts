import { classIdOf, formItem } from '../support/basic-info';
import { TEST_CLASS, uploadPhoto } from '../support/children';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const AREA_MANAGE = '/ActivityManage/AreaManage';

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('区域管理 adds an area with a cover, shows its activities, refuses deleting it while used, then deletes it', async ({ page }) => {
  const name = uniqueName('美工区');
  await page.goto(AREA_MANAGE);
  await page.getByRole('button', { name: '新增区域' }).click();
  const dialog = page.getByRole('dialog', { name: '新增区域' });
  await formItem(dialog, '区域名称').getByRole('textbox').fill(name);
  await formItem(dialog, '位置').getByRole('textbox').fill('二楼美工室');
  await formItem(dialog, '容纳人数').getByRole('spinbutton').fill('12');
  await uploadPhoto(formItem(dialog, '封面照片'), '美工区.png');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `已添加区域「${name}」`)).toBeVisible();

  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('二楼美工室');
  await expect(row).toContainText('12 人');
  await expect(row.locator('.area-cover img')).toBeVisible();

  const areaId = (await callAs<{ List: { AreaId: number }[] }>(page, 'GET', '/api/Area4/GetAreaList', { searchKey: name })).List[0]!.AreaId;
  const event = uniqueName('手工作品展');
  const { ActivityId: activityId } = await callAs<{ ActivityId: number }>(page, 'POST', '/api/SchoolActivity4/AddSchoolActivity', {
    Name: event,
    TypeId: 8,
    StartDate: '2026-11-18',
    EndDate: '2026-11-18',
    AreaId: areaId,
    ClassIds: [await classIdOf(page, TEST_CLASS)],
  });

  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.ant-message')).toContainText(`「${name}」还有1项活动在使用，请先修改或删除这些活动后再删除区域`);

  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_MANAGE}/areaInfo/${areaId}$`));
  await expect(page.locator('.area-detail__head')).toContainText('二楼美工室');
  await expect(rowOf(page.locator('.area-detail__activities'), event)).toContainText('2026-11-18');

  await callAs(page, 'GET', '/api/SchoolActivity4/DelSchoolActivity', { activityId });
  await page.goto(AREA_MANAGE);
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除区域「${name}」`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('区域使用统计 draws the areas’ use by class', async ({ page }) => {
  await page.goto(AREA_MANAGE);
  await page.getByRole('button', { name: '使用统计' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_MANAGE}/statistics$`));
  const chart = page.getByRole('img', { name: /^区域使用次数：/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /建构区\d+次/);
  await expect(rowOf(page.locator('.area-statistics__table'), '建构区')).toContainText(/班（\d+）/);
});
