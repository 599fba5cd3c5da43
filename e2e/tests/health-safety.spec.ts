import type { Locator, Page } from '@playwright/test';
import { formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

/** Opens the select inside `field` and picks its first option (or the one titled `title`). */
async function pick(field: Locator, title?: string) {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await (title ? options.and(page.locator(`[title="${title}"]`)) : options.first()).click();
}

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

test('防疫活动: a new measure for a class, then the class’s day recorded with a feverish child', async ({ page }) => {
  await signInAs(page);
  await page.goto('/SafetyManage/EpidemicControl');
  await expect(rowOf(page, '秋冬季晨午检')).toContainText('进行中');

  const name = uniqueName('午检');
  await page.getByRole('button', { name: '新建防疫活动' }).click();
  const form = dialog(page, '新建防疫活动');
  await formItem(form, '活动名称').getByRole('textbox').fill(name);
  await pick(formItem(form, '参加班级'));
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: '新建' }).click();
  await expect(toast(page, `已新建防疫活动「${name}」`)).toBeVisible();

  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page.getByText('各班完成情况')).toBeVisible();
  await page.getByRole('button', { name: '按日查看' }).click();
  await rowOf(page, '2026-11-18').getByRole('button', { name: '记录' }).click();
  const record = dialog(page, '记录 2026-11-18');
  await formItem(record, '检查情况').getByRole('textbox').fill('一名幼儿体温偏高，已隔离观察');
  await record.getByRole('button', { name: '添加有症状的幼儿' }).click();
  await pick(record.locator('.ant-form-item').filter({ has: page.getByLabel('幼儿', { exact: true }) }).first());
  await record.getByLabel('体温').fill('38.1');
  await record.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '已保存 2026-11-18 的记录')).toBeVisible();
  await expect(rowOf(page, '2026-11-18')).toContainText('发热 38.1℃');
});

test('防疫活动 and 活动安全 as a class teacher: only what the class’s data scope may do is offered', async ({ page }) => {
  await signInAs(page, accounts.classTeacher);
  await page.goto('/SafetyManage/EpidemicControl');
  const activity = rowOf(page, '秋冬季晨午检');
  await expect(activity.getByRole('button', { name: '详情' })).toBeVisible();
  // Setting activities up is the school's: the server refuses it to a class's data scope.
  await expect(activity.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(activity.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建防疫活动' })).toHaveCount(0);

  await page.goto('/SafetyManage/ActivitySafety');
  await page.getByRole('button', { name: '新建安全计划' }).click();
  const form = dialog(page, '新建安全计划');
  await expect(form.getByRole('radio', { name: '班级活动' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '园所活动' })).toBeDisabled();
  await expect(formItem(form, '班级')).toBeVisible();
});

test('活动安全: a class activity’s plan with its items and person responsible, checked after the activity', async ({ page }) => {
  await signInAs(page);
  await page.goto('/SafetyManage/ActivitySafety');
  await expect(rowOf(page, '秋游：植物园认识植物')).toBeVisible();

  const name = uniqueName('参观消防站');
  await page.getByRole('button', { name: '新建安全计划' }).click();
  const form = dialog(page, '新建安全计划');
  await form.getByText('班级活动', { exact: true }).click();
  await pick(formItem(form, '班级'));
  await formItem(form, '活动名称').getByRole('textbox').fill(name);
  const date = formItem(form, '活动日期').getByRole('textbox');
  await date.fill('2026-11-17');
  await date.press('Enter');
  await formItem(form, '安全预案').getByRole('textbox').fill('外出参观，重点看护与乘车安全');
  await form.getByLabel('安全事项1').fill('乘车安全');
  await form.getByRole('button', { name: '添加负责人' }).click();
  await pick(form.locator('.ant-form-item').filter({ has: page.getByLabel('负责人1') }).first());
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '已添加安全计划')).toBeVisible();

  await rowOf(page, name).getByRole('button', { name: '检查' }).click();
  const detail = dialog(page, '活动安全计划');
  await detail.getByText('发现问题', { exact: true }).click();
  await formItem(detail, '检查情况').getByRole('textbox').fill('一名幼儿掉队2分钟，已找回');
  await detail.getByRole('button', { name: '保存检查结果' }).click();
  await expect(toast(page, '检查结果已保存')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, name)).toContainText('发现问题');
});

test('值日事项: the default list adds only what is missing; an item is added and deleted', async ({ page }) => {
  await signInAs(page);
  await page.goto('/SafetyManage/DutyItem');
  await expect(rowOf(page, '园门及门卫值守')).toBeVisible();
  await page.getByRole('button', { name: '载入默认事项' }).click();
  await page.getByRole('button', { name: '载入', exact: true }).click();
  await expect(toast(page, '已添加 5 项，8 项已存在')).toBeVisible();
  await expect(rowOf(page, '离园接送交接')).toBeVisible();

  const name = uniqueName('晨间巡查');
  await page.getByRole('button', { name: '添加值日事项' }).click();
  const form = dialog(page, '添加值日事项');
  await formItem(form, '事项名称').getByRole('textbox').fill(name);
  await formItem(form, '检查标准').getByRole('textbox').fill('围墙、门窗无破损');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加「${name}」`)).toBeVisible();
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除「${name}」`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('突发事件: a new type, an emergency recorded under it and read in its detail; the type in use cannot be deleted', async ({ page }) => {
  await signInAs(page);
  await page.goto('/SafetyManage/Emergency');
  await expect(rowOf(page, '厨房烟雾报警器误报')).toBeVisible();

  const typeName = uniqueName('交通');
  await page.getByRole('button', { name: '事件类型' }).click();
  const types = dialog(page, '事件类型');
  await types.getByRole('button', { name: '添加类型' }).click();
  await formItem(dialog(page, '添加类型'), '类型名称').getByRole('textbox').fill(typeName);
  await dialog(page, '添加类型').getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已添加类型「${typeName}」`)).toBeVisible();
  await types.locator('.ant-modal-close').click();
  await expect(types).toBeHidden();

  const title = uniqueName('接送时车辆剐蹭');
  await page.getByRole('button', { name: '登记突发事件' }).click();
  const form = dialog(page, '登记突发事件');
  await formItem(form, '事件名称').getByRole('textbox').fill(title);
  await pick(formItem(form, '事件类型'), typeName);
  await formItem(form, '发生地点').getByRole('textbox').fill('园门口');
  await formItem(form, '事件经过').getByRole('textbox').fill('离园时家长车辆倒车剐蹭园门护栏，无人受伤');
  await formItem(form, '处理措施').getByRole('textbox').fill('门卫疏导车辆，护栏已报修');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已登记「${title}」`)).toBeVisible();

  await rowOf(page, title).getByRole('link', { name: title }).click();
  await expect(page.getByText('门卫疏导车辆，护栏已报修')).toBeVisible();
  await expect(page.getByText(typeName, { exact: true })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: '事件类型' }).click();
  await expect(rowOf(dialog(page, '事件类型'), typeName).getByRole('button', { name: '删除' })).toBeDisabled();
});
